import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { nextRealityCheck } from '@/domain/responsible-gaming'
import { playedTime, runRealityCheck } from './reality-check'

const minute = 60_000

describe('nextRealityCheck', () => {
  it.each([
    [0, 15 * minute],
    [14 * minute, 15 * minute],
    [15 * minute, 30 * minute],
    [47 * minute, 60 * minute],
  ])('play began at 0, 15-minute reminders, at %i ms: the next at %i', (now, next) => {
    expect(nextRealityCheck(0, 15, now)).toBe(next)
  })
})

describe('runRealityCheck', () => {
  it('reports the play time at each whole interval since play began, not since the timer started', async () => {
    const due: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        // Play began 10 minutes before the clock's zero (a reload of the tab): the first reminder is 5 minutes away.
        const fiber = yield* Effect.forkChild(runRealityCheck(-10 * minute, 15, (played) => due.push(played)))
        yield* TestClock.adjust(5 * minute - 1)
        expect(due).toEqual([])
        yield* TestClock.adjust(1)
        expect(due).toEqual([15 * minute])
        yield* TestClock.adjust(15 * minute)
        expect(due).toEqual([15 * minute, 30 * minute])
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust(60 * minute)
        expect(due).toHaveLength(2)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })

  it('opened 95 minutes into play with 30-minute reminders: the next at 2 hours, then every 30 minutes', async () => {
    const due: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(runRealityCheck(-95 * minute, 30, (played) => due.push(played)))
        yield* TestClock.adjust(25 * minute - 1)
        expect(due).toEqual([])
        yield* TestClock.adjust(1)
        expect(due).toEqual([120 * minute])
        yield* TestClock.adjust(30 * minute)
        expect(due).toEqual([120 * minute, 150 * minute])
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })
})

describe('playedTime', () => {
  it('whole hours and minutes, rounded down', () => {
    expect(playedTime(15 * minute + 59_999)).toEqual({ hours: 0, minutes: 15 })
    expect(playedTime(95 * minute)).toEqual({ hours: 1, minutes: 35 })
  })
})
