import { Schema } from 'effect'

/**
 * Invite friends (/m/inviteFriends, issue 14; PLATFORM.md §6 "referral"). The call names and the
 * fields PLATFORM.md quotes are the platform's; everything else is ASSUMED and defined once here,
 * for the app and the harness (docs/api-contract.md "Invite friends").
 */

/** The figures a referral overview carries (PLATFORM.md §6, "stats today / total"). */
export const statKeys = [
  'memberCount',
  'memberQualifiedCount',
  'depositCount',
  'totalAmount',
  'invitationAmount',
  'achievementAmount',
  'depositRebateAmount',
  'totalBetRebateAmount',
] as const
export type StatKey = (typeof statKeys)[number]
/** Counts of people or deposits; the other figures are money. */
export const countStats: ReadonlySet<StatKey> = new Set(['memberCount', 'memberQualifiedCount', 'depositCount'])

export const ReferralStats = Schema.Struct(
  Object.fromEntries(statKeys.map((key) => [key, Schema.Number])) as Record<StatKey, typeof Schema.Number>,
)
export type ReferralStats = typeof ReferralStats.Type

/** MCSFE_getReferralDetails?autoGenerate=true: the code is made on the first ask. */
export const ReferralDetailsQuery = Schema.Struct({ autoGenerate: Schema.Literal('true') })
export const ReferralDetails = Schema.Struct({
  referralCode: Schema.String,
  totalInvitations: Schema.Number,
  /** Domains the operator promotes for sharing (ASSUMED: bare host names, the first is the default). */
  promotionDomains: Schema.Array(Schema.String),
  /** Which figures the operator shows (ASSUMED name and place of `contentOptions`); absent: all. */
  contentOptions: Schema.optional(Schema.Array(Schema.Literals(statKeys))),
})
export type ReferralDetails = typeof ReferralDetails.Type

/** ODSFE2_referralOverview (ASSUMED shape): today's figures and the totals. */
export const ReferralOverview = Schema.Struct({ today: ReferralStats, total: ReferralStats })
export type ReferralOverview = typeof ReferralOverview.Type

/**
 * MCSFE_getReferralRules (ASSUMED shape; asked by guests too): what a friend gets and what the
 * member gets, in plain figures for the "your friend gets / you get" lines, and the full rules as
 * operator HTML (shown only through the sanitiser).
 */
export const ReferralRules = Schema.Struct({
  /** The invited friend's bonus once they qualify. */
  inviteeBonus: Schema.Number,
  /** The member's reward per friend who qualifies. */
  inviterBonus: Schema.Number,
  /** The first deposit that makes a friend qualify. */
  qualifyingDeposit: Schema.Number,
  /** The share of the friends' deposits paid to the member, in percent (0: none). */
  depositRebatePercent: Schema.Number,
  rulesHtml: Schema.String,
})
export type ReferralRules = typeof ReferralRules.Type

/** A report's page over whole days (the PLATFORM.md deposit-rebate body; dates `YYYY-MM-DD`). */
export const ReportQuery = Schema.Struct({
  startDate: Schema.String,
  endDate: Schema.String,
  page: Schema.Number,
  size: Schema.Number,
})
export type ReportQuery = typeof ReportQuery.Type

/** PROMOFE_getInviteeReport (ASSUMED shape): the friends who registered with the member's code. */
export const Invitee = Schema.Struct({
  inviteeName: Schema.String,
  /** ms. */
  registerTime: Schema.Number,
  /** null: no deposit yet. */
  firstDepositAmount: Schema.NullOr(Schema.Number),
  qualified: Schema.Boolean,
})
export type Invitee = typeof Invitee.Type
export const InviteeReport = Schema.Struct({ list: Schema.Array(Invitee), totalPages: Schema.Number })
export type InviteeReport = typeof InviteeReport.Type

/** The deposit-rebate report: the platform's body and row fields; `totalPages` ASSUMED. */
export const DepositRebateQuery = Schema.Struct({
  ...ReportQuery.fields,
  sortColumn: Schema.Literal('claimDate'),
  sortType: Schema.Literal('desc'),
})
export const DepositRebate = Schema.Struct({
  referredName: Schema.String,
  /** ms (ASSUMED unit). */
  claimDate: Schema.Number,
  depositAmount: Schema.Number,
  bonus: Schema.Number,
})
export type DepositRebate = typeof DepositRebate.Type
export const DepositRebateReport = Schema.Struct({
  list: Schema.Array(DepositRebate),
  footer: Schema.Struct({ totalDepositAmount: Schema.Number, totalBonus: Schema.Number }),
  totalPages: Schema.Number,
})
export type DepositRebateReport = typeof DepositRebateReport.Type
