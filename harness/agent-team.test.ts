import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { addDays, dayOf, rangeTimes, type Day } from '../src/domain/date-range'
import { MemberPnl, TeamOverviewDailyList, TeamOverviewSum, TeamPnlPage, type MoneyFigures } from '../src/features/agent/team-schema'
import {
  downlineDay,
  downlineMoney,
  firstDepositDayOf,
  memberPnlOf,
  teamKpiOf,
  teamOf,
  teamOverviewDailyOf,
  teamOverviewSumOf,
  teamPnlOf,
  moneyKeys,
} from './agent-team'
import { harnessClient } from './test-client'

const today = dayOf(new Date())

describe("the harness's downline (agent-team.ts)", () => {
  it('is the same team on every call: a few hundred members over four levels, uplines first', () => {
    const team = teamOf('player01')
    expect(teamOf('player01')).toBe(team)
    expect(team.length).toBeGreaterThan(200)
    expect(team.length).toBeLessThan(1000)
    expect(new Set(team.map((member) => member.level))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(team.map((member) => member.userName)).size).toBe(team.length)
    const seen = new Set(['player01'])
    for (const member of team) {
      expect(seen.has(member.parent)).toBe(true)
      seen.add(member.userName)
    }
    expect(teamOf('agent02')).not.toEqual(team)
  })

  it('counts today as its days say: registered today, logged in, betting (some of those), online (some of those)', () => {
    const kpi = teamKpiOf('player01', today, today)
    const team = teamOf('player01')
    const days = team.map((member) => downlineDay(member, today, today))
    expect(kpi.teamRegisterMemberCount).toBe(team.filter((member) => member.registeredDaysAgo === 0).length)
    expect(kpi.teamRegisterMemberCount).toBeGreaterThan(0)
    expect(kpi.teamLoginMemberCount).toBe(days.filter((day) => day.loggedIn).length)
    expect(kpi.teamBetMemberCount).toBe(days.filter((day) => day.betAmount > 0).length)
    expect(kpi.teamBetMemberCount).toBeGreaterThan(0)
    expect(kpi.teamBetMemberCount).toBeLessThan(kpi.teamLoginMemberCount)
    expect(kpi.teamOnlineCount).toBeGreaterThan(0)
    expect(kpi.teamOnlineCount).toBeLessThan(kpi.teamLoginMemberCount)
  })

  it('counts a week as more than a day, and nobody before registering', () => {
    const week = teamKpiOf('player01', addDays(today, -6), today)
    const day = teamKpiOf('player01', today, today)
    expect(week.teamLoginMemberCount).toBeGreaterThan(day.teamLoginMemberCount)
    expect(week.teamRegisterMemberCount).toBeGreaterThan(day.teamRegisterMemberCount)
    const newcomer = teamOf('player01').find((member) => member.registeredDaysAgo === 0)!
    expect(downlineDay(newcomer, addDays(today, -1), today)).toEqual({ loggedIn: false, betAmount: 0 })
  })
})

describe('team KPI call (ODSFE2_teamKPIC)', () => {
  const ask = async (memberType: 0 | 1 | 41, name = 'ODSFE2_teamKPIC') => {
    const { send } = await harnessClient({ memberType })
    const { startTime, endTime } = rangeTimes({ from: today, to: today })
    return send(`/wps/relay/${name}?startDate=${startTime}&endDate=${endTime}&size=0`)
  }

  it.each([1, 41] as const)("answers an agent (type %i) with today's counts of its team", async (type) => {
    expect(await ask(type)).toMatchObject({ success: true, value: teamKpiOf('player01', today, today) })
  })

  it.each(['ODSFE2_TeamKPIA', 'ODSFE2_TeamKPIB'])("answers the same on the SPEC's %s (PLATFORM.md §12: support both)", async (name) => {
    expect(await ask(1, name)).toMatchObject({ success: true, value: teamKpiOf('player01', today, today) })
  })

  it('refuses a player', async () => {
    expect(await ask(0)).toMatchObject({ success: false, errorCode: 'agent.only' })
  })
})

/** A peso figure as whole cents (exact for a figure to the cent). */
const cents = (pesos: number) => Math.round(pesos * 100)
const sumCents = (figures: ReadonlyArray<number>) => figures.reduce((sum, figure) => sum + cents(figure), 0)
const centsOf = (figures: MoneyFigures) => Object.fromEntries(moneyKeys.map((key) => [key, cents(figures[key])]))
const sumsOf = (rows: ReadonlyArray<MoneyFigures>) =>
  Object.fromEntries(moneyKeys.map((key) => [key, sumCents(rows.map((row) => row[key]))]))

describe("the team's money (agent-team.ts, issue 15)", () => {
  const now = Date.now()
  const ranges: ReadonlyArray<[string, Day, Day]> = [
    ['7 days', addDays(today, -6), today],
    ['30 days', addDays(today, -29), today],
  ]
  const everyRow = (from: Day, to: Day, userName?: string) => teamPnlOf('player01', { from, to, userName, page: 1, size: 100_000 }, now)

  it('keeps every day to the cent, P&L = payouts + rebates + promotions - bets, nothing before registering', () => {
    const team = teamOf('player01')
    for (const member of team.slice(0, 60)) {
      for (let back = 0; back < 30; back++) {
        const day = addDays(today, -back)
        const money = downlineMoney(member, day, today)
        for (const key of moneyKeys) expect(cents(money[key]) / 100).toBe(money[key])
        const c = centsOf(money)
        expect(c.profitAndLoss).toBe(c.payoutAmount! + c.rebateAmount! + c.promotionAmount! - c.betAmount!)
        expect(c.validBetAmount).toBeLessThanOrEqual(c.betAmount!)
        expect(c.validBetAmount).toBeGreaterThanOrEqual(Math.round(c.betAmount! * 0.9))
        expect(c.payoutAmount).toBeLessThanOrEqual(c.betAmount! * 1.9)
        expect(c.depositAmount! % 10_000).toBe(0)
        expect(c.withdrawAmount! % 10_000).toBe(0)
        expect(money.betAmount).toBe(downlineDay(member, day, today).betAmount)
        if (back > member.registeredDaysAgo) expect(Object.values(c).every((figure) => figure === 0)).toBe(true)
      }
      const first = firstDepositDayOf(member, today)
      if (first !== null) {
        expect(first >= addDays(today, -member.registeredDaysAgo) && first <= today).toBe(true)
        expect(downlineMoney(member, first, today).depositAmount).toBeGreaterThan(0)
        expect(downlineMoney(member, addDays(first, -1), today).depositAmount).toBe(0)
      }
    }
  })

  it.each(ranges)('adds up over %s: the totals are the sum of the rows and of the days, to the cent', (_, from, to) => {
    const sum = teamOverviewSumOf('player01', from, to, now)
    const { list: days } = teamOverviewDailyOf('player01', from, to, now)
    const pnl = everyRow(from, to)
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: days.length }, (__, index) => addDays(from, index)))
    expect(days.at(-1)?.date).toBe(today)
    // The overview's money, the report's total and its rows all agree.
    expect(centsOf(sum)).toEqual(centsOf(pnl.total))
    expect(sumsOf(pnl.list)).toEqual(centsOf(pnl.total))
    // The days add up to the totals.
    expect(sumCents(days.map((day) => day.betAmount))).toBe(cents(sum.betAmount))
    expect(sumCents(days.map((day) => day.profitAndLoss))).toBe(cents(sum.profitAndLoss))
    expect(sumCents(pnl.daily.map((day) => day.profitAndLoss))).toBe(cents(pnl.total.profitAndLoss))
    expect(pnl.daily.map((day) => day.date)).toEqual(days.map((day) => day.date))
    expect(days.reduce((count, day) => count + day.registerCount, 0)).toBe(sum.registerCount)
    expect(days.reduce((count, day) => count + day.firstDepositCount, 0)).toBe(sum.firstDepositCount)
    expect(Math.max(...days.map((day) => day.activeMemberCount))).toBeLessThanOrEqual(sum.activeMemberCount)
    // Figures that vary: some profit and some loss; deposits, first deposits, withdrawals.
    expect(pnl.list.some((row) => row.profitAndLoss > 0) && pnl.list.some((row) => row.profitAndLoss < 0)).toBe(true)
    expect(sum.depositAmount).toBeGreaterThan(0)
    expect(sum.withdrawAmount).toBeGreaterThan(0)
    expect(sum.firstDepositCount).toBeGreaterThan(0)
    expect(sum.validBetAmount).toBeLessThanOrEqual(sum.betAmount)
    // Every answer is what the app decodes.
    expect(() => Schema.decodeUnknownSync(TeamOverviewSum)(sum)).not.toThrow()
    expect(() => Schema.decodeUnknownSync(TeamOverviewDailyList)({ list: days })).not.toThrow()
    expect(() => Schema.decodeUnknownSync(TeamPnlPage)(pnl)).not.toThrow()
  })

  it.each(ranges)("counts over %s as agent home's KPI does: active = betting members; team size by the range's end", (_, from, to) => {
    const sum = teamOverviewSumOf('player01', from, to, now)
    const kpi = teamKpiOf('player01', from, to, now)
    expect(sum.activeMemberCount).toBe(kpi.teamBetMemberCount)
    expect(sum.registerCount).toBe(kpi.teamRegisterMemberCount)
    expect(sum.teamSize).toBe(teamOf('player01').length)
    const earlier = teamOverviewSumOf('player01', addDays(from, -30), addDays(to, -30), now)
    expect(earlier.teamSize).toBe(sum.teamSize - teamOverviewSumOf('player01', addDays(to, -29), to, now).registerCount)
  })

  it('lists only days up to today, and nothing for days to come', () => {
    const { list } = teamOverviewDailyOf('player01', addDays(today, -2), addDays(today, 3), now)
    expect(list.map((day) => day.date)).toEqual([addDays(today, -2), addDays(today, -1), today])
    expect(teamOverviewDailyOf('player01', addDays(today, 1), addDays(today, 3), now).list).toEqual([])
    expect(teamOverviewSumOf('player01', addDays(today, 1), addDays(today, 3), now)).toMatchObject({
      activeMemberCount: 0,
      registerCount: 0,
      firstDepositCount: 0,
      betAmount: 0,
    })
  })

  it('pages every row exactly once, biggest stake first, then by name', () => {
    const from = addDays(today, -29)
    const all = everyRow(from, today).list
    expect(all.length).toBeGreaterThan(100)
    for (let index = 1; index < all.length; index++) {
      const [before, after] = [all[index - 1]!, all[index]!]
      expect(before.betAmount > after.betAmount || (before.betAmount === after.betAmount && before.userName < after.userName)).toBe(true)
    }
    const size = 20
    const first = teamPnlOf('player01', { from, to: today, page: 1, size }, now)
    expect(first.totalPages).toBe(Math.ceil(all.length / size))
    const paged = Array.from({ length: first.totalPages }, (_, index) =>
      teamPnlOf('player01', { from, to: today, page: index + 1, size }, now),
    )
    expect(paged.flatMap((page) => page.list)).toEqual(all)
    expect(paged.every((page) => page.list.length <= size)).toBe(true)
    expect(paged.map((page) => centsOf(page.total))).toEqual(paged.map(() => centsOf(first.total)))
    expect(teamPnlOf('player01', { from, to: today, page: first.totalPages + 1, size }, now).list).toEqual([])
    // Members of every level, sub-agents too.
    expect(new Set(all.map((row) => row.level))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(all.map((row) => row.type))).toEqual(new Set([0, 1]))
  })

  it("narrows to names containing the filter, any case; the total and days are those rows'", () => {
    const from = addDays(today, -29)
    const everyone = everyRow(from, today)
    const aces = everyRow(from, today, 'ACE')
    expect(aces.list.length).toBeGreaterThan(0)
    expect(aces.list).toEqual(everyone.list.filter((row) => row.userName.includes('ace')))
    expect(centsOf(aces.total)).toEqual(sumsOf(aces.list))
    expect(sumCents(aces.daily.map((day) => day.profitAndLoss))).toBe(cents(aces.total.profitAndLoss))
    const one = aces.list[0]!.userName
    expect(everyRow(from, today, one.slice(-4)).list.map((row) => row.userName)).toContain(one)
    const none = everyRow(from, today, 'zzz')
    expect(none.list).toEqual([])
    expect(none.totalPages).toBe(0)
    expect(Object.values(none.total).every((figure) => figure === 0)).toBe(true)
  })

  it("drills into one member: the figures of its row, its days adding up; null outside the agent's team", () => {
    const from = addDays(today, -6)
    const rows = everyRow(from, today).list
    for (const row of [rows[0]!, rows[Math.floor(rows.length / 2)]!, rows.at(-1)!]) {
      const member = memberPnlOf('player01', row.userName.toUpperCase(), from, today, now)!
      const downline = teamOf('player01').find((candidate) => candidate.userName === row.userName)!
      expect(member).toMatchObject({ userName: row.userName, level: row.level, type: row.type, parent: downline.parent })
      expect(member.registeredDate).toBe(addDays(today, -downline.registeredDaysAgo))
      expect(centsOf(member.total)).toEqual(centsOf(row))
      expect(member.daily).toHaveLength(7)
      expect(sumCents(member.daily.map((day) => day.betAmount))).toBe(cents(row.betAmount))
      expect(sumCents(member.daily.map((day) => day.profitAndLoss))).toBe(cents(row.profitAndLoss))
      expect(() => Schema.decodeUnknownSync(MemberPnl)(member)).not.toThrow()
    }
    expect(memberPnlOf('player01', 'player01', from, today, now)).toBeNull()
    expect(memberPnlOf('player01', 'nobody', from, today, now)).toBeNull()
  })

  it('answers the same on every call', () => {
    const from = addDays(today, -29)
    const ask = { from, to: today, page: 2, size: 10 }
    expect(teamOverviewSumOf('player01', from, today, now)).toEqual(teamOverviewSumOf('player01', from, today, now))
    expect(teamOverviewDailyOf('player01', from, today, now)).toEqual(teamOverviewDailyOf('player01', from, today, now))
    expect(teamPnlOf('player01', ask, now)).toEqual(teamPnlOf('player01', ask, now))
    const name = teamPnlOf('player01', ask, now).list[0]!.userName
    expect(memberPnlOf('player01', name, from, today, now)).toEqual(memberPnlOf('player01', name, from, today, now))
    expect(teamOverviewSumOf('agent02', from, today, now)).not.toEqual(teamOverviewSumOf('player01', from, today, now))
  })

  it('grows or cuts a team to the asked size, every member under an upline kept', () => {
    const grown = teamOf('player01', 1000)
    expect(grown).toHaveLength(1000)
    expect(teamOf('player01', 1000)).toBe(grown)
    expect(new Set(grown.map((member) => member.userName)).size).toBe(1000)
    const seen = new Set(['player01'])
    for (const member of grown) {
      expect(seen.has(member.parent)).toBe(true)
      seen.add(member.userName)
    }
    expect(grown.slice(0, teamOf('player01').length)).toEqual(teamOf('player01'))
    expect(teamOf('player01', 50)).toEqual(teamOf('player01').slice(0, 50))
    expect(teamOverviewSumOf('player01', addDays(today, -6), today, now, 1000).teamSize).toBe(1000)
  })
})

describe('team report calls (ODSFE2_getTeamOverviewSum, getTeamOverviewDailyList, getTeamPNLV3, getMemberPnlv2)', () => {
  const { startTime, endTime } = rangeTimes({ from: addDays(today, -6), to: today })
  const range = `startDate=${startTime}&endDate=${endTime}`
  const calls = {
    sum: `/wps/relay/ODSFE2_getTeamOverviewSum?${range}`,
    daily: `/wps/relay/ODSFE2_getTeamOverviewDailyList?${range}`,
    pnl: `/wps/relay/ODSFE2_getTeamPNLV3?${range}&page=1&size=10`,
    member: (userName: string) => `/wps/relay/ODSFE2_getMemberPnlv2?${range}&userName=${userName}`,
  }

  it('answers an agent with its team, in the shapes the app decodes', async () => {
    const { send } = await harnessClient({ memberType: 1 })
    const sum = await send(calls.sum)
    expect(sum).toMatchObject({ success: true })
    expect(Schema.decodeUnknownSync(TeamOverviewSum)(sum.value)).toEqual(teamOverviewSumOf('player01', addDays(today, -6), today))
    const daily = Schema.decodeUnknownSync(TeamOverviewDailyList)((await send(calls.daily)).value)
    expect(daily.list).toHaveLength(7)
    const pnl = Schema.decodeUnknownSync(TeamPnlPage)((await send(calls.pnl)).value)
    expect(pnl.list).toHaveLength(10)
    // The SPEC's name for the report is an alias.
    expect((await send(`/wps/relay/ODSFE2_TeamPNL?${range}&page=1&size=10`)).value).toEqual(pnl)
    const member = Schema.decodeUnknownSync(MemberPnl)((await send(calls.member(pnl.list[0]!.userName))).value)
    expect(centsOf(member.total)).toEqual(centsOf(pnl.list[0]!))
    expect(await send(calls.member('nobody'))).toMatchObject({ success: false, errorCode: 'agent.member_not_in_team' })
  })

  it('refuses a player (agent.only) and a call without a session', async () => {
    const { send } = await harnessClient({ memberType: 0 })
    for (const path of [calls.sum, calls.daily, calls.pnl, calls.member('ace0001')]) {
      expect(await send(path)).toMatchObject({ success: false, errorCode: 'agent.only' })
      expect(await send(path, { token: null })).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' })
    }
  })

  it("makes every agent's team as big as the scenario's agentTeamSize", async () => {
    const { send } = await harnessClient({ memberType: 1, agentTeamSize: 1000 })
    expect((await send(calls.sum)).value).toMatchObject({ teamSize: 1000 })
    const kpi = (await send(`/wps/relay/ODSFE2_teamKPIC?${range}&size=0`)).value
    expect(kpi).toMatchObject({
      teamBetMemberCount: teamOverviewSumOf('player01', addDays(today, -6), today, Date.now(), 1000).activeMemberCount,
    })
  })
})
