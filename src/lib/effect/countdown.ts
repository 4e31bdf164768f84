import { Clock, Effect } from 'effect'
import { policies } from './policies'

/** Whole seconds left until `expiresAt` (epoch ms), never below 0; a started second counts. */
export const secondsLeft = (expiresAt: number, now: number) => Math.max(0, Math.ceil((expiresAt - now) / 1000))

/**
 * Reports the clock every 500 ms (SPEC §9 SMS tick) until `expiresAt`: SMS codes, deposit orders.
 * The time always comes from the clock, never from counting ticks, so a throttled background tab
 * shows the right figure when it wakes. Interrupting it (leaving the page) clears the timer.
 */
export const runCountdown = (expiresAt: number, onTick: (now: number) => void) =>
  Effect.gen(function* () {
    for (;;) {
      yield* Effect.sleep(policies.smsTick)
      const now = yield* Clock.currentTimeMillis
      onTick(now)
      if (secondsLeft(expiresAt, now) === 0) return
    }
  })

const minute = 60_000

/**
 * Reports the clock at each whole minute until interrupted: a clock of hours and minutes (the
 * withdrawal window, the platform's time) that turns with the minute, not up to a minute late.
 * `toClock` reads this device's time on another clock (the platform's), whose minutes it follows.
 */
export const runMinuteClock = (onTick: (now: number) => void, toClock: (deviceMs: number) => number = (ms) => ms) =>
  Effect.gen(function* () {
    for (;;) {
      const now = toClock(yield* Clock.currentTimeMillis)
      yield* Effect.sleep(minute - (now % minute))
      onTick(toClock(yield* Clock.currentTimeMillis))
    }
  })
