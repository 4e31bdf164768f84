import { useTranslation } from 'react-i18next'
import { rebateIssue, rebateOf, type RebateBounds, type RebateIssue } from '@/domain/rebate-limits'
import { TextField } from '@/ui/text-field'
import './team.css'

/** A product's rebate bounds: what the agent may give a member for it. */
export interface RebateLimit extends RebateBounds {
  readonly type: string
}

/** What is typed per product. */
export type TypedRebates = Readonly<Record<string, string>>

/** A new member's or link's rebates to start from: the least of each product. */
export const leastRebates = (limits: ReadonlyArray<RebateLimit>): TypedRebates =>
  Object.fromEntries(limits.map((limit) => [limit.type, String(limit.min)]))

/** Each product's limit with why its typed rebate cannot be given (null: it can). */
export const rebateIssuesOf = (limits: ReadonlyArray<RebateLimit>, typed: TypedRebates) =>
  limits.map((limit) => ({ limit, issue: rebateIssue(typed[limit.type] ?? '', limit) as RebateIssue | null }))

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
 * out of bounds says which bound once `shown` (after a first submit) and keeps what was typed.
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
  return rebateIssuesOf(limits, typed).map(({ limit, issue }) => (
    <TextField
      key={limit.type}
      label={productName(limit.type)}
      inputMode="decimal"
      autoComplete="off"
      value={typed[limit.type] ?? ''}
      onChange={(event) => onChange({ ...typed, [limit.type]: event.target.value })}
      addon={<span className="team-rebates__unit">%</span>}
      error={shown && issue ? t(`members.rebate_${issue}`, { min: limit.min, max: limit.max }) : null}
      hint={t('members.rebate_bounds', { min: limit.min, max: limit.max })}
    />
  ))
}
