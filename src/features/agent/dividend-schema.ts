import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * Dividend (/m/member/agent/agentDivident, issue 15; PLATFORM.md §8 "dividend"): what the agent's
 * dividend contract pays them for each period (a half month), and what the agent owes each direct
 * member who holds a dividend contract from them, paid out from the agent's main wallet. The call
 * names are the platform's; no request or answer is public (PLATFORM.md §9), so every shape here is
 * ASSUMED (docs/api-contract.md "Dividend").
 */

/**
 * ASSUMED: a period's state. `accruing` while it runs (the figures so far); `unpaid` once it has
 * ended and the dividend waits for its payer; `paid` once paid. A period that reached no tier pays
 * nothing and is `paid` with 0.
 */
export const DividendStatus = Schema.Literals(['accruing', 'unpaid', 'paid'])
export type DividendStatus = typeof DividendStatus.Type

/**
 * ASSUMED: one period of a team's dividend. `periodId` names the half month (2026-11-1 is the 1st to
 * the 15th, 2026-11-2 the 16th to the month's end); `start` and `end` are its first and last
 * millisecond in the player's time. `teamLoss` is what the team's members lost over it (their wins
 * taken off; 0 when they won); the rate is the highest tier of the contract the team reached (0 for
 * none); the dividend is the loss times the rate, to the cent.
 */
export const DividendFigures = Schema.Struct({
  teamBet: Schema.Number,
  teamLoss: Schema.Number,
  activeMembers: Count,
  rate: Schema.Number,
  dividend: Schema.Number,
  status: DividendStatus,
})
export type DividendFigures = typeof DividendFigures.Type
export const DividendPeriod = Schema.Struct({
  periodId: Schema.String,
  start: Schema.Number,
  end: Schema.Number,
  ...DividendFigures.fields,
})
export type DividendPeriod = typeof DividendPeriod.Type

/**
 * ASSUMED (ODSFE2_getContractPreviousAndCurrentDividend): the running period and the one before,
 * for the agent's own dividend; both null without a dividend contract.
 */
export const CurrentDividends = Schema.Struct({
  current: Schema.NullOr(DividendPeriod),
  previous: Schema.NullOr(DividendPeriod),
})
export type CurrentDividends = typeof CurrentDividends.Type

/** ASSUMED (ODSFE2_QueryDividend): the agent's ended periods, newest first, a page at a time (at most 90 days back). */
export const DividendPageQuery = Schema.Struct({ page: Schema.Number, size: Schema.Number })
export type DividendPageQuery = typeof DividendPageQuery.Type
export const DividendPage = Schema.Struct({ list: Schema.Array(DividendPeriod), totalPages: Count })
export type DividendPage = typeof DividendPage.Type

/**
 * ASSUMED (ODSFE2_getDirectDividendDetail): one period's detail: the agent's own figures, and each
 * direct member who held a dividend contract from the agent then, with their team's figures by
 * their own terms and whether the agent has paid them.
 */
export const DividendDetailQuery = Schema.Struct({ periodId: Schema.String })
export type DividendDetailQuery = typeof DividendDetailQuery.Type
export const MemberDividend = Schema.Struct({ userName: Schema.String, ...DividendFigures.fields })
export type MemberDividend = typeof MemberDividend.Type
export const DividendDetail = Schema.Struct({
  period: DividendPeriod,
  members: Schema.Array(MemberDividend),
})
export type DividendDetail = typeof DividendDetail.Type

/**
 * ASSUMED (ODSFE2_PayoutDividend, sealed, money, sent once): the agent pays a member's dividend for
 * an ended period from the main wallet, checked with the payment password. Refused with
 * `agent.dividend.not_due` (the period still runs, or nothing is owed), `agent.dividend.paid`,
 * `agent.dividend.balance`, `agent.member_not_in_team`, and the payment-password codes.
 */
export const PayoutDividendRequest = Schema.Struct({ periodId: Schema.String, userName: Schema.String, paymentPassword: Schema.String })
export type PayoutDividendRequest = typeof PayoutDividendRequest.Type
export const PaidDividend = Schema.Struct({
  periodId: Schema.String,
  userName: Schema.String,
  amount: Schema.Number,
  /** The agent's main wallet after. */
  balance: Schema.Number,
})
export type PaidDividend = typeof PaidDividend.Type
