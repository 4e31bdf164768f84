import { limits } from '../effect/policies'

/**
 * The address of a game list page (GCSGAME_gameList), written once for the two that ask for it:
 * the games feature (games-api.ts) and the document's head start (head-start.ts), which asks for
 * the first page of the list the app opens on. The Api adopts the document's request only when
 * its address is the same to the letter.
 */

/** The path of the call; games-endpoints.ts declares the call with it. */
export const gameListPath = '/wps/relay/GCSGAME_gameList'

/** SPEC §4: the platform knows e-sports and cockfight games only as SPORTS. */
export const queryGameType = <Category extends string>(category: Category): Category | 'SPORTS' =>
  category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category

/** A vendor code as a game list address carries it (routeQueries.gameList). */
export const vendorCodePattern = /^[A-Za-z0-9_]{0,32}$/

export interface GamePageAddress {
  readonly merchant: string
  readonly language: string
  /** The lobby category (ESPORTS and COCKFIGHT are fine: they are asked as SPORTS). */
  readonly gameType: string
  /** Vendor code; empty for every vendor of the category. */
  readonly vassalage: string
  /** Name search; empty for all. */
  readonly gameName?: string
  /** From 1. */
  readonly pageNo: number
}

/** SPEC §3 Game list query: one page of limits.gamePageSize, the fixed fields filled in. */
export const gamePageQuery = (request: GamePageAddress) => ({
  merchant: request.merchant,
  platform: 'html5' as const,
  gameName: request.gameName ?? '',
  gameType: queryGameType(request.gameType),
  pageNo: request.pageNo,
  pageSize: limits.gamePageSize,
  vassalage: request.vassalage,
  gameClassify: '' as const,
  minBet: '' as const,
  minLine: '' as const,
  language: request.language,
  clientType: 2 as const,
})

/**
 * A game tile's picture: its icon, else its large mobile icon ('' for none: the default artwork).
 * The tiles and the document's first row (head-start.ts) read it the same way.
 */
export const gameTileImage = (game: { readonly iconUrl: string; readonly mobileLargeIcon: string }): string =>
  game.iconUrl || game.mobileLargeIcon
