import { Effect, Fiber } from 'effect'
import { useEffect, useState } from 'react'
import { runCountdown, secondsLeft } from '@/lib/effect/countdown'
import { onDeviceClock } from '@/lib/effect/platform-clock'

/**
 * The whole seconds left until `at`, a moment the platform named (epoch ms on its clock), ticking
 * every 500 ms from the clock, so coming back to a screen resumes a countdown rather than
 * restarting it. Null without a moment.
 */
export const useSecondsLeft = (at: number | undefined): number | null => {
  const expiresAt = at === undefined ? undefined : onDeviceClock(at)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (expiresAt === undefined) return
    setNow(Date.now())
    const fiber = Effect.runFork(runCountdown(expiresAt, setNow))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [expiresAt])
  return expiresAt === undefined ? null : secondsLeft(expiresAt, now)
}
