import { Schema } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seededContracts } from '../fixtures/agent-contracts'
import { addDays, dayOf, type Day } from '../src/domain/date-range'
import {
  CurrentSalaryDays,
  CurrentSalaryHours,
  RealtimeSalaryPage,
  SalaryDaysPage,
  SalaryHoursPage,
} from '../src/features/agent/salary-schema'
import { hourShare } from './agent-salary'
import { downlineMoney, teamOf } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

/**
 * player01 holds a daily salary contract since 30 days before the harness starts (0.3% from ₱10,000
 * of turnover with 3 active members, 0.6% from ₱50,000 with 8); agent01 one since 60 days.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 5, 12))
})
afterEach(() => vi.useRealTimers())

const refusedWith = (errorCode: string) => ({ success: false, errorCode })
const today = () => dayOf(new Date())

/** A day's figures worked out here from the generated team's play, apart from the harness's sums. */
const expectedDay = (agent: string, day: Day) => {
  const team = teamOf(agent)
  const plays = team.map((member) => downlineMoney(member, day, today()))
  const betCents = plays.reduce((sum, money) => sum + Math.round(money.validBetAmount * 100), 0)
  const activeMembers = plays.filter((money) => money.betAmount > 0).length
  let rate = 0
  for (const tier of seededContracts[agent]!.salary!.terms)
    if (betCents >= tier.threshold * 100 && activeMembers >= tier.activeMembers) rate = Math.max(rate, tier.rate)
  return { day, teamBet: betCents / 100, activeMembers, rate, salary: Math.round((betCents * rate) / 100) / 100 }
}

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const { send } = await harnessClient({ memberType: 1, ...patch }, userName)
  const current = async (path = '/wps/relay/ODSFE2_CurrentDailySalary') =>
    Schema.decodeUnknownSync(CurrentSalaryDays)((await send(path)).value)
  const past = (page: number, size: number) => send(`/wps/relay/ODSFE2_QueryDailySalary?page=${page}&size=${size}`)
  const pastOf = async (page: number, size: number) => Schema.decodeUnknownSync(SalaryDaysPage)((await past(page, size)).value)
  return { send, current, past, pastOf }
}

describe('agent daily salary (ODSFE2_CurrentDailySalary, ODSFE2_QueryDailySalary)', () => {
  it("pays today's turnover so far and yesterday's by the highest tier the team reaches", async () => {
    const { current } = await setUp()
    const { today: running, yesterday } = await current()
    expect(running).toEqual({ ...expectedDay('player01', today()), status: 'accruing' })
    expect(yesterday).toEqual({ ...expectedDay('player01', addDays(today(), -1)), status: 'paid' })
  })

  it('lists the settled days before yesterday newest first, back to the day the contract began, a page at a time', async () => {
    const { pastOf } = await setUp()
    // Accepted 30 days before noon today: that day counts (it was in force before the day ended), the day before not.
    const held = Array.from({ length: 29 }, (_, index) => addDays(today(), -2 - index))
    const first = await pastOf(1, 10)
    expect(first.totalPages).toBe(3)
    expect(first.list.map((day) => day.day)).toEqual(held.slice(0, 10))
    const last = await pastOf(3, 10)
    expect(last.list.map((day) => day.day)).toEqual(held.slice(20))
    for (const day of [...first.list, ...last.list]) expect(day).toEqual({ ...expectedDay('player01', day.day), status: 'paid' })
    // The team reaches a tier on these days, so the salary's sum is exercised, not only its zero.
    expect(first.list.every((day) => day.rate > 0 && day.salary > 0)).toBe(true)
  })

  it("keeps to the records' 90 days once the contract is older than them", async () => {
    const { pastOf } = await setUp({}, 'agent01')
    // agent01's contract was accepted 60 days before the harness started.
    expect((await pastOf(1, 100)).list.at(-1)!.day).toBe(addDays(today(), -60))
    vi.setSystemTime(new Date(2026, 11, 15, 12))
    const { list, totalPages } = await pastOf(1, 100)
    expect(totalPages).toBe(1)
    expect(list.map((day) => day.day)).toEqual(Array.from({ length: 88 }, (_, index) => addDays(today(), -2 - index)))
  })

  it('has nothing for an agent without a daily salary contract, nor for a virtual agent (41, 42)', async () => {
    for (const [patch, userName] of [
      [{}, 'player02'],
      [{ memberType: 41 }, 'player01'],
      [{ memberType: 42 }, 'player01'],
    ] as const) {
      const { current, pastOf } = await setUp(patch, userName)
      expect(await current()).toEqual({ today: null, yesterday: null })
      expect(await pastOf(1, 10)).toEqual({ list: [], totalPages: 0 })
    }
  })

  it('refuses a player who is not an agent', async () => {
    const { send, past } = await setUp({ memberType: 0 })
    expect(await send('/wps/relay/ODSFE2_CurrentDailySalary')).toMatchObject(refusedWith('agent.only'))
    expect(await past(1, 10)).toMatchObject(refusedWith('agent.only'))
  })
})

describe('agent hourly salary (ODSFE2_hourSalRec, ODSFE2_getHourSalaryDisburseRec)', () => {
  /** The day's play worked out here, its hour's share by the harness's spread (hourShare), `gone` of it. */
  const expectedHour = (day: Day, hour: number, gone: number) => {
    const plays = teamOf('agent01').map((member) => downlineMoney(member, day, today()))
    const whole = hourShare(
      {
        betCents: plays.reduce((sum, money) => sum + Math.round(money.validBetAmount * 100), 0),
        activeMembers: plays.filter((money) => money.betAmount > 0).length,
      },
      hour,
    )
    const betCents = Math.round(whole.betCents * gone)
    const activeMembers = betCents === 0 ? 0 : Math.max(1, Math.round(whole.activeMembers * gone))
    let rate = 0
    for (const tier of seededContracts.agent01!.hourly!.terms)
      if (betCents >= tier.threshold * 100 && activeMembers >= tier.activeMembers) rate = Math.max(rate, tier.rate)
    return {
      hour: `${day} ${String(hour).padStart(2, '0')}:00`,
      teamBet: betCents / 100,
      activeMembers,
      rate,
      salary: Math.round((betCents * rate) / 100) / 100,
    }
  }
  const setUpHours = async (patch: ScenarioPatch = {}, userName = 'agent01') => {
    const { send } = await harnessClient({ memberType: 1, ...patch }, userName)
    return {
      send,
      current: async () => Schema.decodeUnknownSync(CurrentSalaryHours)((await send('/wps/relay/ODSFE2_hourSalRec')).value),
      pastOf: async (page: number, size: number) =>
        Schema.decodeUnknownSync(SalaryHoursPage)(
          (await send(`/wps/relay/ODSFE2_getHourSalaryDisburseRec?page=${page}&size=${size}`)).value,
        ),
    }
  }

  it('pays the half of this hour gone so far, and the last hour whole, by the highest tier each reaches', async () => {
    vi.setSystemTime(new Date(2026, 10, 5, 20, 30))
    const { current } = await setUpHours()
    const { current: running, previous } = await current()
    expect(running).toEqual({ ...expectedHour(today(), 20, 0.5), status: 'accruing' })
    expect(previous).toEqual({ ...expectedHour(today(), 19, 1), status: 'paid' })
    // An evening hour reaches a tier, so the salary's sum is exercised, not only its zero.
    expect(previous!.salary).toBeGreaterThan(0)
  })

  it('lists the settled hours before the last newest first, back 7 days, a page at a time', async () => {
    vi.setSystemTime(new Date(2026, 10, 5, 12, 30))
    const { pastOf } = await setUpHours()
    // From 10:00 today back to midnight 6 days ago: 11 hours today and 6 whole days.
    const first = await pastOf(1, 10)
    expect(first.totalPages).toBe(Math.ceil((11 + 6 * 24) / 10))
    expect(first.list.map((hour) => hour.hour)).toEqual(Array.from({ length: 10 }, (_, index) => expectedHour(today(), 10 - index, 1).hour))
    for (const hour of first.list) expect(hour).toEqual({ ...expectedHour(today(), Number(hour.hour.slice(11, 13)), 1), status: 'paid' })
    const last = await pastOf(first.totalPages, 10)
    expect(last.list.at(-1)!.hour).toBe(`${addDays(today(), -6)} 00:00`)
  })

  it('has nothing for an agent without an hourly contract, nor for a virtual agent; refuses a player', async () => {
    for (const [patch, userName] of [
      [{}, 'player01'],
      [{ memberType: 41 }, 'agent01'],
    ] as const) {
      const { current, pastOf } = await setUpHours(patch, userName)
      expect(await current()).toEqual({ current: null, previous: null })
      expect(await pastOf(1, 10)).toEqual({ list: [], totalPages: 0 })
    }
    const { send } = await setUpHours({ memberType: 0 })
    expect(await send('/wps/relay/ODSFE2_hourSalRec')).toMatchObject(refusedWith('agent.only'))
  })
})

describe('agent real-time salary (ODSFE2_getRealTimeSalary)', () => {
  /** The agent01 team's play on a day, worked out here from the generated members. */
  const dayPlay = (day: Day) => {
    const plays = teamOf('agent01').map((member) => downlineMoney(member, day, today()))
    return {
      betCents: plays.reduce((sum, money) => sum + Math.round(money.validBetAmount * 100), 0),
      activeMembers: plays.filter((money) => money.betAmount > 0).length,
    }
  }
  const rateOf = (betCents: number, activeMembers: number) =>
    seededContracts
      .agent01!.realtime!.terms.filter((tier) => betCents >= tier.threshold * 100 && activeMembers >= tier.activeMembers)
      .reduce((rate, tier) => Math.max(rate, tier.rate), 0)

  /** A day's salary paid bet by bet: each hour's bets (the first `hours`, the last maybe in part) at the rate the day has reached with them. */
  const expectedDay = (day: Day, hours: number) => {
    const whole = dayPlay(day)
    let betCents = 0
    let paidCents = 0
    let activeMembers = 0
    for (let hour = 0; hour < hours; hour++) {
      const hourCents = Math.round(hourShare(whole, hour).betCents * Math.min(1, hours - hour))
      betCents += hourCents
      activeMembers = Math.min(
        whole.activeMembers,
        betCents === 0 ? 0 : Math.max(1, Math.round((whole.activeMembers * betCents) / whole.betCents)),
      )
      paidCents += Math.round((hourCents * rateOf(betCents, activeMembers)) / 100)
    }
    return { day, teamBet: betCents / 100, activeMembers, rate: rateOf(betCents, activeMembers), salary: paidCents / 100 }
  }

  const setUpRealtime = async (patch: ScenarioPatch = {}, userName = 'agent01') => {
    const { send } = await harnessClient({ memberType: 1, ...patch }, userName)
    const ask = (page: number, size: number) => send(`/wps/relay/ODSFE2_getRealTimeSalary?page=${page}&size=${size}`)
    return {
      send,
      ask,
      pageOf: async (page: number, size: number) => Schema.decodeUnknownSync(RealtimeSalaryPage)((await ask(page, size)).value),
    }
  }

  it("pays today's bets so far at the rate reached with each, so the day pays less than its turnover at the last rate", async () => {
    vi.setSystemTime(new Date(2026, 10, 5, 20, 30))
    const { pageOf } = await setUpRealtime()
    const { today: running, list, totalPages } = await pageOf(1, 0)
    expect(running).toEqual({ ...expectedDay(today(), 20.5), status: 'accruing' })
    // Size 0 asks for today alone.
    expect(list).toEqual([])
    expect(totalPages).toBe(0)
    // The morning's bets were paid before the team reached the rate it has now.
    expect(running!.rate).toBeGreaterThan(0)
    expect(running!.salary).toBeGreaterThan(0)
    expect(running!.salary).toBeLessThan(Math.round(running!.teamBet * running!.rate) / 100)
  })

  it('lists the settled days from yesterday back to the day the contract began, newest first, a page at a time, with today on each', async () => {
    const { pageOf } = await setUpRealtime()
    // agent01's real-time contract was accepted 45 days before noon today: that day counts, the day before not.
    const held = Array.from({ length: 45 }, (_, index) => addDays(today(), -1 - index))
    const first = await pageOf(1, 10)
    expect(first.totalPages).toBe(5)
    expect(first.today).toEqual({ ...expectedDay(today(), 12), status: 'accruing' })
    expect(first.list.map((day) => day.day)).toEqual(held.slice(0, 10))
    for (const day of first.list) expect(day).toEqual({ ...expectedDay(day.day, 24), status: 'paid' })
    const last = await pageOf(5, 10)
    expect(last.list.map((day) => day.day)).toEqual(held.slice(40))
    expect(last.today).toEqual(first.today)
  })

  it('has nothing for an agent without a real-time contract, nor for a virtual agent; refuses a player', async () => {
    for (const [patch, userName] of [
      [{}, 'player01'],
      [{ memberType: 42 }, 'agent01'],
    ] as const) {
      const { pageOf } = await setUpRealtime(patch, userName)
      expect(await pageOf(1, 10)).toEqual({ today: null, list: [], totalPages: 0 })
    }
    const { ask } = await setUpRealtime({ memberType: 0 })
    expect(await ask(1, 10)).toMatchObject(refusedWith('agent.only'))
  })
})
