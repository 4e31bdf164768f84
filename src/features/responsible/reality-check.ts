import { Clock, Effect } from 'effect'
import { nextRealityCheck, type RealityCheckInterval } from '@/domain/responsible-gaming'

/**
 * The reality check's timer: at each whole interval of play since `startedAt` it reports how long
 * the member has been playing, until interrupted (signed out, or the check turned off). The time
 * comes from the clock, never from counting: a tab asleep past a reminder (its timer fired late)
 * reports the time really played on waking, and the next reminder keeps the rhythm of play.
 */
export const runRealityCheck = (startedAt: number, minutes: RealityCheckInterval, onDue: (playedMs: number) => void) =>
  Effect.gen(function* () {
    for (;;) {
      const now = yield* Clock.currentTimeMillis
      yield* Effect.sleep(nextRealityCheck(startedAt, minutes, now) - now)
      onDue((yield* Clock.currentTimeMillis) - startedAt)
    }
  })

/** Whole hours and minutes of play, for the reminder's words. */
export const playedTime = (playedMs: number) => {
  const minutes = Math.floor(playedMs / 60_000)
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}
