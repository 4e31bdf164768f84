import { addDays, dayOf, keptDays, type Day } from '../src/domain/date-range'
import { getsContractPrompts } from '../src/domain/member'
import * as endpoints from '../src/features/agent/agent-endpoints'
import type { SalaryDay } from '../src/features/agent/daily-salary-schema'
import { rateReached, shareOf, teamPlayOver } from './agent-dividend'
import { signedInAgent } from './agent-handlers'
import { teamOf } from './agent-team'
import type { StoredContract } from './db'
import type { EndpointKit } from './handlers'
import { localMidnight } from './record-rows'
import { pageOf } from './records-handlers'

/**
 * Daily salary (docs/harness.md "Agent daily salary", docs/api-contract.md "Daily salary"): the
 * agent's own daily salary from the generated team's play (agent-team.ts) by its daily salary
 * contract: each day's valid bets times the rate of the highest tier they and the day's active
 * members reach. Today runs; every earlier day the platform has settled (the harness moves no money
 * for it: the history is generated, as the team's play is).
 */
export const agentDailySalaryHandlers = (kit: EndpointKit) => {
  const { serve, db, store, memberOf, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const today = () => dayOf(new Date(platformNow()))

  /** The signed-in agent's daily salary contract; a virtual agent (41, 42) holds none. */
  const contractOf = (request: Request, agent: string) =>
    getsContractPrompts(memberOf(request)!.member.type)
      ? db.contractsInForce.findFirst((q) => q.where({ userName: agent, kind: 'salary' }))
      : undefined

  /** Whether the contract was in force on the day: one accepted after the day ended was not. */
  const heldOn = (contract: StoredContract, day: Day) => contract.since < localMidnight(addDays(day, 1))

  const salaryDayOf = (agent: string, contract: StoredContract, day: Day): SalaryDay => {
    const now = today()
    const { betCents, activeMembers } = teamPlayOver(teamOf(agent, store.get().agentTeamSize), [day], now)
    const rate = rateReached(contract.terms, betCents / 100, activeMembers)
    return {
      day,
      teamBet: betCents / 100,
      activeMembers,
      rate,
      salary: shareOf(betCents, rate),
      status: day === now ? 'accruing' : 'paid',
    }
  }

  /** The settled days before yesterday while the contract was in force, newest first, within the records' 90 days. */
  const earlierDaysOf = (contract: StoredContract) => {
    const days: Day[] = []
    const oldest = addDays(today(), -(keptDays - 1))
    for (let day = addDays(today(), -2); day >= oldest && heldOn(contract, day); day = addDays(day, -1)) days.push(day)
    return days
  }

  return [
    ...serve(endpoints.currentSalaryDays, ({ request }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = contractOf(request, agent)
      if (!contract) return { today: null, yesterday: null }
      const yesterday = addDays(today(), -1)
      return {
        today: salaryDayOf(agent, contract, today()),
        yesterday: heldOn(contract, yesterday) ? salaryDayOf(agent, contract, yesterday) : null,
      }
    }),

    // Paged as the agent reports are (agent-reports.ts): 1-based, and no days is no pages.
    ...serve(endpoints.pastSalaryDays, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = contractOf(request, agent)
      if (!contract) return { list: [], totalPages: 0 }
      const { list, totalPages } = pageOf(earlierDaysOf(contract), Math.max(1, Math.floor(query.page)), Math.max(1, Math.floor(query.size)))
      return { list: list.map((day) => salaryDayOf(agent, contract, day)), totalPages }
    }),
  ]
}
