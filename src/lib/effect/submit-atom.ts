import { Effect, Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, type Getter, type Setter, type WritableAtom } from 'jotai'
import { NetworkError } from '@/lib/http/errors'
import { MoneyKeys, moneyKeysOf, unanswered } from '@/lib/http/money-keys'
import { run, type AppServices } from './runtime'

/**
 * A write the user asked for (DESIGN.md §10, money actions first): sent exactly once. While one is
 * in flight the next tap is ignored (the button shows the lock through `waiting`); it is never
 * retried (the Api retries GETs only) and never queued: offline it is refused at once with the
 * network message, so the user can send it again when they choose. Sent again unchanged after no
 * answer came, it carries the same idempotency keys (money-keys.ts): acted on once at most.
 */
export type Submit<I, A, E> = WritableAtom<AsyncResult.AsyncResult<A, E | NetworkError>, [I], Promise<SubmitOutcome<A, E>>>
/** 'locked': a second tap while the first is in flight; nothing was sent. */
export type SubmitOutcome<A, E> = Exit.Exit<A, E | NetworkError> | 'locked'

/** What was sent, to know the same submit again; null when it cannot be told (not plain data). */
const fingerprintOf = (input: unknown) => {
  try {
    return JSON.stringify(input) ?? null
  } catch {
    return null
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** What a write does with its answer (store the new session, change a star) before the lock opens. */
export type Settle<I, A> = (value: A, tools: { readonly get: Getter; readonly set: Setter; readonly input: I }) => void | Promise<void>

export const submitAtom = <I, A, E>(
  program: (input: I, get: Getter) => Effect.Effect<A, E, AppServices>,
  settle?: Settle<I, A>,
): Submit<I, A, E> => {
  const result = atom<AsyncResult.AsyncResult<A, E | NetworkError>>(AsyncResult.initial())
  /**
   * Per store: `busy`, decided synchronously before the first await (two taps in one frame cannot
   * both pass); `unanswered`, the last submit while no answer to it came, its input and its keys.
   */
  const own = atom(() => ({ busy: false, unanswered: null as { readonly input: string; readonly keys: string[] } | null }))
  return atom(
    (get) => get(result),
    async (get, set, input: I): Promise<SubmitOutcome<A, E>> => {
      const state = get(own)
      if (state.busy) return 'locked'
      if (isOffline()) {
        const refused = Exit.fail(new NetworkError({ offline: true }))
        set(result, AsyncResult.fromExit(refused))
        return refused
      }
      state.busy = true
      set(result, AsyncResult.waiting(get(result)))
      const sent = fingerprintOf(input)
      const keys = sent !== null && state.unanswered?.input === sent ? state.unanswered.keys : []
      try {
        const exit: Exit.Exit<A, E | NetworkError> = await run(
          program(input, get).pipe(Effect.provideService(MoneyKeys, moneyKeysOf(keys))),
        )
        state.unanswered = sent !== null && unanswered(exit) ? { input: sent, keys } : null
        if (Exit.isSuccess(exit) && settle) await settle(exit.value, { get, set, input })
        set(result, AsyncResult.fromExit(exit))
        return exit
      } finally {
        state.busy = false
      }
    },
  )
}
