import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState, type ReactNode } from 'react'
import { outsideAct } from '../../tests/unit/outside-act'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { later } from './later'
import { lazyRetry, whenCodeFailsAgain, type ChunkLoadError } from './lazy-retry'

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

describe('the moment after the first interaction (useAfterFirstInteraction)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('comes laterAfterInteraction after the player first touches, types or scrolls, not before', async () => {
    // A fresh module: this file's other tests have touched the page already.
    vi.resetModules()
    const { useAfterFirstInteraction } = await import('./later')
    const Probe = () => <p>{useAfterFirstInteraction() ? 'due' : 'not yet'}</p>
    render(<Probe />)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(screen.getByText('not yet')).toBeDefined() // nobody has touched the page

    fireEvent.keyDown(window)
    await act(() => vi.advanceTimersByTimeAsync(policies.laterAfterInteraction - 10))
    expect(screen.getByText('not yet')).toBeDefined()
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(screen.getByText('due')).toBeDefined()
  })
})

describe('code arriving between a render and its effect (later use)', () => {
  it('shows it: the render said not yet, the effect finds it here', async () => {
    // The render and its effect are separate tasks: the code lands in between (another place
    // started its load).
    await outsideAct(async () => {
      const thing = later(() => Promise.resolve(() => <p>arrived</p>))
      const Probe = () => {
        const arrived = thing.use(false)
        if (!arrived) void thing.preload() // lands a few microtasks on, before the effect's task
        return arrived ? <thing.Component /> : <p>waiting</p>
      }
      const frame = { show: () => {} }
      function Frame() {
        const [shown, setShown] = useState(false)
        useEffect(() => void (frame.show = () => setShown(true)), [])
        return shown ? <Probe /> : null
      }
      render(<Frame />)
      frame.show()
      await new Promise((done) => setTimeout(done, 50))
      expect(screen.getByText('arrived')).toBeDefined()
    })
  })
})

/** A `later` component each of whose loads waits for the test to say it arrives or fails. */
const heldLoads = () => {
  const attempts: Array<{ arrive: () => void; fail: () => void }> = []
  const load = vi.fn(
    () =>
      new Promise<() => ReactNode>((resolve, reject) => {
        attempts.push({ arrive: () => resolve(() => <p>arrived</p>), fail: () => reject(new Error('offline')) })
      }),
  )
  return { attempts, load, thing: later(load) }
}

describe('code a player opened (later useArrival)', () => {
  it('says it failed while open; closed and opened again, it asks afresh', async () => {
    const { attempts, load, thing } = heldLoads()
    const Probe = ({ open }: { readonly open: boolean }) => {
      const { arrived, failed } = thing.useArrival(open)
      return arrived ? <thing.Component /> : <p>{failed ? 'failed' : 'waiting'}</p>
    }
    const { rerender } = render(<Probe open />)
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => attempts[0]!.fail())
    expect(screen.getByText('failed')).toBeDefined()

    rerender(<Probe open={false} />)
    expect(screen.getByText('waiting')).toBeDefined()
    rerender(<Probe open />)
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => attempts[1]!.arrive())
    expect(screen.getByText('arrived')).toBeDefined()
  })

  it('asked for before the network came back and failing after it, asks again at once; failing while offline, it waits', async () => {
    const { attempts, load, thing } = heldLoads()
    const Probe = () => {
      const { arrived, failed } = thing.useArrival(true)
      return arrived ? <thing.Component /> : <p>{failed ? 'failed' : 'waiting'}</p>
    }
    render(<Probe />)
    await act(async () => attempts[0]!.fail())
    expect(screen.getByText('failed')).toBeDefined() // failed offline: it waits for the network
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(load).toHaveBeenCalledTimes(2)
    // The network drops and comes back while this load is on its way; it fails a moment after.
    await act(async () => void window.dispatchEvent(new Event('online')))
    await act(async () => attempts[1]!.fail())
    await act(() => new Promise((wait) => setTimeout(wait, 5)))
    expect(load).toHaveBeenCalledTimes(3)
    await act(async () => attempts[2]!.arrive())
    expect(screen.getByText('arrived')).toBeDefined()
  })

  it("a failure after an earlier one goes to the app's rule (online: the file is gone after a deploy)", async () => {
    const told: ChunkLoadError[] = []
    whenCodeFailsAgain((error) => told.push(error))
    const thing = later(() => Promise.reject<() => ReactNode>(new TypeError('Failed to fetch dynamically imported module')))
    const Probe = () => {
      const { failed, retry } = thing.useArrival(true)
      return failed ? <button onClick={retry}>retry</button> : <p>waiting</p>
    }
    await thing.preload().catch(() => undefined) // a fetch in the background failed: not shown, not counted
    render(<Probe />)
    await act(async () => {})
    expect(told).toHaveLength(0) // the first failure shown: the player is offered Retry
    fireEvent.click(screen.getByText('retry'))
    await act(async () => {})
    expect(told.map((error) => error.repeated)).toEqual([true])
    whenCodeFailsAgain(() => {})
  })
})
