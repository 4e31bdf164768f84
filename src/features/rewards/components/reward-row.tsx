import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import { timeLeftParts, type ClaimableRow } from '../reward-rules'
import './rewards.css'
import { FormError } from '@/ui/form-error'

/** "Ends in 1:59:58" under a day, "Ends in 2 d 4 h" beyond; no expiry says so. `seconds`: the row's own countdown. */
function TimeLeft({ seconds }: { readonly seconds: number | null }) {
  const { t } = useTranslation('rewards')
  if (seconds === null) return <span className="reward-row__time">{t('no_expiry')}</span>
  if (seconds <= 0) return <span className="reward-row__time reward-row__time--over">{t('expired')}</span>
  const parts = timeLeftParts(seconds)
  const time = 'clock' in parts ? parts.clock : t('days', parts)
  return <span className="reward-row__time">{t('ends_in', { time })}</span>
}

/**
 * A row of "claimable now": what it is (promotion or ticket), what it pays, its countdown, and
 * Claim, in place. A ticket with conditions still to meet says what is missing and cannot be
 * claimed; a row whose time runs out while on screen turns Expired.
 */
export function RewardRow({
  row,
  busy,
  failure = null,
  onClaim,
}: {
  readonly row: ClaimableRow
  readonly busy: boolean
  /** Why its last claim failed, said under it. */
  readonly failure?: string | null
  readonly onClaim: () => void
}) {
  const { t } = useTranslation('rewards')
  const seconds = useSecondsLeft(row.expiresAt ?? undefined)
  const over = seconds !== null && seconds <= 0
  const blocked = row.unmet.length > 0
  return (
    <article className="reward-row" aria-label={row.name}>
      <div className="reward-row__main">
        <span className="reward-row__kind">{t(`kind.${row.kind}`)}</span>
        <h3 className="reward-row__name">{row.name}</h3>
        <TimeLeft seconds={seconds} />
        {blocked && <p className="reward-row__unmet">{t('unmet', { conditions: row.unmet.join(', ') })}</p>}
      </div>
      <div className="reward-row__side">
        {row.amount > 0 && <span className="reward-row__amount">{peso(row.amount)}</span>}
        <button
          type="button"
          className="btn btn-primary reward-row__claim"
          disabled={busy || over || blocked}
          aria-busy={busy || undefined}
          onClick={onClaim}
        >
          {over ? t('expired') : t('claim')}
        </button>
      </div>
      <FormError message={failure} />
    </article>
  )
}

/** A claim of the past: what it was, what it paid and when. */
export function ClaimedRow({
  name,
  amount,
  claimedTime,
}: {
  readonly name: string
  readonly amount: number
  readonly claimedTime: number | null
}) {
  const { t } = useTranslation('rewards')
  return (
    <div className="reward-history__row">
      <span className="reward-history__name">{name}</span>
      <span className="reward-row__amount">{peso(amount)}</span>
      {claimedTime !== null && <span className="reward-history__time">{t('claimed_on', { time: formatDateTime(claimedTime) })}</span>}
    </div>
  )
}
