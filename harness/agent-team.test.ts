import { describe, expect, it } from 'vitest'
import { addDays, dayOf, rangeTimes } from '../src/domain/date-range'
import { downlineDay, teamKpiOf, teamOf } from './agent-team'
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
  const ask = async (memberType: 0 | 1 | 41) => {
    const { send } = await harnessClient({ memberType })
    const { startTime, endTime } = rangeTimes({ from: today, to: today })
    return send(`/wps/relay/ODSFE2_teamKPIC?startDate=${startTime}&endDate=${endTime}&size=0`)
  }

  it.each([1, 41] as const)("answers an agent (type %i) with today's counts of its team", async (type) => {
    expect(await ask(type)).toMatchObject({ success: true, value: teamKpiOf('player01', today, today) })
  })

  it('refuses a player', async () => {
    expect(await ask(0)).toMatchObject({ success: false, errorCode: 'agent.only' })
  })
})
