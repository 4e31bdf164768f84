import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { policies } from './policies'
import { debounced, makeSpacer, makeThrottle } from './timing'

const runTest = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect.pipe(Effect.provide(TestClock.layer())))

describe('debounced', () => {
  it('runs only after the quiet period, and an interrupted run never reaches the backend', () =>
    runTest(
      Effect.gen(function* () {
        const calls: string[] = []
        const search = (q: string) => debounced(policies.slotSearchDebounce)(Effect.sync(() => calls.push(q)))
        const first = yield* Effect.forkChild(search('a'))
        yield* TestClock.adjust(policies.slotSearchDebounce - 1)
        yield* Fiber.interrupt(first) // the user typed again
        const second = yield* Effect.forkChild(search('ab'))
        yield* TestClock.adjust(policies.slotSearchDebounce - 1)
        expect(calls).toEqual([])
        yield* TestClock.adjust(1)
        yield* Fiber.join(second)
        expect(calls).toEqual(['ab'])
      }),
    ))
})

describe('makeThrottle (unread 250 ms)', () => {
  it('runs the first call at once and folds calls inside the window into one trailing call', () =>
    runTest(
      Effect.gen(function* () {
        let calls = 0
        const throttle = makeThrottle(policies.unreadThrottle)
        const load = throttle(Effect.sync(() => ++calls))
        expect(yield* load).toBe(1)
        const a = yield* Effect.forkChild(load)
        const b = yield* Effect.forkChild(load)
        yield* TestClock.adjust(policies.unreadThrottle - 1)
        expect(calls).toBe(1)
        yield* TestClock.adjust(1)
        expect([yield* Fiber.join(a), yield* Fiber.join(b)]).toEqual([2, 2])
        expect(calls).toBe(2)
        yield* TestClock.adjust(policies.unreadThrottle)
        expect(yield* load).toBe(3) // a quiet window has passed: leading edge again
      }),
    ))
})

describe('makeSpacer (mark-read 150 ms)', () => {
  it('sends every call, in order, at least 150 ms apart', () =>
    runTest(
      Effect.gen(function* () {
        const sent: Array<[string, number]> = []
        const space = makeSpacer(policies.markReadThrottle)
        const markRead = (id: string) =>
          space(Effect.clockWith((clock) => Effect.sync(() => sent.push([id, clock.currentTimeMillisUnsafe()]))))
        const fibers = yield* Effect.forEach(['n1', 'n2', 'n3'], (id) => Effect.forkChild(markRead(id)))
        yield* TestClock.adjust(policies.markReadThrottle * 3)
        yield* Effect.forEach(fibers, Fiber.join)
        expect(sent.map(([id]) => id)).toEqual(['n1', 'n2', 'n3'])
        const [t1, t2, t3] = sent.map(([, t]) => t)
        expect(t2! - t1!).toBe(policies.markReadThrottle)
        expect(t3! - t2!).toBe(policies.markReadThrottle)
      }),
    ))
})
