import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { later } from './later'
import { lazyRetry } from './lazy-retry'

/** A `later` component whose load the test watches, and a screen that shows it once it has arrived. */
const watched = () => {
  const load = vi.fn(() => Promise.resolve(() => <p>arrived</p>))
  const thing = later(load)
  const Probe = () => (thing.use(false) ? <thing.Component /> : <p>waiting</p>)
  return { load, Probe }
}

describe('code nobody asked for yet (later)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('comes laterAfterInteraction after the first interaction, not at it', async () => {
    const { load, Probe } = watched()
    render(<Probe />)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(load).not.toHaveBeenCalled() // nobody has touched the page

    fireEvent.pointerDown(window)
    await act(() => vi.advanceTimersByTimeAsync(policies.laterAfterInteraction - 10))
    expect(load).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('arrived')).toBeDefined()
  })

  it("waits for a page's code on its way (the page a tap opened goes first)", async () => {
    let arrive: (module: { default: () => null }) => void = () => {}
    const Page = lazyRetry(() => new Promise<{ default: () => null }>((resolve) => (arrive = resolve)))
    void Page.preload()
    const { load, Probe } = watched()
    render(<Probe />)
    fireEvent.pointerDown(window)
    await act(() => vi.advanceTimersByTimeAsync(policies.laterAfterInteraction * 3))
    expect(load).not.toHaveBeenCalled()

    arrive({ default: () => null })
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
