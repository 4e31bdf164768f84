import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { gameListPath } from '@/lib/http/game-page'
import {
  FavouriteIds,
  FavouritePage,
  FavouriteToggle,
  GameListQuery,
  GamePage,
  HotGames,
  LaunchResult,
  OpenDraws,
  RecentGames,
  VendorData,
} from './games-schema'

/** The games calls of SPEC §7 (docs/api-contract.md "Games"), declared once for the app and the harness. */

/** Categories with their vendors in sorting order, and the mapping (typeId 1 is the only kind the lobby asks). */
export const vendorData = endpoint({
  method: 'GET',
  path: relay('GCSGAME_getVassGameType'),
  query: Schema.Struct({ typeId: Schema.Number, merchant: Schema.String }),
  success: VendorData,
})

/** One page of a category's games (SPEC §3 Game list query). */
export const gameList = endpoint({ method: 'GET', path: gameListPath, query: GameListQuery, success: GamePage })

/** The hot list for a language. */
export const hotGames = endpoint({
  method: 'GET',
  path: relay('GCSGAME_hotGamesV2'),
  query: Schema.Struct({
    merchantCode: Schema.String,
    isPlatform: Schema.Literal(2),
    language: Schema.String,
    platform: Schema.Literal('html5'),
  }),
  success: HotGames,
})

/** The member's favourite node IDs. The SPEC has favourite calls carry the token too (query or body). */
export const favouriteIds = endpoint({
  method: 'GET',
  path: relay('MCSFE_getFavoriteGames'),
  query: Schema.Struct({ pageNo: Schema.Number, pageSize: Schema.Number, token: Schema.optional(Schema.String) }),
  success: FavouriteIds,
})

/** One page of favourite games, newest first; gameType '' (or FAV, ALL) for every favourite. */
export const favouriteList = endpoint({
  method: 'GET',
  path: relay('MCSFE_getFavoriteGamesList'),
  query: Schema.Struct({
    token: Schema.String,
    pageNo: Schema.Number,
    pageSize: Schema.Number,
    gameType: Schema.String,
    language: Schema.String,
  }),
  success: FavouritePage,
})

/** SPEC §7: add and remove carry nodeId, token and vendor; removal sends them in a DELETE body. */
export const FavouriteChange = Schema.Struct({ nodeId: Schema.String, token: Schema.String, vendor: Schema.String })
export type FavouriteChange = typeof FavouriteChange.Type

export const addFavourite = endpoint({
  method: 'POST',
  path: relay('MCSFE_addFavoriteGameV2'),
  body: FavouriteChange,
  success: FavouriteToggle,
})

export const removeFavourite = endpoint({
  method: 'DELETE',
  path: relay('MCSFE_removeFavoriteGameV2'),
  body: FavouriteChange,
  success: FavouriteToggle,
})

/** The member's recently launched games, newest first (A). */
export const recentGames = endpoint({ method: 'GET', path: relay('GCS_recentGame'), success: RecentGames })

/** The URL to open: by nodeId, else vendor + gameId or gameCode (winner rows), else the vendor's lobby game. */
export const launchGame = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  query: Schema.Struct({
    nodeId: Schema.optional(Schema.String),
    gameId: Schema.optional(Schema.String),
    gameCode: Schema.optional(Schema.String),
    vassalage: Schema.String,
    gameType: Schema.String,
    freeplay: Schema.Boolean,
    language: Schema.String,
    platform: Schema.Literal('html5'),
  }),
  success: LaunchResult,
})

/**
 * The lottery games with their open draws (SPEC §7 "lottery list, issue number"; its
 * /lotto/lgw/games/opened/numero without the lottery page's /lotto prefix, the path its page keeps).
 */
export const openDraws = endpoint({ method: 'GET', path: '/lgw/games/opened/numero', success: OpenDraws })
