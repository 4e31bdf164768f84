import { Exit, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { favouriteFixtures, gameAt, games, hotGameIds, recentFixtures } from '../../../fixtures/games'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import {
  favouriteIdsAtom,
  hotGamesAtom,
  launchGameAtom,
  favouriteIdsQuery,
  gameListQuery,
  hotGamesQuery,
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
    expect(store.get(favouriteIdsAtom).size).toBe(0)
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
    const stop = store.sub(favouriteIdsAtom, () => undefined)
    await store.get(favouriteIdsQuery.settled)
    expect([...store.get(favouriteIdsAtom)]).toEqual(favouriteFixtures.player01)
    const game = gameAt('FC', 'RNG', 9)
    expect(await store.set(toggleFavouriteAtom, game)).toBe('saved')
    expect(store.get(favouriteIdsAtom).has(game.nodeId)).toBe(true)
    expect(await store.set(toggleFavouriteAtom, game)).toBe('saved')
    expect(store.get(favouriteIdsAtom).has(game.nodeId)).toBe(false)
    // The platform's own list, asked again, agrees.
    store.set(favouriteIdsQuery, 'refresh')
    await store.get(favouriteIdsQuery.settled)
    expect([...store.get(favouriteIdsAtom)]).toEqual(favouriteFixtures.player01)
    stop()
  })

  it('reports unchanged when the platform says success=false', async () => {
    const { store, signIn } = await setup()
    await signIn()
    await store.get(favouriteIdsQuery.settled)
    expect(await store.set(toggleFavouriteAtom, { nodeId: 'gone', vassalage: 'PG' })).toBe('unchanged')
    expect(store.get(favouriteIdsAtom).has('gone')).toBe(false)
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
})
