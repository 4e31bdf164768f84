import { describe, expect, it } from 'vitest'
import type { Game, GameCategory, VendorData, VendorName } from './games-schema'
import {
  buildTabs,
  esportsVendorCodes,
  filterHotGames,
  gameTileName,
  hasMore,
  hotVendors,
  isCockfightVendor,
  moreLink,
  queryGameType,
  showsMoreGames,
  tabAction,
  type LobbyTab,
  type TabsVariant,
} from './lobby-rules'

const vendor = (vassalage: string, accountTypeName = vassalage): VendorName => ({
  vassalage,
  accountTypeName,
  displayName: vassalage,
  mobileLargeIcon: `${vassalage}.png`,
  isGameH5: '',
})

type Row = readonly [GameCategory, ReadonlyArray<string | VendorName>]
const data = (...rows: ReadonlyArray<Row>): VendorData => ({
  sorting: rows.map(([gameCategory, vendors]) => ({
    gameCategory,
    vendorNames: vendors.map((v) => (typeof v === 'string' ? vendor(v) : v)),
  })),
  mapping: {},
})

/** Tabs as `CATEGORY:VENDOR,VENDOR` strings, to compare whole orders at a glance. */
const shape = (tabs: ReadonlyArray<LobbyTab>) => tabs.map((t) => `${t.category}:${t.vendors.map((v) => v.vassalage).join(',')}`)

const site = data(
  ['RNG', ['PG', 'JILI']],
  ['LIVE', ['EVO', 'SEXY']],
  ['SPORTS', ['SABA', 'DS88', 'CMD']],
  ['ESPORTS', ['AV', 'AI', 'IMES', 'TF', 'IA']],
  ['FISH', ['JDB']],
  ['LOTT', ['TCG_SEA']],
  ['PROMO', []],
)

describe('buildTabs (SPEC §2 Game entry tabs and category browser)', () => {
  it.each<[string, { hasHotGames: boolean; loggedIn: boolean; variant: TabsVariant }, ReadonlyArray<string>]>([
    // "HOT first if hot games exist, FAV last for logged-in users, each category in vendor sorting order"
    [
      'member with hot games, entry tabs',
      { hasHotGames: true, loggedIn: true, variant: 'entry' },
      [
        'HOT:',
        'RNG:PG,JILI',
        'LIVE:EVO,SEXY',
        'COCKFIGHT:DS88',
        'SPORTS:SABA,CMD',
        'ESPORTS:AV,AI,IMES,TF,IA',
        'FISH:JDB',
        'LOTT:TCG_SEA',
        'PROMO:',
        'FAV:',
      ],
    ],
    // "HOT first if hot games exist": no hot games, no HOT tab
    [
      'member without hot games',
      { hasHotGames: false, loggedIn: true, variant: 'entry' },
      [
        'RNG:PG,JILI',
        'LIVE:EVO,SEXY',
        'COCKFIGHT:DS88',
        'SPORTS:SABA,CMD',
        'ESPORTS:AV,AI,IMES,TF,IA',
        'FISH:JDB',
        'LOTT:TCG_SEA',
        'PROMO:',
        'FAV:',
      ],
    ],
    // "FAV last for logged-in users": a guest has no FAV tab
    [
      'guest with hot games',
      { hasHotGames: true, loggedIn: false, variant: 'entry' },
      [
        'HOT:',
        'RNG:PG,JILI',
        'LIVE:EVO,SEXY',
        'COCKFIGHT:DS88',
        'SPORTS:SABA,CMD',
        'ESPORTS:AV,AI,IMES,TF,IA',
        'FISH:JDB',
        'LOTT:TCG_SEA',
        'PROMO:',
      ],
    ],
    // "on the category page the COCKFIGHT tab is omitted" (DS88 still leaves SPORTS)
    [
      'member on the category page',
      { hasHotGames: true, loggedIn: true, variant: 'category-page' },
      ['HOT:', 'RNG:PG,JILI', 'LIVE:EVO,SEXY', 'SPORTS:SABA,CMD', 'ESPORTS:AV,AI,IMES,TF,IA', 'FISH:JDB', 'LOTT:TCG_SEA', 'PROMO:', 'FAV:'],
    ],
    [
      'guest on the category page without hot games',
      { hasHotGames: false, loggedIn: false, variant: 'category-page' },
      ['RNG:PG,JILI', 'LIVE:EVO,SEXY', 'SPORTS:SABA,CMD', 'ESPORTS:AV,AI,IMES,TF,IA', 'FISH:JDB', 'LOTT:TCG_SEA', 'PROMO:'],
    ],
  ])('%s', (_name, flags, expected) => {
    expect(shape(buildTabs({ vendorData: site, ...flags }))).toEqual(expected)
  })

  const entry = { hasHotGames: false, loggedIn: false, variant: 'entry' } as const
  it.each<[string, VendorData, ReadonlyArray<string>]>([
    // "COCKFIGHT vendors are split out of SPORTS": with only DS88, SPORTS is empty and dropped
    ['SPORTS with only DS88', data(['LIVE', ['EVO']], ['SPORTS', ['DS88']]), ['LIVE:EVO', 'COCKFIGHT:DS88']],
    // "inserted right after LIVE", even when SPORTS comes before LIVE in the sorting
    [
      'SPORTS sorted before LIVE',
      data(['SPORTS', ['DS88', 'SABA']], ['RNG', ['PG']], ['LIVE', ['EVO']]),
      ['SPORTS:SABA', 'RNG:PG', 'LIVE:EVO', 'COCKFIGHT:DS88'],
    ],
    // a vendor whose accountTypeName says COCKFIGHT counts as a cockfight vendor (our reading)
    [
      'cockfight by account type name',
      data(['LIVE', ['EVO']], ['SPORTS', [vendor('WS168', 'Cockfight'), 'SABA']]),
      ['LIVE:EVO', 'COCKFIGHT:WS168', 'SPORTS:SABA'],
    ],
    // no cockfight vendor: no COCKFIGHT tab
    ['no cockfight vendor', data(['LIVE', ['EVO']], ['SPORTS', ['SABA']]), ['LIVE:EVO', 'SPORTS:SABA']],
    // no LIVE category: COCKFIGHT takes the place where SPORTS stands
    [
      'no LIVE category',
      data(['RNG', ['PG']], ['SPORTS', ['SABA', 'DS88']], ['FISH', ['JDB']]),
      ['RNG:PG', 'COCKFIGHT:DS88', 'SPORTS:SABA', 'FISH:JDB'],
    ],
    // LIVE listed but empty: it is dropped, COCKFIGHT still follows its place
    [
      'empty LIVE category',
      data(['RNG', ['PG']], ['LIVE', []], ['FISH', ['JDB']], ['SPORTS', ['DS88']]),
      ['RNG:PG', 'COCKFIGHT:DS88', 'FISH:JDB'],
    ],
    // a COCKFIGHT row the platform sends itself joins the split vendors, after LIVE
    [
      'explicit COCKFIGHT row',
      data(['COCKFIGHT', ['SV388']], ['LIVE', ['EVO']], ['SPORTS', ['DS88', 'SABA']]),
      ['LIVE:EVO', 'COCKFIGHT:SV388,DS88', 'SPORTS:SABA'],
    ],
    [
      'explicit COCKFIGHT row, no LIVE or SPORTS',
      data(['RNG', ['PG']], ['COCKFIGHT', ['SV388']], ['FISH', ['JDB']]),
      ['RNG:PG', 'COCKFIGHT:SV388', 'FISH:JDB'],
    ],
    // "ESPORTS as given": e-sports vendors (SPEC §9 AV, AI, IMES, TF, IA) are neither moved nor split
    [
      'ESPORTS as given',
      data(['ESPORTS', ['IA', 'TF', 'IMES', 'AI', 'AV']], ['SPORTS', ['SABA']]),
      ['ESPORTS:IA,TF,IMES,AI,AV', 'SPORTS:SABA'],
    ],
    ['e-sports vendor listed under SPORTS stays there', data(['SPORTS', ['SABA', 'IMES']]), ['SPORTS:SABA,IMES']],
    // empty categories are dropped; PROMO (no vendors by nature) stays a tab
    ['empty categories dropped, PROMO kept', data(['RNG', []], ['PROMO', []], ['PVP', ['KM']], ['ELOTT', []]), ['PROMO:', 'PVP:KM']],
    // HOT and FAV come only from the flags, never from the sorting
    ['HOT and FAV rows in the sorting are ignored', data(['FAV', ['PG']], ['HOT', ['PG']], ['RNG', ['PG']]), ['RNG:PG']],
    // a category listed twice keeps its first place and merges its vendors
    ['repeated category merges', data(['RNG', ['PG']], ['LIVE', ['EVO']], ['RNG', ['JILI', 'PG']]), ['RNG:PG,JILI', 'LIVE:EVO']],
    ['no vendor data at all', data(), []],
  ])('%s', (_name, vendorData, expected) => {
    expect(shape(buildTabs({ vendorData, ...entry }))).toEqual(expected)
  })

  it('keeps the vendor records themselves (display name, icon) on the tabs', () => {
    const [rng] = buildTabs({ vendorData: site, ...entry })
    expect(rng?.vendors[0]).toEqual(vendor('PG'))
  })

  it('only HOT and FAV when there is no vendor data', () => {
    expect(shape(buildTabs({ vendorData: data(), hasHotGames: true, loggedIn: true, variant: 'entry' }))).toEqual(['HOT:', 'FAV:'])
  })

  it.each([
    // SPEC §9 "cockfight DS88"; an account type naming COCKFIGHT is our extension
    [vendor('DS88'), true],
    [vendor('X1', 'COCKFIGHT'), true],
    [vendor('X2', 'sv_cockfight'), true],
    [vendor('SABA', 'SPORTS'), false],
    [vendor('ds88'), false],
  ])('isCockfightVendor(%o) is %s', (v, expected) => expect(isCockfightVendor(v)).toBe(expected))
})

describe('tabAction (SPEC §2)', () => {
  const tab = (category: GameCategory, ...vendors: ReadonlyArray<string>): LobbyTab => ({
    category,
    vendors: vendors.map((v) => vendor(v)),
  })
  const launch = (v: string) => ({ kind: 'launch-vendor', vendor: vendor(v) })
  const list = { kind: 'show-list' }

  it.each<[string, LobbyTab, unknown]>([
    // "Choosing a tab other than RNG, HOT or FAV with only one vendor launches it directly"
    ['single-vendor LIVE launches', tab('LIVE', 'EVO'), launch('EVO')],
    ['single-vendor COCKFIGHT launches', tab('COCKFIGHT', 'DS88'), launch('DS88')],
    ['single-vendor SPORTS launches', tab('SPORTS', 'SABA'), launch('SABA')],
    ['single-vendor ESPORTS launches', tab('ESPORTS', 'IMES'), launch('IMES')],
    ['single-vendor FISH launches', tab('FISH', 'JDB'), launch('JDB')],
    ['single-vendor PVP launches', tab('PVP', 'KM'), launch('KM')],
    ['single-vendor LOTT launches', tab('LOTT', 'TCG_SEA'), launch('TCG_SEA')],
    ['single-vendor ELOTT launches', tab('ELOTT', 'TCG_LOTTO_VN'), launch('TCG_LOTTO_VN')],
    ['single-vendor RNG does NOT launch', tab('RNG', 'PG'), list],
    ['single-vendor HOT does NOT launch', tab('HOT', 'PG'), list],
    ['single-vendor FAV does NOT launch', tab('FAV', 'PG'), list],
    ['two-vendor LIVE shows the list', tab('LIVE', 'EVO', 'SEXY'), list],
    ['multi-vendor RNG shows the list', tab('RNG', 'PG', 'JILI'), list],
    ['HOT without vendors shows the list', tab('HOT'), list],
    ['FAV without vendors shows the list', tab('FAV'), list],
    // "PROMO shows nothing"
    ['PROMO shows nothing', tab('PROMO'), { kind: 'nothing' }],
    ['PROMO with a vendor still shows nothing', tab('PROMO', 'X'), { kind: 'nothing' }],
  ])('%s', (_name, t, expected) => expect(tabAction(t)).toEqual(expected))
})

describe('queryGameType (SPEC §4 "ESPORTS and COCKFIGHT types are queried as SPORTS")', () => {
  it.each<[GameCategory, GameCategory]>([
    ['ESPORTS', 'SPORTS'],
    ['COCKFIGHT', 'SPORTS'],
    ['SPORTS', 'SPORTS'],
    ['RNG', 'RNG'],
    ['LIVE', 'LIVE'],
    ['FISH', 'FISH'],
    ['PVP', 'PVP'],
    ['LOTT', 'LOTT'],
    ['ELOTT', 'ELOTT'],
    ['HOT', 'HOT'],
    ['FAV', 'FAV'],
    ['PROMO', 'PROMO'],
  ])('%s → %s', (category, expected) => expect(queryGameType(category)).toBe(expected))
})

describe('hasMore (SPEC §2 "hasMore is true while pageNum is below totalPages")', () => {
  it.each([
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [1, 1, false],
    [1, 0, false],
    [0, 0, false],
  ])('page %s of %s → %s', (pageNum, totalPages, expected) => expect(hasMore({ pageNum, totalPages })).toBe(expected))
})

describe('moreLink (SPEC §2 "a \'more\' button to /m/gameList?gameType={type}&vassalage={vassalage}")', () => {
  it.each<[GameCategory, string | undefined, string]>([
    ['RNG', 'PG', '/m/gameList?gameType=RNG&vassalage=PG'],
    ['LIVE', 'TCG_LOTTO_VN', '/m/gameList?gameType=LIVE&vassalage=TCG_LOTTO_VN'],
    // the category is passed as given; the list page queries it with queryGameType
    ['COCKFIGHT', 'DS88', '/m/gameList?gameType=COCKFIGHT&vassalage=DS88'],
    // URL-encoded
    ['RNG', 'A&B=C D', '/m/gameList?gameType=RNG&vassalage=A%26B%3DC+D'],
    // SPEC §2 Favourites: "more link to /m/gameList?gameType=FAV"
    ['FAV', undefined, '/m/gameList?gameType=FAV'],
    ['HOT', '', '/m/gameList?gameType=HOT'],
  ])('%s / %s → %s', (category, vassalage, expected) => expect(moreLink(category, vassalage)).toBe(expected))
})

const game = (nodeId: string, vassalage: string, gameName: string, nodeName = `node-${nodeId}`): Game => ({
  nodeId,
  vassalage,
  displayName: vassalage,
  gameName,
  nodeName,
  showIcon: true,
  iconUrl: '',
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameId: nodeId,
  gameType: 'RNG',
  isGameH5: '',
  freeplay: false,
  lottoMode: null,
  gameCode: nodeId,
})

describe('hot games block (SPEC §2 "filter by name containing the query within the active vendor tab")', () => {
  const hot = [
    game('1', 'PG', 'Mahjong Ways'),
    game('2', 'PG', 'Fortune Tiger'),
    game('3', 'JILI', 'Super Ace'),
    game('4', 'JILI', 'Fortune Gems'),
    game('5', 'JILI', '', 'Money Coming'),
  ]
  const ids = (games: ReadonlyArray<Game>) => games.map((g) => g.nodeId)

  it.each<[string, string | null, string, ReadonlyArray<string>]>([
    // "empty query clears": the whole vendor tab
    ['empty query, PG tab', 'PG', '', ['1', '2']],
    ['blank query, JILI tab', 'JILI', '   ', ['3', '4', '5']],
    ['empty query, no vendor tab', null, '', ['1', '2', '3', '4', '5']],
    // "name containing the query", case-insensitive and trimmed
    ['case-insensitive', 'PG', 'FORTUNE', ['2']],
    ['trimmed', 'JILI', '  fortune ', ['4']],
    ['within the active vendor only', 'JILI', 'mahjong', []],
    ['across vendors when none is chosen', null, 'fortune', ['2', '4']],
    // the tile's name: game name, else node name
    ['matches the node name when the game name is empty', 'JILI', 'money', ['5']],
    ['does not match a hidden node name', 'PG', 'node', []],
    ['unknown vendor tab', 'EVO', '', []],
  ])('%s', (_name, v, query, expected) => expect(ids(filterHotGames(hot, { vendor: v, query }))).toEqual(expected))

  it('lists each hot-game vendor once, in first-seen order', () => {
    expect(hotVendors(hot)).toEqual(['PG', 'JILI'])
    expect(hotVendors([])).toEqual([])
  })

  it.each([
    // SPEC §2 game tile: "game name or node name"
    [game('1', 'PG', 'Mahjong Ways', 'mw'), 'Mahjong Ways'],
    [game('2', 'PG', '', 'Node Name'), 'Node Name'],
    [game('3', 'PG', '  ', 'Node Name'), 'Node Name'],
  ])('tile name of %#', (g, expected) => expect(gameTileName(g)).toBe(expected))
})

describe('SPEC §9 e-sports codes', () => {
  it('are AV, AI, IMES, TF, IA', () => expect(esportsVendorCodes).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']))
})

describe('showsMoreGames (SPEC §9 "vendor list shows more control above 6 games")', () => {
  it.each([
    [0, false],
    [1, false],
    [6, false],
    [7, true],
    [25, true],
  ])('%i games → %s', (count, expected) => expect(showsMoreGames(count)).toBe(expected))
})
