import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { addDays, dayOf, rangeTimes, type Day } from '../src/domain/date-range'
import { RebatePage, TeamBetPage, type RebateRow, type TeamBet } from '../src/features/agent/rebate-report-schema'
import { agentRebatesOf, teamBetsOf, teamGameNames, teamRebatesOf, type TeamReportAsk } from './agent-reports'
import { agentOwnRebateOf, downlineRebatesOf, rebateProducts, teamOf, teamPnlOf, type RebateSet } from './agent-team'
import { harnessClient } from './test-client'

const now = Date.now()
const today = dayOf(new Date(now))
const week = addDays(today, -6)
const month = addDays(today, -29)

/** A peso figure as whole cents (exact for a figure to the cent). */
const cents = (pesos: number) => Math.round(pesos * 100)
const sumCents = (figures: ReadonlyArray<number>) => figures.reduce((sum, figure) => sum + cents(figure), 0)
const ask = (from: Day, to: Day, more: Partial<TeamReportAsk> = {}): TeamReportAsk => ({
  from,
  to,
  product: '',
  page: 1,
  size: 100_000,
  ...more,
})
const everyBet = (from: Day, to: Day, more: Partial<TeamReportAsk> = {}) => teamBetsOf('player01', ask(from, to, more), now)
const betTotalsOf = (rows: ReadonlyArray<TeamBet>) => ({
  betAmount: sumCents(rows.map((row) => row.betAmount)),
  validBetAmount: sumCents(rows.map((row) => row.validBetAmount)),
  winAmount: sumCents(rows.map((row) => row.winAmount)),
  profitAndLoss: sumCents(rows.map((row) => row.profitAndLoss)),
})
const centsOfTotal = (total: Record<string, number>) => Object.fromEntries(Object.entries(total).map(([key, value]) => [key, cents(value)]))
const rebateTotalsOf = (rows: ReadonlyArray<RebateRow>) => ({
  validBetAmount: sumCents(rows.map((row) => row.validBetAmount)),
  rebateAmount: sumCents(rows.map((row) => row.rebateAmount)),
  pendingAmount: sumCents(rows.filter((row) => row.status === 'PENDING').map((row) => row.rebateAmount)),
})
/** A member's current rebate for a product (percent), as the members' rebate call answers it. */
const memberRebate = (userName: string, product: string, setOf?: RebateSet) =>
  downlineRebatesOf('player01', userName, setOf)!.configs.find((config) => config.type === product)!.rebateValue
const tenths = (percent: number) => Math.round(percent * 10)
const groupBy = <A>(rows: ReadonlyArray<A>, keyOf: (row: A) => string) => {
  const groups = new Map<string, A[]>()
  for (const row of rows) {
    const group = groups.get(keyOf(row))
    if (group) group.push(row)
    else groups.set(keyOf(row), [row])
  }
  return groups
}

describe("the team's bets (agent-reports.ts, ODSFE2_lottTeamBet)", () => {
  it('lists a week of orders newest first, each within its day (today before now), the totals the sum of the rows to the cent', () => {
    const page = everyBet(week, today)
    const rows = page.list
    expect(rows.length).toBeGreaterThan(100)
    expect(page.totalPages).toBe(1)
    expect(centsOfTotal(page.total)).toEqual(betTotalsOf(rows))
    expect(() => Schema.decodeUnknownSync(TeamBetPage)(page)).not.toThrow()
    expect(new Set(rows.map((row) => row.orderNo)).size).toBe(rows.length)
    for (let index = 1; index < rows.length; index++) expect(rows[index - 1]!.betTime).toBeGreaterThanOrEqual(rows[index]!.betTime)
    for (const row of rows) {
      const day = dayOf(new Date(row.betTime))
      expect(day >= week && day <= today).toBe(true)
      expect(row.betTime).toBeLessThanOrEqual(now)
      expect(row.orderNo).toMatch(/^TB\d+[0-9A-Z]+$/)
      expect(teamGameNames[row.product as keyof typeof teamGameNames]).toContain(row.gameName)
      expect(row.betAmount).toBeGreaterThan(0)
      expect(row.validBetAmount).toBeLessThanOrEqual(row.betAmount)
      expect(row.winAmount).toBeGreaterThanOrEqual(0)
      expect(cents(row.profitAndLoss)).toBe(cents(row.winAmount) - cents(row.betAmount))
      for (const figure of [row.betAmount, row.validBetAmount, row.winAmount]) expect(cents(figure) / 100).toBe(figure)
    }
    // 1-4 orders per member and day, each in a product of its own; every product and level shows.
    const byMemberDay = groupBy(rows, (row) => `${row.userName}|${dayOf(new Date(row.betTime))}`)
    for (const orders of byMemberDay.values()) {
      expect(orders.length).toBeGreaterThanOrEqual(1)
      expect(orders.length).toBeLessThanOrEqual(4)
      expect(new Set(orders.map((order) => order.product)).size).toBe(orders.length)
    }
    expect(new Set(rows.map((row) => row.product))).toEqual(new Set(rebateProducts))
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set([1, 2, 3, 4]))
    expect(rows.some((row) => row.profitAndLoss > 0) && rows.some((row) => row.profitAndLoss < 0)).toBe(true)
  })

  it.each([
    ['7 days', week],
    ['30 days', month],
  ] as const)("adds up, member by member, to the P&L report's bets, valid bets and payouts over %s", (_, from) => {
    const bets = everyBet(from, today)
    const pnl = teamPnlOf('player01', { from, to: today, page: 1, size: 100_000 }, now)
    const byMember = groupBy(bets.list, (row) => row.userName)
    const betting = pnl.list.filter((row) => row.betAmount > 0)
    expect([...byMember.keys()].sort()).toEqual(betting.map((row) => row.userName).sort())
    for (const row of betting) {
      const orders = byMember.get(row.userName)!
      expect(sumCents(orders.map((order) => order.betAmount))).toBe(cents(row.betAmount))
      expect(sumCents(orders.map((order) => order.validBetAmount))).toBe(cents(row.validBetAmount))
      expect(sumCents(orders.map((order) => order.winAmount))).toBe(cents(row.payoutAmount))
    }
    expect(cents(bets.total.betAmount)).toBe(cents(pnl.total.betAmount))
    expect(cents(bets.total.validBetAmount)).toBe(cents(pnl.total.validBetAmount))
    expect(cents(bets.total.winAmount)).toBe(cents(pnl.total.payoutAmount))
  })

  it("narrows by product and by name (any case); the totals are the kept rows'", () => {
    const all = everyBet(week, today).list
    let count = 0
    for (const product of rebateProducts) {
      const page = everyBet(week, today, { product })
      expect(page.list).toEqual(all.filter((row) => row.product === product))
      expect(centsOfTotal(page.total)).toEqual(betTotalsOf(page.list))
      count += page.list.length
    }
    expect(count).toBe(all.length)
    const aces = everyBet(week, today, { userName: ' ACE ' })
    expect(aces.list.length).toBeGreaterThan(0)
    expect(aces.list).toEqual(all.filter((row) => row.userName.includes('ace')))
    expect(centsOfTotal(aces.total)).toEqual(betTotalsOf(aces.list))
    const both = everyBet(week, today, { userName: 'ace', product: 'SBO' })
    expect(both.list).toEqual(aces.list.filter((row) => row.product === 'SBO'))
    const none = everyBet(week, today, { product: 'POKER' })
    expect(none).toEqual({ list: [], totalPages: 0, total: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 } })
  })

  it('pages every row exactly once, the totals the same on every page; nothing after today', () => {
    const all = everyBet(week, today)
    const size = 25
    const first = everyBet(week, today, { size })
    expect(first.totalPages).toBe(Math.ceil(all.list.length / size))
    const pages = Array.from({ length: first.totalPages }, (_, index) => everyBet(week, today, { size, page: index + 1 }))
    expect(pages.flatMap((page) => page.list)).toEqual(all.list)
    expect(pages.every((page) => page.list.length <= size)).toBe(true)
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => all.total))
    expect(everyBet(week, today, { size, page: first.totalPages + 1 }).list).toEqual([])
    expect(everyBet(addDays(today, 1), addDays(today, 3)).list).toEqual([])
    expect(everyBet(week, addDays(today, 3))).toEqual(all)
    expect(teamBetsOf('player01', ask(week, today, { page: 2, size: 10 }), now)).toEqual(
      teamBetsOf('player01', ask(week, today, { page: 2, size: 10 }), now),
    )
  })
})

describe('the rebate reports (agent-reports.ts, ODSFE2_agentRebate, ODSFE2_MemberRebate)', () => {
  const agentRows = (more: Partial<TeamReportAsk> = {}, setOf?: RebateSet) => agentRebatesOf('player01', ask(week, today, more), setOf, now)
  const teamRows = (more: Partial<TeamReportAsk> = {}, setOf?: RebateSet) => teamRebatesOf('player01', ask(week, today, more), setOf, now)

  it("pays the agent its own rebate less the member's, on each member, day and product's valid bet", () => {
    const page = agentRows()
    const rows = page.list
    expect(() => Schema.decodeUnknownSync(RebatePage)(page)).not.toThrow()
    // Every member's rebate is below the agent's, so every order with a valid bet has a row.
    const bets = everyBet(week, today)
    expect(rows).toHaveLength(bets.list.filter((bet) => bet.validBetAmount > 0).length)
    expect(cents(page.total.validBetAmount)).toBe(cents(bets.total.validBetAmount))
    expect(centsOfTotal(page.total)).toEqual(rebateTotalsOf(rows))
    for (const row of [rows[0]!, rows[Math.floor(rows.length / 3)]!, rows[Math.floor(rows.length / 2)]!, rows.at(-1)!]) {
      expect(tenths(row.rate)).toBe(tenths(agentOwnRebateOf('player01', row.product)) - tenths(memberRebate(row.userName, row.product)))
      expect(cents(row.rebateAmount)).toBe(Math.round((cents(row.validBetAmount) * tenths(row.rate)) / 1000))
    }
    // The agent's own rebate, as a direct member's upper bound reads it.
    const direct = teamOf('player01').find((member) => member.level === 1)!
    for (const config of downlineRebatesOf('player01', direct.userName)!.configs)
      expect(config.rebateSubordinateLimit).toBe(agentOwnRebateOf('player01', config.type))
    for (const row of rows) {
      expect(row.rate).toBeGreaterThan(0)
      expect(row.status).toBe(row.date === today ? 'PENDING' : 'PAID')
      expect(row.date >= week && row.date <= today).toBe(true)
    }
    // Newest day first, then by name, then in the products' order.
    const order = (row: RebateRow) => [row.date, row.userName, rebateProducts.indexOf(row.product as never)] as const
    for (let index = 1; index < rows.length; index++) {
      const [before, after] = [order(rows[index - 1]!), order(rows[index]!)]
      expect(
        before[0] > after[0] || (before[0] === after[0] && (before[1] < after[1] || (before[1] === after[1] && before[2] < after[2]))),
      ).toBe(true)
    }
  })

  it("keeps today's rebates pending: the pending total is today's rows'", () => {
    const { list, total } = agentRows()
    const todays = list.filter((row) => row.date === today)
    expect(todays.length).toBeGreaterThan(0)
    expect(todays.every((row) => row.status === 'PENDING')).toBe(true)
    expect(cents(total.pendingAmount)).toBe(sumCents(todays.map((row) => row.rebateAmount)))
    expect(total.pendingAmount).toBeLessThan(total.rebateAmount)
    const yesterday = agentRebatesOf('player01', ask(week, addDays(today, -1)), undefined, now)
    expect(yesterday.total.pendingAmount).toBe(0)
  })

  it("follows the rebates the agent set in this run: none where the member's equals the agent's", () => {
    const direct = teamOf('player01').find(
      (member) =>
        member.level === 1 &&
        everyBet(week, today, { userName: member.userName, product: 'SBO' }).list.some((bet) => bet.validBetAmount > 0),
    )!
    const own = agentOwnRebateOf('player01', 'SBO')
    const setOf: RebateSet = (userName, type) => (userName === direct.userName && type === 'SBO' ? own : undefined)
    const mine = (row: RebateRow) => row.userName === direct.userName
    expect(agentRows({ product: 'SBO' }, setOf).list.filter(mine)).toEqual([])
    const theirs = teamRows({ product: 'SBO' }, setOf).list.filter(mine)
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((row) => row.rate === own)).toBe(true)
    expect(agentRows({ product: 'ELOTTO' }, setOf).list.filter(mine)).toEqual(agentRows({ product: 'ELOTTO' }).list.filter(mine))
  })

  it('pays the members their own rebate; rows narrow by name and product; pages cover every row once', () => {
    const page = teamRows()
    const rows = page.list
    expect(() => Schema.decodeUnknownSync(RebatePage)(page)).not.toThrow()
    expect(centsOfTotal(page.total)).toEqual(rebateTotalsOf(rows))
    for (const row of rows.filter((_, index) => index % 97 === 0)) expect(row.rate).toBe(memberRebate(row.userName, row.product))
    expect(rows.every((row) => row.rate > 0)).toBe(true)
    // Members at 0 % have no rows: as many rows as orders with a valid bet at a rebate above 0.
    const bets = everyBet(week, today).list.filter((bet) => bet.validBetAmount > 0 && memberRebate(bet.userName, bet.product) > 0)
    expect(rows).toHaveLength(bets.length)
    const ace = teamRows({ userName: 'ACE', product: 'FISH' })
    expect(ace.list).toEqual(rows.filter((row) => row.userName.includes('ace') && row.product === 'FISH'))
    expect(centsOfTotal(ace.total)).toEqual(rebateTotalsOf(ace.list))
    const size = 40
    const first = teamRows({ size })
    const pages = Array.from({ length: first.totalPages }, (_, index) => teamRows({ size, page: index + 1 }))
    expect(pages.flatMap((one) => one.list)).toEqual(rows)
    expect(pages.map((one) => one.total)).toEqual(pages.map(() => page.total))
  })
})

describe('team betting and rebate calls (ODSFE2_lottTeamBet, ODSFE2_agentRebate, ODSFE2_MemberRebate)', () => {
  const query = (from: Day, to: Day) => {
    const { startTime, endTime } = rangeTimes({ from, to })
    return `startDate=${startTime}&endDate=${endTime}&product=&page=1&size=10`
  }
  const paths = (range: string) => [
    `/wps/relay/ODSFE2_lottTeamBet?${range}`,
    `/wps/relay/ODSFE2_agentRebate?${range}`,
    `/wps/relay/ODSFE2_MemberRebate?${range}`,
  ]

  it('answers an agent in the shapes the app decodes', async () => {
    const { send } = await harnessClient({ memberType: 1 })
    const [bets, agentRebates, teamRebates] = await Promise.all(paths(query(week, today)).map((path) => send(path)))
    expect(Schema.decodeUnknownSync(TeamBetPage)(bets!.value).list).toHaveLength(10)
    const ours = ask(week, today, { page: 1, size: 10 })
    expect(Schema.decodeUnknownSync(RebatePage)(agentRebates!.value)).toEqual(agentRebatesOf('player01', ours))
    expect(Schema.decodeUnknownSync(RebatePage)(teamRebates!.value)).toEqual(teamRebatesOf('player01', ours))
    const sbo = await send(`/wps/relay/ODSFE2_lottTeamBet?${query(week, today).replace('product=', 'product=SBO')}&userName=ace`)
    expect(
      Schema.decodeUnknownSync(TeamBetPage)(sbo.value).list.every((row) => row.product === 'SBO' && row.userName.includes('ace')),
    ).toBe(true)
  })

  it('refuses a range over 30 days or back to front, as the records do', async () => {
    const { send } = await harnessClient({ memberType: 1 })
    for (const path of [...paths(query(addDays(today, -31), today)), ...paths(query(today, week))])
      expect(await send(path)).toMatchObject({ success: false, errorCode: 'record.range.invalid' })
  })

  it('refuses a player (agent.only) and a call without a session', async () => {
    const { send } = await harnessClient({ memberType: 0 })
    for (const path of paths(query(week, today))) {
      expect(await send(path)).toMatchObject({ success: false, errorCode: 'agent.only' })
      expect(await send(path, { token: null })).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' })
    }
  })
})
