import { Schema } from 'effect'

/**
 * The VIP club's ranks and what each gives (/m/member/benefits, the MEMBER link; PLATFORM.md §6
 * "VIP"). Only the call names are the platform's: every field below is ASSUMED and defined once
 * here, for the app and the harness (docs/api-contract.md "VIP benefits").
 */

/** One rank of the club and what reaching it asks, in pesos; 0 where it asks nothing of that kind (ASSUMED). */
export const ClubRank = Schema.Struct({
  /** The id rank progress names the member's rank by (`playerRankProgress.labelId`). */
  labelId: Schema.Number,
  labelName: Schema.String,
  /** 1 for the first rank; the ladder climbs by it. */
  level: Schema.Number,
  color: Schema.optional(Schema.String),
  color2: Schema.optional(Schema.String),
  monthlyTurnover: Schema.Number,
  totalTurnover: Schema.Number,
  totalDeposit: Schema.Number,
})
export type ClubRank = typeof ClubRank.Type

/** MCSFE_getPlayerRankGroupLevels: the member's club, in any order (ASSUMED). */
export const ClubRanks = Schema.Struct({ list: Schema.Array(ClubRank) })
export type ClubRanks = typeof ClubRanks.Type

/** What one rank gives; null where it gives nothing of that kind (ASSUMED). */
export const ClubBenefit = Schema.Struct({
  labelId: Schema.Number,
  /** Paid once, on reaching the rank. */
  upgradeBonus: Schema.NullOr(Schema.Number),
  /** The rank salary (promotion type RANK_SALARY), each month the rank is held. */
  monthlySalary: Schema.NullOr(Schema.Number),
  birthdayBonus: Schema.NullOr(Schema.Number),
  /** Per cent of valid bets, e.g. 0.3 for 0.3 %. */
  rebateRate: Schema.NullOr(Schema.Number),
  dailyWithdrawCount: Schema.NullOr(Schema.Number),
  dailyWithdrawLimit: Schema.NullOr(Schema.Number),
  /** A host of the member's own in customer service. */
  personalHost: Schema.Boolean,
})
export type ClubBenefit = typeof ClubBenefit.Type

/** MCSFE_getMemberClubBenefit: each rank's benefits by its labelId (ASSUMED). */
export const ClubBenefits = Schema.Struct({ list: Schema.Array(ClubBenefit) })
export type ClubBenefits = typeof ClubBenefits.Type

/** MCSFE_getPlayerRankRule: the operator's rules, HTML shown only through the sanitiser (ASSUMED). */
export const ClubRules = Schema.Struct({ rulesHtml: Schema.String })
export type ClubRules = typeof ClubRules.Type

/**
 * PROMOFE_getRankSalaryRewardDetail: the salary the member's rank pays each month, issued on the
 * 1st into the reward centre (promotion type RANK_SALARY), where the member claims it (ASSUMED).
 */
export const RankSalary = Schema.Struct({
  rankName: Schema.String,
  /** Each month, in the wallet's currency; null where the rank pays none. */
  amount: Schema.NullOr(Schema.Number),
  /** ms: when the next salary is issued. */
  nextPayoutTime: Schema.Number,
})
export type RankSalary = typeof RankSalary.Type

/** One month's salary the member claimed (ASSUMED). */
export const RankSalaryClaim = Schema.Struct({
  /** The month it paid for, 'YYYY-MM'. */
  period: Schema.String,
  /** The rank held that month. */
  rankName: Schema.String,
  amount: Schema.Number,
  /** ms. */
  claimedTime: Schema.Number,
})
export type RankSalaryClaim = typeof RankSalaryClaim.Type

/** PROMOFE_getRankSalaryClaimHistory: the member's salary claims, newest first (ASSUMED: no paging, the last 12 months). */
export const RankSalaryHistory = Schema.Struct({ list: Schema.Array(RankSalaryClaim) })
export type RankSalaryHistory = typeof RankSalaryHistory.Type
