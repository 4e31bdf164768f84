import { useState } from 'react'

/** How the page on screen came in. */
export interface PageEntry {
  readonly path: string
  /** In the cross-fade's wrapper: its code had arrived when the page was navigated to. */
  readonly fades: boolean
  /** Faded over policies.routeFade, or at once after a swipe back (the finger already moved it). */
  readonly animate: boolean
}

/**
 * How the page at `path` came in, decided once per navigation: pages fade once the fade's code is
 * here, from a navigation on, as switching the wrapper remounts the page. State set while
 * rendering, not refs: navigation renders as a transition, and what a render React throws away
 * wrote to a ref stays; a stale path there switched the wrapper at the fade's arrival and remounted
 * the page on screen (page-entry.test.tsx).
 */
export const usePageEntry = (path: string, fadeArrived: boolean, consumeSwipe: () => boolean): PageEntry => {
  const [entry, setEntry] = useState<PageEntry>({ path, fades: false, animate: true })
  if (entry.path === path) return entry
  const next = { path, fades: fadeArrived, animate: !consumeSwipe() }
  setEntry(next)
  return next
}
