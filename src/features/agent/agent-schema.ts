import { Schema } from 'effect'

/**
 * SPEC §3 contract request response (MCS2_getContracDailySalReq): each field is non-empty when the
 * agent has that kind of contract waiting. Absent or null reads as empty.
 */
const Pending = Schema.optional(Schema.NullOr(Schema.String))
export const ContractRequests = Schema.Struct({
  dailysalreqtype: Pending,
  divtypecompperiodreq: Pending,
  contracthoursalreq: Pending,
})
export type ContractRequests = typeof ContractRequests.Type
