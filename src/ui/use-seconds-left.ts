import { Effect, Fiber } from 'effect'
import { useEffect, useState } from 'react'
import { runCountdown, secondsLeft } from '@/lib/effect/countdown'

/**
 * The whole seconds left until `expiresAt` (epoch ms), ticking every 500 ms from the clock, so
 * coming back to a screen resumes a countdown rather than restarting it. Null without an expiry.
 */
export const useSecondsLeft = (expiresAt: number | undefined): number | null => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (expiresAt === undefined) return
    setNow(Date.now())
    const fiber = Effect.runFork(runCountdown(expiresAt, setNow))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [expiresAt])
  return expiresAt === undefined ? null : secondsLeft(expiresAt, now)
}
