import { renderHook } from '@testing-library/react'
import type { TouchEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { useSwipeBack } from './use-swipe-back'

const touch = (x: number, y: number) => ({ clientX: x, clientY: y })
const start = (x: number, y: number) => ({ touches: [touch(x, y)] }) as unknown as TouchEvent
const end = (x: number, y: number) => ({ changedTouches: [touch(x, y)] }) as unknown as TouchEvent

describe('swipe back (SPEC §2: over 100 px suppresses the route animation)', () => {
  it('goes back and marks the next route change as unanimated past 100 px', () => {
    const back = vi.fn()
    const { result } = renderHook(() => useSwipeBack(back))
    result.current.handlers.onTouchStart(start(10, 300))
    result.current.handlers.onTouchEnd(end(10 + policies.swipeBackThresholdPx + 1, 305))
    expect(back).toHaveBeenCalledOnce()
    expect(result.current.consumeSwipe()).toBe(true)
    expect(result.current.consumeSwipe()).toBe(false) // consumed once
  })

  it('ignores a swipe of exactly 100 px, a leftward swipe and a mostly vertical one', () => {
    const back = vi.fn()
    const { result } = renderHook(() => useSwipeBack(back))
    for (const [from, to] of [
      [start(10, 300), end(10 + policies.swipeBackThresholdPx, 300)],
      [start(300, 300), end(100, 300)],
      [start(10, 100), end(130, 400)],
    ] as const) {
      result.current.handlers.onTouchStart(from)
      result.current.handlers.onTouchEnd(to)
    }
    expect(back).not.toHaveBeenCalled()
    expect(result.current.consumeSwipe()).toBe(false)
  })
})
