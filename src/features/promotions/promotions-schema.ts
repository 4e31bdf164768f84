import { Schema } from 'effect'
import { BonusTier, BonusType } from '@/domain/bonus'
import { limits } from '@/lib/effect/policies'

/**
 * Promotions (/m/activity, issue 14; PLATFORM.md §6 "promotions"). The call names are the
 * platform's; no public source shows their shapes (PLATFORM.md §9), so every schema here is ASSUMED
 * and defined once, for the app and the harness (docs/api-contract.md "Promotions").
 */

/** SPEC §6 activity statuses, in the dictionary's order: what the member may do next, or where it stands. */
export const activityStatuses = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const
export const ActivityStatus = Schema.Literals(activityStatuses)
export type ActivityStatus = typeof ActivityStatus.Type

/**
 * How joining is done (ASSUMED): a sign-up the platform takes at once (MCSFE_signUpPromotionJoin),
 * or an application the operator reviews, with a comment and up to three images (SPEC §9).
 */
export const JoinKind = Schema.Literals(['SIGN_UP', 'APPLICATION'])
export type JoinKind = typeof JoinKind.Type

/** A promotion as the list shows it (ASSUMED, MCSFE_getAvailablePromotions). */
export const Promotion = Schema.Struct({
  promotionId: Schema.String,
  promotionName: Schema.String,
  /** PLATFORM.md §6 promotion types (MANUAL, DEPOSIT, FIRST_DEPOSIT, …); shown nowhere, kept for the deep links. */
  promotionType: Schema.String,
  /** The category tab it sits under (a code of `categories`). */
  category: Schema.String,
  /** The card's banner; none: the card shows its name on the theme's colour. */
  bannerUrl: Schema.NullOr(Schema.String),
  /** ms. */
  startTime: Schema.Number,
  /** ms; null: no end date. */
  endTime: Schema.NullOr(Schema.Number),
  status: ActivityStatus,
  joinKind: JoinKind,
  /** The rules, operator HTML (shown only through the sanitiser). */
  remark: Schema.String,
  /** Why an application was turned down (REJECTED). */
  rejectReason: Schema.optional(Schema.NullOr(Schema.String)),
  /** A deposit promotion's bonus steps, as the deposit's promotion picker carries them (ASSUMED place). */
  bonus: Schema.optional(Schema.Struct({ bonusType: BonusType, depositPromDetailsList: Schema.Array(BonusTier) })),
})
export type Promotion = typeof Promotion.Type

/** The operator's categories, named in the asked language, in its order. */
export const PromotionCategory = Schema.Struct({ code: Schema.String, name: Schema.String })
export type PromotionCategory = typeof PromotionCategory.Type

export const PromotionsQuery = Schema.Struct({ language: Schema.String })
export const Promotions = Schema.Struct({
  categories: Schema.Array(PromotionCategory),
  list: Schema.Array(Promotion),
})
export type Promotions = typeof Promotions.Type

export const PromotionRef = Schema.Struct({ promotionId: Schema.String })
export type PromotionRef = typeof PromotionRef.Type

/** What a join, an application or a claim leaves the promotion at (ASSUMED). */
export const PromotionOutcome = Schema.Struct({
  status: ActivityStatus,
  /** The bonus credited by a claim, in the wallet's currency. */
  claimedMoney: Schema.optional(Schema.Number),
})
export type PromotionOutcome = typeof PromotionOutcome.Type

/** SPEC §9: the application's comment (at most 140 characters) and up to three PNG/JPG images, base64 JPEG. */
export const applyCommentMax = limits.commentMax
export const applyImagesMax = limits.uploadMaxImages
export const applyImageMaxBytes = limits.uploadMaxBytes
export const PromotionApplication = Schema.Struct({
  promotionId: Schema.String,
  comment: Schema.String.check(Schema.isMaxLength(applyCommentMax)),
  images: Schema.Array(Schema.String).check(Schema.isMaxLength(applyImagesMax)),
})
export type PromotionApplication = typeof PromotionApplication.Type

/** PROMOFE_getPromoCodeEnable: whether the site takes promo codes at all (the name is the platform's; the answer ASSUMED). */
export const PromoCodeEnabled = Schema.Boolean

/** PROMOFE_claimPromoCode (the request field is the platform's; the answer ASSUMED). */
export const PromoCodeClaim = Schema.Struct({ promoCode: Schema.String })
export const PromoCodeResult = Schema.Struct({ promotionName: Schema.String, claimedMoney: Schema.Number })
export type PromoCodeResult = typeof PromoCodeResult.Type
