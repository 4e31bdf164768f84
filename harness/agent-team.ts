import { addDays, dayOf, type Day } from '../src/domain/date-range'
import type { TeamKpi } from '../src/features/agent/agent-schema'
import type { DownlineMember, DownlinePage, DownlineRebates, RebateConfig } from '../src/features/agent/downline-schema'
import type {
  MemberPnl,
  MoneyFigures,
  TeamMemberRow,
  TeamOverviewDailyList,
  TeamOverviewDay,
  TeamOverviewSum,
  TeamPnlPage,
} from '../src/features/agent/team-schema'
import { seededRandom } from '../fixtures/random'
import { dayNumber, hash, localMidnight } from './record-rows'

/**
 * Every agent's downline tree and its days, generated from a seed per agent, member and day: the
 * same team on every run, a few hundred members over four levels (sub-agents bring in members of
 * their own), each with a day-by-day record of logins, bets and money. Agent home's team figures
 * and the agent area's reports (issue 15) are all read from here, so the screens agree. `size`
 * (the scenario's agentTeamSize) makes a team of exactly that many members; 0 keeps the tree as
 * it grows.
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

/**
 * The agent's whole downline, uplines before their members. With `size` > 0, exactly that many:
 * more direct players join until there are enough, or the list is cut (uplines come first, so
 * every member kept still has its upline).
 */
export const teamOf = (agent: string, size = 0): ReadonlyArray<Downline> => {
  const key = `${agent}|${size}`
  const cached = teams.get(key)
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
  // Grown as direct players, so a big team is a long downline list (the benchmark's 1,000 rows).
  while (team.length < size) {
    const daysAgo = random.int(0, 400)
    team.push({
      userName: `${random.pick(namePrefixes)}${String(team.length + 1).padStart(4, '0')}`,
      parent: agent,
      level: 1,
      type: 0,
      registeredDaysAgo: daysAgo,
      activity: 0.15 + random.next() * 0.7,
    })
  }
  const sized = size > 0 ? team.slice(0, size) : team
  teams.set(key, sized)
  return sized
}

/** What a member did on a day (nothing before registering), the same on every run. */
export const downlineDay = (member: Downline, day: Day, today: Day): DownlineDay => activityOn(member, dayNumber(day), dayNumber(today))

/** A member's seeds, worked out once (the reports read every member's every day). */
const seeds = new WeakMap<Downline, { readonly activity: number; readonly money: number }>()
const seedsOf = (member: Downline) => {
  let known = seeds.get(member)
  if (!known) seeds.set(member, (known = { activity: hash(member.userName), money: hash(`money|${member.userName}`) }))
  return known
}

/** downlineDay on day numbers (record-rows.ts dayNumber). */
const activityOn = (member: Downline, day: number, today: number): DownlineDay => {
  if (day < today - member.registeredDaysAgo) return { loggedIn: false, betAmount: 0 }
  const random = seededRandom(seedsOf(member).activity ^ day)
  const loggedIn = random.chance(member.activity)
  const bets = loggedIn && random.chance(0.7)
  return { loggedIn, betAmount: bets ? random.int(2, 400) * 10 : 0 }
}

/** Online now: a third of those who logged in today, fixed for the day. */
const isOnline = (member: Downline, today: Day) =>
  downlineDay(member, today, today).loggedIn && seededRandom(hash(`online|${member.userName}`) ^ dayNumber(today)).chance(0.35)

/** The day the member registered, as seen from today. */
const registeredOn = (member: Downline, today: Day) => addDays(today, -member.registeredDaysAgo)

/** The days from `from` to `to`, both included. */
const daysOf = (from: Day, to: Day): Day[] => {
  const days: Day[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The team's counts for a range (agent home's footer asks for today's). */
export const teamKpiOf = (agent: string, from: Day, to: Day, now = Date.now(), size = 0): TeamKpi => {
  const today = dayOf(new Date(now))
  const days = daysOf(from, to < today ? to : today)
  const team = teamOf(agent, size)
  const any = (member: Downline, test: (activity: DownlineDay) => boolean) => days.some((day) => test(downlineDay(member, day, today)))
  return {
    teamLoginMemberCount: team.filter((member) => any(member, (activity) => activity.loggedIn)).length,
    teamBetMemberCount: team.filter((member) => any(member, (activity) => activity.betAmount > 0)).length,
    teamRegisterMemberCount: team.filter((member) => registeredOn(member, today) >= from && registeredOn(member, today) <= to).length,
    teamOnlineCount: team.filter((member) => isOnline(member, today)).length,
  }
}

/* ---------------------------------------------------------------------------------------------
 * Money (issue 15's reports). Every figure is kept in integer cents and summed as cents, so a
 * total is exactly the sum of its rows and of its days; pesos only on the way out.
 * ------------------------------------------------------------------------------------------- */

/** Every money figure of a member's day, report row or total. */
export const moneyKeys = [
  'depositAmount',
  'withdrawAmount',
  'betAmount',
  'validBetAmount',
  'payoutAmount',
  'rebateAmount',
  'promotionAmount',
  'profitAndLoss',
] as const satisfies ReadonlyArray<keyof MoneyFigures>

/** Money figures in integer cents. */
type Cents = { -readonly [K in keyof MoneyFigures]: number }

const zeroCents = (): Cents => ({
  depositAmount: 0,
  withdrawAmount: 0,
  betAmount: 0,
  validBetAmount: 0,
  payoutAmount: 0,
  rebateAmount: 0,
  promotionAmount: 0,
  profitAndLoss: 0,
})
/** Adds `more` into `into` (a fresh sum, never a ledger's figures), field by field. */
const addCents = (into: Cents, more: Cents) => {
  into.depositAmount += more.depositAmount
  into.withdrawAmount += more.withdrawAmount
  into.betAmount += more.betAmount
  into.validBetAmount += more.validBetAmount
  into.payoutAmount += more.payoutAmount
  into.rebateAmount += more.rebateAmount
  into.promotionAmount += more.promotionAmount
  into.profitAndLoss += more.profitAndLoss
  return into
}
const pesosOf = (cents: Cents): MoneyFigures => ({
  depositAmount: cents.depositAmount / 100,
  withdrawAmount: cents.withdrawAmount / 100,
  betAmount: cents.betAmount / 100,
  validBetAmount: cents.validBetAmount / 100,
  payoutAmount: cents.payoutAmount / 100,
  rebateAmount: cents.rebateAmount / 100,
  promotionAmount: cents.promotionAmount / 100,
  profitAndLoss: cents.profitAndLoss / 100,
})
/** A day without a login: one shared value, never added into (sums always start from zeroCents()). */
const noMoney: Cents = Object.freeze(zeroCents())
const isZero = (cents: Cents) => moneyKeys.every((key) => cents[key] === 0)

/**
 * A member's money on a day, in cents, the same on every run: drawn from a seed of its own (so
 * `downlineDay`'s logins and bets stay as they were) in a fixed order, whichever branch is taken.
 * Deposits (whole hundreds of pesos) on about a third of the days they log in, withdrawals on
 * about one in twelve; valid bets 90-100 % of the bet, payouts 0-190 % of it, rebates 0.5-1.5 %
 * of the valid bet, a promotion now and then. P&L = payouts + rebates + promotions - bets.
 */
const centsOn = (member: Downline, day: number, today: number): Cents => {
  const { loggedIn, betAmount } = activityOn(member, day, today)
  if (!loggedIn) return noMoney
  const random = seededRandom(seedsOf(member).money ^ day)
  const deposits = random.chance(0.3)
  const depositHundreds = random.int(1, 50)
  const withdraws = random.chance(0.08)
  const withdrawHundreds = random.int(1, 30)
  const validShare = 0.9 + random.next() * 0.1
  const payoutShare = random.next() * 1.9
  const rebateShare = 0.005 + random.next() * 0.01
  const promoted = random.chance(0.05)
  const promotionPesos = random.int(5, 200)
  const bet = betAmount * 100
  const validBet = Math.round(bet * validShare)
  const payout = Math.round(bet * payoutShare)
  const rebate = Math.round(validBet * rebateShare)
  const promotion = promoted ? promotionPesos * 100 : 0
  return {
    depositAmount: deposits ? depositHundreds * 10_000 : 0,
    withdrawAmount: withdraws ? withdrawHundreds * 10_000 : 0,
    betAmount: bet,
    validBetAmount: validBet,
    payoutAmount: payout,
    rebateAmount: rebate,
    promotionAmount: promotion,
    profitAndLoss: payout + rebate + promotion - bet,
  }
}

/** A member's money on a day, in pesos to the cent (nothing before registering). */
export const downlineMoney = (member: Downline, day: Day, today: Day): MoneyFigures =>
  pesosOf(centsOn(member, dayNumber(day), dayNumber(today)))

const firstDeposits = new WeakMap<Downline, Map<Day, Day | null>>()

/** The day of the member's first ever deposit (on or after registering, by today), or null. */
export const firstDepositDayOf = (member: Downline, today: Day): Day | null => {
  let byToday = firstDeposits.get(member)
  if (!byToday) firstDeposits.set(member, (byToday = new Map()))
  const known = byToday.get(today)
  if (known !== undefined) return known
  const todayNumber = dayNumber(today)
  let first: Day | null = null
  for (let day = todayNumber - member.registeredDaysAgo; day <= todayNumber; day++) {
    if (centsOn(member, day, todayNumber).depositAmount > 0) {
      first = addDays(today, day - todayNumber)
      break
    }
  }
  byToday.set(today, first)
  return first
}

interface LedgerEntry {
  readonly member: Downline
  /** In cents, one per day of the ledger. */
  readonly daily: ReadonlyArray<Cents>
  readonly total: Cents
  readonly registered: Day
  readonly firstDeposit: Day | null
}
interface Ledger {
  readonly today: Day
  /** The range's days up to today. */
  readonly days: ReadonlyArray<Day>
  readonly members: ReadonlyArray<LedgerEntry>
}

/**
 * The last few ledgers asked for: a screen asks the same range more than once (the overview's sum
 * and days, the report's pages), and with a team of 1,000 each is some 30,000 member-days worked
 * out on the page's own thread (msw answers in the page).
 */
const ledgers = new Map<string, Ledger>()

/** Every member's days over a range (up to today). The ledger is never changed once made. */
const ledgerOf = (agent: string, from: Day, to: Day, now: number, size: number): Ledger => {
  const today = dayOf(new Date(now))
  const key = [agent, size, from, to, today].join('|')
  const known = ledgers.get(key)
  if (known) return known
  const days = daysOf(from, to < today ? to : today)
  const todayNumber = dayNumber(today)
  const dayNumbers = days.map(dayNumber)
  const members = teamOf(agent, size).map((member): LedgerEntry => {
    const daily = dayNumbers.map((day) => centsOn(member, day, todayNumber))
    const total = daily.reduce(addCents, zeroCents())
    return { member, daily, total, registered: registeredOn(member, today), firstDeposit: firstDepositDayOf(member, today) }
  })
  const ledger = { today, days, members }
  if (ledgers.size >= 8) ledgers.delete(ledgers.keys().next().value!)
  ledgers.set(key, ledger)
  return ledger
}

/** The entries' figures day by day, in cents. */
const dailySums = (entries: ReadonlyArray<LedgerEntry>, dayCount: number): Cents[] => {
  const sums = Array.from({ length: dayCount }, zeroCents)
  for (const entry of entries) entry.daily.forEach((cents, index) => addCents(sums[index]!, cents))
  return sums
}

/**
 * The team over a range (ODSFE2_getTeamOverviewSum). teamSize: members registered by `to`;
 * registerCount and firstDepositCount: registered, or first deposited, in the range;
 * activeMemberCount: members who bet on some day of it (teamKpiOf's teamBetMemberCount). Days
 * after today count nothing.
 */
export const teamOverviewSumOf = (agent: string, from: Day, to: Day, now = Date.now(), size = 0): TeamOverviewSum => {
  const { members } = ledgerOf(agent, from, to, now, size)
  return {
    teamSize: members.filter(({ registered }) => registered <= to).length,
    registerCount: members.filter(({ registered }) => registered >= from && registered <= to).length,
    firstDepositCount: members.filter(({ firstDeposit }) => firstDeposit !== null && firstDeposit >= from && firstDeposit <= to).length,
    activeMemberCount: members.filter(({ daily }) => daily.some((cents) => cents.betAmount > 0)).length,
    ...pesosOf(members.reduce((sum, { total }) => addCents(sum, total), zeroCents())),
  }
}

/** The team day by day (ODSFE2_getTeamOverviewDailyList): every day of the range up to today, oldest first. */
export const teamOverviewDailyOf = (agent: string, from: Day, to: Day, now = Date.now(), size = 0): TeamOverviewDailyList => {
  const { members, days } = ledgerOf(agent, from, to, now, size)
  const sums = dailySums(members, days.length)
  const count = (test: (entry: LedgerEntry, index: number) => boolean) =>
    days.map((_, index) => members.reduce((counted, entry) => (test(entry, index) ? counted + 1 : counted), 0))
  const registers = count(({ registered }, index) => registered === days[index])
  const firstDepositCounts = count(({ firstDeposit }, index) => firstDeposit === days[index])
  const active = count(({ daily }, index) => daily[index]!.betAmount > 0)
  return {
    list: days.map((date, index): TeamOverviewDay => ({
      date,
      registerCount: registers[index]!,
      firstDepositCount: firstDepositCounts[index]!,
      activeMemberCount: active[index]!,
      betAmount: sums[index]!.betAmount / 100,
      profitAndLoss: sums[index]!.profitAndLoss / 100,
    })),
  }
}

export interface TeamPnlAsk {
  readonly from: Day
  readonly to: Day
  /** Names containing it, any case. */
  readonly userName?: string | undefined
  /** 1-based. */
  readonly page: number
  readonly size: number
}

/**
 * The team's P&L by member (ODSFE2_getTeamPNLV3): one row per member, any level, with any figure
 * in the range, biggest stake first (then by name); `userName` narrows to names containing it.
 * `total` and `daily` are those of the rows the name filter keeps (every page of them), so the
 * days add up to the total; without a filter, the whole team's.
 */
export const teamPnlOf = (agent: string, ask: TeamPnlAsk, now = Date.now(), size = 0): TeamPnlPage => {
  const ledger = ledgerOf(agent, ask.from, ask.to, now, size)
  const needle = ask.userName?.trim().toLowerCase() ?? ''
  const rows = ledger.members
    .filter(({ total, member }) => !isZero(total) && member.userName.toLowerCase().includes(needle))
    .sort((a, b) => b.total.betAmount - a.total.betAmount || (a.member.userName < b.member.userName ? -1 : 1))
  const pageSize = Math.max(1, Math.floor(ask.size))
  const page = Math.max(1, Math.floor(ask.page))
  const rowOf = ({ member, total }: LedgerEntry): TeamMemberRow => ({
    userName: member.userName,
    level: member.level,
    type: member.type,
    ...pesosOf(total),
  })
  return {
    list: rows.slice((page - 1) * pageSize, page * pageSize).map(rowOf),
    totalPages: Math.ceil(rows.length / pageSize),
    total: pesosOf(rows.reduce((sum, { total }) => addCents(sum, total), zeroCents())),
    daily: dailySums(rows, ledger.days.length).map((cents, index) => ({
      date: ledger.days[index]!,
      profitAndLoss: cents.profitAndLoss / 100,
    })),
  }
}

/** One member of the agent's team over a range (ODSFE2_getMemberPnlv2), or null for a name outside it. */
export const memberPnlOf = (agent: string, userName: string, from: Day, to: Day, now = Date.now(), size = 0): MemberPnl | null => {
  const wanted = userName.trim().toLowerCase()
  const member = teamOf(agent, size).find((candidate) => candidate.userName.toLowerCase() === wanted)
  if (!member) return null
  const today = dayOf(new Date(now))
  const daily = daysOf(from, to < today ? to : today).map((date) => ({
    date,
    cents: centsOn(member, dayNumber(date), dayNumber(today)),
  }))
  return {
    userName: member.userName,
    level: member.level,
    type: member.type,
    parent: member.parent,
    registeredDate: registeredOn(member, today),
    total: pesosOf(daily.reduce((sum, { cents }) => addCents(sum, cents), zeroCents())),
    daily: daily.map(({ date, cents }) => ({ date, betAmount: cents.betAmount / 100, profitAndLoss: cents.profitAndLoss / 100 })),
  }
}

/* ---------------------------------------------------------------------------------------------
 * Members (issue 15's member list, rebates and transfers). The tree above, read by upline: each
 * member's standing (balance, last login, team below it) and its rebate per product. What the
 * agent changes in a run (rebates set, money sent) is kept by the handlers (harness/db.ts) and
 * handed in here.
 * ------------------------------------------------------------------------------------------- */

/** The team's lookups, worked out once per team: by name (lower case), members by upline, team sizes. */
interface TeamIndex {
  readonly byName: ReadonlyMap<string, Downline>
  readonly children: ReadonlyMap<string, ReadonlyArray<Downline>>
  /** Every member below, any level. */
  readonly below: ReadonlyMap<string, number>
}
const indexes = new WeakMap<ReadonlyArray<Downline>, TeamIndex>()
const indexOf = (team: ReadonlyArray<Downline>): TeamIndex => {
  const known = indexes.get(team)
  if (known) return known
  const byName = new Map<string, Downline>()
  const children = new Map<string, Downline[]>()
  const below = new Map<string, number>()
  for (const member of team) {
    byName.set(member.userName.toLowerCase(), member)
    const siblings = children.get(member.parent)
    if (siblings) siblings.push(member)
    else children.set(member.parent, [member])
  }
  // Members come after their uplines: from the last one up, each adds itself and its team to its upline's.
  for (let index = team.length - 1; index >= 0; index--) {
    const member = team[index]!
    below.set(member.parent, (below.get(member.parent) ?? 0) + 1 + (below.get(member.userName) ?? 0))
  }
  const index = { byName, children, below }
  indexes.set(team, index)
  return index
}

/** A member of the agent's team by name (any case), or undefined (the agent itself included). */
export const downlineOf = (agent: string, userName: string, size = 0): Downline | undefined =>
  indexOf(teamOf(agent, size)).byName.get(userName.trim().toLowerCase())

/** How many members are below a member (or the agent), any level. */
export const teamSizeBelow = (agent: string, userName: string, size = 0): number => indexOf(teamOf(agent, size)).below.get(userName) ?? 0

/** A member's own balance, the same on every run, in cents: ₱0 for some, up to ₱20,000 for the rest. */
const startingCentsOf = (member: Downline) => {
  const random = seededRandom(hash(`balance|${member.userName}`))
  return random.chance(0.15) ? 0 : random.int(0, 2_000_000)
}

/**
 * The last time the member logged in within the last 90 days (ms), or null: a time of its own on
 * that day; today, within the hours gone by (so it is never after `now`, and moves only on the hour).
 */
const lastLoginOf = (member: Downline, today: Day, now: number): number | null => {
  for (let back = 0; back < 90 && back <= member.registeredDaysAgo; back++) {
    const day = addDays(today, -back)
    if (!downlineDay(member, day, today).loggedIn) continue
    const share = seededRandom(hash(`login|${member.userName}`) ^ dayNumber(day)).next()
    const midnight = localMidnight(day)
    const span = back === 0 ? Math.max(0, Math.floor((now - midnight) / 3_600_000) * 3_600_000) : 86_400_000 - 1
    return midnight + Math.floor(share * span)
  }
  return null
}

/**
 * A member the agent opened an account for in this run (open account): a direct member registered
 * then, with no play, no money but what the agent sends it, and no members of its own.
 */
export interface MadeMember {
  readonly userName: string
  readonly type: 0 | 1
  readonly createdAt: number
}

export interface DownlineAsk {
  /** The upline whose direct members are listed; the agent's own when absent. */
  readonly parent?: string | undefined
  /** Names containing it, any case, in the whole team (`parent` is then ignored). */
  readonly userName?: string | undefined
  /** 1-based. */
  readonly page: number
  readonly size: number
}

/** The members list's order of generated members: newest registration first, then by name. */
export const byListOrder = (a: Downline, b: Downline) =>
  a.registeredDaysAgo - b.registeredDaysAgo || (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0)

/**
 * The members under an upline, or found by name (ODSFE2_getSubordinatev2): newest registration
 * first, then by name; `made` (newest first) are the newest of all, so they lead the agent's own
 * list. `creditOf` is what the agent sent a member in this run (added to its balance). Deposits and
 * bets are the last 30 days', from the same ledger as the P&L report, and `online` is agent home's
 * rule. Null: a `parent` outside the agent's team.
 */
export const downlinesOf = (
  agent: string,
  ask: DownlineAsk,
  creditOf: (userName: string) => number = () => 0,
  now = Date.now(),
  size = 0,
  made: ReadonlyArray<MadeMember> = [],
): DownlinePage | null => {
  const team = teamOf(agent, size)
  const index = indexOf(team)
  const needle = ask.userName?.trim().toLowerCase() ?? ''
  let members: ReadonlyArray<Downline>
  let madeShown: ReadonlyArray<MadeMember> = []
  if (needle !== '') {
    members = team.filter((member) => member.userName.toLowerCase().includes(needle))
    madeShown = made.filter((member) => member.userName.toLowerCase().includes(needle))
  } else {
    const wanted = ask.parent?.trim().toLowerCase() ?? ''
    const isMade = made.some((member) => member.userName.toLowerCase() === wanted)
    const parent = wanted === '' || wanted === agent.toLowerCase() ? agent : index.byName.get(wanted)?.userName
    if (parent === undefined && !isMade) return null
    members = parent === undefined ? [] : (index.children.get(parent) ?? [])
    if (parent === agent) madeShown = made
  }
  const sorted = [...members].sort(byListOrder)
  const rows: ReadonlyArray<Downline | MadeMember> = [...madeShown, ...sorted]
  const pageSize = Math.max(1, Math.floor(ask.size))
  const page = Math.max(1, Math.floor(ask.page))
  const shown = rows.slice((page - 1) * pageSize, page * pageSize)
  const today = dayOf(new Date(now))
  const month = shown.length > 0 ? ledgerOf(agent, addDays(today, -29), today, now, size) : undefined
  const totals = new Map(month?.members.map((entry) => [entry.member, entry.total]))
  return {
    list: shown.map((member): DownlineMember => {
      if ('createdAt' in member) return madeRow(agent, member, creditOf(member.userName))
      const total = totals.get(member) ?? noMoney
      return {
        userName: member.userName,
        type: member.type,
        level: member.level,
        parent: member.parent,
        registeredDate: registeredOn(member, today),
        lastLoginTime: lastLoginOf(member, today, now),
        online: isOnline(member, today),
        balance: (startingCentsOf(member) + Math.round(creditOf(member.userName) * 100)) / 100,
        teamSize: index.below.get(member.userName) ?? 0,
        depositAmount: total.depositAmount / 100,
        betAmount: total.betAmount / 100,
      }
    }),
    totalPages: Math.ceil(rows.length / pageSize),
    totalCount: rows.length,
  }
}

/** A made member's row: registered when made, never logged in, its money only what the agent sent it. */
const madeRow = (agent: string, member: MadeMember, credit: number): DownlineMember => ({
  userName: member.userName,
  type: member.type,
  level: 1,
  parent: agent,
  registeredDate: dayOf(new Date(member.createdAt)),
  lastLoginTime: null,
  online: false,
  balance: Math.round(credit * 100) / 100,
  teamSize: 0,
  depositAmount: 0,
  betAmount: 0,
})

/** The products a rebate is set for. */
export const rebateProducts = ['VIETNAM_LOTTO', 'ELOTTO', 'SBO', 'FISH'] as const

/** The agent's own rebate per product, in tenths of a percent: 2.0 %-3.0 %. */
const agentRebateTenths = (agent: string, product: string) => seededRandom(hash(`rebate|${agent}|${product}`)).int(20, 30)

/** The agent's own rebate for a product (percent, one decimal): the most its direct members may have. */
export const agentOwnRebateOf = (agent: string, product: string): number => agentRebateTenths(agent, product) / 10

/**
 * Every member's rebate per product as generated (tenths, rebateProducts' order): 0.1 %-0.4 %
 * below its upline's, never below 0, so a member never has more than its upline.
 */
const generatedRebates = new WeakMap<ReadonlyArray<Downline>, Map<string, ReadonlyArray<number>>>()
const generatedRebatesOf = (agent: string, team: ReadonlyArray<Downline>) => {
  let known = generatedRebates.get(team)
  if (known) return known
  known = new Map()
  const own = rebateProducts.map((product) => agentRebateTenths(agent, product))
  for (const member of team) {
    const upline = member.parent === agent ? own : known.get(member.parent)!
    const random = seededRandom(hash(`rebates|${member.userName}`))
    known.set(
      member.userName,
      upline.map((tenths) => Math.max(0, tenths - random.int(1, 4))),
    )
  }
  generatedRebates.set(team, known)
  return known
}

/** A rebate the agent set in this run (percent), if any. */
export type RebateSet = (userName: string, type: string) => number | undefined

/**
 * A member's rebates (MCSFE_getDownlineRebates): per product its current rebate (the one set in this
 * run, else the generated one), the most it may have (its upline's: the agent's own for a direct
 * member) and the least (the highest among its own direct members; 0 without any). A made member's
 * are those it was given (set in this run), between 0 and the agent's own. Null: a name outside the
 * agent's team.
 */
export const downlineRebatesOf = (
  agent: string,
  userName: string,
  setOf: RebateSet = () => undefined,
  size = 0,
  made: ReadonlyArray<MadeMember> = [],
): DownlineRebates | null => {
  const team = teamOf(agent, size)
  const index = indexOf(team)
  const wanted = userName.trim().toLowerCase()
  const member = index.byName.get(wanted)
  const madeMember = member ? undefined : made.find((candidate) => candidate.userName.toLowerCase() === wanted)
  if (madeMember)
    return {
      userName: madeMember.userName,
      configs: rebateProducts.map((type) => ({
        type,
        rebateValue: setOf(madeMember.userName, type) ?? 0,
        rebateSubordinateLimit: agentOwnRebateOf(agent, type),
        minRebateValue: 0,
      })),
    }
  if (!member) return null
  const generated = generatedRebatesOf(agent, team)
  const current = (name: string, product: number) => setOf(name, rebateProducts[product]!) ?? generated.get(name)![product]! / 10
  return {
    userName: member.userName,
    configs: rebateProducts.map((type, product): RebateConfig => ({
      type,
      rebateValue: current(member.userName, product),
      rebateSubordinateLimit: member.parent === agent ? agentOwnRebateOf(agent, type) : current(member.parent, product),
      minRebateValue: Math.max(0, ...(index.children.get(member.userName) ?? []).map((child) => current(child.userName, product))),
    })),
  }
}
