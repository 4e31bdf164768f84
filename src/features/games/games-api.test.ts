import { Effect, Exit, Schema } from 'effect'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { brokenImageGames, favouriteFixtures, gameAt, games, hotGameIds, recentFixtures } from '../../../fixtures/games'
import type { Api } from '@/lib/http/api'
import { startHeadStart } from '@/lib/http/head-start'
import {
  addFavourite,
  favouriteChanged,
  launchGame,
  loadFavouriteIds,
  loadFavouritePage,
  loadGamePage,
  loadHotGames,
  loadRecentGames,
  loadVendorData,
  removeFavourite,
  type GamePageRequest,
} from './games-api'
import { FavouriteToggle } from './games-schema'
import { hasMore } from './lobby-rules'

/** The games programs over the real harness: a member signs in by opening a harness session. */
const setup = async () => {
  let token: string | null = null
  const seen: URL[] = []
  const api = await makeTestApi({ token: () => token, onRequest: (request) => seen.push(new URL(request.url)) })
  const run = <A, E>(program: Effect.Effect<A, E, Api>) => Effect.runPromise(program.pipe(Effect.provide(api.layer)))
  const exit = <A, E>(program: Effect.Effect<A, E, Api>) => run(Effect.exit(program))
  const signIn = async (userName = 'player01') => {
    token = await api.harness.db.openSession(userName)
    return token
  }
  return { ...api, seen, run, exit, signIn }
}

const errorOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? (exit.cause.reasons.find((reason) => reason._tag === 'Fail')?.error as { _tag: string; code?: string }) : undefined

const request = (overrides: Partial<GamePageRequest>): GamePageRequest => ({
  merchant: 'wps',
  language: 'EN',
  gameType: 'RNG',
  vassalage: 'PP',
  pageNo: 1,
  ...overrides,
})

describe('games programs', () => {
  it('loads the vendor data: sorting in lobby order, cockfight inside SPORTS, ELOTT mapping with TCG_LOTTO_VN', async () => {
    const { run, seen } = await setup()
    const data = await run(loadVendorData('wps'))
    expect(data.sorting.map((entry) => entry.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'PROMO',
    ])
    const sports = data.sorting.find((entry) => entry.gameCategory === 'SPORTS')!
    expect(sports.vendorNames.map((vendor) => vendor.vassalage)).toContain('DS88')
    expect(data.mapping.ELOTT).toContain('TCG_LOTTO_VN')
    expect(data.mapping.ELOTT).not.toContain('LOTT')
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ typeId: '1', merchant: 'wps' })
  })

  it('pages a vendor 25 at a time; hasMore while pageNum is below totalPages', async () => {
    const { run, seen } = await setup()
    const total = games.filter((game) => game.vassalage === 'PP' && game.gameType === 'RNG').length
    const pages = []
    for (let pageNo = 1; pageNo <= 4; pageNo++) pages.push(await run(loadGamePage(request({ pageNo }))))
    expect(pages.map((page) => page.games.length)).toEqual([25, 25, 25, total - 75])
    expect(pages.map((page) => [page.pageNum, page.totalPages])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ])
    expect(pages.map(hasMore)).toEqual([true, true, true, false])
    expect(new Set(pages.flatMap((page) => page.games.map((game) => game.nodeId))).size).toBe(total)
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({
      platform: 'html5',
      pageSize: '25',
      clientType: '2',
      gameClassify: '',
      minBet: '',
      minLine: '',
      gameName: '',
    })
  })

  it('takes the first page the document asked for (head-start.ts): the same address to the letter, so the platform sees one call', async () => {
    const { run, seen, fetch } = await setup()
    localStorage.clear()
    globalThis.__wpsFirstRequests = undefined
    const view = {
      pages: [],
      pageAt: {},
      locales: {},
      pageLocales: [],
      bannersAt: {},
      gameListAt: { '/m/gameList': ['RNG', 'SPORTS', 'ESPORTS'] },
    }
    const context = { storage: localStorage, device: 'MOBILE', apiBaseUrl: '', merchant: 'wps', view, fetcher: fetch }
    startHeadStart({ ...context, here: { pathname: '/m/gameList', search: '?gameType=esports&vassalage=IA' } })
    startHeadStart({ ...context, here: { pathname: '/m/gameList', search: '?gameType=RNG' } })
    const listCalls = () => seen.filter((url) => url.pathname.endsWith('GCSGAME_gameList'))
    expect(listCalls()).toHaveLength(2)

    const esports = await run(loadGamePage(request({ gameType: 'ESPORTS', vassalage: 'IA' })))
    const slots = await run(loadGamePage(request({ gameType: 'RNG', vassalage: '' })))

    expect(listCalls()).toHaveLength(2)
    expect([esports.games.length, slots.games.length].every((count) => count > 0)).toBe(true)
    // Both taken: none of the document's game list requests is left waiting.
    const left = (globalThis.__wpsFirstRequests as ReadonlyArray<{ url: string }> | undefined) ?? []
    expect(left.filter((request) => request.url.includes('GCSGAME_gameList'))).toEqual([])
  })

  it('searches names case-insensitively across a category', async () => {
    const { run } = await setup()
    const expected = games.filter((game) => game.gameType === 'RNG' && /dragon/i.test(game.gameName))
    const page = await run(loadGamePage(request({ vassalage: '', gameName: 'DRAGON' })))
    expect(page.games.length).toBe(Math.min(25, expected.length))
    expect(page.games.every((game) => /dragon/i.test(game.gameName))).toBe(true)
    expect(page.totalPages).toBe(Math.ceil(expected.length / 25))
    const none = await run(loadGamePage(request({ gameName: 'no such game' })))
    expect(none).toEqual({ games: [], pageNum: 1, totalPages: 0 })
    expect(hasMore(none)).toBe(false)
  })

  it.each([
    ['ESPORTS', 'AV'],
    ['COCKFIGHT', 'DS88'],
  ] as const)('asks %s games as SPORTS with their vendor', async (gameType, vassalage) => {
    const { run, seen } = await setup()
    const page = await run(loadGamePage(request({ gameType, vassalage })))
    expect(seen[0]!.searchParams.get('gameType')).toBe('SPORTS')
    expect(page.games.map((game) => game.vassalage)).toEqual([vassalage])
  })

  it('loads the hot games', async () => {
    const { run, seen } = await setup()
    const hot = await run(loadHotGames({ merchantCode: 'wps', language: 'TY' }))
    expect(hot.map((game) => game.nodeId)).toEqual(hotGameIds)
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ merchantCode: 'wps', isPlatform: '2', language: 'TY', platform: 'html5' })
  })

  it('lists, adds and removes favourites for a signed-in member', async () => {
    const { run, signIn, seen } = await setup()
    const token = await signIn()
    expect(await run(loadFavouriteIds())).toEqual(favouriteFixtures.player01)
    expect(seen[0]!.searchParams.get('pageSize')).toBe('100')

    const game = gameAt('PP', 'RNG', 3)
    expect(await run(addFavourite(game, token))).toBe(true)
    expect((await run(loadFavouriteIds()))[0]).toBe(game.nodeId)

    const first = await run(loadFavouritePage({ token, pageNo: 1, gameType: '', language: 'EN', pageSize: 25 }))
    const second = await run(loadFavouritePage({ token, pageNo: 2, gameType: '', language: 'EN', pageSize: 25 }))
    expect([first.content.length, second.content.length, first.totalPages]).toEqual([25, 6, 2])
    expect(first.content[0]!.nodeId).toBe(game.nodeId)
    expect([hasMore(first), hasMore(second)]).toEqual([true, false])

    expect(await run(removeFavourite(game, token))).toBe(true)
    expect(await run(loadFavouriteIds())).toEqual(favouriteFixtures.player01)
  })

  it('filters the favourite list by category', async () => {
    const { run, signIn } = await setup()
    const token = await signIn()
    const live = await run(loadFavouritePage({ token, pageNo: 1, gameType: 'LIVE', language: 'EN', pageSize: 25 }))
    expect(live.content.length).toBeGreaterThan(0)
    expect(live.content.every((game) => game.gameType === 'LIVE')).toBe(true)
  })

  it('reads a toggle answer without a success flag in its value as changed (SPEC §7: "a success flag in its data")', () => {
    const read = (value: unknown) => favouriteChanged(Schema.decodeUnknownSync(FavouriteToggle)(value))
    expect([read(null), read(undefined), read({}), read({ success: true }), read({ success: false })]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
  })

  it('changes nothing when the platform answers success=false', async () => {
    const { run, signIn } = await setup()
    const token = await signIn()
    const favourite = games.find((game) => game.nodeId === favouriteFixtures.player01![0])!
    const other = gameAt('JDB', 'RNG', 7)
    expect(await run(addFavourite({ nodeId: 'no-such-game', vassalage: 'PG' }, token))).toBe(false)
    expect(await run(addFavourite(favourite, token))).toBe(false) // already a favourite
    expect(await run(removeFavourite(other, token))).toBe(false) // not a favourite
    expect(await run(loadFavouriteIds())).toEqual(favouriteFixtures.player01)
  })

  it('refuses favourites without a live session (401 → SessionExpired)', async () => {
    const { exit } = await setup()
    const game = gameAt('PG', 'RNG', 0)
    expect(errorOf(await exit(loadFavouriteIds()))?._tag).toBe('SessionExpired')
    expect(errorOf(await exit(addFavourite(game, '')))?._tag).toBe('SessionExpired')
    expect(errorOf(await exit(removeFavourite(game, '')))?._tag).toBe('SessionExpired')
    expect(errorOf(await exit(loadFavouritePage({ token: '', pageNo: 1, gameType: '', language: 'EN', pageSize: 25 })))?._tag).toBe(
      'SessionExpired',
    )
  })

  it('launches a game for a member, records it as recent and serves the game page', async () => {
    const { run, signIn, harness } = await setup()
    await signIn()
    expect((await run(loadRecentGames())).map((game) => game.nodeId)).toEqual(recentFixtures.player01)
    const game = gameAt('CQ9', 'RNG', 4)
    const url = new URL(await run(launchGame(game, { freeplay: false, language: 'EN' })))
    expect(url.pathname).toBe('/harness-game')
    expect(url.searchParams.get('mode')).toBe('real')
    expect((await run(loadRecentGames()))[0]!.nodeId).toBe(game.nodeId)
    const page = await getResponse(harness.handlers, new Request(url))
    expect(page?.headers.get('content-type')).toContain('text/html')
    expect(await page?.text()).toContain(game.gameName)
  })

  it('launches free play for a guest only where the game supports it; real money needs a session', async () => {
    const { exit } = await setup()
    const free = games.find((game) => game.freeplay)!
    const paid = games.find((game) => !game.freeplay && game.gameType === 'RNG')!
    const opened = await exit(launchGame(free, { freeplay: true, language: 'EN' }))
    expect(Exit.isSuccess(opened) && new URL(opened.value).searchParams.get('mode')).toBe('free')
    expect(errorOf(await exit(launchGame(paid, { freeplay: true, language: 'EN' })))?.code).toBe('FREEPLAY_UNSUPPORTED')
    expect(errorOf(await exit(launchGame(paid, { freeplay: false, language: 'EN' })))?._tag).toBe('SessionExpired')
  })

  it('launches a vendor lobby from vendor and category, and a winner row from vendor and game code', async () => {
    const { run, signIn } = await setup()
    await signIn()
    const lobby = new URL(await run(launchGame({ vassalage: 'AV', gameType: 'ESPORTS' }, { freeplay: false, language: 'EN' })))
    expect(lobby.searchParams.get('nodeId')).toBe(gameAt('AV', 'ESPORTS', 0).nodeId)
    const game = gameAt('JILI', 'FISH', 3)
    const row = new URL(
      await run(launchGame({ vassalage: 'JILI', gameType: game.gameType, gameCode: game.gameCode }, { freeplay: false, language: 'EN' })),
    )
    expect(row.searchParams.get('nodeId')).toBe(game.nodeId)
  })

  it('hands out the deliberately broken images as they are', async () => {
    const { run } = await setup()
    const page = await run(loadGamePage(request({ vassalage: 'PG' })))
    const broken = page.games.filter((game) => brokenImageGames.includes(game.nodeId))
    expect(broken.map((game) => game.iconUrl)).toEqual([expect.stringMatching(/^\/harness-img\/missing\//)])
  })

  it('fails with DecodeError when the platform answers garbage', async () => {
    const { exit, harness } = await setup()
    harness.store.set({ malformed: true })
    expect(errorOf(await exit(loadGamePage(request({}))))?._tag).toBe('DecodeError')
  })
})
