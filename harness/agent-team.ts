import { addDays, dayOf, type Day } from '../src/domain/date-range'
import type { TeamKpi } from '../src/features/agent/agent-schema'
import { seededRandom } from '../fixtures/random'
import { dayNumber, hash } from './record-rows'

/**
 * Every agent's downline tree and its days, generated from a seed per agent, member and day: the
 * same team on every run, a few hundred members over four levels (sub-agents bring in members of
 * their own), each with a day-by-day record of logins and bets. Agent home's team figures (and
 * the agent area's reports, issue 15) are all read from here, so the screens agree.
 */

export interface Downline {
  readonly userName: string
  /** The upline's user name: the agent's own for level 1. */
  readonly parent: string
  /** 1 for the agent's direct members. */
  readonly level: number
  /** 0 a player, 1 a sub-agent with a team of its own. */
  readonly type: 0 | 1
  /** How many days before today the member registered (0: today). */
  readonly registeredDaysAgo: number
  /** How likely the member is to play on a given day. */
  readonly activity: number
}

export interface DownlineDay {
  readonly loggedIn: boolean
  readonly betAmount: number
}

/** Members at each level below an upline, and how likely each is a sub-agent (level 1 first). */
const levels: ReadonlyArray<{ readonly members: readonly [number, number]; readonly subAgents: number }> = [
  { members: [28, 34], subAgents: 0.4 },
  { members: [3, 10], subAgents: 0.3 },
  { members: [2, 7], subAgents: 0.25 },
  { members: [1, 5], subAgents: 0 },
]

const namePrefixes = ['ace', 'lucky', 'jade', 'tiger', 'star', 'gold', 'mega', 'king', 'pearl', 'dragon'] as const

const teams = new Map<string, ReadonlyArray<Downline>>()

/** The agent's whole downline, uplines before their members. */
export const teamOf = (agent: string): ReadonlyArray<Downline> => {
  const cached = teams.get(agent)
  if (cached) return cached
  const random = seededRandom(hash(`team|${agent}`))
  const team: Downline[] = []
  const grow = (parent: string, level: number, parentDaysAgo: number) => {
    const shape = levels[level - 1]
    if (!shape) return
    const count = random.int(...shape.members)
    for (let index = 0; index < count; index++) {
      // A few register on any given day, today included; never before their upline.
      const daysAgo = parentDaysAgo === 0 || random.chance(0.03) ? 0 : random.int(1, parentDaysAgo)
      const member: Downline = {
        userName: `${random.pick(namePrefixes)}${String(team.length + 1).padStart(4, '0')}`,
        parent,
        level,
        type: random.chance(shape.subAgents) ? 1 : 0,
        registeredDaysAgo: daysAgo,
        activity: 0.15 + random.next() * 0.7,
      }
      team.push(member)
      if (member.type === 1) grow(member.userName, level + 1, daysAgo)
    }
  }
  grow(agent, 1, 400)
  teams.set(agent, team)
  return team
}

/** What a member did on a day (nothing before registering), the same on every run. */
export const downlineDay = (member: Downline, day: Day, today: Day): DownlineDay => {
  if (dayNumber(day) < dayNumber(today) - member.registeredDaysAgo) return { loggedIn: false, betAmount: 0 }
  const random = seededRandom(hash(member.userName) ^ dayNumber(day))
  const loggedIn = random.chance(member.activity)
  const bets = loggedIn && random.chance(0.7)
  return { loggedIn, betAmount: bets ? random.int(2, 400) * 10 : 0 }
}

/** Online now: a third of those who logged in today, fixed for the day. */
const isOnline = (member: Downline, today: Day) =>
  downlineDay(member, today, today).loggedIn && seededRandom(hash(`online|${member.userName}`) ^ dayNumber(today)).chance(0.35)

/** The days from `from` to `to`, both included. */
const daysOf = (from: Day, to: Day): Day[] => {
  const days: Day[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The team's counts for a range (agent home's footer asks for today's). */
export const teamKpiOf = (agent: string, from: Day, to: Day, now = Date.now()): TeamKpi => {
  const today = dayOf(new Date(now))
  const days = daysOf(from, to < today ? to : today)
  const team = teamOf(agent)
  const any = (member: Downline, test: (activity: DownlineDay) => boolean) => days.some((day) => test(downlineDay(member, day, today)))
  const registeredOn = (member: Downline) => addDays(today, -member.registeredDaysAgo)
  return {
    teamLoginMemberCount: team.filter((member) => any(member, (activity) => activity.loggedIn)).length,
    teamBetMemberCount: team.filter((member) => any(member, (activity) => activity.betAmount > 0)).length,
    teamRegisterMemberCount: team.filter((member) => registeredOn(member) >= from && registeredOn(member) <= to).length,
    teamOnlineCount: team.filter((member) => isOnline(member, today)).length,
  }
}
