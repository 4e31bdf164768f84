import { call } from '@/lib/http/call'
import { contractRequests, memberPnl, teamKpi, teamOverviewDailyList, teamOverviewSum, teamPnl } from './agent-endpoints'
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
