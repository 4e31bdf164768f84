import { useTranslation } from 'react-i18next'
import { rebateIssue, rebateOf, type RebateBounds, type RebateIssue } from '@/domain/rebate-limits'
import { TextField } from '@/ui/text-field'
import { quotaLeft, rationedLevelOf } from '@/domain/rebate-quota'
import type { QuotaLevel } from '../open-account-schema'
import './team.css'

/** A product's rebate bounds: what the agent may give a member for it, and a new member's rationed levels. */
export interface RebateLimit extends RebateBounds {
  readonly type: string
  readonly rationed?: ReadonlyArray<QuotaLevel>
}

/** What is typed per product. */
export type TypedRebates = Readonly<Record<string, string>>

/** A new member's or link's rebates to start from: the least of each product. */
export const leastRebates = (limits: ReadonlyArray<RebateLimit>): TypedRebates =>
  Object.fromEntries(limits.map((limit) => [limit.type, String(limit.min)]))

/**
 * Each product's limit with why its typed rebate cannot be given (null: it can), and the rationed
 * level the rebate reaches (none left there: 'no_quota').
 */
export const rebateIssuesOf = (limits: ReadonlyArray<RebateLimit>, typed: TypedRebates) =>
  limits.map((limit) => {
    const value = typed[limit.type] ?? ''
    const bounds = rebateIssue(value, limit)
    const level = bounds === null ? rationedLevelOf(limit.rationed ?? [], limit.type, rebateOf(value)!) : undefined
    const issue: RebateIssue | 'no_quota' | null = bounds ?? (level && quotaLeft(level) === 0 ? 'no_quota' : null)
    return { limit, issue, level }
  })

/** The rebates to send, every product of `limits` once (call after rebateIssuesOf found none). */
export const givenRebatesOf = (limits: ReadonlyArray<RebateLimit>, typed: TypedRebates) =>
  limits.map((limit) => ({ type: limit.type, rebateValue: rebateOf(typed[limit.type] ?? '') ?? limit.min }))

/** A product's name in the player's language, or the platform's code for one the app does not know. */
export const useProductName = () => {
  const { t } = useTranslation('agent')
  return (type: string) => t(`members.products.${type}`, { defaultValue: type })
}

/**
 * One percentage field per product with its bounds under it (src/domain/rebate-limits.ts): a value
 * out of bounds, or at a rationed level with none left, says so once `shown` (after a first submit)
 * and keeps what was typed. A rationed product's hint also says what is left of the level the typed
 * rebate reaches (else of its lowest level).
 */
export function RebateFields({
  limits,
  typed,
  onChange,
  shown,
}: {
  readonly limits: ReadonlyArray<RebateLimit>
  readonly typed: TypedRebates
  readonly onChange: (typed: TypedRebates) => void
  readonly shown: boolean
}) {
  const { t } = useTranslation('agent')
  const productName = useProductName()
  const hintOf = (limit: RebateLimit, reached: QuotaLevel | undefined) => {
    const level =
      reached ??
      limit.rationed?.reduce<QuotaLevel | undefined>(
        (lowest, next) => (lowest && lowest.rebateValue <= next.rebateValue ? lowest : next),
        undefined,
      )
    const bounds = { min: limit.min, max: limit.max }
    return level
      ? t('members.rebate_bounds_quota', { ...bounds, left: quotaLeft(level), quota: level.quota, from: level.rebateValue })
      : t('members.rebate_bounds', bounds)
  }
  return rebateIssuesOf(limits, typed).map(({ limit, issue, level }) => (
    <TextField
      key={limit.type}
      label={productName(limit.type)}
      inputMode="decimal"
      autoComplete="off"
      value={typed[limit.type] ?? ''}
      onChange={(event) => onChange({ ...typed, [limit.type]: event.target.value })}
      addon={<span className="team-rebates__unit">%</span>}
      error={shown && issue ? t(`members.rebate_${issue}`, { min: limit.min, max: limit.max, from: level?.rebateValue }) : null}
      hint={hintOf(limit, level)}
    />
  ))
}
