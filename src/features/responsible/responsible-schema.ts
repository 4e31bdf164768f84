import { Schema } from 'effect'
import { LimitAmount } from '@/domain/deposit-limits'
import { exclusionMonths, limitPeriods } from '@/domain/responsible-gaming'

/**
 * The responsible-gaming writes (PLATFORM.md §10): no public source shows any of them. Every shape
 * here is ASSUMED, named by the call it answers, and listed in docs/api-contract.md
 * "Responsible gaming"; app and harness share this file, so a real capture replaces it here. The
 * limits the screen reads are the cashier's too: src/domain/deposit-limits.ts.
 */

/** ASSUMED (MCSFE_setDepositLimit): a period's new limit, null to have none. */
export const SetDepositLimitRequest = Schema.Struct({ period: Schema.Literals(limitPeriods), amount: Schema.NullOr(LimitAmount) })
export type SetDepositLimitRequest = typeof SetDepositLimitRequest.Type

/** ASSUMED (MCSFE_selfExclude): the period and the login password, sealed; the answer says until when. */
export const SelfExcludeRequest = Schema.Struct({ months: Schema.Literals(exclusionMonths), password: Schema.String })
export type SelfExcludeRequest = typeof SelfExcludeRequest.Type
export const SelfExclusion = Schema.Struct({ excludedUntil: Schema.Number })
export type SelfExclusion = typeof SelfExclusion.Type
