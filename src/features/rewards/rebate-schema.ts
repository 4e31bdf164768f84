import { Schema } from 'effect'

/**
 * The player's rebate, claimed by hand (/m/member/manualRebate, the MEMBER_TURNOVER link;
 * PLATFORM.md §6 "manual rebate", flag PLYRBT). Only the call names are the platform's: every
 * field below is ASSUMED and defined once here, for the app and the harness
 * (docs/api-contract.md "Rebate").
 */

/** One game type's valid bets since the member's last claim, and what they earn (ASSUMED). */
export const RebateLine = Schema.Struct({
  /** A lobby category code (RNG, LIVE, SPORTS, …); named by the platform's `gameTypeName` when the app does not know it. */
  gameType: Schema.String,
  gameTypeName: Schema.String,
  validBet: Schema.Number,
  /** Per cent of the valid bets, e.g. 0.8 for 0.8 %. */
  rebateRate: Schema.Number,
  rebateAmount: Schema.Number,
})
export type RebateLine = typeof RebateLine.Type

/** ODSFE2_getRebate: what the member may claim now (ASSUMED). */
export const Rebate = Schema.Struct({
  list: Schema.Array(RebateLine),
  totalRebate: Schema.Number,
  /** The least the platform pays out in one claim. */
  minClaimAmount: Schema.Number,
  /** ms of the last claim; null before the first. The valid bets count from it. */
  lastClaimTime: Schema.NullOr(Schema.Number),
})
export type Rebate = typeof Rebate.Type

/** ODSFE2_rebateDisburse: what the claim credited to the main wallet (ASSUMED). */
export const RebatePaid = Schema.Struct({ amount: Schema.Number })
export type RebatePaid = typeof RebatePaid.Type
