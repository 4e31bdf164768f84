import { addDays, dayOf, keptDays, type Day } from '../src/domain/date-range'
import { getsContractPrompts } from '../src/domain/member'
import * as endpoints from '../src/features/agent/agent-endpoints'
import { salaryHoursKeptDays, type SalaryDay, type SalaryHour } from '../src/features/agent/salary-schema'
import { rateReached, shareOf, teamPlayOver } from './agent-dividend'
import { signedInAgent } from './agent-handlers'
import { teamOf } from './agent-team'
import type { StoredContract } from './db'
import type { EndpointKit } from './handlers'
import { localMidnight } from './record-rows'
import { pageOf } from './records-handlers'

const hourMs = 3_600_000

/**
 * How a day's team play spreads over its hours (0-23, the player's time): more in the evening, as
 * a Manila audience plays. Relative weights.
 */
const hourWeights = [2, 1, 1, 1, 1, 1, 1, 2, 3, 3, 4, 4, 5, 5, 4, 4, 5, 6, 7, 8, 8, 8, 6, 4]
const averageWeight = hourWeights.reduce((sum, weight) => sum + weight, 0) / hourWeights.length

/**
 * One hour's share of a day's play: the hour's weight of the day's valid bets, and of its active
 * members about half in an average hour, all of them in the busiest (never more than the day's).
 */
export const hourShare = (day: { readonly betCents: number; readonly activeMembers: number }, hour: number) => {
  const weight = hourWeights[hour]!
  return {
    betCents: Math.round((day.betCents * weight) / (averageWeight * hourWeights.length)),
    activeMembers: Math.min(day.activeMembers, Math.round((day.activeMembers * weight) / averageWeight / 2)),
  }
}

/**
 * Daily, hourly and real-time salary (docs/harness.md "Agent daily, hourly and real-time salary",
 * docs/api-contract.md "Daily salary"): the agent's own salary from the generated team's play
 * (agent-team.ts) by its daily or hourly salary contract: each day's (or hour's share of it) valid
 * bets times the rate of the highest tier they and the active members reach; by its real-time
 * contract, each hour's bets of a day at the rate the day had reached with them. Today (this hour)
 * runs; every earlier one the platform has settled (the harness moves no money for it: the history
 * is generated, as the team's play is).
 */
export const agentSalaryHandlers = (kit: EndpointKit) => {
  const { serve, db, store, memberOf, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const today = () => dayOf(new Date(platformNow()))

  /** The signed-in agent's contract of a kind; a virtual agent (41, 42) holds none. */
  const contractOf = (request: Request, agent: string, kind: 'salary' | 'hourly' | 'realtime' = 'salary') =>
    getsContractPrompts(memberOf(request)!.member.type)
      ? db.contractsInForce.findFirst((q) => q.where({ userName: agent, kind }))
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

  /**
   * The settled days from `daysAgo` days back while the contract was in force, newest first, within
   * the records' 90 days: from the day before yesterday for the daily contract (yesterday has its
   * own place), from yesterday for the real-time one (today has its own).
   */
  const settledDaysOf = (contract: StoredContract, daysAgo: 1 | 2) => {
    const days: Day[] = []
    const oldest = addDays(today(), -(keptDays - 1))
    for (let day = addDays(today(), -daysAgo); day >= oldest && heldOn(contract, day); day = addDays(day, -1)) days.push(day)
    return days
  }

  /** Whether the contract was in force in the hour starting at `start`: one accepted after the hour ended was not. */
  const heldIn = (contract: StoredContract, start: number) => contract.since < start + hourMs

  /**
   * An hour's salary: the hour's share of its day's play (hourShare), the rate its turnover and
   * active members reach. The running hour counts the share of the minutes gone.
   */
  const salaryHourOf = (agent: string, contract: StoredContract, start: number): SalaryHour => {
    const now = platformNow()
    const running = now < start + hourMs
    const at = new Date(start)
    const day = dayOf(at)
    const whole = hourShare(teamPlayOver(teamOf(agent, store.get().agentTeamSize), [day], today()), at.getHours())
    const gone = running ? (now - start) / hourMs : 1
    const betCents = Math.round(whole.betCents * gone)
    const activeMembers = betCents === 0 ? 0 : Math.max(1, Math.round(whole.activeMembers * gone))
    const rate = rateReached(contract.terms, betCents / 100, activeMembers)
    return {
      hour: `${day} ${String(at.getHours()).padStart(2, '0')}:00`,
      teamBet: betCents / 100,
      activeMembers,
      rate,
      salary: shareOf(betCents, rate),
      status: running ? 'accruing' : 'paid',
    }
  }

  /** The start of the hour running now, on the platform's clock. */
  const thisHour = () => {
    const now = new Date(platformNow())
    return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours()).getTime()
  }

  /** The settled hours before the last while the contract was in force, newest first, within the kept days. */
  const earlierHoursOf = (contract: StoredContract) => {
    const starts: number[] = []
    const oldest = localMidnight(addDays(today(), -(salaryHoursKeptDays - 1)))
    for (let start = thisHour() - 2 * hourMs; start >= oldest && heldIn(contract, start); start -= hourMs) starts.push(start)
    return starts
  }

  /**
   * A day's real-time salary: its play hour by hour (hourShare; today up to now, the running hour by
   * the minutes gone), each hour's bets paid at the rate the day's turnover and active members have
   * reached with them. The day's active members so far are its whole day's in proportion to the
   * turnover so far. The rate reported is the one reached last.
   */
  const realtimeDayOf = (agent: string, contract: StoredContract, day: Day): SalaryDay => {
    const now = platformNow()
    const whole = teamPlayOver(teamOf(agent, store.get().agentTeamSize), [day], today())
    const midnight = localMidnight(day)
    let betCents = 0
    let paidCents = 0
    let activeMembers = 0
    let rate = 0
    for (let hour = 0; hour < 24 && midnight + hour * hourMs < now; hour++) {
      const gone = Math.min(1, (now - midnight - hour * hourMs) / hourMs)
      const hourCents = Math.round(hourShare(whole, hour).betCents * gone)
      betCents += hourCents
      const inProportion = Math.round((whole.activeMembers * betCents) / Math.max(1, whole.betCents))
      activeMembers = betCents === 0 ? 0 : Math.min(whole.activeMembers, Math.max(1, inProportion))
      rate = rateReached(contract.terms, betCents / 100, activeMembers)
      paidCents += Math.round((hourCents * rate) / 100)
    }
    return { day, teamBet: betCents / 100, activeMembers, rate, salary: paidCents / 100, status: day === today() ? 'accruing' : 'paid' }
  }

  return [
    // One call for both parts (salary-schema.ts RealtimeSalaryPage): size 0 asks for today alone.
    ...serve(endpoints.realtimeSalary, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = contractOf(request, agent, 'realtime')
      if (!contract) return { today: null, list: [], totalPages: 0 }
      const size = Math.floor(query.size)
      const { list, totalPages } =
        size < 1 ? { list: [], totalPages: 0 } : pageOf(settledDaysOf(contract, 1), Math.max(1, Math.floor(query.page)), size)
      return { today: realtimeDayOf(agent, contract, today()), list: list.map((day) => realtimeDayOf(agent, contract, day)), totalPages }
    }),

    ...serve(endpoints.currentSalaryHours, ({ request }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = contractOf(request, agent, 'hourly')
      if (!contract) return { current: null, previous: null }
      const last = thisHour() - hourMs
      return {
        current: salaryHourOf(agent, contract, thisHour()),
        previous: heldIn(contract, last) ? salaryHourOf(agent, contract, last) : null,
      }
    }),
    ...serve(endpoints.pastSalaryHours, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = contractOf(request, agent, 'hourly')
      if (!contract) return { list: [], totalPages: 0 }
      const { list, totalPages } = pageOf(
        earlierHoursOf(contract),
        Math.max(1, Math.floor(query.page)),
        Math.max(1, Math.floor(query.size)),
      )
      return { list: list.map((start) => salaryHourOf(agent, contract, start)), totalPages }
    }),

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
      const { list, totalPages } = pageOf(
        settledDaysOf(contract, 2),
        Math.max(1, Math.floor(query.page)),
        Math.max(1, Math.floor(query.size)),
      )
      return { list: list.map((day) => salaryDayOf(agent, contract, day)), totalPages }
    }),
  ]
}
