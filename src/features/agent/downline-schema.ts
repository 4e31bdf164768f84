import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * The agent's members (/m/member/team, issue 15; PLATFORM.md §8 "team", "downline admin", "money to
 * team"). The calls are the platform's own names; their shapes are not public (PLATFORM.md §9) except
 * the rebate settings' `configs[{ type, rebateValue, rebateSubordinateLimit }]`, so the rest is
 * ASSUMED (docs/api-contract.md "Agent: members").
 */

/**
 * ASSUMED (ODSFE2_getSubordinatev2): the members directly under `parent` (the agent's own when
 * absent), or, with `userName`, the members of the whole team whose names contain it; newest first.
 */
export const DownlineQuery = Schema.Struct({
  parent: Schema.optional(Schema.String),
  userName: Schema.optional(Schema.String),
  page: Schema.Number,
  size: Schema.Number,
})
export type DownlineQuery = typeof DownlineQuery.Type

export const DownlineMember = Schema.Struct({
  userName: Schema.String,
  /** The platform's member type: 0 a player, 1 a sub-agent. */
  type: Schema.Number,
  /** 1 for the agent's direct members. */
  level: Count,
  parent: Schema.String,
  /** 'YYYY-MM-DD'. */
  registeredDate: Schema.String,
  /** ms; null: never logged in. */
  lastLoginTime: Schema.NullOr(Schema.Number),
  online: Schema.Boolean,
  balance: Schema.Number,
  /** The member's own members, every level (0 for a player). */
  teamSize: Count,
  /** The last 30 days. */
  depositAmount: Schema.Number,
  betAmount: Schema.Number,
  /** The name the agent gave the member (/wps/agent/downline/nickname2); absent or null: none. */
  nickname: Schema.optional(Schema.NullOr(Schema.String)),
})
export type DownlineMember = typeof DownlineMember.Type

export const DownlinePage = Schema.Struct({ list: Schema.Array(DownlineMember), totalPages: Count, totalCount: Count })
export type DownlinePage = typeof DownlinePage.Type

/**
 * MCSFE_getDownlineRebates: the member's rebate per product (PLATFORM.md §8 "downline creation":
 * `configs[{ type, rebateValue, rebateSubordinateLimit }]`). ASSUMED: the query, and
 * `rebateValue` the member's current rebate in percent, `rebateSubordinateLimit` the most the agent
 * may give (the agent's own), `minRebateValue` the least (what the member's own members already
 * have, below which the member could not pay them).
 */
export const DownlineRebatesQuery = Schema.Struct({ userName: Schema.String })
export const RebateConfig = Schema.Struct({
  /** The product, e.g. VIETNAM_LOTTO, SBO, FISH, ELOTTO. */
  type: Schema.String,
  rebateValue: Schema.Number,
  rebateSubordinateLimit: Schema.Number,
  minRebateValue: Schema.Number,
})
export type RebateConfig = typeof RebateConfig.Type
export const DownlineRebates = Schema.Struct({ userName: Schema.String, configs: Schema.Array(RebateConfig) })
export type DownlineRebates = typeof DownlineRebates.Type

/** ASSUMED (/wps/agent/updateDownlineRebates): the new value per product; answered with the settings as saved. */
export const UpdateRebatesRequest = Schema.Struct({
  userName: Schema.String,
  configs: Schema.Array(Schema.Struct({ type: Schema.String, rebateValue: Schema.Number })),
})
export type UpdateRebatesRequest = typeof UpdateRebatesRequest.Type

/**
 * ASSUMED (/wps/agent/transferDownline): money from the agent's main wallet to one member's,
 * checked with the agent's payment password; sealed like every payment-password body, sent once.
 */
export const TransferDownlineRequest = Schema.Struct({ userName: Schema.String, amount: Schema.Number, paymentPassword: Schema.String })
export type TransferDownlineRequest = typeof TransferDownlineRequest.Type
export const TransferDownlineResult = Schema.Struct({ transferId: Schema.String, balance: Schema.Number })
export type TransferDownlineResult = typeof TransferDownlineResult.Type

/**
 * ASSUMED (PLATFORM.md §8 "downline admin"; the names are the platform's, the bodies ours): a direct
 * member made a sub-agent (`/wps/agent/promoteDownlineToAgent`), given a nickname by the agent
 * (`/wps/agent/downline/nickname2`, '' to clear it), or given a new login password
 * (`/wps/agent/downline/password`, sealed like every password body). Each answers with the member's
 * name; the list is asked again after it.
 */
export const PromoteDownlineRequest = Schema.Struct({ userName: Schema.String })
export type PromoteDownlineRequest = typeof PromoteDownlineRequest.Type
export const DownlineNicknameRequest = Schema.Struct({ userName: Schema.String, nickname: Schema.String })
export type DownlineNicknameRequest = typeof DownlineNicknameRequest.Type
export const DownlinePasswordRequest = Schema.Struct({ userName: Schema.String, password: Schema.String })
export type DownlinePasswordRequest = typeof DownlinePasswordRequest.Type
export const DownlineChanged = Schema.Struct({ userName: Schema.String })
