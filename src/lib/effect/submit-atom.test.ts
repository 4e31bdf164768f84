import { Effect, Exit, Layer, ManagedRuntime } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpStatusError, NetworkError, ServerRefusal, TimeoutError } from '@/lib/http/errors'
import { MoneyKeys } from '@/lib/http/money-keys'
import { installRuntime, type AppServices } from './runtime'
import { submitAtom } from './submit-atom'

/** A write the test answers by hand, counting what was sent. */
const makeWrite = () => {
  const sent: Array<{ amount: number; answer: (ok: boolean) => void }> = []
  const send = (amount: number) =>
    Effect.callback<string, Error>((resume) => {
      sent.push({ amount, answer: (ok) => resume(ok ? Effect.succeed(`paid ${amount}`) : Effect.fail(new Error('refused'))) })
    })
  return { sent, send }
}

beforeEach(() => installRuntime(ManagedRuntime.make(Layer.empty as unknown as Layer.Layer<AppServices>)))
afterEach(() => vi.restoreAllMocks())

describe('submitAtom', () => {
  it('sends once: a second tap while the first is in flight sends nothing and says locked', async () => {
    const write = makeWrite()
    const deposit = submitAtom((amount: number) => write.send(amount))
    const store = createStore()
    const first = store.set(deposit, 100)
    expect(await store.set(deposit, 100)).toBe('locked')
    expect(AsyncResult.isWaiting(store.get(deposit))).toBe(true)
    await Promise.resolve()
    write.sent[0]!.answer(true)
    const outcome = await first
    expect(outcome !== 'locked' && Exit.isSuccess(outcome) && outcome.value).toBe('paid 100')
    expect(write.sent).toHaveLength(1)
    expect(AsyncResult.isWaiting(store.get(deposit))).toBe(false)
  })

  it('settles the answer (stores what it changed) before the lock opens, and only on success', async () => {
    const write = makeWrite()
    const balance = atom(0)
    const deposit = submitAtom(
      (amount: number) => write.send(amount),
      (_paid, { get, set, input }) => set(balance, get(balance) + input),
    )
    const store = createStore()
    const paid = store.set(deposit, 100)
    await Promise.resolve()
    write.sent[0]!.answer(true)
    await paid
    const refused = store.set(deposit, 50)
    await Promise.resolve()
    write.sent[1]!.answer(false)
    await refused
    expect(store.get(balance)).toBe(100)
  })

  it('is refused offline without sending, and nothing is queued for later', async () => {
    const write = makeWrite()
    const deposit = submitAtom((amount: number) => write.send(amount))
    const store = createStore()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const outcome = await store.set(deposit, 50)
    expect(outcome !== 'locked' && Exit.isFailure(outcome)).toBe(true)
    expect(AsyncResult.error(store.get(deposit))).toMatchObject({ value: { _tag: 'NetworkError', offline: true } })
    vi.restoreAllMocks()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(write.sent).toHaveLength(0)
  })

  it('is never retried: a refusal is shown, and the user may send again', async () => {
    const write = makeWrite()
    const deposit = submitAtom((amount: number) => write.send(amount))
    const store = createStore()
    const first = store.set(deposit, 20)
    await Promise.resolve()
    write.sent[0]!.answer(false)
    await first
    expect(AsyncResult.isFailure(store.get(deposit))).toBe(true)
    expect(write.sent).toHaveLength(1)
    const again = store.set(deposit, 20)
    await Promise.resolve()
    write.sent[1]!.answer(true)
    await again
    expect(AsyncResult.getOrElse(store.get(deposit), () => '')).toBe('paid 20')
  })

  describe('idempotency keys (PLATFORM.md §10: one per submit)', () => {
    /** A submit of two money calls, ending as told; answers the keys each call would send. */
    const makeKeyedWrite = () => {
      const keysSent: string[][] = []
      let ending: 'paid' | 'timeout' | 'dropped' | 'refused' | '5xx' = 'paid'
      const write = submitAtom((_amount: number) =>
        Effect.gen(function* () {
          const keys = yield* MoneyKeys
          keysSent.push([keys!.next(), keys!.next()])
          if (ending === 'timeout') return yield* Effect.fail(new TimeoutError({ afterMs: 15_000 }))
          if (ending === 'dropped') return yield* Effect.fail(new NetworkError({ offline: false }))
          if (ending === 'refused') return yield* Effect.fail(new ServerRefusal({ code: '#727', reason: 'busy', value: null }))
          if (ending === '5xx') return yield* Effect.fail(new HttpStatusError({ status: 500 }))
          return 'paid'
        }),
      )
      return { write, keysSent, endAs: (next: typeof ending) => (ending = next) }
    }

    it('sent again unchanged after no answer came, a submit carries the same keys; changed, or after an answer, new keys', async () => {
      const { write, keysSent, endAs } = makeKeyedWrite()
      const store = createStore()
      endAs('timeout')
      await store.set(write, 100)
      await store.set(write, 100)
      expect(keysSent[1]).toEqual(keysSent[0])
      expect(new Set(keysSent[0]).size).toBe(2) // each call of the submit has its own

      await store.set(write, 200)
      expect(keysSent[2]![0]).not.toBe(keysSent[1]![0])

      endAs('refused')
      await store.set(write, 200) // the same submit as the unknown one before: its keys
      expect(keysSent[3]).toEqual(keysSent[2])
      await store.set(write, 200) // after a refusal, a new submit
      expect(keysSent[4]![0]).not.toBe(keysSent[3]![0])

      endAs('paid')
      await store.set(write, 200)
      await store.set(write, 200)
      expect(keysSent[6]![0]).not.toBe(keysSent[5]![0])

      // The connection dropped: no answer, the same keys again. A 5xx is an answer (a platform replays it for its key).
      endAs('dropped')
      await store.set(write, 300)
      endAs('5xx')
      await store.set(write, 300)
      expect(keysSent[8]).toEqual(keysSent[7])
      await store.set(write, 300)
      expect(keysSent[9]![0]).not.toBe(keysSent[8]![0])
    })
  })
})
