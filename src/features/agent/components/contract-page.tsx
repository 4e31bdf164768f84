import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { formatDateTime } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { memberAtom, viewerAtom } from '@/lib/session/session-atoms'
import { ConfirmDialog, Modal, toast } from '@/ui'
import { MoreList } from '@/ui/more-list'
import { QueryView, Skeleton } from '@/ui/query-view'
import { FormError } from '@/ui/form-error'
import { contractAtoms } from '../contract-atoms'
import type { ContractKind, ContractLogEntry, ContractRequest, CurrentContract } from '../contract-schema'
import { ContractCard, TermsTable } from './contract-card'
import { ContractOfferForm } from './contract-offer-form'
// The records' status pill (Waiting, Accepted, Declined) as the other records show theirs.
import '@/ui/record-list.css'
import './contracts.css'

/** Terms an upline offers, beside the member's current ones, to accept or decline (each after a question; sent once). */
function RequestCard({
  kind,
  request,
  current,
}: {
  readonly kind: ContractKind
  readonly request: ContractRequest
  readonly current: CurrentContract | null
}) {
  const { t } = useTranslation(['agent', 'common'])
  const answer = useSetAtom(contractAtoms[kind].answer)
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null)
  // Answered, the card goes once the terms asked again are drawn; until then it stays locked.
  const { busy, locked, issue, send } = useSendFeedback(request, toast.success)

  const answerWith = (accept: boolean) => {
    setAsking(null)
    void send(() => answer({ requestId: request.requestId, accept }), t(accept ? 'contracts.accepted' : 'contracts.declined'))
  }

  return (
    <section className="ui-card contract-request" aria-labelledby={`contract-request-${kind}`}>
      <h2 id={`contract-request-${kind}`} className="contract-card__title">
        {t('contracts.request_title', { from: request.from })}
      </h2>
      <p className="contract-card__note">{t('contracts.request_sent', { date: formatDateTime(request.sentAt) })}</p>
      <div className="contract-request__terms">
        {current && <TermsTable kind={kind} terms={current.terms} caption={t('contracts.now')} />}
        <TermsTable kind={kind} terms={request.terms} caption={t('contracts.offered')} />
      </div>
      <FormError message={issue} />
      <div className="contract-request__actions">
        <button type="button" className="btn btn-secondary" disabled={locked} onClick={() => setAsking('decline')}>
          {t('contracts.decline')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={locked}
          aria-busy={busy || undefined}
          onClick={() => setAsking('accept')}
        >
          {t('contracts.accept')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'decline' ? 'contracts.decline_title' : 'contracts.accept_title')}
        message={t(asking === 'decline' ? 'contracts.decline_question' : 'contracts.accept_question', { from: request.from })}
        confirmLabel={t(asking === 'decline' ? 'contracts.decline' : 'contracts.accept')}
        destructive={asking === 'decline'}
        onConfirm={() => answerWith(asking === 'accept')}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}

/** One request of the history: between whom, when, its tiers and how it ended. */
function LogEntry({ entry, me }: { readonly entry: ContractLogEntry; readonly me: string | undefined }) {
  const { t } = useTranslation('agent')
  const status = entry.outcome === 'accepted' ? 'success' : entry.outcome === 'declined' ? 'failed' : 'pending'
  return (
    <li className="contract-log__entry">
      <div className="contract-log__line">
        <span className="contract-log__who">
          {entry.from === me ? t('contracts.to', { name: entry.to }) : t('contracts.from', { name: entry.from })}
        </span>
        <span className={`record-row__status record-row__status--${status}`}>{t(`contracts.outcome.${entry.outcome}`)}</span>
      </div>
      <p className="contract-log__when">{formatDateTime(entry.sentAt)}</p>
      <p className="contract-log__terms">
        {entry.terms
          .map((tier) => t('contracts.tier_summary', { threshold: peso(tier.threshold), count: tier.activeMembers, rate: tier.rate }))
          .join(' · ')}
      </p>
    </li>
  )
}

/** Every request made or received of this kind, newest first, ten at a time. */
function ContractLog({ kind }: { readonly kind: ContractKind }) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(contractAtoms[kind].log)
  const paging = usePagedList(list, act)
  const me = useAtomValue(memberAtom)?.userName
  return (
    <section className="contract-log" aria-labelledby={`contract-log-${kind}`}>
      <h2 id={`contract-log-${kind}`} className="contract-card__title">
        {t('contracts.history')}
      </h2>
      <MoreList
        label={t('contracts.history')}
        paging={paging}
        getKey={(entry) => entry.requestId}
        renderItem={(entry) => <LogEntry entry={entry} me={me} />}
        emptyMessage={t('contracts.history_empty')}
        className="ui-list-box"
      />
    </section>
  )
}

/**
 * A contract page (issue 15; SPEC §2 "agent contract requests"): the request waiting for the member
 * (what home's prompt leads here for) beside the current terms, the terms in force, an agent's offer
 * to a member, and the history. Salary, dividend, hourly and real-time are the same page with their own calls.
 */
function ContractPage({ kind }: { readonly kind: ContractKind }) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const viewer = useAtomValue(viewerAtom)
  const [info, dispatch] = useAtom(contractAtoms[kind].info)
  // The history is asked beside the terms, and shown under them once they are in: under their
  // skeleton, it jumped up when the terms came (shorter than the skeleton for a member).
  useAtomValue(contractAtoms[kind].log)
  const [offering, setOffering] = useState(false)
  return (
    <div className="contracts">
      <p className="contracts__about">{t(`contracts.about_${kind}`)}</p>
      <QueryView
        result={info}
        onRetry={() => dispatch('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={6} className="ui-card" />}
      >
        {(value) => (
          <>
            {value.request && <RequestCard kind={kind} request={value.request} current={value.current} />}
            <ContractCard kind={kind} contract={value.current} />
            {value.offerRateMax !== null ? (
              <button type="button" className="btn btn-primary btn-block" onClick={() => setOffering(true)}>
                {t('contracts.offer_open')}
              </button>
            ) : (
              viewer.kind === 'agent' && (
                <p className="contracts__about">{t('contracts.offer_none', { kind: t(`contracts.kinds.${kind}`) })}</p>
              )
            )}
            {offering && value.offerRateMax !== null && (
              <Modal open onClose={() => setOffering(false)} title={t('contracts.offer_title', { kind: t(`contracts.kinds.${kind}`) })}>
                <ContractOfferForm
                  kind={kind}
                  ownTerms={value.current?.terms ?? []}
                  rateMax={value.offerRateMax}
                  onSent={() => setOffering(false)}
                />
              </Modal>
            )}
          </>
        )}
      </QueryView>
      {!AsyncResult.isInitial(info) && <ContractLog kind={kind} />}
    </div>
  )
}

/** /m/member/agent/getSalaryContract */
export const SalaryContractPage = () => <ContractPage kind="salary" />
/** /m/member/agent/getDevidendContract */
export const DividendContractPage = () => <ContractPage kind="dividend" />
/** /m/member/agent/getHourContract */
export const HourlyContractPage = () => <ContractPage kind="hourly" />
export const RealtimeContractPage = () => <ContractPage kind="realtime" />
