import { Effect, Schema } from 'effect'
import { limits } from '@/lib/effect/policies'
import { Api } from '@/lib/http/api'
import { queryGameType } from './lobby-rules'
import {
  FavouriteIds,
  FavouritePage,
  FavouriteToggle,
  GamePage,
  HotGames,
  LaunchResult,
  RecentGames,
  VendorData,
  GameCategory,
  type Game,
  type GameListQuery,
} from './games-schema'

/** The games calls of SPEC §7 (docs/api-contract.md "Games"). GETs get dedupe and retries from the Api. */

/** GCSGAME_getVassGameType: categories with their vendors in sorting order, and the mapping. */
export const loadVendorData = (merchant: string) =>
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/relay/GCSGAME_getVassGameType',
      query: { typeId: 1, merchant },
      schema: VendorData,
    }),
  )

const isCategory = Schema.is(GameCategory)
/** SPEC §4: the platform knows e-sports and cockfight games only as SPORTS (lobby-rules' queryGameType). */
const platformGameType = (gameType: string) => (isCategory(gameType) ? queryGameType(gameType) : gameType)

/** What a screen asks for; the fixed fields of SPEC §3 Game list query are filled in here. */
export interface GamePageRequest {
  readonly merchant: string
  readonly language: string
  /** The lobby category (ESPORTS and COCKFIGHT are fine: they are asked as SPORTS). */
  readonly gameType: GameCategory
  /** Vendor code; empty for every vendor of the category. */
  readonly vassalage: string
  /** Name search; empty for all. */
  readonly gameName?: string
  /** From 1. */
  readonly pageNo: number
}

export const gameListQuery = (request: GamePageRequest): GameListQuery => ({
  merchant: request.merchant,
  platform: 'html5',
  gameName: request.gameName ?? '',
  gameType: queryGameType(request.gameType),
  pageNo: request.pageNo,
  pageSize: limits.gamePageSize,
  vassalage: request.vassalage,
  gameClassify: '',
  minBet: '',
  minLine: '',
  language: request.language,
  clientType: 2,
})

/** GCSGAME_gameList: one page of 25. */
export const loadGamePage = (request: GamePageRequest) =>
  Effect.flatMap(Api, (api) =>
    api.call({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', query: gameListQuery(request), schema: GamePage }),
  )

/** GCSGAME_hotGamesV2: the hot list for the language (it reloads when the language changes). */
export const loadHotGames = (request: { readonly merchantCode: string; readonly language: string }) =>
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      query: { merchantCode: request.merchantCode, isPlatform: 2, language: request.language, platform: 'html5' },
      schema: HotGames,
    }),
  ).pipe(Effect.map((answer) => answer.list))

/** MCSFE_getFavoriteGames: the member's favourite node IDs (first 100). */
export const loadFavouriteIds = () =>
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGames',
      query: { pageNo: 1, pageSize: limits.favouriteIdsPageSize },
      schema: FavouriteIds,
    }),
  ).pipe(Effect.map((answer) => answer.nodeIds))

export interface FavouritePageRequest {
  /** The session token: the SPEC has this call carry it in its query as well as the header. */
  readonly token: string
  readonly pageNo: number
  /** Empty for every favourite, or a category. */
  readonly gameType: string
  readonly language: string
}

/** MCSFE_getFavoriteGamesList: one page of 25 favourite games, newest first. */
export const loadFavouritePage = (request: FavouritePageRequest) =>
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGamesList',
      query: {
        token: request.token,
        pageNo: request.pageNo,
        pageSize: limits.favouritesPageSize,
        gameType: request.gameType,
        language: request.language,
      },
      schema: FavouritePage,
    }),
  )

/** Enough of a game to mark it. */
export type FavouriteTarget = Pick<Game, 'nodeId' | 'vassalage'>

/**
 * Favourite add/remove (SPEC §7: nodeId, token, vendor; removal sends them in a DELETE body).
 * True when the platform changed something; success !== true means nothing changed (SPEC §8).
 */
const toggleFavourite = (method: 'POST' | 'DELETE', path: string) => (game: FavouriteTarget, token: string) =>
  Effect.flatMap(Api, (api) =>
    api.call({ method, path, body: { nodeId: game.nodeId, token, vendor: game.vassalage }, schema: FavouriteToggle }),
  ).pipe(Effect.map((answer) => answer.success === true))

export const addFavourite = toggleFavourite('POST', '/wps/relay/MCSFE_addFavoriteGameV2')
export const removeFavourite = toggleFavourite('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2')

/** GCS_recentGame: the member's recently launched games, newest first. */
export const loadRecentGames = () =>
  Effect.flatMap(Api, (api) =>
    api.call({ method: 'GET', path: '/wps/relay/GCS_recentGame', schema: RecentGames }),
  ).pipe(Effect.map((answer) => answer.list))

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
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/game/launchGame',
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
      schema: LaunchResult,
    }),
  ).pipe(Effect.map((answer) => answer.url))
