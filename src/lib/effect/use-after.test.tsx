import { act, renderHook } from '@testing-library/react'
import { Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { installRuntime, type AppServices } from './runtime'
import { useAfter } from './use-after'

const setup = (ready: boolean) => {
  const runtime = ManagedRuntime.make(TestClock.layer() as unknown as Layer.Layer<AppServices>)
  installRuntime(runtime)
  const advance = (ms: number) => act(() => runtime.runPromise(TestClock.adjust(ms)))
  const hook = renderHook(({ on }) => useAfter(on, 150), { initialProps: { on: ready } })
  return { advance, hook }
}

describe('useAfter (SPEC §9: the task frame shows after 150 ms)', () => {
  it('turns true exactly when the wait is over, not a millisecond before', async () => {
    const { advance, hook } = setup(true)
    await advance(149)
    expect(hook.result.current).toBe(false)
    await advance(1)
    expect(hook.result.current).toBe(true)
  })

  it('waits only from when it is ready, and starts again when readiness goes and comes back', async () => {
    const { advance, hook } = setup(false)
    await advance(500)
    expect(hook.result.current).toBe(false)
    hook.rerender({ on: true })
    await advance(100)
    hook.rerender({ on: false })
    expect(hook.result.current).toBe(false)
    hook.rerender({ on: true })
    await advance(149)
    expect(hook.result.current).toBe(false)
    await advance(1)
    expect(hook.result.current).toBe(true)
  })
})
