import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { policies } from '@/lib/effect/policies'
import { ChunkLoadError, codeFailedAgain, networkReturns, pagesArrived, retryWhenOnline } from './lazy-retry'

const interactions = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/** Settles once the player has first touched, typed or scrolled: one set of listeners for the app. */
const firstInteraction = new Promise<void>((settle) => {
  if (typeof window === 'undefined') return
  const note = () => {
    for (const type of interactions) window.removeEventListener(type, note, true)
    settle()
  }
  for (const type of interactions) window.addEventListener(type, note, { capture: true, passive: true })
})

/**
 * `work` policies.laterAfterInteraction after the player has first touched, typed or scrolled, once
 * no page's code is on its way (lazy-retry.ts pagesArrived), when the browser is idle: what no one
 * asked for yet stays off the network and the main thread while the page starts, and while a page
 * a tap opened arrives and asks for its data and pictures. Returns the cancel.
 */
const afterFirstInteraction = (work: () => void) => {
  let cancelled = false
  let idle: number | undefined
  void firstInteraction
    .then(() => new Promise((wait) => setTimeout(wait, policies.laterAfterInteraction)))
    .then(pagesArrived)
    .then(() => {
      if (cancelled) return
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(work, 1)
    })
  return () => {
    cancelled = true
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}

/**
 * Whether the moment has come for what a page shows but nobody needs before doing something:
 * policies.laterAfterInteraction after the player's first touch, once no page's code is on its
 * way, when the browser is idle (as `later` loads). A page that goes first cancels it.
 */
export const useAfterFirstInteraction = () => {
  const [due, setDue] = useState(false)
  useEffect(() => (due ? undefined : afterFirstInteraction(() => setDue(true))), [due])
  return due
}

/**
 * A component whose code is not on the first-paint path (Base UI's Select, swiper, a dialog:
 * nothing of it is needed before the player does something). `use(now)` says whether it has
 * arrived: it loads at once when `now` (the player opened something), otherwise after their first
 * interaction, when the browser is idle. Once it has, `Component` renders it synchronously.
 */
export function later<C extends ComponentType<never>>(load: () => Promise<C>) {
  let loaded: C | null = null
  let pending: Promise<C> | null = null
  /** A failure has been shown to the player (useArrival), and nothing has arrived since. */
  let failureShown = false
  /** Every mounted `use`, told when the code lands, whoever asked for it. */
  const waiting = new Set<() => void>()
  /** A failure rejects with a ChunkLoadError saying when its load was asked for (retryWhenOnline). */
  const preload = () => {
    const askedAt = networkReturns()
    pending ??= load().then(
      (component) => {
        failureShown = false
        loaded = component
        for (const tell of waiting) tell()
        return component
      },
      (error: unknown) => {
        pending = null // a failed chunk load is tried again next time
        throw new ChunkLoadError(false, error, askedAt)
      },
    )
    return pending
  }
  const subscribe = (tell: () => void) => {
    waiting.add(tell)
    return () => void waiting.delete(tell)
  }
  const hasArrived = () => loaded !== null
  const use = (now: boolean): boolean => {
    // A store React reads again as it subscribes: code landing between a render and its effect
    // (another place's load) is not missed.
    const arrived = useSyncExternalStore(subscribe, hasArrived)
    useEffect(() => {
      if (arrived) return
      // Failed: what shows meanwhile (the plain banner, the native select) simply stays.
      const start = () => void preload().catch(() => undefined)
      return now ? start() : afterFirstInteraction(start)
    }, [now, arrived])
    return arrived
  }
  /**
   * `use`, for a place that says when the code did not come (a dialog the player opened, a tab):
   * `failed` once a load asked for while `now` has failed, until `retry` asks again. Turning `now`
   * off forgets the failure, so the next opening asks afresh. A failure after an earlier one goes
   * to the app's rule too (lazy-retry.ts codeFailedAgain: online, the file is gone after a deploy).
   */
  const useArrival = (now: boolean) => {
    // The failed load's networkReturns() when it was asked for, or null.
    const [failedAskedAt, setFailedAskedAt] = useState<number | null>(null)
    const failed = failedAskedAt !== null
    const arrived = use(now && !failed)
    useEffect(() => {
      if (!now) setFailedAskedAt(null)
      else if (!arrived && !failed)
        preload().catch((error: ChunkLoadError) => {
          setFailedAskedAt(error.askedAt)
          // Only a failure the player has already been shown counts: one of a background fetch does not.
          if (failureShown) codeFailedAgain(new ChunkLoadError(true, error.cause, error.askedAt))
          failureShown = true
        })
    }, [now, arrived, failed])
    useEffect(() => (failedAskedAt === null ? undefined : retryWhenOnline(() => setFailedAskedAt(null), failedAskedAt)), [failedAskedAt])
    return { arrived, failed: now && failed, retry: () => setFailedAskedAt(null) }
  }
  /** The loaded component; render it only once `use` has said it arrived. */
  // Typed as the loaded component itself, so generic components keep their type parameters.
  const Component = ((props: object) => {
    if (!loaded) throw new Error('later: rendered before its code arrived')
    return createElement(loaded as ComponentType<object>, props)
  }) as unknown as C
  return { use, useArrival, preload, Component }
}
