import { Effect, Exit, Layer, ManagedRuntime } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
})
