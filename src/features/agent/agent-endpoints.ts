import { endpoint, relay } from '@/lib/http/endpoint'
import { ContractRequests, TeamKpi, TeamKpiQuery } from './agent-schema'

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
