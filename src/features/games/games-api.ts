import { Effect, Schema } from 'effect'
import { limits } from '@/lib/effect/policies'
import { call } from '@/lib/http/call'
import { gamePageQuery, type GamePageAddress } from '@/lib/http/game-page'
import * as endpoints from './games-endpoints'
import { queryGameType } from './lobby-rules'
import { GameCategory, type FavouriteToggle, type Game, type GameListQuery } from './games-schema'

/** The games calls of SPEC §7 (docs/api-contract.md "Games"). GETs get dedupe and retries from the Api. */

/** GCSGAME_getVassGameType: categories with their vendors in sorting order, and the mapping. */
export const loadVendorData = (merchant: string) => call(endpoints.vendorData, { query: { typeId: 1, merchant } })

const isCategory = Schema.is(GameCategory)
/** SPEC §4: the platform knows e-sports and cockfight games only as SPORTS (lobby-rules' queryGameType). */
const platformGameType = (gameType: string) => (isCategory(gameType) ? queryGameType(gameType) : gameType)

/** What a screen asks for; the fixed fields of SPEC §3 Game list query are filled in by gamePageQuery. */
export interface GamePageRequest extends GamePageAddress {
  readonly gameType: GameCategory
}

export const gameListQuery = (request: GamePageRequest): GameListQuery => gamePageQuery(request)

/** GCSGAME_gameList: one page of 25. */
export const loadGamePage = (request: GamePageRequest) => call(endpoints.gameList, { query: gameListQuery(request) })

/** GCSGAME_hotGamesV2: the hot list for the language (it reloads when the language changes). */
export const loadHotGames = (request: { readonly merchantCode: string; readonly language: string }) =>
  call(endpoints.hotGames, {
    query: { merchantCode: request.merchantCode, isPlatform: 2, language: request.language, platform: 'html5' },
  }).pipe(Effect.map((answer) => answer.list))

/** MCSFE_getFavoriteGames: the member's favourite node IDs (first 100). */
export const loadFavouriteIds = () =>
  call(endpoints.favouriteIds, { query: { pageNo: 1, pageSize: limits.favouriteIdsPageSize } }).pipe(Effect.map((answer) => answer.nodeIds))

export interface FavouritePageRequest {
  /** The session token: the SPEC has this call carry it in its query as well as the header. */
  readonly token: string
  readonly pageNo: number
  /** Empty for every favourite, or a category. */
  readonly gameType: string
  readonly language: string
  readonly pageSize: number
}

/** MCSFE_getFavoriteGamesList: one page of 25 favourite games, newest first. */
export const loadFavouritePage = (request: FavouritePageRequest) =>
  call(endpoints.favouriteList, {
    query: {
      token: request.token,
      pageNo: request.pageNo,
      pageSize: request.pageSize,
      gameType: request.gameType,
      language: request.language,
    },
  })

/** Enough of a game to mark it. */
export type FavouriteTarget = Pick<Game, 'nodeId' | 'vassalage'>

/**
 * Whether a favourite add/remove changed something: a value's `success` false means nothing changed
 * (SPEC §8); without the flag, the envelope's success is the answer.
 */
export const favouriteChanged = (answer: FavouriteToggle) => answer?.success !== false

/** Favourite add/remove (SPEC §7: nodeId, token, vendor; removal sends them in a DELETE body). */
const toggleFavourite =
  (change: typeof endpoints.addFavourite | typeof endpoints.removeFavourite) => (game: FavouriteTarget, token: string) =>
    call(change, { body: { nodeId: game.nodeId, token, vendor: game.vassalage } }).pipe(Effect.map(favouriteChanged))

export const addFavourite = toggleFavourite(endpoints.addFavourite)
export const removeFavourite = toggleFavourite(endpoints.removeFavourite)

/** GCS_recentGame: the member's recently launched games, newest first. */
export const loadRecentGames = () => call(endpoints.recentGames).pipe(Effect.map((answer) => answer.list))

/**
 * What a launch needs: a game, a winner row (vendor + gameCode) or a vendor tile that launches
 * directly (vendor + category: the platform opens the vendor's lobby game).
 */
export interface LaunchTarget {
  readonly vassalage: string
  /** A lobby category or the platform's gameType (a winner row's); ESPORTS/COCKFIGHT go as SPORTS. */
  readonly gameType: string
  readonly nodeId?: string
  readonly gameId?: string
  readonly gameCode?: string
}

/** /wps/game/launchGame: the URL to open. Real money needs a session; free play a game that has it. */
export const launchGame = (target: LaunchTarget, options: { readonly freeplay: boolean; readonly language: string }) =>
  call(endpoints.launchGame, {
    query: {
      nodeId: target.nodeId,
      gameId: target.gameId,
      gameCode: target.gameCode,
      vassalage: target.vassalage,
      gameType: platformGameType(target.gameType),
      freeplay: options.freeplay,
      language: options.language,
      platform: 'html5',
    },
  }).pipe(Effect.map((answer) => answer.url))
