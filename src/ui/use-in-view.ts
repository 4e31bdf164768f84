import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * The scrolling element lazy content is measured against. IntersectionObserver's rootMargin only
 * widens the root, so inside a scrolling list (InfiniteList provides it) the list itself must be
 * the root for "load 100 px ahead" to mean anything; elsewhere the viewport is.
 */
export const InViewRootContext = createContext<Element | null>(null)

type Watch = (visible: boolean) => void
type Shared = { observer: IntersectionObserver; watchers: Map<Element, Watch> }

// One observer per root, shared by every lazy element: hundreds of tiles, one observer.
let viewportObserver: Shared | null = null
const elementObservers = new WeakMap<Element, Shared>()

const sharedObserver = (root: Element | null): Shared => {
  const known = root ? elementObservers.get(root) : viewportObserver
  if (known) return known
  const watchers = new Map<Element, Watch>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting)
    },
    { root, rootMargin: `${policies.lazyLoadAheadPx}px` },
  )
  const shared = { observer, watchers }
  if (root) elementObservers.set(root, shared)
  else viewportObserver = shared
  return shared
}

/**
 * True once the element comes within policies.lazyLoadAheadPx of the visible area, and stays true
 * (a loaded image is not unloaded). Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null)
  const root = useContext(InViewRootContext)
  const supported = typeof IntersectionObserver !== 'undefined'
  const [inView, setInView] = useState(!supported)
  useEffect(() => {
    const element = ref.current
    if (!element || inView || !supported) return
    const shared = sharedObserver(root)
    shared.watchers.set(element, (visible) => {
      if (visible) setInView(true)
    })
    shared.observer.observe(element)
    return () => {
      shared.watchers.delete(element)
      shared.observer.unobserve(element)
    }
  }, [root, inView, supported])
  return { ref, inView }
}
