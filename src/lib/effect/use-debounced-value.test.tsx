import { act, renderHook } from '@testing-library/react'
import { Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { installRuntime, type AppServices } from './runtime'
import { useDebouncedValue } from './use-debounced-value'

/** The app's runtime on a TestClock: the hook's waits move only when the test moves time. */
const setup = () => {
  const runtime = ManagedRuntime.make(TestClock.layer() as unknown as Layer.Layer<AppServices>)
  installRuntime(runtime)
  const advance = (ms: number) => act(() => runtime.runPromise(TestClock.adjust(ms)))
  const hook = renderHook(({ text }) => useDebouncedValue(text, 500, (value) => value === ''), { initialProps: { text: '' } })
  return { advance, hook }
}

describe('useDebouncedValue (the hot search, SPEC §2: 500 ms)', () => {
  it('follows the last value only after the quiet period, waiting meanwhile', async () => {
    const { advance, hook } = setup()
    hook.rerender({ text: 'dr' })
    await advance(300)
    hook.rerender({ text: 'dragon' })
    await advance(499)
    expect(hook.result.current).toEqual({ value: '', waiting: true })
    await advance(1)
    expect(hook.result.current).toEqual({ value: 'dragon', waiting: false })
  })

  it('lets a cleared value through at once', async () => {
    const { advance, hook } = setup()
    hook.rerender({ text: 'dragon' })
    await advance(500)
    hook.rerender({ text: '' })
    expect(hook.result.current).toEqual({ value: '', waiting: false })
  })
})
