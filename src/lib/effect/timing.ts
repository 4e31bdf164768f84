import { Clock, Effect, Fiber, Semaphore } from 'effect'

/**
 * Debounce as DESIGN.md §6 has it: wait out the quiet period, then work. Whoever runs it interrupts
 * the previous run when the input changes (an atom's abort signal, a fiber handle), so only the
 * last input after `ms` of quiet reaches the backend.
 */
export const debounced =
  (ms: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.sleep(ms).pipe(Effect.andThen(effect))

/**
 * Throttle with leading and trailing edge: the first call runs at once; calls inside the window
 * share a single trailing run at its end. Used where only the latest answer matters (unread counts).
 */
export const makeThrottle = (ms: number) => {
  let lastStart = Number.NEGATIVE_INFINITY
  let trailing: Fiber.Fiber<unknown, unknown> | undefined
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.gen(function* () {
      if (trailing) return yield* Fiber.join(trailing as Fiber.Fiber<A, E>)
      const now = yield* Clock.currentTimeMillis
      const wait = lastStart + ms - now
      if (wait <= 0) {
        lastStart = now
        return yield* effect
      }
      const fiber = yield* Effect.forkDetach(
        Effect.sleep(wait).pipe(
          Effect.andThen(
            Effect.gen(function* () {
              lastStart = yield* Clock.currentTimeMillis
              trailing = undefined
              return yield* effect
            }),
          ),
        ),
      )
      trailing = fiber
      return yield* Fiber.join(fiber)
    })
}

/**
 * Spacing: every call runs, in order, with starts at least `ms` apart. Used where each call carries
 * its own payload and none may be dropped (mark-read of different announcements).
 */
export const makeSpacer = (ms: number) => {
  const gate = Semaphore.makeUnsafe(1)
  let lastStart = Number.NEGATIVE_INFINITY
  const waitTurn = gate.withPermits(1)(
    Effect.gen(function* () {
      const wait = lastStart + ms - (yield* Clock.currentTimeMillis)
      if (wait > 0) yield* Effect.sleep(wait)
      lastStart = yield* Clock.currentTimeMillis
    }),
  )
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => waitTurn.pipe(Effect.andThen(effect))
}
