import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { RankProgress } from '../src/features/member/member-schema'
import { ClubBenefits, ClubRanks, ClubRules, RankSalary, RankSalaryHistory } from '../src/features/member/vip-schema'
import { harnessClient } from './test-client'

const club = async (userName = 'player01', memberType: 0 | 2 | 4 = 0) => {
  const { send } = await harnessClient({ memberType }, userName)
  const value = async <A>(schema: Schema.Codec<A, unknown>, path: string) => Schema.decodeUnknownSync(schema)((await send(path)).value)
  return {
    send,
    progress: () => value(RankProgress, '/wps/relay/MCSFE_getPlayerRankProgress'),
    ranks: () => value(ClubRanks, '/wps/relay/MCSFE_getPlayerRankGroupLevels?language=EN'),
    benefits: () => value(ClubBenefits, '/wps/relay/MCSFE_getMemberClubBenefit'),
    rules: () => value(ClubRules, '/wps/relay/MCSFE_getPlayerRankRule?language=EN'),
    salary: () => value(RankSalary, '/wps/relay/PROMOFE_getRankSalaryRewardDetail'),
    salaries: () => value(RankSalaryHistory, '/wps/relay/PROMOFE_getRankSalaryClaimHistory'),
  }
}

describe('the VIP club (harness/member-handlers.ts)', () => {
  it('names each account’s rank by its club id, the next rank asking what its progress expects, every rank with benefits', async () => {
    for (const [userName, memberType, rank, next] of [
      ['player01', 0, 'Gold', 'Platinum'],
      ['player02', 0, 'Silver', 'Gold'],
      ['newbie01', 0, 'Bronze', 'Silver'],
      ['agent01', 2, 'Diamond', null],
    ] as const) {
      const { progress, ranks, benefits } = await club(userName, memberType)
      const own = await progress()
      const { list } = await ranks()
      const current = list.find((entry) => entry.labelId === own.playerRankProgress?.labelId)
      expect(current?.labelName, userName).toBe(rank)
      expect(own.nextRankName ?? null).toBe(next)
      const nextRank = list.find((entry) => entry.level === current!.level + 1)
      expect(nextRank?.labelName ?? null).toBe(next)
      if (nextRank) {
        expect(nextRank.monthlyTurnover).toBe(own.monthlyTurnover?.expected)
        expect(nextRank.totalTurnover).toBe(own.totalTurnover?.expected)
      }
      const given = new Set((await benefits()).list.map((benefit) => benefit.labelId))
      expect(list.every((entry) => given.has(entry.labelId))).toBe(true)
    }
  })

  it('serves the rules as HTML', async () => {
    expect((await (await club()).rules()).rulesHtml).toMatch(/^<p>Ranks are reviewed/)
  })

  it('pays each rank its club salary, next on the 1st at midnight in Manila, and lists the months claimed, newest first', async () => {
    const player = await club()
    const salary = await player.salary()
    const gold = (await player.benefits()).list.find((benefit) => benefit.labelId === 703)
    expect(salary).toMatchObject({ rankName: 'Gold', amount: gold?.monthlySalary })
    const payday = new Date(salary.nextPayoutTime + 8 * 3_600_000)
    expect([payday.getUTCDate(), payday.getUTCHours(), payday.getUTCMinutes()]).toEqual([1, 0, 0])
    expect(salary.nextPayoutTime).toBeGreaterThan(Date.now())
    expect(salary.nextPayoutTime - Date.now()).toBeLessThanOrEqual(31 * 86_400_000)
    const { list } = await player.salaries()
    expect(list.map((claim) => [claim.rankName, claim.amount])).toEqual([
      ['Gold', 128],
      ['Silver', 38],
      ['Silver', 38],
    ])
    expect(list.map((claim) => claim.period)).toEqual([...list.map((claim) => claim.period)].sort().reverse())
    expect(
      list.every((claim) => claim.claimedTime < Date.now() && new Date(claim.claimedTime).toISOString().startsWith(claim.period)),
    ).toBe(true)
    const newbie = await club('newbie01')
    expect(await newbie.salary()).toMatchObject({ rankName: 'Bronze', amount: null })
    expect((await newbie.salaries()).list).toEqual([])
  })

  it('refuses a free-play trial, who has no rank', async () => {
    const { send } = await club('player01', 4)
    for (const call of [
      'MCSFE_getPlayerRankGroupLevels?language=EN',
      'MCSFE_getMemberClubBenefit',
      'MCSFE_getPlayerRankRule?language=EN',
      'PROMOFE_getRankSalaryRewardDetail',
      'PROMOFE_getRankSalaryClaimHistory',
    ]) {
      expect(await send(`/wps/relay/${call}`), call).toMatchObject({ success: false, errorCode: 'free_reject' })
    }
  })
})
