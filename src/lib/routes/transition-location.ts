import { startTransition, useEffect, useState } from 'react'
import { navigate } from 'wouter/use-browser-location'

/**
 * The browser's location for wouter (`<Router hook searchHook>`), handed to React as a transition.
 * wouter's own hook reads it through useSyncExternalStore, which React always renders at once: a
 * tap that navigated rendered the whole next page before the phone could draw its next frame (a
 * game tile: 120-200 ms to the next frame at 4x CPU; 64-96 ms as a transition). As a transition,
 * the tap's frame is drawn first and the next page renders in slices after it. Every component's
 * copy changes in the same transition, so none sees a path the others do not.
 */

// wouter patches pushState and replaceState to dispatch these (use-browser-location.js).
const events = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const

const listeners = new Set<() => void>()
const publish = () => startTransition(() => listeners.forEach((listener) => listener()))
const notify = () => {
  // React renders a transition started inside a popstate event at once (to restore the scroll
  // position): the history's back step waits a task, so the tap's frame comes first there too.
  if (window.event?.type === 'popstate') setTimeout(publish)
  else publish()
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) for (const event of events) addEventListener(event, notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) for (const event of events) removeEventListener(event, notify)
  }
}

const useLocationPart = (read: () => string) => {
  const [value, setValue] = useState(read)
  useEffect(() => {
    const update = () => setValue(read())
    // The location may have moved between this render and its subscription.
    update()
    return subscribe(update)
  }, [read])
  return value
}

const readPath = () => location.pathname
const readSearch = () => location.search

export const useTransitionLocation = (): [string, typeof navigate] => [useLocationPart(readPath), navigate]
export const useTransitionSearch = () => useLocationPart(readSearch)
