import { Effect, Exit, Option, Schema } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom } from 'jotai'
import { limits, policies } from '@/lib/effect/policies'
import { pagedQueryAtom, type Page } from '@/lib/effect/paged-query-atom'
import { run, type AppServices } from '@/lib/effect/runtime'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { debounced } from '@/lib/effect/timing'
import type { ApiError } from '@/lib/http/errors'
import { fetchImage } from '@/lib/http/head-start'
import { merchantAtom, sessionAtom, sessionScopedAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { imageUrl } from '@/lib/site/image-cdn'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
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
  type LaunchTarget,
} from './games-api'
import { GameCategory, type Game } from './games-schema'
import { firstScreenTiles } from './lobby-rules'
import { gameTileImage } from '@/lib/http/game-page'

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
export const hotGamesQuery = queryAtom(
  (get) => loadHotGames({ merchantCode: get(merchantAtom), language: get(languageAtom) }),
  inLanguage(policies.hotListReloadDebounce),
)

/** Whether the lobby has its menu and its hot games (or their failure): the page under it stops moving. */
export const lobbySettledAtom = atom((get) => !AsyncResult.isInitial(get(vendorDataQuery)) && !AsyncResult.isInitial(get(hotGamesQuery)))

/** The hot games known so far ([] while loading or after a failure), for screens that only show them. */
export const hotGamesAtom = atom((get) => AsyncResult.getOrElse(get(hotGamesQuery), (): ReadonlyArray<Game> => []))

/**
 * The files of a list's first screen of tiles, asked for the moment its first page names them:
 * the game list's largest paint is among them, and when the app opens on the list its answer
 * arrives before the page's code (first-view-data.ts). The tiles' <img>s then find them cached.
 */
const fetchFirstScreen = (games: ReadonlyArray<Game>) =>
  Effect.sync(() =>
    games.slice(0, firstScreenTiles).forEach((game) => {
      const file = gameTileImage(game)
      if (file) fetchImage(imageUrl(file))
    }),
  )

/** What the game list page lists: a category (FAV: the member's favourites), a vendor, a name search. */
export interface GameListRequest {
  readonly category: GameCategory
  /** Vendor code; empty for every vendor of the category. */
  readonly vassalage: string
  /** Name search, trimmed; empty for all. */
  readonly search: string
}

/**
 * The game list page's list, page by page (25): merchant, language and session come from the
 * app's state. A typed name search waits out the slot-search debounce (400 ms) first, and a new
 * text makes a new list, which interrupts the waiting one; an empty search asks at once (SPEC §2:
 * clearing resets the list at once). The favourites list is the member's own: nothing to ask for a
 * guest (the screen sends guests to login first). HOT is not paged: it is hotGamesQuery.
 * `askOnEveryVisit` is for a list kept for the app's life (the lobby's favourites), which a
 * screen showing it again must not show stale.
 */
export const gameListQuery = (
  { category, vassalage, search }: GameListRequest,
  { askOnEveryVisit = false, favouritesPageSize = limits.favouritesPageSize as number } = {},
) =>
  pagedQueryAtom(
    (get, pageNo): Effect.Effect<Page<Game>, ApiError, AppServices> | null => {
      const language = get(languageAtom)
      if (category === 'HOT') return null
      if (category === 'FAV') {
        const token = get(sessionTokenAtom)
        if (token === undefined) return null
        const favourites = loadFavouritePage({ pageNo, gameType: '', token, language, pageSize: favouritesPageSize })
        return Effect.map(favourites, (page) => ({ items: page.content, pageNum: page.pageNum, totalPages: page.totalPages }))
      }
      const games = loadGamePage({ gameType: category, vassalage, gameName: search, pageNo, merchant: get(merchantAtom), language })
      const program = Effect.map(games, (page) => ({ items: page.games, pageNum: page.pageNum, totalPages: page.totalPages })).pipe(
        Effect.tap((page) => (pageNo === 1 ? fetchFirstScreen(page.items) : Effect.void)),
      )
      return pageNo === 1 && search !== '' ? debounced(policies.slotSearchDebounce)(program) : program
    },
    { ...inLanguage(), askOnEveryVisit },
  )

/**
 * The list a /m/gameList address shows (SPEC §2): its type (HOT when missing or unknown), its
 * vendor, and the name typed in its search box.
 */
export const gameListRequestOf = (address: { readonly gameType: string; readonly vassalage: string }, search = ''): GameListRequest => ({
  category: Option.getOrElse(Schema.decodeUnknownOption(GameCategory)(address.gameType.toUpperCase()), () => 'HOT' as const),
  vassalage: address.vassalage,
  search: search.trim(),
})

type GameListAtom = ReturnType<typeof gameListQuery>
const keyOf = ({ category, vassalage, search }: GameListRequest) => JSON.stringify([category, vassalage, search])
/** The list the app opened on, asked for at boot, until its page takes it. */
let opening: { readonly key: string; readonly list: GameListAtom } | null = null

/**
 * The list of the address the app opens on, made at boot so its first page is asked for beside
 * the page's code (app/pages/first-view-data.ts) rather than after the page has rendered.
 */
export const openingGameList = (request: GameListRequest): GameListAtom => {
  const list = gameListQuery(request)
  opening = { key: keyOf(request), list }
  return list
}

/**
 * The list the page shows for `request`: the one asked for at boot, the first time the page asks
 * for that very list; a new one otherwise (a list is made per visit: coming back starts it over).
 */
export const gameListFor = (request: GameListRequest): GameListAtom => {
  const taken = opening?.key === keyOf(request) ? opening.list : null
  opening = null
  return taken ?? gameListQuery(request)
}

/** The member's favourite node IDs as the platform lists them; nothing to ask for guests. */
export const favouriteIdsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadFavouriteIds() : null))

const noFavourites: ReadonlyArray<string> = []
/** The stars this session set, on (true) or off (false), by node ID: the platform agrees with each. */
const starredHereAtom = sessionScopedAtom<ReadonlyMap<string, boolean>>(new Map())

/**
 * Whether a game is a favourite, as every star shows it: as set here this session, else as the
 * platform lists it. The IDs call lists at most 100 (SPEC §9), and may fail; a row of the
 * favourites list itself (`listedAsFavourite`) is one whatever that call said.
 */
export const favouriteStateAtom = atom((get) => {
  const ids = new Set(AsyncResult.getOrElse(get(favouriteIdsQuery), () => noFavourites))
  const changes = get(starredHereAtom)
  return (nodeId: string, listedAsFavourite = false) => changes.get(nodeId) ?? (listedAsFavourite || ids.has(nodeId))
})

export type FavouriteToggleOutcome = 'login' | 'saved' | 'unchanged'

interface StarChange {
  readonly game: FavouriteTarget
  readonly token: string
  /** Whether the game was a favourite when tapped: the change is decided once, when sent. */
  readonly wasFavourite: boolean
}

/** The star's write (one at a time: a tap while one is on its way does nothing). */
const starChangeAtom = submitAtom(
  ({ game, token, wasFavourite }: StarChange) => (wasFavourite ? removeFavourite : addFavourite)(game, token),
  (accepted, { get, set, input }) => {
    // A star sent in a session that has since ended is not this session's.
    if (!accepted || get(sessionTokenAtom) !== input.token) return
    set(starredHereAtom, new Map(get(starredHereAtom)).set(input.game.nodeId, !input.wasFavourite))
  },
)

/**
 * SPEC §4 Favourite toggle: a guest goes to login; a member adds or removes, and on success the
 * local set changes so every star updates without a reload ('saved': show 'changes saved' 1 s).
 * success=false or a failed request changes nothing (SPEC §8: silent).
 */
export const toggleFavouriteAtom = atom(
  null,
  async (get, set, game: FavouriteTarget, listedAsFavourite?: boolean): Promise<FavouriteToggleOutcome> => {
    const token = get(sessionTokenAtom)
    if (token === undefined) return 'login'
    const wasFavourite = get(favouriteStateAtom)(game.nodeId, listedAsFavourite ?? false)
    const sent = await set(starChangeAtom, { game, token, wasFavourite })
    return sent !== 'locked' && Exit.isSuccess(sent) && sent.value ? 'saved' : 'unchanged'
  },
)

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
