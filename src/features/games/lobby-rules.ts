import { limits } from '@/lib/effect/policies'
import { href, paths } from '@/lib/routes/paths'
import type { Game, GameCategory, VendorData, VendorName } from './games-schema'

/**
 * SPEC §2 "Game entry tabs and category browser", "Favourites", "Game menu" and §9 game codes, as
 * pure functions. The screens render what these return; the rules live nowhere else.
 */

/** SPEC §9 "Game codes": cockfight vendors. */
export const cockfightVendorCodes: ReadonlyArray<string> = ['DS88']
/** SPEC §9 "Game codes": e-sports vendors. They arrive in the ESPORTS category and stay as given. */
export const esportsVendorCodes: ReadonlyArray<string> = ['AV', 'AI', 'IMES', 'TF', 'IA']

/**
 * A vendor that belongs in the COCKFIGHT tab: one of the SPEC §9 cockfight codes (DS88), or one the
 * platform labels as cockfight through its accountTypeName (contains "COCKFIGHT", any case), so a
 * new cockfight vendor needs no code change.
 */
export const isCockfightVendor = (vendor: VendorName): boolean =>
  cockfightVendorCodes.includes(vendor.vassalage) || vendor.accountTypeName.toUpperCase().includes('COCKFIGHT')

export interface LobbyTab {
  readonly category: GameCategory
  /** The tab's vendors in their given order; always empty for HOT and FAV (not vendor tabs). */
  readonly vendors: ReadonlyArray<VendorName>
}

export type TabsVariant = 'entry' | 'category-page'

/**
 * SPEC §2: "HOT first if hot games exist, FAV last for logged-in users, each category in vendor
 * sorting order; PROMO shows nothing; COCKFIGHT vendors are split out of SPORTS into a COCKFIGHT
 * category inserted right after LIVE (on the category page the COCKFIGHT tab is omitted)".
 *
 * Decisions where the SPEC is open:
 * - HOT and FAV come only from `hasHotGames` / `loggedIn`; HOT or FAV rows in `sorting` are ignored.
 * - A category listed twice in `sorting` keeps its first place; its vendors are merged (first wins
 *   for a repeated vassalage).
 * - COCKFIGHT collects an explicit COCKFIGHT row plus the cockfight vendors taken out of SPORTS.
 *   With no LIVE row it goes where SPORTS stands (just before it), else where its own row stood,
 *   else after the last vendor category.
 * - On the category page the cockfight vendors are still taken out of SPORTS (they are not sports)
 *   and the COCKFIGHT tab is left out, so they do not show there at all.
 * - Vendor categories without vendors are dropped; PROMO is kept whenever `sorting` lists it, since
 *   it never has vendors (the screen renders nothing for it, the game menu routes it to /m/activity).
 */
export const buildTabs = (input: {
  readonly vendorData: VendorData
  readonly hasHotGames: boolean
  readonly loggedIn: boolean
  readonly variant: TabsVariant
}): ReadonlyArray<LobbyTab> => {
  const rows: Array<{ category: GameCategory; vendors: Array<VendorName> }> = []
  for (const { gameCategory, vendorNames } of input.vendorData.sorting) {
    if (gameCategory === 'HOT' || gameCategory === 'FAV') continue
    let row = rows.find((r) => r.category === gameCategory)
    if (!row) {
      row = { category: gameCategory, vendors: [] }
      rows.push(row)
    }
    for (const vendor of vendorNames) {
      if (!row.vendors.some((v) => v.vassalage === vendor.vassalage)) row.vendors.push(vendor)
    }
  }

  const explicit = rows.find((r) => r.category === 'COCKFIGHT')
  const sports = rows.find((r) => r.category === 'SPORTS')
  const cockfight = [...(explicit?.vendors ?? [])]
  for (const vendor of sports?.vendors.filter(isCockfightVendor) ?? []) {
    if (!cockfight.some((v) => v.vassalage === vendor.vassalage)) cockfight.push(vendor)
  }
  if (sports) sports.vendors = sports.vendors.filter((v) => !isCockfightVendor(v))

  // Place COCKFIGHT among the rows (its own row, if any, is replaced by the placed one).
  const ordered = rows.filter((r) => r.category !== 'COCKFIGHT')
  if (input.variant === 'entry' && cockfight.length > 0) {
    const placed = { category: 'COCKFIGHT' as const, vendors: cockfight }
    const live = ordered.findIndex((r) => r.category === 'LIVE')
    const sportsAt = ordered.findIndex((r) => r.category === 'SPORTS')
    // Categories are unique in `rows`, so the own row's index is also its place among `ordered`.
    const ownAt = explicit ? rows.indexOf(explicit) : -1
    const at = live >= 0 ? live + 1 : sportsAt >= 0 ? sportsAt : ownAt >= 0 ? ownAt : ordered.length
    ordered.splice(at, 0, placed)
  }

  const vendorTabs = ordered
    .filter((r) => r.category === 'PROMO' || r.vendors.length > 0)
    .map((r): LobbyTab => ({ category: r.category, vendors: r.vendors }))
  return [
    ...(input.hasHotGames ? [{ category: 'HOT' as const, vendors: [] }] : []),
    ...vendorTabs,
    ...(input.loggedIn ? [{ category: 'FAV' as const, vendors: [] }] : []),
  ]
}

export type TabAction =
  { readonly kind: 'launch-vendor'; readonly vendor: VendorName } | { readonly kind: 'show-list' } | { readonly kind: 'nothing' }

/** Tabs that always show their list, even with a single vendor (SPEC §2). */
const listOnlyTabs: ReadonlyArray<GameCategory> = ['RNG', 'HOT', 'FAV']

/**
 * SPEC §2: "Choosing a tab other than RNG, HOT or FAV with only one vendor launches it directly";
 * "PROMO shows nothing". Everything else shows the tab's list.
 */
export const tabAction = (tab: LobbyTab): TabAction => {
  if (tab.category === 'PROMO') return { kind: 'nothing' }
  const [only, ...rest] = tab.vendors
  if (!listOnlyTabs.includes(tab.category) && only && rest.length === 0) return { kind: 'launch-vendor', vendor: only }
  return { kind: 'show-list' }
}

/** SPEC §2 Game menu: "PROMO goes to /m/activity". Other categories are the caller's callback. */
export const promoPath = paths.activity

/** SPEC §4: "ESPORTS and COCKFIGHT types are queried as SPORTS" (written where the head start reads it too). */
export { queryGameType } from '@/lib/http/game-page'

/** SPEC §2: "hasMore is true while pageNum is below totalPages" (every paged list's rule). */
export { hasMore } from '@/lib/effect/paged-query-atom'

/**
 * SPEC §2: the 'more' button goes to /m/gameList?gameType={type}&vassalage={vassalage}; the
 * favourites block's link is /m/gameList?gameType=FAV, so an empty vassalage is left out. The
 * category is passed as given (the list page asks the platform with `queryGameType`).
 */
export const moreLink = (category: GameCategory, vassalage = ''): string =>
  href('gameList', vassalage === '' ? { gameType: category } : { gameType: category, vassalage })

/** SPEC §9: "vendor list shows more control above 6 games" (the 'More games' button). */
export const showsMoreGames = (count: number): boolean => count > limits.moreGamesAbove

/** SPEC §2 game tile: "game name or node name". */
export const gameTileName = (game: Pick<Game, 'gameName' | 'nodeName'>): string =>
  game.gameName.trim() !== '' ? game.gameName : game.nodeName

/**
 * The tiles a 390-844 px phone shows before any scroll: three rows of three (game-grid, lobby).
 * Their files are asked for at once, not when seen: the game list's largest paint is among them.
 */
export const firstScreenTiles = 9

/** The hot-games block's vendor tab strip: each vendor of the hot games once, in first-seen order. */
export const hotVendors = (games: ReadonlyArray<Game>): ReadonlyArray<string> => [...new Set(games.map((g) => g.vassalage))]

/**
 * SPEC §2 hot-games block: "empty query clears; otherwise … filter by name containing the query
 * within the active vendor tab". The name is the tile's name (`gameTileName`), compared
 * case-insensitively with the trimmed query. `vendor: null` means no vendor tab is chosen (all).
 */
export const filterHotGames = (
  games: ReadonlyArray<Game>,
  filter: { readonly vendor: string | null; readonly query: string },
): ReadonlyArray<Game> => {
  const needle = filter.query.trim().toLowerCase()
  return games.filter(
    (game) =>
      (filter.vendor === null || game.vassalage === filter.vendor) && (needle === '' || gameTileName(game).toLowerCase().includes(needle)),
  )
}
