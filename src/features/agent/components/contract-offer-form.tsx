import { useAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { tierIssuesOf, tiersMax, type TierIssue } from '@/domain/contract-terms'
import { useWrite } from '@/lib/effect/use-write'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { toast } from '@/ui'
import { FailureOf } from '@/ui/failure-row'
import { TextField } from '@/ui/text-field'
import { SubmitRow } from '@/ui/submit-row'
import { contractAtoms } from '../contract-atoms'
import type { ContractKind, ContractTerms } from '../contract-schema'
import { directMembersQuery } from '../team-atoms'

/** One tier as typed. */
interface TypedTier {
  readonly key: number
  readonly threshold: string
  readonly activeMembers: string
  readonly rate: string
}

/** An empty field is no number (the rule then names the field). */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()))
const valuesOf = (tiers: ReadonlyArray<TypedTier>) =>
  tiers.map((tier) => ({ threshold: numberOf(tier.threshold), activeMembers: numberOf(tier.activeMembers), rate: numberOf(tier.rate) }))

/** Which field of a tier an issue is about. */
const fieldOf: Record<TierIssue, 'threshold' | 'activeMembers' | 'rate'> = {
  threshold: 'threshold',
  threshold_order: 'threshold',
  active: 'activeMembers',
  active_order: 'activeMembers',
  rate: 'rate',
  rate_max: 'rate',
  rate_order: 'rate',
}

/**
 * An agent's offer to a direct member (issue 15 contracts): the member, and one to five tiers that
 * start from the agent's own thresholds with the rates left to choose. Each tier keeps the rule of
 * src/domain/contract-terms.ts (the harness refuses with the same); a tier out of it says why under
 * its field and keeps what was typed. Send goes once per tap.
 */
export function ContractOfferForm({
  kind,
  ownTerms,
  rateMax,
  onSent,
}: {
  readonly kind: ContractKind
  readonly ownTerms: ContractTerms
  readonly rateMax: number
  readonly onSent: () => void
}) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: offer, busy, failure } = useWrite(contractAtoms[kind].offer)
  const [members, askMembers] = useAtom(directMembersQuery)
  const messageOf = useApiErrorMessage()
  const [userName, setUserName] = useState('')
  const [tiers, setTiers] = useState<ReadonlyArray<TypedTier>>(() =>
    (ownTerms.length > 0 ? ownTerms : [{ threshold: Number.NaN, activeMembers: 0 }]).map((tier, key) => ({
      key,
      threshold: Number.isNaN(tier.threshold) ? '' : String(tier.threshold),
      activeMembers: String(tier.activeMembers),
      rate: '',
    })),
  )
  const [nextKey, setNextKey] = useState(tiers.length)
  const [shown, setShown] = useState(false)
  const formId = useId()
  const listId = `${formId}-members`
  const issues = tierIssuesOf(valuesOf(tiers), rateMax)
  const memberMissing = userName.trim() === ''

  const change = (key: number, field: 'threshold' | 'activeMembers' | 'rate', value: string) =>
    setTiers((all) => all.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)))
  const addTier = () => {
    setTiers((all) => [...all, { key: nextKey, threshold: '', activeMembers: all.at(-1)?.activeMembers ?? '0', rate: '' }])
    setNextKey((key) => key + 1)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || memberMissing || issues.some((issue) => issue !== null)) return
    const name = userName.trim()
    await offer({ userName: name, terms: valuesOf(tiers) }, (answer) => {
      toast.success(t('contracts.offered_to', { name: answer.userName }))
      onSent()
    })
  }

  /** The tier's message, shown once under its row, and the field it is about. */
  const issueOf = (index: number) => {
    const issue = issues[index]
    return shown && issue ? { field: fieldOf[issue], message: t(`contracts.issues.${issue}`, { max: rateMax }) } : null
  }

  return (
    <form className="contract-offer" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('contracts.member')}
        required
        autoComplete="off"
        list={listId}
        value={userName}
        onChange={(event) => setUserName(event.target.value)}
        error={shown && memberMissing ? t('contracts.member_required') : null}
      />
      <datalist id={listId}>
        {AsyncResult.getOrElse(members, () => []).map((member) => (
          <option key={member.userName} value={member.userName} />
        ))}
      </datalist>
      {/* Suggestions that could not be read are said, with Retry; the name can still be typed. */}
      <FailureOf result={members} messageOf={messageOf} onRetry={() => askMembers('refresh')} />
      <p className="contract-offer__hint">{t('contracts.rate_hint', { max: rateMax })}</p>
      {tiers.map((tier, index) => {
        const issue = issueOf(index)
        const messageId = `${formId}-tier-${tier.key}`
        /** The field the tier's message is about is marked invalid and described by it. */
        const marks = (field: 'threshold' | 'activeMembers' | 'rate') =>
          issue?.field === field ? { 'aria-invalid': true, 'aria-describedby': messageId } : {}
        return (
          <fieldset key={tier.key} className="contract-offer__tier">
            <legend>{t('contracts.tier', { n: index + 1 })}</legend>
            {tiers.length > 1 && (
              <button
                type="button"
                className="contract-offer__remove"
                aria-label={t('contracts.remove_tier', { n: index + 1 })}
                onClick={() => setTiers((all) => all.filter((other) => other.key !== tier.key))}
              >
                {t('contracts.remove')}
              </button>
            )}
            <TextField
              label={t(`contracts.threshold_${kind}`)}
              inputMode="decimal"
              autoComplete="off"
              value={tier.threshold}
              onChange={(event) => change(tier.key, 'threshold', event.target.value)}
              {...marks('threshold')}
            />
            <TextField
              label={t('contracts.active')}
              inputMode="numeric"
              autoComplete="off"
              value={tier.activeMembers}
              onChange={(event) => change(tier.key, 'activeMembers', event.target.value)}
              {...marks('activeMembers')}
            />
            <TextField
              label={t('contracts.rate_percent')}
              inputMode="decimal"
              autoComplete="off"
              value={tier.rate}
              onChange={(event) => change(tier.key, 'rate', event.target.value)}
              {...marks('rate')}
            />
            {issue && (
              <p id={messageId} className="field-message contract-offer__issue" role="alert">
                {issue.message}
              </p>
            )}
          </fieldset>
        )
      })}
      {tiers.length < tiersMax && (
        <button type="button" className="btn btn-secondary" onClick={addTier}>
          {t('contracts.add_tier')}
        </button>
      )}
      <SubmitRow failure={failure} busy={busy} label={t('contracts.offer_send')} />
    </form>
  )
}
