import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * The team's reports (issue 15; PLATFORM.md §8 "team", "team P&L & detail"). The calls are the
 * platform's own names; no request or answer of theirs was ever seen (PLATFORM.md §9), so every
 * shape here is ASSUMED (docs/api-contract.md "Agent: team reports"). Dates travel as the records'
 * do: ms at the start of the first and the end of the last of the player's whole days; a day in an
 * answer is 'YYYY-MM-DD' on the player's clock.
 */

/** ASSUMED: a range of whole days, as the records ask (ms). */
export const TeamRangeQuery = Schema.Struct({ startDate: Schema.Number, endDate: Schema.Number })
export type TeamRangeQuery = typeof TeamRangeQuery.Type

/**
 * ASSUMED: what a member, or a team, did with money in a range. `profitAndLoss` is the players'
 * result, what came back to them less what they staked: payouts + rebates + promotions - bets. A
 * positive figure is the team's gain (the house's loss).
 */
const MoneyFigures = {
  depositAmount: Schema.Number,
  withdrawAmount: Schema.Number,
  betAmount: Schema.Number,
  validBetAmount: Schema.Number,
  payoutAmount: Schema.Number,
  rebateAmount: Schema.Number,
  promotionAmount: Schema.Number,
  profitAndLoss: Schema.Number,
}
export const MoneyFiguresSchema = Schema.Struct(MoneyFigures)
export type MoneyFigures = typeof MoneyFiguresSchema.Type

/** ASSUMED (ODSFE2_getTeamOverviewSum): the team's head counts and money over the range. */
export const TeamOverviewSum = Schema.Struct({
  /** Everyone below the agent, at every level, registered by the range's end. */
  teamSize: Count,
  registerCount: Count,
  firstDepositCount: Count,
  /** Members who placed a bet in the range. */
  activeMemberCount: Count,
  ...MoneyFigures,
})
export type TeamOverviewSum = typeof TeamOverviewSum.Type

/** ASSUMED (ODSFE2_getTeamOverviewDailyList): every day of the range, oldest first. */
export const TeamOverviewDay = Schema.Struct({
  date: Schema.String,
  registerCount: Count,
  firstDepositCount: Count,
  activeMemberCount: Count,
  betAmount: Schema.Number,
  profitAndLoss: Schema.Number,
})
export type TeamOverviewDay = typeof TeamOverviewDay.Type
export const TeamOverviewDailyList = Schema.Struct({ list: Schema.Array(TeamOverviewDay) })
export type TeamOverviewDailyList = typeof TeamOverviewDailyList.Type

/**
 * ASSUMED (ODSFE2_getTeamPNLV3): one row per member of the team (every level) with any figure in
 * the range, biggest stake first; `userName` narrows to names containing it. `total` is the whole
 * team's, whatever the page.
 */
export const TeamPnlQuery = Schema.Struct({
  startDate: Schema.Number,
  endDate: Schema.Number,
  userName: Schema.optional(Schema.String),
  page: Schema.Number,
  size: Schema.Number,
})
export type TeamPnlQuery = typeof TeamPnlQuery.Type

export const TeamMemberRow = Schema.Struct({
  userName: Schema.String,
  /** 1 for the agent's direct members. */
  level: Count,
  /** The platform's member type: 0 a player, 1 a sub-agent. */
  type: Schema.Number,
  ...MoneyFigures,
})
export type TeamMemberRow = typeof TeamMemberRow.Type

export const TeamPnlPage = Schema.Struct({
  list: Schema.Array(TeamMemberRow),
  totalPages: Count,
  total: MoneyFiguresSchema,
  /** The team's P&L day by day over the range, oldest first (the chart). */
  daily: Schema.Array(Schema.Struct({ date: Schema.String, profitAndLoss: Schema.Number })),
})
export type TeamPnlPage = typeof TeamPnlPage.Type

/**
 * ASSUMED (ODSFE2_getMemberPnlv2): one member of the agent's team over the range, their figures
 * and their days. Someone outside the team is refused (`agent.member_not_in_team`).
 */
export const MemberPnlQuery = Schema.Struct({ userName: Schema.String, startDate: Schema.Number, endDate: Schema.Number })
export type MemberPnlQuery = typeof MemberPnlQuery.Type

export const MemberPnl = Schema.Struct({
  userName: Schema.String,
  level: Count,
  type: Schema.Number,
  /** The upline's user name (the agent's own for a direct member). */
  parent: Schema.String,
  /** 'YYYY-MM-DD'. */
  registeredDate: Schema.String,
  total: MoneyFiguresSchema,
  daily: Schema.Array(Schema.Struct({ date: Schema.String, betAmount: Schema.Number, profitAndLoss: Schema.Number })),
})
export type MemberPnl = typeof MemberPnl.Type
