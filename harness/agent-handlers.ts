import { dayOf, type Day } from '../src/domain/date-range'
import { isAgentType } from '../src/domain/member'
import * as endpoints from '../src/features/agent/agent-endpoints'
import { memberPnlOf, teamKpiOf, teamOverviewDailyOf, teamOverviewSumOf, teamPnlOf } from './agent-team'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The agent area (docs/api-contract.md "Agent"): the team's figures and reports, from the
 * generated downline (agent-team.ts), as big as the scenario's agentTeamSize says.
 */
export const agentHandlers = ({ serve, memberOf, expired, store }: EndpointKit) => {
  /** The signed-in agent's user name, or the refusal: no session, or not an agent. */
  const agentOf = (request: Request): string | Response => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!isAgentType(account.member.type)) return refuse('agent.only', 'no permission or feature temporarily unavailable')
    return account.member.userName
  }
  /** The query's ms as the player's days. */
  const daysOf = ({ startDate, endDate }: { readonly startDate: number; readonly endDate: number }): [Day, Day] => [
    dayOf(new Date(startDate)),
    dayOf(new Date(endDate)),
  ]
  const teamSize = () => store.get().agentTeamSize

  return [
    ...serve(endpoints.teamKpi, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return teamKpiOf(agent, ...daysOf(query), Date.now(), teamSize())
    }),
    ...serve(endpoints.teamOverviewSum, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return teamOverviewSumOf(agent, ...daysOf(query), Date.now(), teamSize())
    }),
    ...serve(endpoints.teamOverviewDailyList, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return teamOverviewDailyOf(agent, ...daysOf(query), Date.now(), teamSize())
    }),
    ...serve(endpoints.teamPnl, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const [from, to] = daysOf(query)
      return teamPnlOf(agent, { from, to, userName: query.userName, page: query.page, size: query.size }, Date.now(), teamSize())
    }),
    ...serve(endpoints.memberPnl, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = memberPnlOf(agent, query.userName, ...daysOf(query), Date.now(), teamSize())
      return member ?? refuse('agent.member_not_in_team', 'user does not exist or is disabled')
    }),
  ]
}
