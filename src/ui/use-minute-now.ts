import { Effect, Fiber } from 'effect'
import { useEffect, useState } from 'react'
import { runMinuteClock } from '@/lib/effect/countdown'
import { onPlatformClock } from '@/lib/effect/platform-clock'

/**
 * The platform's time now (epoch ms on its clock, learnt from its answers), read again at each of
 * its whole minutes while the screen is shown: a window the platform keeps by its clock opens and
 * closes on screen when it does there, whatever this device's clock says.
 */
export const usePlatformMinuteNow = (): number => {
  const [now, setNow] = useState(() => onPlatformClock())
  useEffect(() => {
    const fiber = Effect.runFork(runMinuteClock(setNow, onPlatformClock))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [])
  return now
}
