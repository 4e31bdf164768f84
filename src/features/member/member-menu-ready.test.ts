import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { memberAtom, memberInfoArrival, renewMemberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { memberMenuReadyAtom } from './member-atoms'

/** Lets msw answer and jotai settle (real time: the TestClock does not move). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

const memberInfoPath = '/wps/member/info'

/**
 * A signed-in store over the harness on a TestClock, the member centre's menu read, then member
 * info asked as the app asks it (live-refresh.ts, after the first render). Member info answers
 * only once `release` is called when held, and fails when `failing`.
 */
const setup = async ({ held = false, failing = false } = {}) => {
  const store = createStore()
  let release = () => {}
  const answer = new Promise<void>((settle) => (release = settle))
  const api = await makeTestApi({
    token: () => store.get(sessionAtom)?.token ?? null,
    onRequest: (request) => (held && new URL(request.url).pathname === memberInfoPath ? answer : undefined),
  })
  if (failing) api.harness.store.set({ ...api.harness.store.get(), failing: [memberInfoPath] })
  const runtime = ManagedRuntime.make(Layer.merge(api.layer, TestClock.layer()) as Layer.Layer<AppServices>)
  installRuntime(runtime)
  const token = await api.harness.db.openSession('player01')
  store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName: 'player01', type: 0, firstTimeLogin: false })
  const isReady = () => store.get(memberMenuReadyAtom)
  isReady()
  void store.set(renewMemberAtom)
  await flush()
  const advance = async (ms: number) => {
    await runtime.runPromise(TestClock.adjust(ms) as Effect.Effect<void>)
    await flush()
  }
  return { store, isReady, advance, release }
}

beforeEach(() => localStorage.clear())

describe("the member centre's menu waits for member info (policies.formDataWait, 1.5 s at most)", () => {
  it('draws as soon as member info has answered, with its items known', async () => {
    const { store, isReady } = await setup()
    expect(isReady()).toBe(true)
    expect(store.get(memberAtom)?.availablePromos).toBeDefined()
  })

  it('counts a failure of member info as its arrival: the items it decides are left out', async () => {
    const { store, advance } = await setup({ failing: true })
    // The Api's retries of a read (300, 600 and 1200 ms), then the failure.
    for (const wait of [1, 2, 4]) {
      expect(store.get(memberInfoArrival.arrived)).toBe(false)
      await advance(policies.retryBase * wait)
    }
    expect(store.get(memberInfoArrival.arrived)).toBe(true)
    expect(store.get(memberAtom)).toBeNull()
  })

  it('draws when a slow answer comes before the wait is over', async () => {
    const { store, isReady, advance, release } = await setup({ held: true })
    await advance(1000)
    expect(isReady()).toBe(false)
    release()
    await flush()
    expect(isReady()).toBe(true)
    expect(store.get(memberAtom)).not.toBeNull()
  })

  it('draws exactly 1.5 s after member info was asked when it has not answered, not a millisecond before', async () => {
    const { isReady, advance } = await setup({ held: true })
    await advance(policies.formDataWait - 1)
    expect(isReady()).toBe(false)
    await advance(1)
    expect(isReady()).toBe(true)
  })
})
