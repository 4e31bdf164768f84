import { Schema } from 'effect'

/**
 * The welcome bonuses (/m/promotion/register; PLATFORM.md §1.12, §6: promotion type NEW_REGISTER,
 * `getRegisterPromotionList`, `claimRegisterPromotion`). Only the call names are the platform's:
 * every field below is ASSUMED and defined once here, for the app and the harness
 * (docs/api-contract.md "Welcome bonuses").
 */

/** A bonus for members who registered lately (ASSUMED). */
export const WelcomeBonus = Schema.Struct({
  promotionId: Schema.String,
  promotionName: Schema.String,
  bonus: Schema.Number,
  /** ms: the last moment to claim it, counted from the member's registration; null: no limit. */
  claimBefore: Schema.NullOr(Schema.Number),
  status: Schema.Literals(['CLAIMABLE', 'CLAIMED']),
  /** ms of the claim, once CLAIMED. */
  claimedTime: Schema.NullOr(Schema.Number),
})
export type WelcomeBonus = typeof WelcomeBonus.Type

/** MCSFE_getRegisterPromotionList: the member's welcome bonuses; empty when none is running or the member is no longer new (ASSUMED). */
export const WelcomeBonuses = Schema.Struct({ list: Schema.Array(WelcomeBonus) })
export type WelcomeBonuses = typeof WelcomeBonuses.Type

/** MCSFE_claimRegisterPromotion (ASSUMED). */
export const ClaimWelcomeRequest = Schema.Struct({ promotionId: Schema.String })
export const WelcomeBonusPaid = Schema.Struct({ claimedMoney: Schema.Number })
export type WelcomeBonusPaid = typeof WelcomeBonusPaid.Type
