import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { keys } from '@/lib/state/keys'
import { readStored } from '@/lib/state/storage'
import { gateViewAtom, refreshStatusAtom, resourceUrlAtom, statusAtom, statusNetworkBackAtom } from './site-atoms'

/** The error gate over the real harness: cached face first, then the refresh decides. */
const setup = async () => {
  const api = await makeTestApi()
  installRuntime(ManagedRuntime.make(api.layer))
  return { store: createStore(), scenario: api.harness.store }
}

beforeEach(() => localStorage.clear())

describe('error gate state', () => {
  it('is loading with no cache, then shows the fetched face and caches it', async () => {
    const { store, scenario } = await setup()
    scenario.set({ systemStatus: 1 })
    expect(store.get(gateViewAtom)).toEqual({ face: 'loading' })
    await store.set(refreshStatusAtom)
    expect(store.get(gateViewAtom)).toEqual({ face: 1 })
    expect(readStored(keys.systemStatus)?.gate).toBe(1)
  })

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
  ] as const)('system status %s shows face %s', async (systemStatus, face) => {
    const { store, scenario } = await setup()
    scenario.set({ systemStatus })
    await store.set(refreshStatusAtom)
    expect(store.get(gateViewAtom)).toEqual({ face })
  })

  it('keeps the cached face when the refresh fails', async () => {
    const { store, scenario } = await setup()
    await store.set(refreshStatusAtom)
    scenario.set({ offline: true })
    await store.set(refreshStatusAtom)
    expect(store.get(gateViewAtom)).toEqual({ face: 0 })
  })

  it('is unreachable (never blank) with no cache and no answer', async () => {
    const { store, scenario } = await setup()
    scenario.set({ malformed: true })
    await store.set(refreshStatusAtom)
    expect(store.get(gateViewAtom)).toEqual({ face: 'unreachable', error: expect.objectContaining({ _tag: 'DecodeError' }) })
    expect(store.get(statusAtom)).toBeNull()
  })

  it('falls back to a fresh fetch when the cached value does not parse', async () => {
    localStorage.setItem('systemStatus', '{"gate":7}')
    const { store } = await setup()
    expect(store.get(gateViewAtom)).toEqual({ face: 'loading' })
    await store.set(refreshStatusAtom)
    expect(store.get(gateViewAtom)).toEqual({ face: 0 })
  })

  it('the network back while the last try of a first check is on its way: that try failing after the event does not leave Cannot connect', async () => {
    // Offline, every try fails at once but the last, which fails only after the network is back.
    let down = true
    let tries = 0
    let failLastTry = () => {}
    const lastTry = new Promise<void>((_, reject) => (failLastTry = () => reject(new TypeError('Failed to fetch'))))
    const api = await makeTestApi({
      onRequest: () => {
        if (!down) return undefined
        tries += 1
        return tries > policies.retryMaxAttempts ? lastTry : Promise.reject(new TypeError('Failed to fetch'))
      },
    })
    const runtime = ManagedRuntime.make(Layer.merge(api.layer, TestClock.layer()) as Layer.Layer<AppServices>)
    installRuntime(runtime)
    const store = createStore()
    const flush = () => new Promise((resolve) => setTimeout(resolve, 5))
    const checking = store.set(refreshStatusAtom)
    for (let retry = 0; retry < policies.retryMaxAttempts; retry++) {
      await flush()
      await runtime.runPromise(TestClock.adjust(policies.retryBase * 2 ** retry) as Effect.Effect<void>)
    }
    await flush()
    expect(tries).toBe(policies.retryMaxAttempts + 1)

    down = false
    store.set(statusNetworkBackAtom)
    failLastTry()
    await checking
    await flush()
    expect(store.get(gateViewAtom)).toEqual({ face: 0 })
  })
})

describe('resource links', () => {
  it("an empty or blank url is no link: the task page goes home rather than framing the app's own address", async () => {
    const { store } = await setup()
    await store.set(refreshStatusAtom)
    const status = store.get(statusAtom)!
    const resources = [
      { resourceType: 'TASK', url: '' },
      { resourceType: 'LINE', url: '  ' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/operator' },
    ] as const
    store.set(statusAtom, { ...status, info: { ...status.info, resources } })
    const urlOf = store.get(resourceUrlAtom)
    expect([urlOf('TASK'), urlOf('LINE'), urlOf('TELEGRAM')]).toEqual([null, null, 'https://t.me/operator'])
  })
})
