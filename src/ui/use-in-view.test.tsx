import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { InViewRootContext, useInView } from './use-in-view'

// A controllable IntersectionObserver: the test says which elements came near the visible area.
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
  reveal(target: Element, isIntersecting = true) {
    act(() => this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
  }
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeObserver))

const Lazy = ({ name }: { name: string }) => {
  const { ref, inView } = useInView<HTMLDivElement>()
  return (
    <div ref={ref} role="img" aria-label={name} data-testid={name}>
      {inView ? name : null}
    </div>
  )
}

describe('useInView', () => {
  it('shares one observer per root, with the look-ahead margin, and stays true once seen', () => {
    const scroller = document.createElement('div')
    render(
      <>
        <Lazy name="a" />
        <Lazy name="b" />
        <InViewRootContext.Provider value={{ current: scroller }}>
          <Lazy name="c" />
          <Lazy name="d" />
        </InViewRootContext.Provider>
      </>,
    )
    expect(FakeObserver.instances).toHaveLength(2)
    const [viewport, list] = FakeObserver.instances as [FakeObserver, FakeObserver]
    expect(viewport.options).toMatchObject({ root: null, rootMargin: `${policies.lazyLoadAheadPx}px` })
    expect(list.options.root).toBe(scroller)
    expect(viewport.targets.size).toBe(2)
    expect(list.targets.size).toBe(2)

    const a = screen.getByRole('img', { name: 'a' })
    expect(a.textContent).toBe('')
    viewport.reveal(a)
    expect(a.textContent).toBe('a')
    expect(screen.getByRole('img', { name: 'b' }).textContent).toBe('')
    // Seen once is enough: it is no longer watched.
    expect(viewport.targets.has(a)).toBe(false)

    render(<Lazy name="e" />)
    expect(FakeObserver.instances).toHaveLength(2)
    expect(viewport.targets.size).toBe(2)
  })

  describe('SPEC §9 lazy load scroll throttle (policies.lazyLoadScrollThrottle, 300 ms)', () => {
    afterEach(() => vi.useRealTimers())

    it('tells what came near at once, then at most once a window, and only what is still near at its end', () => {
      vi.useFakeTimers()
      const scroller = document.createElement('div')
      const names = ['t1', 't2', 't3', 't4']
      render(
        <InViewRootContext.Provider value={{ current: scroller }}>
          {names.map((name) => (
            <Lazy key={name} name={name} />
          ))}
        </InViewRootContext.Provider>,
      )
      const list = FakeObserver.instances.find((observer) => observer.options.root === scroller)!
      const [t1, t2, t3, t4] = names.map((name) => screen.getByRole('img', { name }))
      const shown = () => names.filter((name) => screen.getByRole('img', { name }).textContent === name)

      list.reveal(t1!)
      expect(shown()).toEqual(['t1'])
      // A fling: t2 passes by, t3 comes and stays, within the window.
      list.reveal(t2!)
      list.reveal(t3!)
      list.reveal(t2!, false)
      act(() => vi.advanceTimersByTime(policies.lazyLoadScrollThrottle - 1))
      expect(shown()).toEqual(['t1'])
      act(() => vi.advanceTimersByTime(1))
      expect(shown()).toEqual(['t1', 't3'])
      // A window after the last one has passed: at once again.
      act(() => vi.advanceTimersByTime(policies.lazyLoadScrollThrottle))
      list.reveal(t4!)
      expect(shown()).toEqual(['t1', 't3', 't4'])
    })
  })
})
