import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { RankProgress } from '../src/features/member/member-schema'
import { ClubBenefits, ClubRanks, ClubRules } from '../src/features/member/vip-schema'
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

  it('refuses a free-play trial, who has no rank', async () => {
    const { send } = await club('player01', 4)
    for (const call of [
      'MCSFE_getPlayerRankGroupLevels?language=EN',
      'MCSFE_getMemberClubBenefit',
      'MCSFE_getPlayerRankRule?language=EN',
    ]) {
      expect(await send(`/wps/relay/${call}`), call).toMatchObject({ success: false, errorCode: 'free_reject' })
    }
  })
})
