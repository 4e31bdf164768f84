import { Effect, Fiber } from 'effect'
import { useEffect, useState } from 'react'
import { runMinuteClock } from '@/lib/effect/countdown'

/** The time now (epoch ms), read again at each whole minute while the screen is shown. */
export const useMinuteNow = (): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const fiber = Effect.runFork(runMinuteClock(setNow))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [])
  return now
}
