import { describe, expect, it } from 'vitest'
import { completedCount, isMoneyUnit, medalOf, progressOf } from './missions-rules'

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
