import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { AsyncResult } from 'effect/reactivity'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { registerFieldsReadyAtom, registerSettingsQuery } from './account-atoms'

/** Lets msw answer and jotai settle (real time: the TestClock does not move). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

/** The app's store over the harness; the register settings answer only once `release` is called when held. */
const setup = async ({ held }: { held: boolean }) => {
  let release = () => {}
  const answer = held ? new Promise<void>((settle) => (release = settle)) : Promise.resolve()
  const api = await makeTestApi({
    onRequest: (request) => (new URL(request.url).pathname === '/wps/system/setting/register' ? answer : undefined),
  })
  const runtime = ManagedRuntime.make(Layer.merge(api.layer, TestClock.layer()) as Layer.Layer<AppServices>)
  installRuntime(runtime)
  const store = createStore()
  let settled = false
  void registerFieldsReadyAtom.bring(store).then(() => (settled = true))
  // What the form reads, and when the page opened on the register tab may render it.
  const isReady = () => {
    const ready = store.get(registerFieldsReadyAtom)
    expect(ready).toBe(settled)
    return ready
  }
  const advance = async (ms: number) => {
    await runtime.runPromise(TestClock.adjust(ms) as Effect.Effect<void>)
    await flush()
  }
  /** The rules, as the form's first render reads them. */
  const rulesIn = () => AsyncResult.isSuccess(store.get(registerSettingsQuery))
  return { isReady, rulesIn, advance, release }
}

describe('the register form waits for its rules (policies.formDataWait, 1.5 s at most)', () => {
  it('draws as soon as the settings have answered, with no wait of its own', async () => {
    const { isReady, rulesIn } = await setup({ held: false })
    await flush()
    expect(isReady()).toBe(true)
    expect(rulesIn()).toBe(true)
  })

  it('draws when a slow answer comes before the wait is over', async () => {
    const { isReady, rulesIn, advance, release } = await setup({ held: true })
    await advance(1000)
    expect(isReady()).toBe(false)
    release()
    await flush()
    expect(isReady()).toBe(true)
    expect(rulesIn()).toBe(true)
  })

  it('draws exactly 1.5 s after asking when the settings have not answered, not a millisecond before', async () => {
    const { isReady, advance } = await setup({ held: true })
    await advance(policies.formDataWait - 1)
    expect(isReady()).toBe(false)
    await advance(1)
    expect(isReady()).toBe(true)
  })
})
