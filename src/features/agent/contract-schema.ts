import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * Agent contracts (issue 15; SPEC §2 "agent contract requests", PLATFORM.md §8 "dividend", "daily
 * salary", "hourly", "real-time"): an upline offers a member terms, the member accepts or declines, and the
 * accepted terms are paid by the platform. The call names are the platform's; no request or answer
 * is public (PLATFORM.md §9), so every shape here is ASSUMED and shared by the three kinds
 * (docs/api-contract.md "Contracts"). The SPEC's MCS2_ names are the harness's aliases.
 */

/**
 * Daily salary (paid on the team's daily turnover), dividend (on the team's loss over a period),
 * hourly salary (on each hour's turnover), real-time salary (on each settled bet, by the tier the
 * day's turnover has reached; PLATFORM.md §1.10's fourth prompt, which the SPEC lacks).
 */
export const contractKinds = ['salary', 'dividend', 'hourly', 'realtime'] as const
export const ContractKind = Schema.Literals(contractKinds)
export type ContractKind = typeof ContractKind.Type

/**
 * ASSUMED: one step of a contract's terms. When the team reaches `threshold` (the day's or hour's
 * turnover, or the period's loss, in the site's currency) with at least `activeMembers` members who
 * bet, the member is paid `rate` per cent of it. Terms list their tiers from the lowest threshold up.
 */
export const ContractTier = Schema.Struct({
  threshold: Schema.Number,
  activeMembers: Count,
  rate: Schema.Number,
})
export type ContractTier = typeof ContractTier.Type
export const ContractTerms = Schema.Array(ContractTier)
export type ContractTerms = typeof ContractTerms.Type

/** ASSUMED: the terms in force, who set them and since when (ms). */
export const CurrentContract = Schema.Struct({
  contractId: Schema.String,
  upline: Schema.String,
  terms: ContractTerms,
  since: Schema.Number,
})
export type CurrentContract = typeof CurrentContract.Type

/** ASSUMED: terms an upline has offered the member, waiting for Accept or Decline (what the home prompt announces). */
export const ContractRequest = Schema.Struct({
  requestId: Schema.String,
  from: Schema.String,
  terms: ContractTerms,
  sentAt: Schema.Number,
})
export type ContractRequest = typeof ContractRequest.Type

/**
 * ASSUMED (MCSFE_getContractDailySalInfo, MCSFE_getContractDividendInfo, MCSFE_getContractHourSalaryInfo):
 * the member's contract of one kind, the request waiting for them, and, for an agent with a
 * contract of that kind, the highest rate they may give a member (their own top rate: nobody gives
 * more than they get); null when they may not offer one.
 */
export const ContractInfo = Schema.Struct({
  current: Schema.NullOr(CurrentContract),
  request: Schema.NullOr(ContractRequest),
  offerRateMax: Schema.NullOr(Schema.Number),
})
export type ContractInfo = typeof ContractInfo.Type

/**
 * ASSUMED (MCSFE_applyContractDailySalary, MCSFE_applyContractualDividend, MCSFE_applyContractHourSalary):
 * an agent offers a direct member terms. Refused with `agent.member_not_in_team`, `agent.contract.terms`
 * (terms out of the rule, src/features/agent/contract-terms.ts), `agent.contract.rate_max` (a rate
 * above the agent's own), `agent.contract.none` (the agent has no contract of this kind) or
 * `agent.contract.pending` (the member has not answered the last offer).
 */
export const OfferContractRequest = Schema.Struct({ userName: Schema.String, terms: ContractTerms })
export type OfferContractRequest = typeof OfferContractRequest.Type
export const OfferedContract = Schema.Struct({ requestId: Schema.String, userName: Schema.String, sentAt: Schema.Number })
export type OfferedContract = typeof OfferedContract.Type

/**
 * ASSUMED (MCSFE_processDailySalaryContract, MCSFE_processContractDividend, MCSFE_processContractHourSalary):
 * the member's answer to a request; accepted terms replace the current ones at once. A request
 * already answered or withdrawn is refused with `agent.contract.request_gone`.
 */
export const AnswerContractRequest = Schema.Struct({ requestId: Schema.String, accept: Schema.Boolean })
export type AnswerContractRequest = typeof AnswerContractRequest.Type
export const AnsweredContract = Schema.Struct({ accepted: Schema.Boolean, current: Schema.NullOr(CurrentContract) })
export type AnsweredContract = typeof AnsweredContract.Type

/**
 * ASSUMED (MCSFE_getDailySalaryContractLog, MCSFE_getContractHistory, MCSFE_getContractHourSalaryLog):
 * every request the member made or received of one kind, newest first, a page at a time, with its
 * outcome. A request the member received and accepted is how their current terms came.
 */
export const ContractLogQuery = Schema.Struct({ page: Schema.Number, size: Schema.Number })
export type ContractLogQuery = typeof ContractLogQuery.Type
export const ContractOutcome = Schema.Literals(['pending', 'accepted', 'declined'])
export type ContractOutcome = typeof ContractOutcome.Type
export const ContractLogEntry = Schema.Struct({
  requestId: Schema.String,
  from: Schema.String,
  to: Schema.String,
  terms: ContractTerms,
  sentAt: Schema.Number,
  outcome: ContractOutcome,
  /** When the member answered; absent while pending. */
  answeredAt: Schema.optional(Schema.Number),
})
export type ContractLogEntry = typeof ContractLogEntry.Type
export const ContractLog = Schema.Struct({
  list: Schema.Array(ContractLogEntry),
  totalPages: Count,
})
export type ContractLog = typeof ContractLog.Type
