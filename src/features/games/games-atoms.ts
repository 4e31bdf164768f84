import { Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom } from 'jotai'
import { policies } from '@/lib/effect/policies'
import { run } from '@/lib/effect/runtime'
import { queryAtom } from '@/lib/effect/query-atom'
import { debounced } from '@/lib/effect/timing'
import type { ApiError } from '@/lib/http/errors'
import { merchantAtom, sessionAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import {
  addFavourite,
  launchGame,
  loadFavouriteIds,
  loadFavouritePage,
  loadGamePage,
  loadHotGames,
  loadRecentGames,
  loadVendorData,
  removeFavourite,
  type FavouriteTarget,
  type GamePageRequest,
  type LaunchTarget,
} from './games-api'
import type { FavouritePage, Game, GamePage } from './games-schema'

/**
 * The games feature's state (SPEC §2 game menu, entry tabs, favourites; §4 favourite toggle and
 * game launch). Thin: each write atom runs one program through the runtime bridge and stores the
 * answer; a failed load keeps what was there.
 */

const failureOf = <A>(exit: Exit.Exit<A, ApiError>): ApiError | undefined =>
  Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === 'Fail')?.error : undefined

/** Categories, their vendors and the vendor mapping (GCSGAME_getVassGameType). */
export const vendorDataQuery = queryAtom((get) => loadVendorData(get(merchantAtom)))

/**
 * The hot list in the current language ([] when there are none: no HOT tab). SPEC §2: it reloads
 * on a language change, debounced 250 ms; a newer change aborts the waiting one, so only the last
 * reaches the backend.
 */
export const hotGamesQuery = queryAtom((get, { rerun }) => {
  const program = loadHotGames({ merchantCode: get(merchantAtom), language: get(languageAtom) })
  return rerun ? debounced(policies.hotListReloadDebounce)(program) : program
})

/** The hot games known so far ([] while loading or after a failure), for screens that only show them. */
export const hotGamesAtom = atom((get) => AsyncResult.getOrElse(get(hotGamesQuery), (): ReadonlyArray<Game> => []))

/**
 * One page of a category or vendor list; merchant and language come from the app's state. A typed
 * name search waits out the slot-search debounce (400 ms) first; the caller aborts it when the
 * text changes again. An empty search runs at once (SPEC §2: clearing resets the list at once).
 */
export const loadGamePageAtom = atom(
  null,
  (
    get,
    _set,
    request: Omit<GamePageRequest, 'merchant' | 'language'> & { readonly debounceSearch?: boolean },
    signal?: AbortSignal,
  ): Promise<Exit.Exit<GamePage, ApiError>> => {
    const { debounceSearch, ...query } = request
    const program = loadGamePage({ ...query, merchant: get(merchantAtom), language: get(languageAtom) })
    const waits = debounceSearch === true && (query.gameName ?? '').trim() !== ''
    return run(waits ? debounced(policies.slotSearchDebounce)(program) : program, signal)
  },
)

/** The member's favourite node IDs; empty for guests. Stars read this. */
export const favouriteIdsAtom = atom<ReadonlySet<string>>(new Set<string>())

export const loadFavouriteIdsAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  if (!get(sessionAtom)) return set(favouriteIdsAtom, new Set<string>())
  const exit = await run(loadFavouriteIds(), signal)
  if (Exit.isSuccess(exit)) set(favouriteIdsAtom, new Set(exit.value))
})

const emptyFavouritePage: FavouritePage = { content: [], pageNum: 1, totalPages: 0 }

/**
 * One page of the favourites list (25). A guest gets an empty page (the screen sends guests to
 * login first). A screen drops removed games by filtering the page through favouriteIdsAtom.
 */
export const loadFavouritePageAtom = atom(
  null,
  async (
    get,
    _set,
    request: { readonly pageNo: number; readonly gameType: string },
    signal?: AbortSignal,
  ): Promise<Exit.Exit<FavouritePage, ApiError>> => {
    const session = get(sessionAtom)
    if (!session) return Exit.succeed(emptyFavouritePage)
    return run(loadFavouritePage({ ...request, token: session.token, language: get(languageAtom) }), signal)
  },
)

export type FavouriteToggleOutcome = 'login' | 'saved' | 'unchanged'

/**
 * SPEC §4 Favourite toggle: a guest goes to login; a member adds or removes, and on success the
 * local set changes so every star updates without a reload ('saved': show 'changes saved' 1 s).
 * success=false or a failed request changes nothing (SPEC §8: silent).
 */
export const toggleFavouriteAtom = atom(null, async (get, set, game: FavouriteTarget): Promise<FavouriteToggleOutcome> => {
  const session = get(sessionAtom)
  if (!session) return 'login'
  const wasFavourite = get(favouriteIdsAtom).has(game.nodeId)
  const exit = await run((wasFavourite ? removeFavourite : addFavourite)(game, session.token))
  if (!Exit.isSuccess(exit) || !exit.value) return 'unchanged'
  const next = new Set(get(favouriteIdsAtom))
  if (wasFavourite) next.delete(game.nodeId)
  else next.add(game.nodeId)
  set(favouriteIdsAtom, next)
  return 'saved'
})

/** The member's recently launched games; nothing to ask for guests. A launch asks again. */
export const recentGamesQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadRecentGames() : null))

export type LaunchOutcome =
  | { readonly kind: 'login' }
  | { readonly kind: 'opened'; readonly url: string }
  | { readonly kind: 'failed'; readonly error: ApiError | undefined }

/**
 * Asks the platform for a game's URL. Real money needs a session ('login' without one, SPEC §4);
 * free play goes without. Which games launch here at all (not lotteries, not VASSALAGE vendors)
 * is launch-rules' launchPlan. `error` is undefined when the call was interrupted.
 */
export const launchGameAtom = atom(
  null,
  async (get, set, target: LaunchTarget, options: { readonly freeplay?: boolean } = {}): Promise<LaunchOutcome> => {
    const freeplay = options.freeplay ?? false
    if (!freeplay && !get(sessionAtom)) return { kind: 'login' }
    const exit = await run(launchGame(target, { freeplay, language: get(languageAtom) }))
    if (!Exit.isSuccess(exit)) return { kind: 'failed', error: failureOf(exit) }
    // The platform records a member's launch as a recent game.
    if (get(sessionAtom)) set(recentGamesQuery, 'refresh')
    return { kind: 'opened', url: exit.value }
  },
)
