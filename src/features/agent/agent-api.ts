import { Effect } from 'effect'
import { call } from '@/lib/http/call'
import {
  rainOnDownlines,
  simpleDownlines,
  affiliateLinks,
  createAffiliateLink,
  createDownline,
  deleteAffiliateLink,
  linkExpiryOptions,
  ownRebates,
  agentQuotas,
  promotionChannels,
  agentRebates,
  teamBets,
  teamRebates,
  contractEndpoints,
  currentDividends,
  currentSalaryDays,
  currentSalaryHours,
  dividendDetail,
  pastSalaryDays,
  pastSalaryHours,
  realtimeSalary,
  pastDividends,
  payoutDividend,
  contractRequests,
  downlineRebates,
  downlines,
  memberPnl,
  teamKpi,
  teamOverviewDailyList,
  teamOverviewSum,
  teamPnl,
  transferToDownline,
  updateDownlineRebates,
  promoteDownline,
  downlineNickname,
  downlinePassword,
} from './agent-endpoints'
import type { AnswerContractRequest, ContractKind, ContractLogQuery, OfferContractRequest } from './contract-schema'
import type { SalaryDaysQuery } from './salary-schema'
import type { DividendPageQuery, PayoutDividendRequest } from './dividend-schema'
import type { CreateDownlineRequest, CreateLinkRequest } from './open-account-schema'
import type { RainRequest } from './red-rain-schema'
import type { TeamReportQuery } from './rebate-report-schema'
import type {
  DownlineNicknameRequest,
  DownlinePasswordRequest,
  DownlineQuery,
  PromoteDownlineRequest,
  TransferDownlineRequest,
  UpdateRebatesRequest,
} from './downline-schema'
import type { TeamKpiQuery } from './agent-schema'
import type { MemberPnlQuery, TeamPnlQuery, TeamRangeQuery } from './team-schema'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const loadContractRequests = call(contractRequests)

/** The team's counts for a range (agent home asks for today's). */
export const loadTeamKpi = (query: TeamKpiQuery) => call(teamKpi, { query })

/** The team's totals over a range. */
export const loadTeamOverviewSum = (query: TeamRangeQuery) => call(teamOverviewSum, { query })

/** The team's figures day by day. */
export const loadTeamOverviewDays = (query: TeamRangeQuery) => call(teamOverviewDailyList, { query })

/** One page of the team's members with their figures, the team's totals and days. */
export const loadTeamPnl = (query: TeamPnlQuery) => call(teamPnl, { query })

/** One member of the team over a range. */
export const loadMemberPnl = (query: MemberPnlQuery) => call(memberPnl, { query })

/** The members under an upline, or found by name, one page. */
export const loadDownlines = (query: DownlineQuery) => call(downlines, { query })

/** A member's rebate per product and its bounds. */
export const loadDownlineRebates = (userName: string) => call(downlineRebates, { query: { userName } })

/** Sets a member's rebates. */
export const saveDownlineRebates = (request: UpdateRebatesRequest) => call(updateDownlineRebates, { body: request })

/** A direct member's admin: made a sub-agent, named by the agent, given a new login password (sealed). */
export const makeDownlineAgent = (request: PromoteDownlineRequest) => call(promoteDownline, { body: request })
export const nameDownline = (request: DownlineNicknameRequest) => call(downlineNickname, { body: request })
export const setDownlinePassword = (request: DownlinePasswordRequest) => call(downlinePassword, { body: request })

/** Money to a member (sealed, sent once). */
export const sendToDownline = (request: TransferDownlineRequest) => call(transferToDownline, { body: request })

/** The team's bets, one page. */
export const loadTeamBets = (query: TeamReportQuery) => call(teamBets, { query })

/** The agent's rebate from the team's play, one page. */
export const loadAgentRebates = (query: TeamReportQuery) => call(agentRebates, { query })

/** The team members' own rebates, one page. */
export const loadTeamRebates = (query: TeamReportQuery) => call(teamRebates, { query })

/** What a new member may be given: the agent's own rebate per product, and the high levels rationed. */
export const loadNewMemberTerms = Effect.all(
  { own: call(ownRebates), quotas: Effect.map(call(agentQuotas), (answer) => answer.list) },
  { concurrency: 'unbounded' },
)

/** A new member under the agent (sealed, sent once). */
export const openAccount = (request: CreateDownlineRequest) => call(createDownline, { body: request })

/** What a new link may be made with: its life and the channel it is for. */
export const loadLinkOptions = Effect.all(
  {
    expiries: Effect.map(call(linkExpiryOptions), (answer) => answer.list),
    channels: Effect.map(call(promotionChannels), (answer) => answer.list),
  },
  { concurrency: 'unbounded' },
)

/** The agent's affiliate links, newest first. */
export const loadAffiliateLinks = Effect.map(call(affiliateLinks), (answer) => answer.list)

/** A new affiliate link. */
export const makeAffiliateLink = (request: CreateLinkRequest) => call(createAffiliateLink, { body: request })

/** Removes an affiliate link. */
export const removeAffiliateLink = (id: string) => call(deleteAffiliateLink, { body: { id } })

/** The agent's direct members by name, all of them. */
export const loadSimpleDownlines = Effect.map(call(simpleDownlines, { query: {} }), (answer) => answer.list)

/** A red rain (sealed, sent once). */
export const sendRain = (request: RainRequest) => call(rainOnDownlines, { body: request })

/** The member's contract of one kind, the request waiting for them, and what they may offer. */
export const loadContract = (kind: ContractKind) => call(contractEndpoints[kind].info)

/** An agent's offer of terms to a direct member. */
export const offerContract = (kind: ContractKind, request: OfferContractRequest) => call(contractEndpoints[kind].offer, { body: request })

/** The member's answer to a request. */
export const answerContract = (kind: ContractKind, request: AnswerContractRequest) =>
  call(contractEndpoints[kind].answer, { body: request })

/** The requests the member made or received of one kind, one page. */
export const loadContractLog = (kind: ContractKind, query: ContractLogQuery) => call(contractEndpoints[kind].log, { query })

/** The agent's running and last dividend periods. */
export const loadCurrentDividends = call(currentDividends)

/** The agent's ended dividend periods, one page. */
export const loadPastDividends = (query: DividendPageQuery) => call(pastDividends, { query })

/** One period's detail: the agent's figures and each contracted direct member's. */
export const loadDividendDetail = (periodId: string) => call(dividendDetail, { query: { periodId } })

/** The agent's daily salary today and yesterday. */
export const loadCurrentSalaryDays = call(currentSalaryDays)

/** The agent's settled daily salary days before yesterday, one page. */
export const loadPastSalaryDays = (query: SalaryDaysQuery) => call(pastSalaryDays, { query })

/** The agent's hourly salary this hour and the last. */
export const loadCurrentSalaryHours = call(currentSalaryHours)

/** The agent's settled hourly salary hours before the last, one page. */
export const loadPastSalaryHours = (query: SalaryDaysQuery) => call(pastSalaryHours, { query })

/** The agent's real-time salary today so far and the days before it, one page (size 0: today alone). */
export const loadRealtimeSalary = (query: SalaryDaysQuery) => call(realtimeSalary, { query })

/** A member's dividend paid by the agent (sealed, sent once). */
export const payDividend = (request: PayoutDividendRequest) => call(payoutDividend, { body: request })
