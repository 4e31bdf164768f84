import { Schema } from 'effect'

/**
 * The games contract (SPEC §3 Game, Vendor data, Game list query; §7 Games). Shapes the SPEC does
 * not show are ours and written down in docs/api-contract.md. One Schema serves the app's decoder
 * and the harness's collections.
 */

/** Categories of the lobby. ESPORTS and COCKFIGHT are asked of the platform as SPORTS (SPEC §4). */
export const gameCategories = [
  'HOT',
  'RNG',
  'LIVE',
  'COCKFIGHT',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'PROMO',
  'FAV',
] as const
export const GameCategory = Schema.Literals(gameCategories)
export type GameCategory = typeof GameCategory.Type

/** `isGameH5` value of a vendor whose games open a game list instead of launching (SPEC §4). */
export const vassalageMarker = 'VASSALAGE'

export const Game = Schema.Struct({
  nodeId: Schema.String,
  /** Vendor code, e.g. PG, EVO, TCG_LOTTO_VN. */
  vassalage: Schema.String,
  /** Vendor display name, shown on the tile. */
  displayName: Schema.String,
  gameName: Schema.String,
  nodeName: Schema.String,
  showIcon: Schema.Boolean,
  iconUrl: Schema.String,
  mobileLargeIcon: Schema.String,
  roomId: Schema.NullOr(Schema.String),
  supportPlay: Schema.Boolean,
  gameId: Schema.String,
  gameType: GameCategory,
  isGameH5: Schema.String,
  /** Free play supported for this game. */
  freeplay: Schema.Boolean,
  /** Lottery play mode: ENT (entertainment) or TRAD (tradition); null for other games. */
  lottoMode: Schema.NullOr(Schema.Literals(['ENT', 'TRAD'])),
  gameCode: Schema.String,
})
export type Game = typeof Game.Type

/** SPEC §3 Vendor data: each category's vendors in sorting order, and category → vendors mapping. */
export const VendorName = Schema.Struct({
  vassalage: Schema.String,
  accountTypeName: Schema.String,
  /** Vendor display name and tile icon (vendor tiles: "large mobile icon and display name"). */
  displayName: Schema.String,
  mobileLargeIcon: Schema.String,
  /** VASSALAGE when the vendor's games open its game list; otherwise it launches directly. */
  isGameH5: Schema.String,
})
export type VendorName = typeof VendorName.Type

export const VendorData = Schema.Struct({
  sorting: Schema.Array(Schema.Struct({ gameCategory: GameCategory, vendorNames: Schema.Array(VendorName) })),
  mapping: Schema.Record(Schema.String, Schema.Array(Schema.String)),
})
export type VendorData = typeof VendorData.Type

/** SPEC §3 Game list query (GCSGAME_gameList). */
export const GameListQuery = Schema.Struct({
  merchant: Schema.String,
  platform: Schema.Literal('html5'),
  gameName: Schema.String,
  gameType: Schema.String,
  pageNo: Schema.Number,
  pageSize: Schema.Number,
  vassalage: Schema.String,
  gameClassify: Schema.Literal(''),
  minBet: Schema.Literal(''),
  minLine: Schema.Literal(''),
  language: Schema.String,
  clientType: Schema.Literal(2),
})
export type GameListQuery = typeof GameListQuery.Type

export const GamePage = Schema.Struct({ games: Schema.Array(Game), pageNum: Schema.Number, totalPages: Schema.Number })
export type GamePage = typeof GamePage.Type

export const FavouritePage = Schema.Struct({ content: Schema.Array(Game), pageNum: Schema.Number, totalPages: Schema.Number })
export type FavouritePage = typeof FavouritePage.Type

/** MCSFE_getFavoriteGames: the member's favourite node IDs, as strings. */
export const FavouriteIds = Schema.Struct({ nodeIds: Schema.Array(Schema.String) })

/**
 * Favourite add/remove answer: read for a success flag in its data (SPEC §7), `value: { success }`.
 * "Its data" may also be the answer itself, whose `success` the envelope already checked, so a
 * value without the flag (null, or none) reads as changed.
 */
export const FavouriteToggle = Schema.NullishOr(Schema.Struct({ success: Schema.optional(Schema.Boolean) }))
export type FavouriteToggle = typeof FavouriteToggle.Type

export const HotGames = Schema.Struct({ list: Schema.Array(Game) })

/** GCS_recentGame (A): the member's recently launched games, newest first. */
export const RecentGames = Schema.Struct({ list: Schema.Array(Game) })

/** /wps/game/launchGame answer (A): the URL to open in the game frame. */
export const LaunchResult = Schema.Struct({ url: Schema.String })

/**
 * (A) SPEC §2/§7 "lottery list, issue number": a lottery game with the draw now open for bets, its
 * issue number (`numero`) and when betting on it closes (epoch ms). The next draw opens as it closes.
 */
export const OpenDraw = Schema.Struct({ game: Game, numero: Schema.String, closeTime: Schema.Number })
export type OpenDraw = typeof OpenDraw.Type
export const OpenDraws = Schema.Struct({ list: Schema.Array(OpenDraw) })
