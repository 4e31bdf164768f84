import { Schema } from 'effect'
import { exclusionMonths, limitPeriods } from '@/domain/responsible-gaming'

/**
 * The responsible-gaming calls (PLATFORM.md §10): no public source shows any of them. Every shape
 * here is ASSUMED, named by the call it answers, and listed in docs/api-contract.md
 * "Responsible gaming"; app and harness share this file, so a real capture replaces it here.
 */

const Amount = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))
const LimitPeriod = Schema.Literals(limitPeriods)

/** A change that loosens a limit, waiting out its cooling-off day: the new amount (null: no limit) and when it holds. */
export const PendingLimit = Schema.Struct({ amount: Schema.NullOr(Amount), effectiveAt: Schema.Number })

/** ASSUMED (MCSFE_getResponsibleGaming): one period's limit (null: none), what the period's deposits have used, and a change waiting. */
export const DepositLimit = Schema.Struct({
  period: LimitPeriod,
  amount: Schema.NullOr(Amount),
  used: Amount,
  pending: Schema.NullOr(PendingLimit),
})
export type DepositLimit = typeof DepositLimit.Type

/** ASSUMED (MCSFE_getResponsibleGaming): the member's limits, one per period, in the platform's order. */
export const ResponsibleGaming = Schema.Struct({ depositLimits: Schema.Array(DepositLimit) })
export type ResponsibleGaming = typeof ResponsibleGaming.Type

/** ASSUMED (MCSFE_setDepositLimit): a period's new limit, null to have none. */
export const SetDepositLimitRequest = Schema.Struct({ period: LimitPeriod, amount: Schema.NullOr(Amount) })
export type SetDepositLimitRequest = typeof SetDepositLimitRequest.Type

/** ASSUMED (MCSFE_selfExclude): the period and the login password, sealed; the answer says until when. */
export const SelfExcludeRequest = Schema.Struct({ months: Schema.Literals(exclusionMonths), password: Schema.String })
export type SelfExcludeRequest = typeof SelfExcludeRequest.Type
export const SelfExclusion = Schema.Struct({ excludedUntil: Schema.Number })
export type SelfExclusion = typeof SelfExclusion.Type
