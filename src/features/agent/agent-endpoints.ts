import { endpoint, relay } from '@/lib/http/endpoint'
import { ContractRequests, TeamKpi, TeamKpiQuery } from './agent-schema'
import {
  AnswerContractRequest,
  AnsweredContract,
  ContractInfo,
  ContractLog,
  ContractLogQuery,
  OfferContractRequest,
  OfferedContract,
  type ContractKind,
} from './contract-schema'
import {
  AffiliateLink,
  AffiliateLinks,
  AgentQuotas,
  CreateDownlineRequest,
  CreatedDownline,
  CreateLinkRequest,
  DeletedLink,
  DeleteLinkRequest,
  ExpiryOptions,
  OwnRebates,
  PromotionChannels,
} from './open-account-schema'
import {
  CurrentDividends,
  DividendDetail,
  DividendDetailQuery,
  DividendPage,
  DividendPageQuery,
  PaidDividend,
  PayoutDividendRequest,
} from './dividend-schema'
import {
  CurrentSalaryDays,
  CurrentSalaryHours,
  RealtimeSalaryPage,
  SalaryDaysPage,
  SalaryDaysQuery,
  SalaryHoursPage,
} from './salary-schema'
import { RainRequest, RainResult, SimpleDownlineQuery, SimpleDownlines } from './red-rain-schema'
import { RebatePage, TeamBetPage, TeamReportQuery } from './rebate-report-schema'
import {
  DownlineChanged,
  DownlineNicknameRequest,
  DownlinePage,
  DownlinePasswordRequest,
  DownlineQuery,
  DownlineRebates,
  DownlineRebatesQuery,
  PromoteDownlineRequest,
  TransferDownlineRequest,
  TransferDownlineResult,
  UpdateRebatesRequest,
} from './downline-schema'
import { MemberPnl, MemberPnlQuery, TeamOverviewDailyList, TeamOverviewSum, TeamPnlPage, TeamPnlQuery, TeamRangeQuery } from './team-schema'

/**
 * The agent's pending contract requests (SPEC §4 contract prompts after session renew), where the
 * operator's home app reads them (PLATFORM.md §1.10); the relay this app first asked is an alias.
 */
export const contractRequests = endpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  aliases: [relay('MCS2_getContracDailySalReq')],
  success: ContractRequests,
})

/** The team's counts on agent home's footer (PLATFORM.md §8 team; the SPEC's ODSFE2_TeamKPIA and _TeamKPIB are aliases, §1.5, §12). */
export const teamKpi = endpoint({
  method: 'GET',
  path: relay('ODSFE2_teamKPIC'),
  aliases: [relay('ODSFE2_TeamKPIA'), relay('ODSFE2_TeamKPIB')],
  query: TeamKpiQuery,
  success: TeamKpi,
})

/** The team's head counts and money over a range (team overview's totals). */
export const teamOverviewSum = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getTeamOverviewSum'),
  query: TeamRangeQuery,
  success: TeamOverviewSum,
})

/** The team's figures day by day (team overview's chart). */
export const teamOverviewDailyList = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getTeamOverviewDailyList'),
  query: TeamRangeQuery,
  success: TeamOverviewDailyList,
})

/** The team's profit and loss by member, paged, with the totals and the days (the SPEC's ODSFE2_TeamPNL is an alias). */
export const teamPnl = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getTeamPNLV3'),
  aliases: [relay('ODSFE2_TeamPNL')],
  query: TeamPnlQuery,
  success: TeamPnlPage,
})

/** One member of the team over a range (the drill-down from a report's row). */
export const memberPnl = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getMemberPnlv2'),
  query: MemberPnlQuery,
  success: MemberPnl,
})

/** The members under an upline, or found by name in the whole team, paged. */
export const downlines = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getSubordinatev2'),
  aliases: [relay('ODSFE2_Subordinate')],
  query: DownlineQuery,
  success: DownlinePage,
})

/** A member's rebate per product, with the bounds the agent may set. */
export const downlineRebates = endpoint({
  method: 'GET',
  path: relay('MCSFE_getDownlineRebates'),
  query: DownlineRebatesQuery,
  success: DownlineRebates,
})

/** Sets a member's rebates (within the bounds; the platform checks them again). */
export const updateDownlineRebates = endpoint({
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  body: UpdateRebatesRequest,
  success: DownlineRebates,
})

/** A direct player made a sub-agent: sent once; there is no way back from the app. */
export const promoteDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/promoteDownlineToAgent',
  body: PromoteDownlineRequest,
  success: DownlineChanged,
})

/** The agent's own name for a direct member. */
export const downlineNickname = endpoint({
  method: 'POST',
  path: '/wps/agent/downline/nickname2',
  body: DownlineNicknameRequest,
  success: DownlineChanged,
})

/** A new login password for a direct member: sealed, it carries the password. */
export const downlinePassword = endpoint({
  method: 'POST',
  path: '/wps/agent/downline/password',
  body: DownlinePasswordRequest,
  success: DownlineChanged,
  sealed: true,
})

/** Money to one member: sealed, sent once, never retried. */
export const transferToDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/transferDownline',
  body: TransferDownlineRequest,
  success: TransferDownlineResult,
  sealed: true,
  money: true,
})

/** The team's bets over a range, paged, with the totals. */
export const teamBets = endpoint({
  method: 'GET',
  path: relay('ODSFE2_lottTeamBet'),
  query: TeamReportQuery,
  success: TeamBetPage,
})

/** What the agent earned from the team's play (the agent rebate). */
export const agentRebates = endpoint({
  method: 'GET',
  path: relay('ODSFE2_agentRebate'),
  query: TeamReportQuery,
  success: RebatePage,
})

/** What the team's members earned from their own play (the team rebate). */
export const teamRebates = endpoint({
  method: 'GET',
  path: relay('ODSFE2_MemberRebate'),
  query: TeamReportQuery,
  success: RebatePage,
})

/** The agent's own rebate per product: the most a new member may be given (the SPEC's MCS2_ name is an alias). */
export const ownRebates = endpoint({
  method: 'GET',
  path: relay('MCSFE_getCustomerRebateSettingByProductType'),
  aliases: [relay('MCS2_getCustomerRebateSettingByProductType')],
  success: OwnRebates,
})

/** The rebates the platform rations: how many new members may still be given each high level. */
export const agentQuotas = endpoint({
  method: 'GET',
  path: relay('MCSFE_getAgentQuotaGroupByProduct'),
  aliases: [relay('MCS2_getAgentQuotaGroupByProduct')],
  success: AgentQuotas,
})

/** A new member under the agent: sealed (it carries a password), sent once. */
export const createDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/downline',
  body: CreateDownlineRequest,
  success: CreatedDownline,
  sealed: true,
})

/** How long a new affiliate link may live. */
export const linkExpiryOptions = endpoint({ method: 'GET', path: relay('MCSFE_getMerchantUrlExpiryOptions'), success: ExpiryOptions })

/** Where a link may be said to be shared. */
export const promotionChannels = endpoint({ method: 'GET', path: relay('MCSFE_getMerchantPromotionChannels'), success: PromotionChannels })

/** The agent's affiliate links, newest first (the SPEC's MCS2_wpsViewAffUrls is an alias). */
export const affiliateLinks = endpoint({
  method: 'GET',
  path: relay('MCSFE_viewAffiliateUrls'),
  aliases: [relay('MCS2_wpsViewAffUrls')],
  success: AffiliateLinks,
})

/** A new affiliate link (the SPEC's MCS2_wpsCreateAffUrl is an alias). */
export const createAffiliateLink = endpoint({
  method: 'POST',
  path: relay('MCSFE_createAffiliateUrl'),
  aliases: [relay('MCS2_wpsCreateAffUrl')],
  body: CreateLinkRequest,
  success: AffiliateLink,
})

/** Removes a link: it registers no one after (the SPEC's MCS2_wpsDeleteAffUrl is an alias). */
export const deleteAffiliateLink = endpoint({
  method: 'POST',
  path: relay('MCSFE_deleteAffiliateUrl'),
  aliases: [relay('MCS2_wpsDeleteAffUrl')],
  body: DeleteLinkRequest,
  success: DeletedLink,
})

/** The agent's direct members by name, to choose whom a red rain reaches. */
export const simpleDownlines = endpoint({
  method: 'GET',
  path: relay('ODSFE2_subordinateSimple'),
  query: SimpleDownlineQuery,
  success: SimpleDownlines,
})

/** A red rain: the same amount to each chosen member, sealed, sent once, never retried. */
export const rainOnDownlines = endpoint({
  method: 'POST',
  path: '/wps/agent/transferMultipleDownline',
  body: RainRequest,
  success: RainResult,
  sealed: true,
  money: true,
})

/**
 * The contract calls of each kind (PLATFORM.md §8 "dividend", "daily salary", "hourly", "real-time"; shapes
 * ASSUMED, contract-schema.ts): the member's terms and waiting request, an agent's offer to a
 * direct member, the member's answer, and the log. The SPEC's MCS2_ names are aliases.
 */
const contractCalls = (names: {
  readonly info: string
  readonly offer: string
  readonly answer: string
  readonly log: string
  readonly aliases?: Partial<Record<'info' | 'offer' | 'answer' | 'log', string>>
}) => {
  const alias = (key: 'info' | 'offer' | 'answer' | 'log') => {
    const name = names.aliases?.[key]
    return name ? { aliases: [relay(name)] } : {}
  }
  return {
    info: endpoint({ method: 'GET', path: relay(names.info), ...alias('info'), success: ContractInfo }),
    offer: endpoint({ method: 'POST', path: relay(names.offer), ...alias('offer'), body: OfferContractRequest, success: OfferedContract }),
    answer: endpoint({
      method: 'POST',
      path: relay(names.answer),
      ...alias('answer'),
      body: AnswerContractRequest,
      success: AnsweredContract,
    }),
    log: endpoint({ method: 'GET', path: relay(names.log), ...alias('log'), query: ContractLogQuery, success: ContractLog }),
  }
}

export const contractEndpoints = {
  salary: contractCalls({
    info: 'MCSFE_getContractDailySalInfo',
    offer: 'MCSFE_applyContractDailySalary',
    answer: 'MCSFE_processDailySalaryContract',
    log: 'MCSFE_getDailySalaryContractLog',
    aliases: {
      info: 'MCS2_getContractDailySalInfo',
      offer: 'MCS2_applyContractDailySal',
      answer: 'MCS2_processDailySalContract',
      log: 'MCS2_getDailySalContractHist',
    },
  }),
  dividend: contractCalls({
    info: 'MCSFE_getContractDividendInfo',
    offer: 'MCSFE_applyContractualDividend',
    answer: 'MCSFE_processContractDividend',
    log: 'MCSFE_getContractHistory',
    aliases: { info: 'MCS2_getContractDividendInfo' },
  }),
  hourly: contractCalls({
    info: 'MCSFE_getContractHourSalaryInfo',
    offer: 'MCSFE_applyContractHourSalary',
    answer: 'MCSFE_processContractHourSalary',
    log: 'MCSFE_getContractHourSalaryLog',
  }),
  // PLATFORM.md §8 names them bare but for the first; ASSUMED: the same MCSFE prefix.
  realtime: contractCalls({
    info: 'MCSFE_getRealTimeSalaryContractInfo',
    offer: 'MCSFE_assignRealTimeSalaryContract',
    answer: 'MCSFE_processRealTimeSalaryContract',
    log: 'MCSFE_getRealtimeSalaryContractHistory',
  }),
} satisfies Record<ContractKind, unknown>

/**
 * The agent's running and last dividend periods (the SPEC's ODSFE2_CurrentDividend is an alias, and
 * its ODS2_AgentPrevAndCurrIncome, PLATFORM.md §1.5).
 */
export const currentDividends = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getContractPreviousAndCurrentDividend'),
  aliases: [relay('ODSFE2_CurrentDividend'), relay('ODS2_AgentPrevAndCurrIncome')],
  success: CurrentDividends,
})

/** The agent's ended dividend periods, one page. */
export const pastDividends = endpoint({
  method: 'GET',
  path: relay('ODSFE2_QueryDividend'),
  query: DividendPageQuery,
  success: DividendPage,
})

/** One period's detail: the agent's figures and each contracted direct member's. */
export const dividendDetail = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getDirectDividendDetail'),
  query: DividendDetailQuery,
  success: DividendDetail,
})

/** A member's dividend for an ended period, paid by the agent: sealed, sent once, never retried. */
export const payoutDividend = endpoint({
  method: 'POST',
  path: relay('ODSFE2_PayoutDividend'),
  body: PayoutDividendRequest,
  success: PaidDividend,
  sealed: true,
  money: true,
})

/** The agent's daily salary today and yesterday (ASSUMED shapes, salary-schema.ts). */
export const currentSalaryDays = endpoint({
  method: 'GET',
  path: relay('ODSFE2_CurrentDailySalary'),
  success: CurrentSalaryDays,
})

/** The agent's settled daily salary days before yesterday, one page. */
export const pastSalaryDays = endpoint({
  method: 'GET',
  path: relay('ODSFE2_QueryDailySalary'),
  query: SalaryDaysQuery,
  success: SalaryDaysPage,
})

/** The agent's hourly salary this hour and the last (ASSUMED shapes, salary-schema.ts). */
export const currentSalaryHours = endpoint({
  method: 'GET',
  path: relay('ODSFE2_hourSalRec'),
  success: CurrentSalaryHours,
})

/** The agent's settled hourly salary hours before the last, one page. */
export const pastSalaryHours = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getHourSalaryDisburseRec'),
  query: SalaryDaysQuery,
  success: SalaryHoursPage,
})

/** The agent's real-time salary today so far and the days before it, one page (size 0: today alone). */
export const realtimeSalary = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getRealTimeSalary'),
  query: SalaryDaysQuery,
  success: RealtimeSalaryPage,
})
