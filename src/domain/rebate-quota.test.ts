import { describe, expect, it } from 'vitest'
import { quotaLeft, rationedLevelOf } from './rebate-quota'

describe('rationed levels', () => {
  const levels = [
    { type: 'SBO', rebateValue: 2.6, quota: 1, used: 1 },
    { type: 'SBO', rebateValue: 2.3, quota: 5, used: 2 },
    { type: 'FISH', rebateValue: 1.0, quota: 2, used: 0 },
  ]
  it.each([
    ['below every level: not rationed', 'SBO', 2.2, undefined],
    ['at a level: that level (0.1 + 0.2 style sums count as equal)', 'SBO', 0.1 + 2.2, levels[1]],
    ['between two: the lower', 'SBO', 2.5, levels[1]],
    ['at or above the top: the top', 'SBO', 3.0, levels[0]],
    ["another product's levels do not count", 'ELOTTO', 3.0, undefined],
  ])('%s', (_name, type, rebate, level) => {
    expect(rationedLevelOf(levels, type, rebate)).toBe(level)
  })

  it('what is left never goes below 0', () => {
    expect(quotaLeft(levels[1]!)).toBe(3)
    expect(quotaLeft({ type: 'SBO', rebateValue: 1, quota: 1, used: 4 })).toBe(0)
  })
})
