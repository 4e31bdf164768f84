import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useClaim } from '@/lib/session/use-claim'
import { PageMessage, toast } from '@/ui'
import { PendingFigure } from '@/ui/pending-figure'
import { QueryView, Skeleton } from '@/ui/query-view'
import { claimRebateAtom, rebateAccessAtom, rebateQuery } from '../rebate-atoms'
import { rewardsRefusalAtom } from '../rewards-atoms'
import { rebateClaimOf, rebatePeriodOf } from '../rebate-rules'
import type { Rebate, RebateLine } from '../rebate-schema'
import '@/ui/card.css'
import '@/ui/table.css'
import './rewards.css'
import { FormError } from '@/ui/form-error'

/**
 * The rebate claimed by hand (/m/member/manualRebate, the MEMBER_TURNOVER link; PLATFORM.md §6):
 * what the valid bets since the last claim have earned, Claim, and each game type's bets and rate.
 * For the money types 0, 1, 2 on a site with PLYRBT; others are told why and nothing is asked.
 */
export default function RebatePage() {
  const { t } = useTranslation('common')
  const access = useAtomValue(rebateAccessAtom)
  // A closed site says no permission; otherwise the reward centre's refusal (trial, virtual types).
  const refusal = useAtomValue(rewardsRefusalAtom)
  if (access !== 'open') return <PageMessage message={t(access === 'off' ? 'errors.no_permissions' : (refusal ?? 'errors.free_reject'))} />
  return (
    <div className="page-plain rewards-page">
      <RebateView />
    </div>
  )
}

function RebateView() {
  const { t } = useTranslation('rewards')
  const [result, dispatch] = useAtom(rebateQuery)
  const messageOf = useApiErrorMessage()
  const { locked, failureOf, claim } = useClaim(claimRebateAtom, (paid) => toast.success(t('rebate.paid', { amount: peso(paid.amount) })))
  return (
    <QueryView result={result} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<RebateSkeleton />}>
      {(rebate) => {
        const period = rebatePeriodOf(rebate)
        return (
          <>
            <RebateSummary
              rebate={rebate}
              busy={locked(period)}
              failure={failureOf(period)}
              onClaim={() => void claim(period, undefined)}
            />
            <RebateLines lines={rebate.list} />
          </>
        )
      }}
    </QueryView>
  )
}

/** The summary card with '…' for its figures and the table's rows as grey lines: nothing moves when the answer comes. */
function RebateSkeleton() {
  return (
    <>
      <RebateSummary rebate={null} busy={false} onClaim={() => undefined} />
      <Skeleton lines={5} />
    </>
  )
}

/** What may be claimed now, since when, and Claim; below the minimum it says what is missing. */
export function RebateSummary({
  rebate,
  busy,
  failure = null,
  onClaim,
}: {
  readonly rebate: Rebate | null
  readonly busy: boolean
  /** Why the last claim failed, said under Claim. */
  readonly failure?: string | null
  readonly onClaim: () => void
}) {
  const { t } = useTranslation('rewards')
  const heading = useId()
  const state = rebate ? rebateClaimOf(rebate) : null
  const note =
    state?.kind === 'below-minimum'
      ? t('rebate.below_minimum', { minimum: peso(state.minimum) })
      : state?.kind === 'nothing'
        ? t('rebate.nothing')
        : t('rebate.to_wallet')
  return (
    <section className="ui-card claim-card" aria-labelledby={heading} aria-busy={rebate ? undefined : true}>
      <h2 id={heading} className="reward-summary__heading">
        {t('rebate.heading')}
      </h2>
      <p className="claim-card__amount">{rebate ? peso(rebate.totalRebate) : <PendingFigure />}</p>
      <p className="claim-card__since">
        {rebate === null ? (
          <PendingFigure />
        ) : rebate.lastClaimTime === null ? (
          t('rebate.since_start')
        ) : (
          t('rebate.since', { time: formatDateTime(rebate.lastClaimTime) })
        )}
      </p>
      <button
        type="button"
        className="btn btn-primary claim-card__claim"
        disabled={state?.kind !== 'ready' || busy}
        aria-busy={busy || undefined}
        onClick={onClaim}
      >
        {t('rebate.claim')}
      </button>
      <FormError message={failure} />
      <p className="claim-card__note">{note}</p>
    </section>
  )
}

/** Each game type's valid bets since the last claim, its rate and what it earned. */
export function RebateLines({ lines }: { readonly lines: ReadonlyArray<RebateLine> }) {
  const { t } = useTranslation(['rewards', 'games'])
  if (lines.length === 0) return null
  return (
    <section className="ui-card">
      <table className="ui-table">
        <caption>{t('rebate.by_game_type')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebate.game_type')}</th>
            <th scope="col">{t('rebate.valid_bets')}</th>
            <th scope="col">{t('rebate.rate')}</th>
            <th scope="col">{t('rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.gameType}>
              {/* A lobby category in the app's words; any other game type by the platform's name for it. */}
              <th scope="row">{t(`games:category.${line.gameType}`, { defaultValue: line.gameTypeName })}</th>
              <td>{peso(line.validBet)}</td>
              <td>{t('rebate.percent', { value: line.rebateRate })}</td>
              <td className="rebate-lines__amount">{peso(line.rebateAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="claim-card__note rebate-lines__how">{t('rebate.how')}</p>
    </section>
  )
}
