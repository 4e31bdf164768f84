import type { Viewer } from '@/domain/member'
import { href, paths } from '@/lib/routes/paths'
import { Option, Schema } from 'effect'
import { GameCategory, vassalageMarker, type Game, type VendorData } from './games-schema'
import { moreLink, queryGameType } from './lobby-rules'

/**
 * SPEC §4 "Game launch" and §2 "Lottery frame" as pure functions: what tapping a game does, and
 * the address of the embedded lottery page.
 */

/** SPEC §4: "Vendors TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT launch a lottery". */
export const lotteryVendors: ReadonlyArray<string> = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']
/** SPEC §4: the vendors whose lottery may use the ELOTT prize mode. */
const elottPrizeVendors: ReadonlyArray<string> = ['TCG_LOTTO_VN', 'LOTT']

export type PlayType = 'ent' | 'trad'
/** Prize modes the launch chooses between (ZY is a prize mode of SPEC §1 no launch rule picks). */
export type PrizeMode = 'ELOTT' | 'LOTT'

/** The lottery frame's query (SPEC §2 "Lottery frame": mui, playType, gameId, prize_mode). */
export interface LotteryQuery {
  readonly mui: string
  readonly playType: PlayType
  readonly gameId: string
  readonly prize_mode: PrizeMode | 'ZY' // ZY arrives only from links into the frame
}

export type LaunchPlan =
  | { readonly kind: 'login' }
  | { readonly kind: 'lottery'; readonly path: string }
  | { readonly kind: 'game-list'; readonly path: string }
  | { readonly kind: 'launch'; readonly freeplay: boolean }

/**
 * SPEC §4: "Prize mode is ELOTT when mapping has ELOTT for TCG_LOTTO_VN or LOTT, else LOTT".
 * Read as: the mapping's ELOTT category lists this game's vendor, and that vendor is TCG_LOTTO_VN
 * or LOTT. So TCG_SEA and ELOTT games always get LOTT.
 */
export const prizeModeOf = (vendor: string, mapping: VendorData['mapping']): PrizeMode =>
  elottPrizeVendors.includes(vendor) && (mapping['ELOTT'] ?? []).includes(vendor) ? 'ELOTT' : 'LOTT'

/** SPEC §4: "Entertainment lotto mode uses playType ent, otherwise trad" (TRAD and null → trad). */
export const playTypeOf = (game: Game): PlayType => (game.lottoMode === 'ENT' ? 'ent' : 'trad')

/**
 * The lottery frame query for a lottery game. `mui` is not described by the SPEC; it carries the
 * game's gameCode (the lottery page's own game key), next to gameId.
 */
export const lotteryQuery = (game: Game, mapping: VendorData['mapping']): LotteryQuery => ({
  mui: game.gameCode,
  playType: playTypeOf(game),
  gameId: game.gameId,
  prize_mode: prizeModeOf(game.vassalage, mapping),
})

/**
 * SPEC §4 "Game launch", in this order:
 * 1. "no session goes to login": a guest goes to login, whatever the game.
 * 2. "Vendors TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT launch a lottery": /m/lotto-h5 with the
 *    lottery query.
 * 3. "other vendors with isGameH5 equal to VASSALAGE go to the game list":
 *    /m/gameList?gameType={queryGameType(game.gameType)}&vassalage={vendor}.
 * 4. "else launch directly (free play when supported)": read as free play when the game supports it
 *    (`game.freeplay`) and the viewer is a free-trial session (type 4), which has no real balance;
 *    members and agents always launch for real, even where free play is supported.
 */
export const launchPlan = (input: {
  readonly game: Game
  readonly viewer: Viewer
  readonly mapping: VendorData['mapping']
}): LaunchPlan => {
  const { game, viewer, mapping } = input
  if (viewer.kind === 'guest') return { kind: 'login' }
  if (lotteryVendors.includes(game.vassalage)) {
    return { kind: 'lottery', path: href('lottoH5', lotteryQuery(game, mapping)) }
  }
  if (game.isGameH5 === vassalageMarker) return { kind: 'game-list', path: moreLink(queryGameType(game.gameType), game.vassalage) }
  return { kind: 'launch', freeplay: game.freeplay && viewer.kind === 'trial' }
}

/**
 * SPEC §2 "Lottery frame": "Embeds a lottery page from query parameters mui, playType, gameId,
 * prize_mode, passing token and merchant code". The query goes onto `lotteryBase` (which may carry
 * its own query and hash; both are kept) in that order, then `token` and `merchantCode`.
 */
export const lotteryFrameUrl = (input: {
  readonly lotteryBase: string
  readonly query: LotteryQuery
  readonly token: string
  readonly merchantCode: string
}): string => {
  const hashAt = input.lotteryBase.indexOf('#')
  const base = hashAt >= 0 ? input.lotteryBase.slice(0, hashAt) : input.lotteryBase
  const hash = hashAt >= 0 ? input.lotteryBase.slice(hashAt) : ''
  const params = new URLSearchParams({ ...input.query, token: input.token, merchantCode: input.merchantCode })
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${params.toString()}${hash}`
}

/** SPEC §2 "Lottery frame": "Close goes to /m/home if pageBack is set, else /m/game". */
export const lotteryCloseTarget = (pageBack: boolean) => (pageBack ? paths.home : paths.game)

/**
 * A game known only by its vendor, type and code (a winner row, a link in an operator's message):
 * enough of it for launchPlan. A type that is not a lobby category launches as a slot (RNG).
 */
export const gameOfCode = (known: {
  readonly vendor: string
  readonly gameType: string
  readonly gameCode: string
  readonly name: string
  readonly iconUrl: string
}): Game => ({
  nodeId: known.gameCode,
  vassalage: known.vendor,
  displayName: known.vendor,
  gameName: known.name,
  nodeName: known.name,
  showIcon: true,
  iconUrl: known.iconUrl,
  mobileLargeIcon: known.iconUrl,
  roomId: null,
  supportPlay: true,
  gameId: known.gameCode,
  gameType: Option.getOrElse(Schema.decodeUnknownOption(GameCategory)(known.gameType), () => 'RNG' as const),
  isGameH5: '',
  freeplay: false,
  lottoMode: null,
  gameCode: known.gameCode,
})
