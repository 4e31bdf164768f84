import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { favouriteFixtures, games, hotGameIds } from '../../fixtures/games'
import {
  closeHomePopups,
  gone,
  logIn,
  requestsTo,
  setScenario,
  scrollPageToBottom,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

const e2e = useBrowser()

type GameFixture = (typeof games)[number]
const nameOf = (game: GameFixture) => game.gameName || game.nodeName
const byId = (nodeId: string) => games.find((game) => game.nodeId === nodeId)!
/** player01's favourites as the platform lists them: newest first, which is the fixture's order. */
const favouriteNames = favouriteFixtures.player01!.map((id) => nameOf(byId(id)))
const ppGames = games.filter((game) => game.vassalage === 'PP' && game.gameType === 'RNG')
const notFavourite = ppGames.find((game) => !favouriteFixtures.player01!.includes(game.nodeId))!
const hotFavourite = byId(hotGameIds.find((id) => favouriteFixtures.player01!.includes(id))!)
const hotOther = byId(hotGameIds.find((id) => !favouriteFixtures.player01!.includes(id))!)

const star = (scope: Page | ReturnType<Page['getByRole']>, game: GameFixture) =>
  scope.getByRole('button', { name: `Favourite: ${nameOf(game)}`, exact: true })
const pressed = async (scope: Page | ReturnType<Page['getByRole']>, game: GameFixture) => star(scope, game).getAttribute('aria-pressed')

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game categories', exact: true })
const panel = (page: Page) => page.getByRole('region', { name: 'Game categories', exact: true }).getByRole('tabpanel')
const gameList = (page: Page) => page.getByRole('main').getByRole('list')
const shownNames = async (page: Page) =>
  (await gameList(page)
    .getByRole('button', { name: /^Favourite: / })
    .evaluateAll((stars) => stars.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Favourite: /, '')))) as string[]
const setSize = (page: Page) => gameList(page).getByRole('listitem').first().getAttribute('aria-setsize')

/** The lobby's Favourites block: the member's first favourites and 'More games'. */
const favouritesBlock = (page: Page) => panel(page).getByRole('region', { name: 'Favourites', exact: true })

/** From home: the Favourites tab, then its 'More games' link to the favourites list. */
const openFavouritesFromHome = async (page: Page) => {
  await tabs(page).getByRole('tab', { name: 'Favourites', exact: true }).click()
  // The panel follows its tab a moment later (useDeferredValue), and the Hot panel has a 'More
  // games' too: the one in the Favourites block.
  await favouritesBlock(page).getByRole('button', { name: 'More games', exact: true }).click()
  await waitForPath(page, '/m/gameList', '?gameType=FAV')
}

/** Home as player02, who has no favourites, on the Favourites tab: its empty state. */
const favouritesTabWithNone = async (page: Page) => {
  await setScenario({ memberType: 0 })
  await logIn(page, { user: 'player02' })
  await waitForPath(page, '/m/home')
  await visible(ui(page).header.getByText('player02'))
  await closeHomePopups(page)
  await tabs(page).getByRole('tab', { name: 'Favourites', exact: true }).click()
  await visible(panel(page).getByText("No favourites yet. Tap a game's star to keep it here.", { exact: true }))
}

describe('favourites', () => {
  it('guest: tapping a star asks for a login first', async () => {
    const { page } = e2e
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
    const first = star(gameList(page), ppGames[0]!)
    await visible(first)
    expect(await first.getAttribute('aria-pressed')).toBe('false')
    await first.click()
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/gameList?gameType=RNG&vassalage=PP')
  })

  it('guest on home: hot-game stars are off and lead to /m/login; there is no FAV tab', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const hotStar = star(panel(page), hotFavourite)
    await visible(hotStar)
    expect(await hotStar.getAttribute('aria-pressed')).toBe('false')
    expect(await tabs(page).getByRole('tab', { name: 'Favourites', exact: true }).count()).toBe(0)
    await hotStar.click()
    await waitForPath(page, '/m/login')
  })

  it("member on home: the hot games' stars show the member's favourites", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await waitFor(async () => (await pressed(panel(page), hotFavourite)) === 'true', { message: `${nameOf(hotFavourite)} starred` })
    expect(await pressed(panel(page), hotOther)).toBe('false')
  })

  it('member: starring a game says Changes saved, flips aria-pressed, and the favourites list shows it first', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    // Home → Slots → Pragmatic Play → the game's star.
    await tabs(page).getByRole('tab', { name: 'Slots', exact: true }).click()
    await panel(page).getByRole('button', { name: 'Pragmatic Play', exact: true }).click()
    await waitForPath(page, '/m/gameList', '?gameType=RNG&vassalage=PP')
    const button = star(gameList(page), notFavourite)
    await visible(button)
    expect(await button.getAttribute('aria-pressed')).toBe('false')
    await button.click()
    await visible(ui(page).toast('Changes saved'))
    await waitFor(async () => (await button.getAttribute('aria-pressed')) === 'true', { message: 'the star to be on' })

    await ui(page).back.click()
    await waitForPath(page, '/m/home')
    await closeHomePopups(page)
    await openFavouritesFromHome(page)
    await waitFor(async () => (await shownNames(page))[0] === nameOf(notFavourite), { message: `${nameOf(notFavourite)} first` })
    expect(await pressed(gameList(page), notFavourite)).toBe('true')
    expect((await shownNames(page)).slice(1, 4)).toEqual(favouriteNames.slice(0, 3))
  })

  it('member: un-starring on the favourites list drops the game at once, without a reload', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openFavouritesFromHome(page)
    // One on the first page (25 of 30), not the first.
    const target = byId(favouriteFixtures.player01![1]!)
    await waitFor(async () => (await shownNames(page)).includes(nameOf(target)), { message: `${nameOf(target)} listed` })
    expect((await shownNames(page)).slice(0, 3)).toEqual(favouriteNames.slice(0, 3))
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

    const button = star(gameList(page), target)
    expect(await button.getAttribute('aria-pressed')).toBe('true')
    await button.click()
    await visible(ui(page).toast('Changes saved'))
    await gone(star(gameList(page), target))
    const names = await shownNames(page)
    expect(names).not.toContain(nameOf(target))
    expect(names.slice(0, 2)).toEqual(favouriteNames.filter((name) => name !== nameOf(target)).slice(0, 2))
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })

  it('member: un-starring a hot game on home turns its star off; the favourites list no longer has it', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const hotStar = star(panel(page), hotFavourite)
    await waitFor(async () => (await hotStar.getAttribute('aria-pressed')) === 'true', { message: 'the hot favourite starred' })
    await hotStar.click()
    await visible(ui(page).toast('Changes saved'))
    await waitFor(async () => (await hotStar.getAttribute('aria-pressed')) === 'false', { message: 'the star to be off' })
    await openFavouritesFromHome(page)
    await waitFor(async () => (await shownNames(page)).length >= 20, { message: 'the favourites list' })
    expect(await shownNames(page)).not.toContain(nameOf(hotFavourite))
  })

  it("member on home: the Favourites tab shows the first six favourites, newest first, with 'More games' for all", async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    await logIn(page)
    await waitForPath(page, '/m/home')
    await closeHomePopups(page)
    const asked = requestsTo(page, '/wps/relay/MCSFE_getFavoriteGamesList')
    await tabs(page).getByRole('tab', { name: 'Favourites', exact: true }).click()
    const block = favouritesBlock(page)
    await visible(block)
    // SPEC §9: home fetches 100, so a star taken off there has the next to show.
    expect(asked.map((request) => new URL(request.url()).searchParams.get('pageSize'))).toEqual(['100'])
    const names = (await block
      .getByRole('button', { name: /^Favourite: / })
      .evaluateAll((stars) => stars.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Favourite: /, '')))) as string[]
    expect(names).toEqual(favouriteNames.slice(0, 6))
    await block.getByRole('button', { name: 'More games', exact: true }).click()
    await waitForPath(page, '/m/gameList', '?gameType=FAV')
  })

  it('a member without favourites sees the empty state, on the Favourites tab and on the favourites list', async () => {
    const { page } = e2e
    await favouritesTabWithNone(page)
    await page.evaluate(() => history.pushState(null, '', '/m/gameList?gameType=FAV'))
    await visible(page.getByRole('main').getByText('No games found', { exact: true }))
    expect(await gameList(page).count()).toBe(0)
  })

  it('a game starred on the Hot tab is on the Favourites tab when it shows again', async () => {
    const { page } = e2e
    await favouritesTabWithNone(page)
    const tab = (name: string) => tabs(page).getByRole('tab', { name, exact: true })
    await tab('Hot').click()
    await star(panel(page), hotOther).click()
    await visible(ui(page).toast('Changes saved'))
    await tab('Favourites').click()
    await visible(star(favouritesBlock(page), hotOther))
  })

  it('member: the favourites list pages through all 30 favourites', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openFavouritesFromHome(page)
    await waitFor(async () => (await shownNames(page))[0] === favouriteNames[0], { message: 'the newest favourite first' })
    expect(await setSize(page)).toBe('-1')
    await waitFor(
      async () => {
        if ((await setSize(page)) === String(favouriteNames.length)) return true
        await scrollPageToBottom(gameList(page))
        return false
      },
      { message: `all ${favouriteNames.length} favourites` },
    )
    await scrollPageToBottom(gameList(page))
    await waitFor(async () => (await shownNames(page)).includes(favouriteNames.at(-1)!), { message: 'the oldest favourite' })
  })

  it('member: a favourite taken off on the first page skips none of the next (the list starts over)', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openFavouritesFromHome(page)
    const target = byId(favouriteFixtures.player01![1]!)
    await waitFor(async () => (await shownNames(page)).includes(nameOf(target)), { message: `${nameOf(target)} listed` })
    await star(gameList(page), target).click()
    await visible(ui(page).toast('Changes saved'))
    await gone(star(gameList(page), target))
    // Of 29 left, none is skipped: the 26th moved up to page 1 and is not lost between the pages.
    await waitFor(
      async () => {
        if ((await setSize(page)) === String(favouriteNames.length - 1)) return true
        await scrollPageToBottom(gameList(page))
        return false
      },
      { message: `all ${favouriteNames.length - 1} favourites left` },
    )
    await scrollPageToBottom(gameList(page))
    await waitFor(async () => (await shownNames(page)).includes(favouriteNames.at(-1)!), { message: 'the oldest favourite' })
  })

  it("member: the favourites list shows them, stars on, though the favourites' IDs could not be read", async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_getFavoriteGames'] })
    await e2e.openAs(0, '/m/gameList?gameType=FAV')
    await waitFor(async () => (await shownNames(page)).length > 0, { message: 'favourites on the list' })
    expect((await shownNames(page)).slice(0, 5)).toEqual(favouriteNames.slice(0, 5))
    expect(await pressed(gameList(page), byId(favouriteFixtures.player01![0]!))).toBe('true')
  })

  it('member: the favourites list shows the favourites when opened directly (reload)', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/gameList?gameType=FAV')
    await page.reload({ waitUntil: 'commit' })
    await waitFor(async () => (await shownNames(page)).length > 0, { message: 'favourites on the list' })
    expect((await shownNames(page)).slice(0, 5)).toEqual(favouriteNames.slice(0, 5))
    expect(await pressed(gameList(page), byId(favouriteFixtures.player01![0]!))).toBe('true')
  })

  it('member: a game list opened directly shows the stars of favourites as on', async () => {
    const { page } = e2e
    const favouriteOnPage = ppGames.slice(0, 12).find((game) => favouriteFixtures.player01!.includes(game.nodeId))!
    await e2e.openAs(0, '/m/gameList?gameType=RNG&vassalage=PP')
    const button = star(gameList(page), favouriteOnPage)
    await visible(button)
    await waitFor(async () => (await button.getAttribute('aria-pressed')) === 'true', { message: `${nameOf(favouriteOnPage)} starred` })
    expect(await pressed(gameList(page), ppGames[0]!)).toBe('false')
  })
})
