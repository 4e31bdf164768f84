import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * Team betting and the rebate reports (/m/teamBetting, /m/member/agent/agentRebeat,
 * /m/member/teamRebate; issue 15, PLATFORM.md §8 "team betting", "rebates, income"). The calls are
 * the platform's own names; none of their shapes is public (PLATFORM.md §9), so all of it is
 * ASSUMED (docs/api-contract.md "Agent: team betting and rebates"). Dates as the records' (ms of
 * the player's whole days); `product` is one of the rebate products (VIETNAM_LOTTO, ELOTTO, SBO,
 * FISH); `userName` narrows to names containing it, any case.
 */

export const TeamReportQuery = Schema.Struct({
  startDate: Schema.Number,
  endDate: Schema.Number,
  userName: Schema.optional(Schema.String),
  /** '' every product. */
  product: Schema.String,
  page: Schema.Number,
  size: Schema.Number,
})
export type TeamReportQuery = typeof TeamReportQuery.Type

/** ASSUMED (ODSFE2_lottTeamBet): the team's bets, newest first. */
export const TeamBet = Schema.Struct({
  orderNo: Schema.String,
  userName: Schema.String,
  level: Count,
  product: Schema.String,
  gameName: Schema.String,
  /** ms. */
  betTime: Schema.Number,
  betAmount: Schema.Number,
  validBetAmount: Schema.Number,
  winAmount: Schema.Number,
  /** The member's result: winAmount - betAmount. */
  profitAndLoss: Schema.Number,
})
export type TeamBet = typeof TeamBet.Type
export const TeamBetPage = Schema.Struct({
  list: Schema.Array(TeamBet),
  totalPages: Count,
  total: Schema.Struct({ betAmount: Schema.Number, validBetAmount: Schema.Number, winAmount: Schema.Number, profitAndLoss: Schema.Number }),
})
export type TeamBetPage = typeof TeamBetPage.Type

/**
 * ASSUMED (ODSFE2_agentRebate: what the agent earned from its team's play; ODSFE2_MemberRebate:
 * what the team's members earned from their own): one row per member, day and product, newest
 * first; `rate` in percent; `status` whether it has been paid into the wallet.
 */
export const RebateRow = Schema.Struct({
  userName: Schema.String,
  level: Count,
  /** 'YYYY-MM-DD'. */
  date: Schema.String,
  product: Schema.String,
  validBetAmount: Schema.Number,
  rate: Schema.Number,
  rebateAmount: Schema.Number,
  status: Schema.Literals(['PAID', 'PENDING']),
})
export type RebateRow = typeof RebateRow.Type
export const RebatePage = Schema.Struct({
  list: Schema.Array(RebateRow),
  totalPages: Count,
  total: Schema.Struct({ validBetAmount: Schema.Number, rebateAmount: Schema.Number, pendingAmount: Schema.Number }),
})
export type RebatePage = typeof RebatePage.Type
