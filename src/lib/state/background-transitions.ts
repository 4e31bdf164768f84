import { startTransition } from 'react'
import type { createStore } from 'jotai'

type Store = ReturnType<typeof createStore>

/**
 * A screen re-renders when an atom it reads changes. A change the player made (a tap, a key) is
 * urgent and renders at once. A change that arrived by itself (an answer, a timer) renders as a
 * transition: in slices a phone can interrupt, instead of one long task (the answers of home's
 * first screen re-rendered it in a quarter-second task on a mid-range phone). `window.event` tells
 * them apart: the browser sets it only while it dispatches an event, microtasks included.
 */
export const renderBackgroundChangesAsTransitions = (store: Store) => {
  const subscribe = store.sub
  // Patched in place: jotai's utilities know the store by identity.
  store.sub = (atom, listener) =>
    subscribe(atom, () => (typeof window !== 'undefined' && window.event === undefined ? startTransition(listener) : listener()))
  return store
}
