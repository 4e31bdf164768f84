import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { completedCount, isMoneyUnit, medalOf, missionRefusalOf, progressOf } from './missions-rules'

describe('who may see the missions', () => {
  it.each([
    ['a member (0)', { kind: 'member', type: 0 }, null],
    ['an agent (1)', { kind: 'agent', type: 1 }, null],
    ['a trial account', { kind: 'trial', type: 4 }, 'errors.free_reject'],
    ['a virtual member (40)', { kind: 'member', type: 40 }, 'errors.no_permissions'],
    ['a virtual agent (41)', { kind: 'agent', type: 41 }, 'errors.no_permissions'],
    ['a guest', { kind: 'guest' }, 'errors.no_permissions'],
  ] as ReadonlyArray<readonly [string, Viewer, string | null]>)('%s', (_name, viewer, refusal) => {
    expect(missionRefusalOf(viewer)).toBe(refusal)
  })
})

describe('progress', () => {
  it.each([
    [640, 1000, 0.64],
    [1000, 1000, 1],
    [1200, 1000, 1],
    [-5, 10, 0],
    [0, 0, 1],
  ])('%d of %d is %d', (current, target, expected) => {
    expect(progressOf({ current, target })).toBe(expected)
  })

  it('counts the missions whose target is reached', () => {
    expect(
      completedCount([
        { current: 1, target: 1 },
        { current: 3, target: 10 },
        { current: 5000, target: 5000 },
      ]),
    ).toBe(2)
  })

  it('counts bets and deposits in pesos, days and games as numbers', () => {
    expect([isMoneyUnit('BET'), isMoneyUnit('DEPOSIT'), isMoneyUnit('LOGIN'), isMoneyUnit('GAMES')]).toEqual([true, true, false, false])
  })
})

describe('the leaderboard', () => {
  it.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [0, null],
  ] as const)('place %i wears %s', (rank, medal) => {
    expect(medalOf(rank)).toBe(medal)
  })
})
