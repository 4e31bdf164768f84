import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react'
import { policies } from '@/lib/effect/policies'
import { rateLimit } from './rate-limit'

/**
 * The scrolling element lazy content is measured against. IntersectionObserver's rootMargin only
 * widens the root, so the scrolling element itself must be the root for "load 100 px ahead" to
 * mean anything: every page's box provides it (ScrollBox, the page fade), a scrolling list
 * (InfiniteList) for its items. A ref, read once the element is there.
 */
export const InViewRootContext = createContext<RefObject<Element | null> | null>(null)

type Shared = { observer: IntersectionObserver; watchers: Map<Element, () => void> }

// One observer per root and distance, shared by every lazy element: hundreds of tiles, one observer.
const viewport = {}
const observers = new WeakMap<Element | typeof viewport, Map<number, Shared>>()

const sharedObserver = (root: Element | null, aheadPx: number): Shared => {
  const byDistance = observers.get(root ?? viewport) ?? new Map<number, Shared>()
  observers.set(root ?? viewport, byDistance)
  const known = byDistance.get(aheadPx)
  if (known) return known
  const watchers = new Map<Element, () => void>()
  // SPEC §9 "lazy load 100 px with 300 ms scroll throttle": what is near is told at most once per
  // policies.lazyLoadScrollThrottle (the first at once, the rest together as the window ends), and
  // only if still near then. A fling through the game list does not fetch the tiles it flew past.
  const near = new Set<Element>()
  const tellNear = rateLimit(policies.lazyLoadScrollThrottle, () => {
    for (const element of near) watchers.get(element)?.()
    near.clear()
  })
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target)
        else near.delete(entry.target)
      }
      if (near.size > 0) tellNear.ask()
    },
    { root, rootMargin: `${aheadPx}px` },
  )
  const shared = { observer, watchers }
  byDistance.set(aheadPx, shared)
  return shared
}

/**
 * True once the element comes within `aheadPx` (policies.lazyLoadAheadPx unless said) of the
 * visible area, and stays true (a loaded image is not unloaded). Without IntersectionObserver it is
 * true at once. Attach `ref` in the same render the hook first runs: an element that appears later
 * is not watched (give it a component of its own).
 */
export function useInView<T extends Element>(aheadPx: number = policies.lazyLoadAheadPx) {
  const ref = useRef<T>(null)
  const rootRef = useContext(InViewRootContext)
  const supported = typeof IntersectionObserver !== 'undefined'
  const [inView, setInView] = useState(!supported)
  useEffect(() => {
    const element = ref.current
    if (!element || inView || !supported) return
    // Read here, after the commit that attached it.
    const shared = sharedObserver(rootRef?.current ?? null, aheadPx)
    shared.watchers.set(element, () => setInView(true))
    shared.observer.observe(element)
    return () => {
      shared.watchers.delete(element)
      shared.observer.unobserve(element)
    }
  }, [rootRef, aheadPx, inView, supported])
  return { ref, inView }
}
