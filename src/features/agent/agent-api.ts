import { call } from '@/lib/http/call'
import { contractRequests, teamKpi } from './agent-endpoints'
import type { TeamKpiQuery } from './agent-schema'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const loadContractRequests = call(contractRequests)

/** The team's counts for a range (agent home asks for today's). */
export const loadTeamKpi = (query: TeamKpiQuery) => call(teamKpi, { query })
