import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { DepositLimit } from '@/domain/deposit-limits'
import {
  exclusionEnd,
  exclusionMonths,
  limitChangeTiming,
  limitLeft,
  realityCheckIntervals,
  type ExclusionMonths,
  type RealityCheckInterval,
} from '@/domain/responsible-gaming'
import { policies } from '@/lib/effect/policies'
import { useWrite } from '@/lib/effect/use-write'
import { formatDateTime, formatDay } from '@/lib/format/date-time'
import { amountPattern, peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { depositLimitsQuery } from '@/lib/session/deposit-limits'
import { responsibleAccessAtom } from '@/lib/session/money-screen'
import { sessionAtom, signedOutHereAtom } from '@/lib/session/session-atoms'
import { realityCheckAtom } from '@/lib/state/preferences'
import { ConfirmDialog, PageMessage, toast } from '@/ui'
import { FormError } from '@/ui/form-error'
import { QueryView, Skeleton } from '@/ui/query-view'
import { SubmitRow } from '@/ui/submit-row'
import { TextField } from '@/ui/text-field'
import { selfExcludeAtom, setDepositLimitAtom } from '../responsible-atoms'
import '@/ui/card.css'
import '@/ui/choice.css'
import './responsible.css'

/**
 * Responsible gaming (ours, /m/responsible; PLATFORM.md §10 "Cross-cutting", §11 "regulation"):
 * deposit limits per day, week and month, a reality check kept on the device, and self-exclusion
 * for 6 months, 1 year or 5 years. For
 * the money types on a site with RESPGAME3; others are told why and nothing is asked.
 */
export default function ResponsiblePage() {
  const { t } = useTranslation(['security', 'common'])
  const access = useAtomValue(responsibleAccessAtom)
  if (access !== 'open') {
    return <PageMessage message={t(access === 'off' ? 'common:errors.no_permissions' : 'common:errors.free_reject')} />
  }
  return (
    <div className="page-plain responsible-page">
      <p className="responsible-page__intro">{t('responsible.intro')}</p>
      <DepositLimits />
      <RealityCheckSetting />
      <SelfExclusion />
    </div>
  )
}

function DepositLimits() {
  const { t } = useTranslation('security')
  const heading = useId()
  const [result, dispatch] = useAtom(depositLimitsQuery)
  const messageOf = useApiErrorMessage()
  return (
    <section className="ui-card responsible-card" aria-labelledby={heading}>
      <h2 id={heading} className="responsible-card__heading">
        {t('responsible.limits_heading')}
      </h2>
      <p className="responsible-card__note">{t('responsible.limits_note')}</p>
      <QueryView result={result} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={3} />}>
        {({ depositLimits }) => (
          <ul className="limit-list">
            {depositLimits.map((limit) => (
              <li key={limit.period}>
                <LimitRow limit={limit} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}

/** One period's limit: what it is, what this period has used and left, a change waiting, and Set or Change. */
export function LimitRow({ limit }: { readonly limit: DepositLimit }) {
  const { t } = useTranslation('security')
  const [editing, setEditing] = useState(false)
  const name = t(`responsible.period.${limit.period}`)
  const left = limitLeft(limit.amount, limit.used)
  return (
    <div className="limit-row">
      <div className="limit-row__head">
        <h3 className="limit-row__name">{name}</h3>
        <p className="limit-row__amount">{limit.amount === null ? t('responsible.no_limit') : peso(limit.amount)}</p>
      </div>
      {limit.amount !== null && left !== null && (
        <>
          {/* Decorative: the line under it says the same in words. */}
          <progress className="limit-row__bar" value={Math.min(limit.used, limit.amount)} max={limit.amount || 1} aria-hidden="true" />
          <p className="limit-row__usage">{t('responsible.used_left', { used: peso(limit.used), left: peso(left) })}</p>
        </>
      )}
      {limit.pending && (
        <p className="limit-row__pending">
          {limit.pending.amount === null
            ? t('responsible.pending_removal', { time: formatDateTime(limit.pending.effectiveAt) })
            : t('responsible.pending_change', { amount: peso(limit.pending.amount), time: formatDateTime(limit.pending.effectiveAt) })}
        </p>
      )}
      {editing ? (
        <LimitForm limit={limit} name={name} onDone={() => setEditing(false)} />
      ) : (
        // Three rows have the same button: its name also says whose (the visible words first, as spoken).
        <button type="button" className="btn btn-ghost limit-row__edit" onClick={() => setEditing(true)}>
          {limit.amount === null ? t('responsible.set') : t('responsible.change')}
          <span className="visually-hidden">{` (${name})`}</span>
        </button>
      )}
    </div>
  )
}

/**
 * A period's new limit: an amount, or none. Before it is sent the form says when it will hold
 * (the domain's rule); it is sent once, a refusal keeps what was typed.
 */
function LimitForm({ limit, name, onDone }: { readonly limit: DepositLimit; readonly name: string; readonly onDone: () => void }) {
  const { t } = useTranslation(['security', 'common'])
  const { send, busy, failure } = useWrite(setDepositLimitAtom)
  const [draft, setDraft] = useState(limit.amount === null ? '' : String(limit.amount))
  const [tried, setTried] = useState(false)
  const typed = amountPattern.test(draft.trim()) && Number(draft) > 0 ? Number(draft) : null
  const timingOf = (amount: number | null) => limitChangeTiming(limit.amount, amount)

  const save = (amount: number | null) =>
    send({ period: limit.period, amount }, () => {
      toast.success(t(timingOf(amount) === 'now' ? 'responsible.saved_now' : 'responsible.saved_later'), policies.toastSaved)
      onDone()
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (typed !== null && !busy) void save(typed)
  }

  return (
    <form className="limit-form" onSubmit={submit} aria-label={name} noValidate>
      <TextField
        label={t('responsible.amount_label', { name })}
        required
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={tried && typed === null ? t('responsible.amount_invalid') : null}
        hint={typed === null ? undefined : t(timingOf(typed) === 'now' ? 'responsible.holds_now' : 'responsible.holds_later')}
      />
      <FormError message={failure} />
      <div className="limit-form__buttons">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('ui:cancel')}
        </button>
        {limit.amount !== null && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void save(null)}>
            {t('responsible.remove')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('responsible.save')}
        </button>
      </div>
    </form>
  )
}

/**
 * The reality check: a reminder every so long of play (the frame's RealityCheck), or none. Kept on
 * this device for this member, saved as it is picked.
 */
function RealityCheckSetting() {
  const { t } = useTranslation('security')
  const heading = useId()
  const userName = useAtomValue(sessionAtom)?.userName ?? ''
  const [intervals, setIntervals] = useAtom(realityCheckAtom)
  const chosen = intervals[userName] ?? null
  const choose = (minutes: RealityCheckInterval | null) => {
    const { [userName]: _previous, ...others } = intervals
    setIntervals(minutes === null ? others : { ...others, [userName]: minutes })
    toast.success(t('responsible.reality_saved'), policies.toastSaved)
  }
  return (
    <section className="ui-card responsible-card" aria-labelledby={heading}>
      <h2 id={heading} className="responsible-card__heading">
        {t('responsible.reality_heading')}
      </h2>
      <p className="responsible-card__note">{t('responsible.reality_note')}</p>
      <fieldset className="ui-choice exclusion-choice">
        <legend className="visually-hidden">{t('responsible.reality_heading')}</legend>
        {[null, ...realityCheckIntervals].map((minutes) => (
          <label key={minutes ?? 'off'} className="ui-choice__option">
            <input type="radio" name={`${heading}-interval`} checked={chosen === minutes} onChange={() => choose(minutes)} />
            {minutes === null ? t('responsible.reality_off') : t(`responsible.reality_every.${minutes}`)}
          </label>
        ))}
      </fieldset>
    </section>
  )
}

/**
 * Self-exclusion: a period and the login password, then a last question naming the day it ends.
 * Once it holds, the platform has ended the session: the device goes home and forgets it.
 */
function SelfExclusion() {
  const { t } = useTranslation(['security', 'common'])
  const heading = useId()
  const [, navigate] = useLocation()
  const { send: exclude, busy, failure } = useWrite(selfExcludeAtom)
  const signOutHere = useSetAtom(signedOutHereAtom)
  const [months, setMonths] = useState<ExclusionMonths | null>(null)
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (months !== null && password !== '' && !busy) setConfirming(true)
  }
  const confirm = async () => {
    setConfirming(false)
    if (months === null) return
    await exclude({ months, password }, ({ excludedUntil }) => {
      toast.success(t('responsible.excluded', { date: formatDay(excludedUntil) }), policies.toastLong)
      // Home first: forgotten on this members-only page, the session would send the member to the login.
      navigate(paths.home, { replace: true })
      signOutHere()
    })
  }

  return (
    <section className="ui-card responsible-card" aria-labelledby={heading}>
      <h2 id={heading} className="responsible-card__heading">
        {t('responsible.exclusion_heading')}
      </h2>
      <p className="responsible-card__note">{t('responsible.exclusion_intro')}</p>
      <ul className="responsible-card__points">
        <li>{t('responsible.exclusion_no_play')}</li>
        <li>{t('responsible.exclusion_final')}</li>
        <li>{t('responsible.exclusion_balance')}</li>
      </ul>
      <form className="exclusion-form" onSubmit={submit} aria-label={t('responsible.exclusion_heading')} noValidate>
        <fieldset className="ui-choice exclusion-choice" aria-describedby={tried && months === null ? `${heading}-period` : undefined}>
          <legend className="ui-choice__legend">{t('responsible.exclusion_period')}</legend>
          {exclusionMonths.map((each) => (
            <label key={each} className="ui-choice__option">
              <input type="radio" name={`${heading}-months`} checked={months === each} onChange={() => setMonths(each)} />
              {t(`responsible.months.${each}`)}
            </label>
          ))}
        </fieldset>
        {tried && months === null && (
          <p id={`${heading}-period`} className="field-message" role="alert">
            {t('responsible.choose_period')}
          </p>
        )}
        <TextField
          label={t('responsible.password_label')}
          required
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tried && password === '' ? t('common:validation.in_incorrect_password') : null}
        />
        <SubmitRow failure={failure} busy={busy} label={t('responsible.exclude')} />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('responsible.confirm_title')}
        message={months === null ? '' : t('responsible.confirm', { date: formatDay(exclusionEnd(Date.now(), months)) })}
        confirmLabel={t('responsible.exclude')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        destructive
      />
    </section>
  )
}
