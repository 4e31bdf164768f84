import { describe, expect, it } from 'vitest'
import { bonusFor, type BonusRule } from './bonus'

const tiers = [
  { minDepositDetail: 500, bonusAmtDetail: 10, maxBonusDetail: 300, minBonusDetail: 60 },
  { minDepositDetail: 100, bonusAmtDetail: 5, maxBonusDetail: null, minBonusDetail: null },
]

describe('bonusFor', () => {
  const percentage: BonusRule = { bonusType: 'PERCENTAGE', tiers }
  const fixed: BonusRule = { bonusType: 'FIXED', tiers }
  it.each([
    ['below the first step', percentage, 99, 0],
    ['nothing deposited', percentage, 0, 0],
    ['a negative amount', fixed, -500, 0],
    ['first step, 5%', percentage, 100, 5],
    ['first step, cents rounded down', percentage, 333.33, 16.66],
    ['second step, 10% raised to its floor', percentage, 500, 60],
    ['second step, 10%', percentage, 1000, 100],
    ['second step, 10% held at its cap', percentage, 10_000, 300],
    ['fixed, first step', fixed, 250, 5],
    ['fixed, highest step reached', fixed, 700, 10],
    ['no steps at all', { bonusType: 'PERCENTAGE', tiers: [] } satisfies BonusRule, 1000, 0],
  ])('%s', (_name, rule, amount, bonus) => {
    expect(bonusFor(rule, amount)).toBe(bonus)
  })
})
