import { Exit, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recordImagesAsked } from '../../../tests/unit/images-asked'
import { makeTestApi } from '../../../tests/unit/test-api'
import { favouriteFixtures, gameAt, games, hotGameIds, recentFixtures } from '../../../fixtures/games'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { imageUrl } from '@/lib/site/image-cdn'
import { languageAtom } from '@/lib/state/preferences'
import { gameTileImage } from '@/lib/http/game-page'
import {
  favouriteStateAtom,
  hotGamesAtom,
  launchGameAtom,
  favouriteIdsQuery,
  gameListFor,
  gameListQuery,
  gameListRequestOf,
  hotGamesQuery,
  openingGameList,
  recentGamesQuery,
  toggleFavouriteAtom,
  vendorDataQuery,
} from './games-atoms'

/** The atoms over the real harness: the Api reads the token from the store's session, as the app does. */
const setup = async () => {
  const store = createStore()
  const seen: URL[] = []
  const api = await makeTestApi({
    token: () => store.get(sessionAtom)?.token ?? null,
    onRequest: (request) => seen.push(new URL(request.url)),
  })
  installRuntime(ManagedRuntime.make(api.layer))
  const signIn = async (userName = 'player01') => {
    const token = await api.harness.db.openSession(userName)
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName, type: 0, firstTimeLogin: false })
  }
  return { store, seen, signIn, harness: api.harness }
}

beforeEach(() => localStorage.clear())

describe('games atoms', () => {
  it('loads vendor data and the hot list in the current language', async () => {
    const { store, seen } = await setup()
    store.set(languageAtom, 'TY')
    const vendors = await store.get(vendorDataQuery.settled)
    expect(vendors && Exit.isSuccess(vendors) && vendors.value.sorting.length).toBeGreaterThan(0)
    const stop = store.sub(hotGamesAtom, () => undefined)
    await store.get(hotGamesQuery.settled)
    expect(store.get(hotGamesAtom).map((game) => game.nodeId)).toEqual(hotGameIds)
    stop()
    expect(seen.find((url) => url.pathname.endsWith('GCSGAME_hotGamesV2'))?.searchParams.get('language')).toBe('TY')
  })

  it('reloads the hot list on a language change; a change superseded while it waits never reaches the backend', async () => {
    const { store, seen } = await setup()
    const stop = store.sub(hotGamesAtom, () => undefined)
    await store.get(hotGamesQuery.settled)
    store.set(languageAtom, 'TY')
    store.set(languageAtom, 'TH')
    await store.get(hotGamesQuery.settled)
    const asked = seen.filter((url) => url.pathname.endsWith('GCSGAME_hotGamesV2')).map((url) => url.searchParams.get('language'))
    expect(asked).toEqual(['EN', 'TH'])
    expect(store.get(hotGamesAtom)).toHaveLength(hotGameIds.length)
    stop()
  })

  it("lists a vendor's games with the app merchant and language", async () => {
    const { store, seen } = await setup()
    const list = gameListQuery({ category: 'FISH', vassalage: 'JILI', search: '' })
    const stop = store.sub(list, () => undefined)
    await vi.waitFor(() => expect(store.get(list).lastPage).not.toBeNull())
    expect(store.get(list).items.length).toBe(games.filter((g) => g.vassalage === 'JILI' && g.gameType === 'FISH').length)
    expect(seen[0]!.searchParams.get('merchant')).toBe('wps')
    expect(seen[0]!.searchParams.get('language')).toBe('EN')
    stop()
  })

  it('sends a guest to login when starring, and keeps the star set empty', async () => {
    const { store } = await setup()
    expect(await store.get(favouriteIdsQuery.settled)).toBeNull()
    expect(await store.set(toggleFavouriteAtom, gameAt('PG', 'RNG', 0))).toBe('login')
    expect(favouriteFixtures.player01!.some((id) => store.get(favouriteStateAtom)(id))).toBe(false)
    // Nothing to ask for a guest's favourites list (the screen sends guests to login first).
    const list = gameListQuery({ category: 'FAV', vassalage: '', search: '' })
    const stop = store.sub(list, () => undefined)
    await vi.waitFor(() => expect(store.get(list).loading).toBe(false))
    expect(store.get(list)).toMatchObject({ items: [], lastPage: null, failure: null })
    stop()
  })

  it('toggles a member favourite on and off, updating the stars without a reload', async () => {
    const { store, signIn } = await setup()
    await signIn()
    const stop = store.sub(favouriteStateAtom, () => undefined)
    await store.get(favouriteIdsQuery.settled)
    const isFavourite = (id: string) => store.get(favouriteStateAtom)(id)
    expect(favouriteFixtures.player01!.every(isFavourite)).toBe(true)
    const game = gameAt('FC', 'RNG', 9)
    expect(isFavourite(game.nodeId)).toBe(false)
    expect(await store.set(toggleFavouriteAtom, game)).toBe('saved')
    expect(isFavourite(game.nodeId)).toBe(true)
    expect(await store.set(toggleFavouriteAtom, game)).toBe('saved')
    expect(isFavourite(game.nodeId)).toBe(false)
    // The platform's own list, asked again, agrees.
    store.set(favouriteIdsQuery, 'refresh')
    await store.get(favouriteIdsQuery.settled)
    expect([favouriteFixtures.player01!.every(isFavourite), isFavourite(game.nodeId)]).toEqual([true, false])
    stop()
  })

  it('a row of the favourites list is a favourite though the IDs call (100 at most) did not list it, and its star takes it off', async () => {
    const { store, signIn } = await setup()
    await signIn()
    const stop = store.sub(favouriteStateAtom, () => undefined)
    await store.get(favouriteIdsQuery.settled)
    // Added on another device after the IDs were asked: the favourites list has it, the IDs do not.
    const game = gameAt('FC', 'RNG', 9)
    expect(await store.set(toggleFavouriteAtom, game)).toBe('saved')
    store.set(favouriteIdsQuery, 'refresh')
    const later = createStore()
    later.set(sessionAtom, store.get(sessionAtom))
    expect(later.get(favouriteStateAtom)(game.nodeId, true)).toBe(true)
    expect(later.get(favouriteStateAtom)(game.nodeId)).toBe(false)
    // Taken off from the list: a removal, not an add the platform would refuse.
    expect(await later.set(toggleFavouriteAtom, game, true)).toBe('saved')
    expect(later.get(favouriteStateAtom)(game.nodeId, true)).toBe(false)
    stop()
  })

  it('reports unchanged when the platform says success=false', async () => {
    const { store, signIn } = await setup()
    await signIn()
    await store.get(favouriteIdsQuery.settled)
    expect(await store.set(toggleFavouriteAtom, { nodeId: 'gone', vassalage: 'PG' })).toBe('unchanged')
    expect(store.get(favouriteStateAtom)('gone')).toBe(false)
  })

  it('launches: a guest goes to login for real money, free play opens; a member gets a recent game', async () => {
    const { store, signIn } = await setup()
    const free = games.find((game) => game.freeplay && !recentFixtures.player01!.includes(game.nodeId))!
    expect(await store.set(launchGameAtom, free)).toEqual({ kind: 'login' })
    expect((await store.set(launchGameAtom, free, { freeplay: true })).kind).toBe('opened')
    await signIn()
    const outcome = await store.set(launchGameAtom, free)
    expect(outcome.kind === 'opened' && new URL(outcome.url).searchParams.get('player')).toBe('player01')
    const recent = await store.get(recentGamesQuery.settled)
    expect(recent && Exit.isSuccess(recent) && recent.value.map((game) => game.nodeId)).toEqual([free.nodeId, ...recentFixtures.player01!])
  })

  it('reports a failed launch with its error', async () => {
    const { store, signIn } = await setup()
    await signIn()
    const outcome = await store.set(launchGameAtom, { vassalage: 'NOPE', gameType: 'RNG' })
    expect(outcome.kind === 'failed' && outcome.error?._tag).toBe('ServerRefusal')
  })

  it('reads the list an address shows: its type in any case (HOT when unknown), its vendor, the search trimmed', () => {
    expect(gameListRequestOf({ gameType: 'rng', vassalage: 'PG' })).toEqual({ category: 'RNG', vassalage: 'PG', search: '' })
    expect(gameListRequestOf({ gameType: 'CARDS', vassalage: '' }, '  fortune ')).toEqual({
      category: 'HOT',
      vassalage: '',
      search: 'fortune',
    })
  })

  it('hands the list asked for at boot to its page once; any later visit makes a new one', () => {
    const request = gameListRequestOf({ gameType: 'RNG', vassalage: '' })
    const opening = openingGameList(request)
    expect(gameListFor({ ...request })).toBe(opening)
    expect(gameListFor(request)).not.toBe(opening)
    // Opened on one list, the page asking for another gets a new one, and the boot's is let go.
    const other = openingGameList(request)
    expect(gameListFor({ ...request, vassalage: 'PG' })).not.toBe(other)
    expect(gameListFor(request)).not.toBe(other)
  })

  it("asks for the first screen's tile files as soon as the first page names them, not for later pages'", async () => {
    const asked = recordImagesAsked()
    try {
      const { store } = await setup()
      const list = gameListQuery({ category: 'RNG', vassalage: '', search: '' })
      const stop = store.sub(list, () => undefined)
      await vi.waitFor(() => expect(store.get(list).lastPage).not.toBeNull())
      const firstScreen = store
        .get(list)
        .items.slice(0, 9)
        .map((game) => imageUrl(gameTileImage(game)))
      expect(firstScreen).toHaveLength(9)
      expect(asked).toEqual(firstScreen.filter(Boolean))
      await store.set(list, 'more')
      await vi.waitFor(() => expect(store.get(list).lastPage?.pageNum).toBe(2))
      expect(asked).toHaveLength(firstScreen.filter(Boolean).length)
      stop()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
