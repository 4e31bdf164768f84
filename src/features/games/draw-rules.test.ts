import { describe, expect, it } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { nextAskIn } from './draw-rules'

describe('nextAskIn: when the lottery list asks again', () => {
  const now = 1_000_000

  it('as the next open draw closes', () => {
    expect(nextAskIn([now + 90_000, now + 30_000, now + 600_000], now)).toBe(30_000)
  })

  it('while a closed draw is still listed (drawing), again after drawingRecheck, or sooner as another closes', () => {
    expect(nextAskIn([now - 1000, now + 600_000], now)).toBe(policies.drawingRecheck)
    expect(nextAskIn([now - 1000, now + 1000], now)).toBe(1000)
    expect(nextAskIn([now, now - 60_000], now)).toBe(policies.drawingRecheck)
  })

  it('not at all with no draws', () => {
    expect(nextAskIn([], now)).toBeNull()
  })
})
