import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { withdrawAmountAtom, withdrawChargesQuery, withdrawMethodAtom } from './cashier-atoms'

/** Lets msw answer and jotai settle (real time: the TestClock does not move). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

beforeEach(() => localStorage.clear())

describe('the withdraw fee preview (PLATFORM.md §4: debounced 500 ms, leading edge)', () => {
  it('asks at once for the first amount, then once after 500 ms of quiet for the last of several', async () => {
    const store = createStore()
    const asked: string[] = []
    const api = await makeTestApi({
      token: () => store.get(sessionAtom)?.token ?? null,
      onRequest: (request) => {
        const url = new URL(request.url)
        if (url.pathname.endsWith('/MCSFE_getCalculatedWithdrawCharges')) asked.push(url.searchParams.get('withdrawAmount') ?? '')
      },
    })
    const runtime = ManagedRuntime.make(Layer.merge(api.layer, TestClock.layer()) as Layer.Layer<AppServices>)
    installRuntime(runtime)
    const advance = async (ms: number) => {
      await runtime.runPromise(TestClock.adjust(ms) as Effect.Effect<void>)
      await flush()
    }
    const token = await api.harness.db.openSession('player01')
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName: 'player01', type: 0, firstTimeLogin: false })
    store.set(withdrawMethodAtom, { methodGroupType: 'B', withdrawMethodGroup: 'BANK', groupName: 'Bank' })
    const stop = store.sub(withdrawChargesQuery, () => undefined)
    await flush()
    expect(asked).toEqual([])

    store.set(withdrawAmountAtom, 500)
    await flush()
    expect(asked).toEqual(['500'])

    store.set(withdrawAmountAtom, 5000)
    await flush()
    store.set(withdrawAmountAtom, 50_000)
    await advance(policies.withdrawFeeDebounce - 1)
    expect(asked).toEqual(['500'])
    await advance(1)
    expect(asked).toEqual(['500', '50000'])
    stop()
  })
})
