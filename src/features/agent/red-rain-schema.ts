import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * Red rain (/m/redRain, issue 15; PLATFORM.md §8 "red rain", "money to team"): the agent showers
 * chosen members with the same amount each, from the agent's main wallet, in one sealed call. The
 * call names are the platform's; no body or answer is public (PLATFORM.md §9), so every shape here
 * is ASSUMED (docs/api-contract.md "Agent: red rain").
 */

/**
 * ASSUMED (ODSFE2_subordinateSimple): the agent's direct members, names only, for choosing; with
 * `userName`, those whose names contain it (any case). Newest first, all of them (no paging: a
 * name and two flags each).
 */
export const SimpleDownlineQuery = Schema.Struct({ userName: Schema.optional(Schema.String) })
export type SimpleDownlineQuery = typeof SimpleDownlineQuery.Type
export const SimpleDownline = Schema.Struct({
  userName: Schema.String,
  /** The platform's member type: 0 a player, 1 a sub-agent. */
  type: Schema.Number,
  online: Schema.Boolean,
})
export type SimpleDownline = typeof SimpleDownline.Type
export const SimpleDownlines = Schema.Struct({ list: Schema.Array(SimpleDownline) })
export type SimpleDownlines = typeof SimpleDownlines.Type

/** The most members one red rain reaches (ASSUMED; the platform refuses more with `agent.rain.too_many`). */
export const rainMembersMax = 50

/**
 * ASSUMED (POST /wps/agent/transferMultipleDownline, sealed, sent once): the same amount to each
 * named member, checked with the agent's payment password. The whole total must be in the main
 * wallet or nothing is sent (`agent.rain.balance`); a wrong password sends nothing
 * (`invalid.payment.pw`). Otherwise each member is credited or not on their own: a member no longer
 * in the team, or frozen, is refused while the others receive.
 */
export const RainRequest = Schema.Struct({
  userNames: Schema.Array(Schema.String),
  amountEach: Schema.Number,
  paymentPassword: Schema.String,
})
export type RainRequest = typeof RainRequest.Type

export const RainOutcome = Schema.Struct({
  userName: Schema.String,
  sent: Schema.Boolean,
  /** Why not, when not: the platform's code (e.g. agent.member_not_in_team, member.frozen). */
  reason: Schema.optional(Schema.String),
})
export type RainOutcome = typeof RainOutcome.Type

export const RainResult = Schema.Struct({
  rainId: Schema.String,
  results: Schema.Array(RainOutcome),
  /** What left the agent's wallet: the amount times the members credited. */
  totalSent: Schema.Number,
  /** The agent's main wallet after. */
  balance: Schema.Number,
  /** How many members were credited. */
  sentCount: Count,
})
export type RainResult = typeof RainResult.Type
