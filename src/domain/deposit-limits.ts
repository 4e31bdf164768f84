import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { limitLeft, limitPeriods, type LimitPeriod } from './responsible-gaming'

/**
 * The member's deposit limits as the platform answers them (MCSFE_getResponsibleGaming), and what
 * they leave (`depositRoom`): read by the responsible-gaming screen, which sets them, and by the
 * cashier, which says what they leave. No public source shows the call: the relay name, the module
 * and every shape here are ASSUMED (docs/api-contract.md "Responsible gaming"); app and harness
 * share this file, so a real capture replaces it here. Not in endpoints.ts, which rides on the
 * first paint: only those two screens read it.
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

export const responsibleGaming = endpoint({
  method: 'GET',
  path: relay('MCSFE_getResponsibleGaming'),
  success: ResponsibleGaming,
  module: 'RESPGAME3',
})

/** What the member may still deposit under the tightest limit, and that limit's period. */
export interface DepositRoom {
  readonly period: LimitPeriod
  readonly left: number
}

/** The tightest of the limits (the least left; the shorter period on a tie), or null without any. */
export const depositRoom = (
  limits: ReadonlyArray<{ readonly period: LimitPeriod; readonly amount: number | null; readonly used: number }>,
): DepositRoom | null =>
  limits.reduce<DepositRoom | null>((tightest, limit) => {
    const left = limitLeft(limit.amount, limit.used)
    return left !== null && (tightest === null || left < tightest.left) ? { period: limit.period, left } : tightest
  }, null)

/** Whether an amount fits in what the tightest limit leaves (any amount does without a limit). */
export const fitsRoom = (amount: number, room: DepositRoom | null) => room === null || amount <= room.left
