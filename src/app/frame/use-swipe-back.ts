import { useRef, type TouchEvent } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * SPEC §2: a swipe-back gesture over 100 px suppresses the route animation (the browser or our
 * own gesture already animates). Reports whether the last completed touch was such a swipe.
 */
export const useSwipeBack = (onSwipeBack: () => void) => {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  return {
    consumeSwipe: () => {
      const was = swiped.current
      swiped.current = false
      return was
    },
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0]
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
      },
      onTouchEnd: (event: TouchEvent) => {
        const from = start.current
        const touch = event.changedTouches[0]
        start.current = null
        if (!from || !touch) return
        const dx = touch.clientX - from.x
        const dy = Math.abs(touch.clientY - from.y)
        if (dx > policies.swipeBackThresholdPx && dy < dx / 2) {
          swiped.current = true
          onSwipeBack()
        }
      },
    },
  }
}
