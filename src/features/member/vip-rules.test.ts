import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import type { RankProgress } from './member-schema'
import { benefitsOf, clubLadderOf, requirementsOf, vipRefusalOf } from './vip-rules'
import type { ClubBenefit, ClubRank } from './vip-schema'

const rank = (labelId: number, labelName: string, level: number, monthlyTurnover = 0, totalTurnover = 0, totalDeposit = 0): ClubRank => ({
  labelId,
  labelName,
  level,
  monthlyTurnover,
  totalTurnover,
  totalDeposit,
})
const nothing: ClubBenefit = {
  labelId: 0,
  upgradeBonus: null,
  monthlySalary: null,
  birthdayBonus: null,
  rebateRate: null,
  dailyWithdrawCount: null,
  dailyWithdrawLimit: null,
  personalHost: false,
}
// Out of order, as the answer may give them.
const ranks = [
  rank(3, 'Gold', 3, 40_000, 200_000, 10_000),
  rank(1, 'Bronze', 1),
  rank(4, 'Platinum', 4, 50_000, 250_000),
  rank(2, 'Silver', 2, 30_000),
]
const progress = (playerRankName: string, labelId?: number): RankProgress => ({
  playerRankName,
  nextRankName: null,
  monthlyTurnover: { actual: 12_000, expected: 40_000 },
  totalTurnover: { actual: 90_000, expected: 200_000 },
  ...(labelId === undefined ? {} : { playerRankProgress: { labelId, conditionType: 'ALL' } }),
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
})
const standings = (ladder: ReturnType<typeof clubLadderOf>) => ladder.map((step) => [step.rank.labelName, step.standing])

describe('vipRefusalOf', () => {
  it.each<[Viewer, string | null]>([
    [{ kind: 'trial', type: 4 }, 'errors.free_reject'],
    [{ kind: 'member', type: 0 }, null],
    [{ kind: 'member', type: 40 }, null],
    [{ kind: 'agent', type: 2 }, null],
  ])('%j → %s', (viewer, refusal) => expect(vipRefusalOf(viewer)).toBe(refusal))
})

describe('clubLadderOf', () => {
  it('climbs by level and places the member: ranks passed, their own, the next, the rest', () => {
    expect(standings(clubLadderOf(ranks, [], progress('Silver')))).toEqual([
      ['Bronze', 'below'],
      ['Silver', 'current'],
      ['Gold', 'next'],
      ['Platinum', 'above'],
    ])
  })

  it('finds the member’s rank by its club id when progress names one, whatever the name says', () => {
    expect(standings(clubLadderOf(ranks, [], progress('Silber', 3))).map(([, standing]) => standing)).toEqual([
      'below',
      'below',
      'current',
      'next',
    ])
  })

  it('at the first rank nothing is below; at the top nothing is next', () => {
    expect(standings(clubLadderOf(ranks, [], progress('Bronze')))[0]).toEqual(['Bronze', 'current'])
    expect(standings(clubLadderOf(ranks, [], progress('Platinum'))).map(([, standing]) => standing)).toEqual([
      'below',
      'below',
      'below',
      'current',
    ])
  })

  it('places nobody when the member’s rank is not in the club', () => {
    expect(new Set(clubLadderOf(ranks, [], progress('Ruby')).map((step) => step.standing))).toEqual(new Set(['unplaced']))
  })

  it('gives each rank its own benefits, and none to a rank the answer left out', () => {
    const gold = { ...nothing, labelId: 3, upgradeBonus: 288 }
    const ladder = clubLadderOf(ranks, [gold], progress('Silver'))
    expect(ladder.map((step) => step.benefit)).toEqual([null, null, gold, null])
  })
})

describe('requirementsOf', () => {
  const ladder = clubLadderOf(ranks, [], progress('Silver'))
  it('lists what a rank asks, and how far the member has come towards the next rank only', () => {
    expect(requirementsOf(ladder[2]!, progress('Silver'))).toEqual([
      { id: 'monthlyTurnover', amount: 40_000, reached: 12_000 },
      { id: 'totalTurnover', amount: 200_000, reached: 90_000 },
      // Progress counts no deposits.
      { id: 'totalDeposit', amount: 10_000, reached: null },
    ])
    expect(requirementsOf(ladder[3]!, progress('Silver'))).toEqual([
      { id: 'monthlyTurnover', amount: 50_000, reached: null },
      { id: 'totalTurnover', amount: 250_000, reached: null },
    ])
  })

  it('leaves out what a rank does not ask: the first rank asks nothing', () => {
    expect(requirementsOf(ladder[0]!, progress('Silver'))).toEqual([])
    expect(requirementsOf(ladder[1]!, progress('Silver'))).toEqual([{ id: 'monthlyTurnover', amount: 30_000, reached: null }])
  })

  it('without the turnovers in progress, the next rank shows its amounts alone', () => {
    const bare: RankProgress = { playerRankName: 'Silver', currentProgress: { completedConditions: 0, totalExpectedConditions: 2 } }
    expect(requirementsOf(clubLadderOf(ranks, [], bare)[2]!, bare).map((line) => line.reached)).toEqual([null, null, null])
  })
})

describe('benefitsOf', () => {
  it('lists what a rank gives in the page’s order', () => {
    expect(
      benefitsOf({
        labelId: 3,
        upgradeBonus: 288,
        monthlySalary: 128,
        birthdayBonus: 288,
        rebateRate: 0.3,
        dailyWithdrawCount: 8,
        dailyWithdrawLimit: 200_000,
        personalHost: true,
      }),
    ).toEqual([
      { id: 'upgradeBonus', kind: 'money', value: 288 },
      { id: 'monthlySalary', kind: 'money', value: 128 },
      { id: 'birthdayBonus', kind: 'money', value: 288 },
      { id: 'rebateRate', kind: 'percent', value: 0.3 },
      { id: 'dailyWithdrawCount', kind: 'count', value: 8 },
      { id: 'dailyWithdrawLimit', kind: 'money', value: 200_000 },
      { id: 'personalHost', kind: 'yes' },
    ])
  })

  it('leaves out what it gives none of: null, 0 and no host; nothing for a rank without benefits', () => {
    expect(benefitsOf({ ...nothing, upgradeBonus: 0, dailyWithdrawCount: 3 })).toEqual([
      { id: 'dailyWithdrawCount', kind: 'count', value: 3 },
    ])
    expect(benefitsOf(nothing)).toEqual([])
    expect(benefitsOf(null)).toEqual([])
  })
})
