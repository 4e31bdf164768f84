import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { runCountdown, runMinuteClock, secondsLeft } from './countdown'

describe('secondsLeft', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('expiring at %i, at %i: %i s', (expiresAt, now, left) => {
    expect(secondsLeft(expiresAt, now)).toBe(left)
  })
})

describe('runCountdown', () => {
  it('ticks every 500 ms and stops at expiry', async () => {
    const ticks: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(runCountdown(2000, (now) => ticks.push(now)))
        yield* TestClock.adjust(499)
        expect(ticks).toEqual([])
        yield* TestClock.adjust(1)
        expect(ticks).toEqual([500])
        yield* TestClock.adjust(1500)
        expect(ticks).toEqual([500, 1000, 1500, 2000])
        yield* TestClock.adjust(5000)
        expect(ticks).toHaveLength(4)
        yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })

  it('stops ticking when interrupted (leaving the page)', async () => {
    const ticks: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(runCountdown(60_000, (now) => ticks.push(now)))
        yield* TestClock.adjust(1000)
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust(10_000)
        expect(ticks).toEqual([500, 1000])
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })
})

describe('runMinuteClock', () => {
  it("on another clock (the platform's, 20 s behind), turns with that clock's minutes", async () => {
    const ticks: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(60_000)
        const fiber = yield* Effect.forkChild(
          runMinuteClock(
            (now) => ticks.push(now),
            (ms) => ms - 20_000,
          ),
        )
        yield* TestClock.adjust(19_999)
        expect(ticks).toEqual([])
        yield* TestClock.adjust(1)
        expect(ticks).toEqual([60_000])
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })

  it('reports at each whole minute, the first at the next one, until interrupted', async () => {
    const ticks: number[] = []
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(59_000)
        const fiber = yield* Effect.forkChild(runMinuteClock((now) => ticks.push(now)))
        yield* TestClock.adjust(999)
        expect(ticks).toEqual([])
        yield* TestClock.adjust(1)
        expect(ticks).toEqual([60_000])
        yield* TestClock.adjust(120_000)
        expect(ticks).toEqual([60_000, 120_000, 180_000])
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust(600_000)
        expect(ticks).toHaveLength(3)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })
})
