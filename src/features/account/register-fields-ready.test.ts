import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { AsyncResult } from 'effect/reactivity'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { countriesQuery, registerFieldsReadyAtom, registerSettingsQuery } from './account-atoms'

/** Lets msw answer and jotai settle (real time: the TestClock does not move). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

const settingsPath = '/wps/system/setting/register'
const countriesPath = '/wps/system/country'

/** The app's store over the harness; the call to `held` answers only once `release` is called. */
const setup = async ({ held }: { held: string | null }) => {
  let release = () => {}
  const answer = new Promise<void>((settle) => (release = settle))
  const api = await makeTestApi({
    onRequest: (request) => (new URL(request.url).pathname === held ? answer : undefined),
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
  /** The rules and the countries, as the form's first render reads them. */
  const allIn = () => AsyncResult.isSuccess(store.get(registerSettingsQuery)) && AsyncResult.isSuccess(store.get(countriesQuery))
  return { isReady, allIn, advance, release }
}

describe('the register form waits for its rules and countries (policies.formDataWait, 1.5 s at most)', () => {
  it('draws as soon as both have answered, with no wait of its own', async () => {
    const { isReady, allIn } = await setup({ held: null })
    await flush()
    expect(isReady()).toBe(true)
    expect(allIn()).toBe(true)
  })

  it.each([settingsPath, countriesPath])('draws when a slow %s comes before the wait is over', async (held) => {
    const { isReady, allIn, advance, release } = await setup({ held })
    await advance(1000)
    expect(isReady()).toBe(false)
    release()
    await flush()
    expect(isReady()).toBe(true)
    expect(allIn()).toBe(true)
  })

  it.each([settingsPath, countriesPath])(
    'draws exactly 1.5 s after asking when %s has not answered, not a millisecond before',
    async (held) => {
      const { isReady, advance } = await setup({ held })
      await advance(policies.formDataWait - 1)
      expect(isReady()).toBe(false)
      await advance(1)
      expect(isReady()).toBe(true)
    },
  )
})
