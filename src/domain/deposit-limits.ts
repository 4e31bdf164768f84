import { Schema } from 'effect'
import { limitPeriods } from './responsible-gaming'

/**
 * The member's deposit limits as the platform answers them (MCSFE_getResponsibleGaming): read by the
 * responsible-gaming screen, which sets them, and by the cashier, which says what they leave. No
 * public source shows the call: every shape here is ASSUMED (docs/api-contract.md "Responsible
 * gaming"); app and harness share this file, so a real capture replaces it here.
 */

/** A limit or what it has used, in pesos. */
export const LimitAmount = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/** A change that loosens a limit, waiting out its cooling-off day: the new amount (null: no limit) and when it holds. */
export const PendingLimit = Schema.Struct({ amount: Schema.NullOr(LimitAmount), effectiveAt: Schema.Number })

/** One period's limit (null: none), what the period's deposits have used, and a change waiting. */
export const DepositLimit = Schema.Struct({
  period: Schema.Literals(limitPeriods),
  amount: Schema.NullOr(LimitAmount),
  used: LimitAmount,
  pending: Schema.NullOr(PendingLimit),
})
export type DepositLimit = typeof DepositLimit.Type

/** The member's limits, one per period, in the platform's order. */
export const ResponsibleGaming = Schema.Struct({ depositLimits: Schema.Array(DepositLimit) })
export type ResponsibleGaming = typeof ResponsibleGaming.Type
