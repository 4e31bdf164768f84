import { Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, useAtomValue, type Atom, type createStore } from 'jotai'
import { useState } from 'react'
import { unwrap } from 'jotai/utils'
import type { Query } from './query-atom'
import { run } from './runtime'

type AnyQuery = Query<unknown, unknown>

/** What a screen waits for that is not a query (member info): whether it has come, and when it does. */
export interface Arrival {
  /** An answer or a failure is in. */
  readonly arrived: Atom<boolean>
  /** Settles when the run in flight does. */
  readonly settled: Atom<Promise<unknown>>
}

const arrivalOf = (source: AnyQuery | Arrival): Arrival =>
  'arrived' in source ? source : { arrived: atom((get) => !AsyncResult.isInitial(get(source))), settled: source.settled }

/**
 * Whether a screen may draw the parts `sources` add to it: each has an answer or a failure, or `ms`
 * have passed since they were asked (one wait per run, through the runtime so tests drive it with
 * TestClock). For data that adds rows above what the screen shows or the player taps (the register
 * form's fields, the deposit's promotions, the missions' milestones): drawn without them first, the
 * screen moved under the player's finger when they came. A slow answer holds it no longer than `ms`.
 */
export const answeredWithin = (sources: AnyQuery | Arrival | ReadonlyArray<AnyQuery | Arrival>, ms: number) => {
  const all = ('settled' in sources ? [sources] : sources).map(arrivalOf)
  const waited = atom(async (get) => {
    const answers = Promise.all(all.map((source) => get(source.settled)))
    await run(Effect.promise(() => answers).pipe(Effect.timeoutOption(ms)))
    return true
  })
  const waitOver = unwrap(waited, () => false)
  // Every source read each time (no short cut): `bring` relies on it to read their readers first.
  const ready = atom((get) => all.map((source) => get(source.arrived)).every(Boolean) || get(waitOver))
  /**
   * Asks now (a page's loader, a tap about to open the form) and settles once the screen may draw.
   * The screen's readers are read here first: a reader that first meets an answer already in misses
   * it for a render (jotai's unwrap), and the register form drew its skeleton, then itself without
   * the query's parts, then with them.
   */
  const bring = (store: ReturnType<typeof createStore>) => {
    store.get(ready)
    return store.get(waited)
  }
  return Object.assign(ready, { bring })
}

/**
 * An `answeredWithin` atom as one screen reads it: once it has let the screen draw, it stays so while
 * the screen stays. A source asked again later (a refresh after a write, a Retry, the app back in
 * the foreground asking its failed queries again) must not take the screen back to its skeleton:
 * the form under it would be drawn anew, and lose what the player had typed.
 *
 * `drawing`: whether the screen would draw now if let (its own first answer is in). Only a ready
 * the screen drew with is kept. A source with nothing to ask yet (a member-only query before the
 * member's type is known) counts as answered, then is asked once the type comes, with a new wait:
 * kept from that first moment, the missions drew without their milestones, which then pushed them down.
 */
export const useReadyToDraw = (ready: Atom<boolean>, drawing = true): boolean => {
  const now = useAtomValue(ready)
  const [drawn, setDrawn] = useState(now && drawing)
  if (now && drawing && !drawn) setDrawn(true)
  return now || drawn
}

/**
 * A screen's first answer as the screen shows it: still loading until `ready` (an `answeredWithin`
 * atom) lets it draw, so the answer and the parts the other query adds show together; once shown,
 * it stays (useReadyToDraw).
 */
export const useHeldUntil = <A, E>(first: AsyncResult.AsyncResult<A, E>, ready: Atom<boolean>): AsyncResult.AsyncResult<A, E> => {
  const answered = AsyncResult.isSuccess(first)
  const mayDraw = useReadyToDraw(ready, answered)
  return answered && !mayDraw ? AsyncResult.initial(true) : first
}
