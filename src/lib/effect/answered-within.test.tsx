import { act, renderHook } from '@testing-library/react'
import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { atom, createStore, Provider, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { answeredWithin, useHeldUntil, useReadyToDraw } from './answered-within'
import { queryAtom } from './query-atom'
import { installRuntime, type AppServices } from './runtime'

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

/** A store for a screen, and the runtime's clock, which only `advance` moves. */
const onTestClock = () => {
  const runtime = ManagedRuntime.make(TestClock.layer() as unknown as Layer.Layer<AppServices>)
  installRuntime(runtime)
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const advance = (ms: number) => act(() => runtime.runPromise(TestClock.adjust(ms)))
  return { store, wrapper, advance }
}

/** A screen waiting at most 1.5 s for a query none of whose asks is ever answered. */
const setup = () => {
  const { store, wrapper, advance } = onTestClock()
  const query = queryAtom(() => Effect.never)
  const ready = answeredWithin(query, 1500)
  const screen = renderHook(() => useReadyToDraw(ready), { wrapper })
  return { query, ready, store, screen, advance }
}

describe('useReadyToDraw', () => {
  it('waits as answeredWithin does: here the 1.5 s, to the millisecond', async () => {
    const { screen, advance } = setup()
    await flush()
    await advance(1499)
    expect(screen.result.current).toBe(false)
    await advance(1)
    await flush()
    expect(screen.result.current).toBe(true)
  })

  it('once the screen has drawn, the source asked again (a refresh after a write) does not take it back to its skeleton', async () => {
    const { query, ready, store, screen, advance } = setup()
    await flush()
    await advance(1500)
    await flush()
    expect(screen.result.current).toBe(true)

    // The refresh starts a new wait: answeredWithin alone would hold the screen again, and the
    // form under it, drawn anew, would lose what the player had typed.
    act(() => store.set(query, 'refresh'))
    await flush()
    expect(store.get(ready)).toBe(false)
    expect(screen.result.current).toBe(true)
  })
})

describe('useHeldUntil', () => {
  it('a source with nothing to ask before the member is known does not let the screen draw once they are: its new ask is waited for', async () => {
    const { store, wrapper, advance } = onTestClock()
    // The missions and their milestones: neither is asked until the member's type allows them.
    const allowed = atom(false)
    const first = queryAtom((get) => (get(allowed) ? Effect.succeed('missions') : null))
    const extra = queryAtom((get) => (get(allowed) ? Effect.never : null))
    const ready = answeredWithin(extra, 1500)
    const screen = renderHook(() => useHeldUntil(useAtomValue(first), ready), { wrapper })
    await flush()
    expect(store.get(ready)).toBe(true) // nothing asked: nothing to wait for

    act(() => store.set(allowed, true))
    await flush()
    expect(screen.result.current._tag).toBe('Initial')
    await advance(1499)
    await flush()
    expect(screen.result.current._tag).toBe('Initial')
    await advance(1)
    await flush()
    expect(screen.result.current._tag).toBe('Success')
  })
})
