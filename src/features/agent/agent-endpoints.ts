import { endpoint, relay } from '@/lib/http/endpoint'
import { ContractRequests, TeamKpi, TeamKpiQuery } from './agent-schema'
import { MemberPnl, MemberPnlQuery, TeamOverviewDailyList, TeamOverviewSum, TeamPnlPage, TeamPnlQuery, TeamRangeQuery } from './team-schema'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const contractRequests = endpoint({ method: 'GET', path: relay('MCS2_getContracDailySalReq'), success: ContractRequests })

/** The team's counts on agent home's footer (PLATFORM.md §8 team; the SPEC's ODSFE2_TeamKPIA is an alias). */
export const teamKpi = endpoint({
  method: 'GET',
  path: relay('ODSFE2_teamKPIC'),
  aliases: [relay('ODSFE2_TeamKPIA')],
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
