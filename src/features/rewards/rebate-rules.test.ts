import { describe, expect, it } from 'vitest'
import { rebateClaimOf, rebatePeriodOf } from './rebate-rules'
import type { Rebate } from './rebate-schema'

const rebate = (totalRebate: number, minClaimAmount = 1, lastClaimTime: number | null = null): Rebate => ({
  list: [],
  totalRebate,
  minClaimAmount,
  lastClaimTime,
})

describe('rebate rules', () => {
  it('pays out from the minimum up, waits below it, and has nothing without a rebate', () => {
    expect(rebateClaimOf(rebate(173.45))).toEqual({ kind: 'ready', amount: 173.45 })
    expect(rebateClaimOf(rebate(1))).toEqual({ kind: 'ready', amount: 1 })
    expect(rebateClaimOf(rebate(0.99))).toEqual({ kind: 'below-minimum', amount: 0.99, minimum: 1 })
    expect(rebateClaimOf(rebate(0))).toEqual({ kind: 'nothing' })
    expect(rebateClaimOf(rebate(0, 0))).toEqual({ kind: 'nothing' })
  })

  it('names each period by the claim that opened it', () => {
    expect(rebatePeriodOf(rebate(5, 1, null))).toBe('since-first')
    expect(rebatePeriodOf(rebate(5, 1, 1_700_000_000_000))).toBe('since-1700000000000')
    expect(rebatePeriodOf(rebate(5, 1, 1_700_000_000_000))).not.toBe(rebatePeriodOf(rebate(5, 1, 1_700_000_100_000)))
  })
})
