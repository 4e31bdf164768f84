import { Cause, Exit, Option, type Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, type Atom, type Getter, type WritableAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { debounced } from './timing'
import { run, type AppServices } from './runtime'

/**
 * Data a screen reads (docs/architecture.md "Data loading"): a jotai async atom over an Effect
 * program, read as an `AsyncResult` (initial, success or failure, each possibly `waiting`), so a
 * screen always knows whether to show a skeleton, the data, or the dictionary's message with Retry.
 *
 * - The program is rebuilt from the atoms it reads (language, session, ...); when one changes, jotai
 *   aborts the previous run, which interrupts its fiber and its fetch.
 * - When the last screen that reads it goes away mid-request (readerPresence), the request is
 *   interrupted too, and the next screen that reads it asks again. A settled answer is kept: coming back shows it at once.
 *   A failure is not: the next screen that reads it asks again, rather than show an error nobody
 *   saw it make (a page's first calls fail, its Retry brings the page, and the part of it that
 *   reads them must not say the same failure again, as if the Retry had not worked).
 * - `refresh` asks again while the previous value stays on screen (`waiting` on it); if that
 *   refresh fails, the failure carries the previous value (AsyncResult's `previousSuccess`), so
 *   what was shown stays with the error under it. New inputs start over: the old answer was theirs.
 * - A program of `null` means "nothing to ask" (a guest's favourites): the result stays initial.
 * - `askOnEveryVisit`: for what the SPEC checks "on every visit" (contract prompts on home), a
 *   reader arriving after all had left asks again, the kept answer on screen meanwhile.
 * - `quietOn`: when that input (the language) changes while the query is on screen, it asks again
 *   only after `ms` without another change (SPEC §9 debounces), so flicking through languages asks
 *   once, for the last. Its first ask, a refresh, and a screen opened after the change ask at once.
 * - A Retry (a refresh of a failed query) also asks again every other failed query on screen
 *   (`retryFailedQueries`): the failure was the network's, and the parts of a page without a Retry
 *   of their own (home's banner, ticker, hot games) would otherwise stay empty until a reload.
 */
export type Query<A, E> = WritableAtom<AsyncResult.AsyncResult<A, E>, [QueryAction], void> & {
  /** The current run's answer, for code that must wait for it (null: nothing to ask). */
  readonly settled: Atom<Promise<Exit.Exit<A, E> | null>>
  /**
   * Subscribed to ask ahead of the screen that will read the query (lib/state/first-view.ts): it
   * runs the query and keeps its answer ready to draw, but is not a reader, so a failure meanwhile
   * is one the screen never saw, and the screen asks again.
   */
  readonly warm: Atom<unknown>
}
/**
 * 'retryFailed' asks again only if the last answer was a failure and no run is on its way;
 * 'networkBack' does too, and a run on its way that then fails is asked once more.
 */
export type QueryAction = 'refresh' | 'retryFailed' | 'networkBack' | 'mount' | 'unmount'

/** Each store's mounted queries, to ask the failed ones again. */
const onScreen = new Set<(action: QueryAction) => void>()

/**
 * Asks again every query on screen whose last answer was a failure: after a Retry, when the app
 * comes back to the foreground (app/live-refresh.ts). Reads only: a money action is a submit,
 * never a query, and is never asked again.
 */
export const retryFailedQueries = () => onScreen.forEach((dispatch) => dispatch('retryFailed'))

/**
 * The network is back ('online'): as retryFailedQueries, and a run still on its way, sent before
 * or as the network came back, is asked once more if it fails. Left be, such a run's failure
 * (arriving a moment after the event) stayed on screen until a Retry was tapped.
 */
export const retryFailedQueriesNetworkBack = () => onScreen.forEach((dispatch) => dispatch('networkBack'))

/**
 * `result` waited for as part of a block drawn with others (AsyncResult.all), so that it never
 * pushes them when it comes: pending while it is, done once it has answered either way, a failure
 * counting as null. The part that reads it shows its own failure, or leaves itself out, rather
 * than hiding the others.
 */
export const answeredOrNull = <A, E>(result: AsyncResult.AsyncResult<A, E>): AsyncResult.AsyncResult<A | null, E> =>
  AsyncResult.isFailure(result) ? AsyncResult.success(null) : result

/** A failure, not a run cut off. */
const isFailed = <A, E>(exit: Exit.Exit<A, E>) => Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)

/** What a program may know of its run: the first run of a store, or a rerun (to debounce reruns). */
export interface RunInfo {
  readonly rerun: boolean
}

/** The previous answer while a new one is on its way. */
class Waiting<T> {
  constructor(readonly previous: T | undefined) {}
}

/**
 * Whether an atom's readers have really gone. jotai unmounts an atom when its last subscriber goes,
 * and React can unsubscribe and subscribe again within one commit: jotai's useAtomValue makes a new
 * subscription when React rebases an update it had skipped (a background change rendered as a
 * transition, lib/state/background-transitions.ts) onto the atom a screen read before. That is the
 * same screen, not a leave: interrupting its request there made it ask for the same page twice.
 * So a leave counts once no reader has come back by the end of the task.
 */
export const readerPresence = () => {
  let leaving = false
  return {
    left: (gone: () => void) => {
      leaving = true
      queueMicrotask(() => {
        if (!leaving) return
        leaving = false
        gone()
      })
    },
    /** 'back' when the reader returned before its leave counted: the same visit, not a new one. */
    arrived: (): 'back' | 'new' => {
      const back = leaving
      leaving = false
      return back ? 'back' : 'new'
    },
  }
}

export interface QueryOptions {
  readonly askOnEveryVisit?: boolean
  readonly quietOn?: { readonly input: Atom<unknown>; readonly ms: number }
}

export const queryAtom = <A, E>(
  program: (get: Getter, run: RunInfo) => Effect.Effect<A, E, AppServices> | null,
  { askOnEveryVisit = false, quietOn }: QueryOptions = {},
): Query<A, E> => {
  const version = atom(0)
  /**
   * Per store: the run in flight, whether one was cut off by an unmount, how many visits began, the
   * version last asked for and the last answer for the current inputs.
   */
  const flight = atom(() => ({
    controller: undefined as AbortController | undefined,
    cutOff: false,
    runs: 0,
    visits: 0,
    asked: -1,
    answered: undefined as Exit.Exit<A, E> | undefined,
    failed: false,
    failureUnseen: false,
    /** The network came back while the run in flight was on its way: a failure of it is asked again. */
    askAgainIfFailed: false,
    readers: readerPresence(),
    /** A reader is on screen: a change of input there is one the player is making. */
    shown: false,
    /** The `quietOn` input of the last run. */
    input: undefined as unknown,
  }))
  /** A failed refresh's exit, and the answer it was refreshing. */
  const refreshed = new WeakMap<Exit.Exit<A, E>, Exit.Exit<A, E>>()

  const exitAtom = atom(async (get, { signal }) => {
    const asked = get(version)
    const own = get(flight)
    const input = quietOn ? get(quietOn.input) : undefined
    const quietMs = quietOn && own.runs > 0 && own.shown && !Object.is(input, own.input) ? quietOn.ms : 0
    own.input = input
    const effect = program(get, { rerun: own.runs > 0 })
    if (effect === null) return null
    // The same version again means the inputs changed: the last answer was for the old ones.
    if (asked === own.asked) own.answered = undefined
    own.asked = asked
    own.runs += 1
    const controller = new AbortController()
    signal.addEventListener('abort', () => controller.abort())
    own.controller = controller
    own.askAgainIfFailed = false
    let exit = await run(quietMs > 0 ? debounced(quietMs)(effect) : effect, controller.signal)
    if (own.controller === controller && own.askAgainIfFailed && isFailed(exit)) {
      own.askAgainIfFailed = false
      exit = await run(effect, controller.signal)
    }
    if (own.controller === controller) own.controller = undefined
    if (Exit.isSuccess(exit)) own.answered = exit
    else if (own.answered) refreshed.set(exit, own.answered)
    own.failed = isFailed(exit)
    return exit
  })

  /** An interrupted run is not an answer: the query simply has none yet. */
  const resultOf = (exit: Exit.Exit<A, E> | null | undefined): Option.Option<AsyncResult.AsyncResult<A, E>> => {
    if (exit == null || (Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause))) return Option.none()
    const previous = Option.map(Option.fromNullishOr(refreshed.get(exit)), AsyncResult.fromExit)
    return Option.some(AsyncResult.fromExitWithPrevious(exit, previous))
  }

  const latest = unwrap(exitAtom, (previous) => new Waiting(previous))

  const query = atom(
    (get) => {
      const now = get(latest)
      if (now instanceof Waiting) {
        const before = resultOf(now.previous)
        // Asked again for a reader that never saw the failure: it sees the skeleton (or the answer
        // before the failure), not an error that a Retry seems not to have cleared.
        const shown = get(flight).failureUnseen
          ? Option.map(Option.flatMap(before, AsyncResult.value), (value) => AsyncResult.success<A, E>(value))
          : before
        return AsyncResult.waitingFrom(shown)
      }
      return Option.getOrElse(resultOf(now), () => AsyncResult.initial<A, E>(now !== null))
    },
    (get, set, action: QueryAction) => {
      const own = get(flight)
      if (action === 'unmount') {
        own.readers.left(() => {
          own.shown = false
          own.cutOff = own.controller !== undefined
          own.controller?.abort()
        })
        return
      }
      if (action === 'networkBack' && own.controller) own.askAgainIfFailed = true
      if ((action === 'retryFailed' || action === 'networkBack') && (!own.failed || own.controller)) return
      if (action === 'refresh' && own.failed) queueMicrotask(retryFailedQueries)
      if (action === 'mount') own.shown = true
      if (action === 'mount' && own.readers.arrived() === 'back') return
      const revisit = action === 'mount' && own.visits++ > 0 && askOnEveryVisit
      const failedUnseen = action === 'mount' && own.failed
      if (action === 'mount' && !own.cutOff && !revisit && !failedUnseen) return
      own.cutOff = false
      own.failureUnseen = failedUnseen
      set(version, (n) => n + 1)
    },
  )
  query.onMount = (dispatch) => {
    dispatch('mount')
    onScreen.add(dispatch)
    return () => {
      onScreen.delete(dispatch)
      dispatch('unmount')
    }
  }
  return Object.assign(query, { settled: exitAtom, warm: latest })
}
