import { dayOf } from '../src/domain/date-range'
import { isAgentType } from '../src/domain/member'
import * as endpoints from '../src/features/agent/agent-endpoints'
import { teamKpiOf } from './agent-team'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** The agent area (docs/api-contract.md "Agent"): the team's figures, from the generated downline (agent-team.ts). */
export const agentHandlers = ({ serve, memberOf, expired }: EndpointKit) => [
  ...serve(endpoints.teamKpi, ({ request, query }) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!isAgentType(account.member.type)) return refuse('agent.only', 'no permission or feature temporarily unavailable')
    return teamKpiOf(account.member.userName, dayOf(new Date(query.startDate)), dayOf(new Date(query.endDate)))
  }),
]
