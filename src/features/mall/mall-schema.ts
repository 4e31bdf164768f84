import { Schema } from 'effect'

/**
 * The points mall (/m/mall/mallHome, issue 14; PLATFORM.md §6 "points mall"). The call names are
 * the platform's; no public source shows their shapes (PLATFORM.md §9), so every schema here is
 * ASSUMED and defined once, for the app and the harness (docs/api-contract.md "Points mall").
 */

/** MCSFE_getPointConfig: whether the mall is open, and its rules (operator HTML, shown only through the sanitiser). */
/**
 * ASSUMED: the terms of turning points into cash (passwordCheck/MCSFE_convertPoint; the rule in
 * src/domain/point-conversion.ts); absent or null: the mall converts nothing.
 */
export const PointConversion = Schema.Struct({ pointsPerPeso: Schema.Number, minPoints: Schema.Number, stepPoints: Schema.Number })
export type PointConversion = typeof PointConversion.Type
export const PointConfig = Schema.Struct({
  mallEnabled: Schema.Boolean,
  rulesHtml: Schema.String,
  conversion: Schema.optional(Schema.NullOr(PointConversion)),
})
export type PointConfig = typeof PointConfig.Type

/** MCSFE_getPointBalance: the member's points (whole numbers). */
export const PointBalance = Schema.Struct({ pointBalance: Schema.Number })
export type PointBalance = typeof PointBalance.Type

/** MCSFE_getPointRewardConversionType: the mall's tabs, named in the asked language, in the operator's order. */
export const ConversionType = Schema.Struct({ conversionType: Schema.String, name: Schema.String })
export type ConversionType = typeof ConversionType.Type
export const ConversionTypes = Schema.Array(ConversionType)

/** MCSFE_getPointReward?conversionType=…: the items of one tab. */
export const PointRewardQuery = Schema.Struct({ conversionType: Schema.String, language: Schema.String })
export const PointReward = Schema.Struct({
  rewardId: Schema.String,
  rewardName: Schema.String,
  conversionType: Schema.String,
  /** What one costs, in points. */
  points: Schema.Number,
  /** null: the card shows the item's name on the theme's colour. */
  imageUrl: Schema.NullOr(Schema.String),
  /** What a cash item credits to the wallet; null for goods and tickets. */
  cashValue: Schema.NullOr(Schema.Number),
  /** How many are left; null: no limit. */
  stock: Schema.NullOr(Schema.Number),
  /** How many one member may redeem in all; null: no limit. */
  perMemberLimit: Schema.NullOr(Schema.Number),
  /** How many this member has redeemed. */
  redeemedCount: Schema.Number,
  description: Schema.String,
})
export type PointReward = typeof PointReward.Type
export const PointRewards = Schema.Array(PointReward)

/** MCSFE_getRedeemPointList: the member's redemptions, newest first. */
export const RedeemStatus = Schema.Literals(['SUCCESS', 'PENDING', 'REJECTED'])
export type RedeemStatus = typeof RedeemStatus.Type
export const Redemption = Schema.Struct({
  redeemId: Schema.String,
  rewardName: Schema.String,
  quantity: Schema.Number,
  /** Points spent in all. */
  points: Schema.Number,
  /** ms. */
  redeemTime: Schema.Number,
  status: RedeemStatus,
})
export type Redemption = typeof Redemption.Type
export const RedeemListQuery = Schema.Struct({ page: Schema.Number, size: Schema.Number })
export const RedeemList = Schema.Struct({ list: Schema.Array(Redemption), totalPages: Schema.Number })
export type RedeemList = typeof RedeemList.Type

/** passwordCheck/MCSFE_redeemPointReward: sealed (PLATFORM.md §1.6), checks the payment password. */
export const RedeemRequest = Schema.Struct({ rewardId: Schema.String, quantity: Schema.Number, password: Schema.String })
export type RedeemRequest = typeof RedeemRequest.Type
export const RedeemResult = Schema.Struct({ redeemId: Schema.String, pointBalance: Schema.Number })
export type RedeemResult = typeof RedeemResult.Type

/** passwordCheck/MCSFE_convertPoint: sealed, checks the payment password (ASSUMED body and answer). */
export const ConvertRequest = Schema.Struct({ points: Schema.Number, password: Schema.String })
export type ConvertRequest = typeof ConvertRequest.Type
/** What reached the main wallet, and the points left. */
export const ConvertResult = Schema.Struct({ amount: Schema.Number, pointBalance: Schema.Number })
export type ConvertResult = typeof ConvertResult.Type
