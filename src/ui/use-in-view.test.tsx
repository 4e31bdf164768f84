import { act, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
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
  reveal(target: Element) {
    act(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
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
})
