import { Schema } from 'effect'

/**
 * The contract request flags (SPEC §3; PLATFORM.md §1.10, read from /wps/member/info/funds/consolidated):
 * each is non-empty when the agent has that kind of contract waiting. Absent or null reads as empty.
 * The dividend's is `divtypereq` on the platform and `divtypecompperiodreq` in the SPEC: either
 * counts. `realtimesalreqtype` (real-time salary) is PLATFORM.md's fourth prompt, which the SPEC lacks.
 */
const Pending = Schema.optional(Schema.NullOr(Schema.String))
export const ContractRequests = Schema.Struct({
  dailysalreqtype: Pending,
  divtypereq: Pending,
  divtypecompperiodreq: Pending,
  contracthoursalreq: Pending,
  realtimesalreqtype: Pending,
})
export type ContractRequests = typeof ContractRequests.Type

/**
 * Team KPI (SPEC §2 agent home footer: "team KPI with startDate and endDate today, size 0";
 * ODSFE2_teamKPIC). ASSUMED: the request's dates as the records' (ms, the player's whole day) and
 * the answer as the four counts the SPEC names, each a plain number (docs/api-contract.md "Agent").
 */
export const TeamKpiQuery = Schema.Struct({ startDate: Schema.Number, endDate: Schema.Number, size: Schema.Number })
export type TeamKpiQuery = typeof TeamKpiQuery.Type

/** A count of members, rows or pages: a whole number, never negative (every agent schema's). */
export const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
export const TeamKpi = Schema.Struct({
  /** Downlines who logged in within the range. */
  teamLoginMemberCount: Count,
  /** Downlines who placed a bet within the range. */
  teamBetMemberCount: Count,
  /** Downlines who registered within the range. */
  teamRegisterMemberCount: Count,
  /** Downlines online now. */
  teamOnlineCount: Count,
})
export type TeamKpi = typeof TeamKpi.Type
