import type { Locator, Page, Request, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { games, hotGameIds } from '../../fixtures/games'
import { gone, layoutShiftFrom, pathOf, scrollPageToBottom, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

const e2e = useBrowser()

const guestTabs = [
  'Hot',
  'Slots',
  'Live Casino',
  'Cockfight',
  'Sports',
  'E-Sports',
  'Fishing',
  'Card Games',
  'Lottery',
  'E-Lottery',
  'Promotions',
]

const ppGames = games.filter((game) => game.vassalage === 'PP' && game.gameType === 'RNG')
const nameOf = (game: (typeof games)[number]) => game.gameName || game.nodeName
const hotNames = hotGameIds.map((id) => nameOf(games.find((game) => game.nodeId === id)!))

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game categories', exact: true })
const tabNames = async (page: Page) => (await tabs(page).getByRole('tab').allInnerTexts()).map((text) => text.trim())
const panel = (page: Page) => page.getByRole('region', { name: 'Game categories', exact: true }).getByRole('tabpanel')
const pickTab = async (page: Page, name: string) => {
  const tab = tabs(page).getByRole('tab', { name, exact: true })
  await tab.click()
  return tab
}
/** Vendor tiles in the panel: every button but the 'More games' one, by name. */
const vendorTiles = async (page: Page) =>
  (await panel(page).getByRole('button').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== 'More games')

/** The game list of /m/gameList and its tiles, known by their favourite stars. */
const gameList = (page: Page) => page.getByRole('main').getByRole('list')
const tiles = (page: Page) => gameList(page).getByRole('listitem')
const shownNames = async (page: Page) =>
  (await gameList(page)
    .getByRole('button', { name: /^Favourite: / })
    .evaluateAll((stars) => stars.map((star) => (star.getAttribute('aria-label') ?? '').replace(/^Favourite: /, '')))) as string[]
/** The highest position among rendered tiles (aria-posinset) and the announced set size. */
const listPosition = (page: Page) =>
  tiles(page).evaluateAll((items) => ({
    rendered: items.length,
    last: Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset')))),
    setSize: Number(items[0]?.getAttribute('aria-setsize') ?? 0),
  }))
const spinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading more games', exact: true })
/** Whether the foot's ring turns ('running') or stands ('paused'). */
const ringState = (page: Page) =>
  page.evaluate(
    () => document.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'ui-loader-spin')?.playState,
  )

/**
 * The running animations that animate something other than transform and opacity: those the
 * compositor cannot play alone, so the main thread repaints their element every frame.
 */
const repaintingAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .flatMap((animation) => {
        const effect = animation.effect as KeyframeEffect
        const timing = ['offset', 'computedOffset', 'easing', 'composite']
        const animated = effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !timing.includes(key)))
        const repainted = animated.filter((property) => property !== 'transform' && property !== 'opacity')
        const target = `${(effect.target as Element | null)?.className ?? ''}${effect.pseudoElement ?? ''}`
        return repainted.length > 0
          ? [`${(animation as CSSAnimation).animationName} on ${target}: ${[...new Set(repainted)].join(', ')}`]
          : []
      }),
  )
/** How many running animations play on elements matching `selector` (their ::before included). */
const animationsOn = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect).target as Element | null
        return animation.playState === 'running' && target?.matches(selector) === true
      }).length,
    selector,
  )

/** Records the game-list calls the page makes (query parameters of each). */
const recordGameListCalls = (page: Page) => {
  const calls: URLSearchParams[] = []
  page.on('request', (request: Request) => {
    if (request.url().includes('/wps/relay/GCSGAME_gameList')) calls.push(new URL(request.url()).searchParams)
  })
  return calls
}

/** Navigates within the document, as the app's own links do (wouter follows pushState). */
const goInApp = (page: Page, path: string) => page.evaluate((to) => history.pushState(null, '', to), path)

const openHome = async () => {
  await e2e.goto('/m/home')
  await visible(tabs(e2e.page).getByRole('tab', { name: 'Slots', exact: true }))
}

describe('home game menu', () => {
  it('hot games that could not be read: the Hot tab stays, says so with Retry, and Retry brings them', async () => {
    const { page } = e2e
    await setScenario({ failing: ['GCSGAME_hotGamesV2'] })
    await openHome()
    expect(await tabNames(page)).toEqual(guestTabs)
    expect(await tabs(page).getByRole('tab', { name: 'Hot', exact: true }).getAttribute('aria-selected')).toBe('true')
    await visible(panel(page).getByRole('alert').getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [] })
    await panel(page).getByRole('button', { name: 'Retry', exact: true }).click()
    for (const name of hotNames) await visible(panel(page).getByRole('button', { name: `Favourite: ${name}`, exact: true }))
  })

  it('guest: HOT first and selected with the hot games, COCKFIGHT right after LIVE, no FAV', async () => {
    const { page } = e2e
    await openHome()
    expect(await tabNames(page)).toEqual(guestTabs)
    expect(await tabs(page).getByRole('tab', { name: 'Hot', exact: true }).getAttribute('aria-selected')).toBe('true')
    for (const name of hotNames) await visible(panel(page).getByRole('button', { name: `Favourite: ${name}`, exact: true }))
    expect(
      await panel(page)
        .getByRole('button', { name: /^Favourite: / })
        .count(),
    ).toBe(hotNames.length)
  })

  it.each([0, 4, 1] as const)('logged in (type %i): FAV is the last tab', async (type) => {
    const { page } = e2e
    await e2e.openAs(type)
    await visible(tabs(page).getByRole('tab', { name: 'Favourites', exact: true }))
    expect(await tabNames(page)).toEqual([...guestTabs, 'Favourites'])
  })

  it("'More games' shows above 6 games only (SPEC §9): 16 hot games have it, PG Soft's 3 do not", async () => {
    const { page } = e2e
    await openHome()
    const more = panel(page).getByRole('button', { name: 'More games', exact: true })
    await visible(more)
    await panel(page).getByRole('tablist', { name: 'Vendors', exact: true }).getByRole('tab', { name: 'PG Soft', exact: true }).click()
    await waitFor(
      async () =>
        (await panel(page)
          .getByRole('button', { name: /^Favourite: / })
          .count()) === 3,
      { message: "PG Soft's three hot games" },
    )
    await gone(more)
    await panel(page).getByRole('tablist', { name: 'Vendors', exact: true }).getByRole('tab', { name: 'All', exact: true }).click()
    await visible(more)
    await more.click()
    await waitForPath(page, '/m/gameList', '?gameType=HOT')
  })

  it('a failed load shows the dictionary message with Retry, never a blank area; Retry brings the menu', async () => {
    const { page } = e2e
    await setScenario({ failing: ['GCSGAME_getVassGameType'] })
    await e2e.goto('/m/home')
    const retry = page.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await visible(page.getByText('Unknown error', { exact: true }))
    expect(await tabs(page).count()).toBe(0)
    await setScenario({ failing: [] })
    await retry.click()
    await waitFor(async () => (await tabNames(page)).join() === guestTabs.join())
    expect(await retry.count()).toBe(0)
  })

  it('PROMO goes to /m/activity', async () => {
    const { page } = e2e
    await openHome()
    await pickTab(page, 'Promotions')
    await waitForPath(page, '/m/activity')
  })

  it('choosing Slots shows its vendors; a vassalage vendor tile opens its game list', async () => {
    const { page } = e2e
    await openHome()
    const slots = await pickTab(page, 'Slots')
    await waitFor(async () => (await slots.getAttribute('aria-selected')) === 'true', { message: 'Slots to be selected' })
    await waitFor(async () => (await vendorTiles(page)).length === 6, { message: 'six slot vendors' })
    expect(await vendorTiles(page)).toEqual(['PG Soft', 'JILI', 'Pragmatic Play', 'Fa Chai', 'CQ9 Gaming', 'JDB Gaming'])
    // SPEC §9: the more control shows only above 6; six vendors have none.
    expect(await panel(page).getByRole('button', { name: 'More games', exact: true }).count()).toBe(0)

    await panel(page).getByRole('button', { name: 'Pragmatic Play', exact: true }).click()
    await waitForPath(page, '/m/gameList', '?gameType=RNG&vassalage=PP')
    await visible(gameList(page).getByRole('button', { name: `Favourite: ${nameOf(ppGames[0]!)}`, exact: true }))
  })

  it("a tap on another tab draws the tab picked first and its panel after the tap's event (the tap's frame comes first)", async () => {
    const { page } = e2e
    await openHome()
    await visible(panel(page).getByRole('searchbox'))
    // Last of the tap's listeners (the app's listen on its root, below the window), after the
    // microtasks the app's own queued: what the frame would show if the browser drew it now.
    await page.evaluate(() =>
      addEventListener('click', () => {
        const slots = [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent?.trim() === 'Slots')
        ;(window as unknown as { __atTapEnd: unknown }).__atTapEnd = {
          slotsPicked: slots?.getAttribute('aria-selected') === 'true',
          hotGamesShown: document.querySelector('#lobby-panel input[type="search"]') !== null,
        }
      }),
    )
    await pickTab(page, 'Slots')
    await waitFor(async () => (await vendorTiles(page)).length === 6, { message: 'six slot vendors' })
    expect(await page.evaluate(() => (window as unknown as { __atTapEnd: unknown }).__atTapEnd)).toEqual({
      slotsPicked: true,
      hotGamesShown: true,
    })
  })

  it("Live Casino: Evolution opens its list; SA Gaming's broken icon shows the default image", async () => {
    const { page } = e2e
    await setScenario({ brokenImages: true })
    await openHome()
    await pickTab(page, 'Live Casino')
    await waitFor(async () => (await vendorTiles(page)).length === 4, { message: 'four live vendors' })
    expect(await vendorTiles(page)).toEqual(['Evolution', 'Sexy Baccarat', 'Dream Gaming', 'SA Gaming'])
    const sa = panel(page).getByRole('button', { name: 'SA Gaming', exact: true })
    await waitFor(async () => (await sa.locator('svg').count()) === 1 && (await sa.locator('img').count()) === 0, {
      message: 'the default image on SA Gaming',
    })
    const evolution = panel(page).getByRole('button', { name: 'Evolution', exact: true })
    await waitFor(() => evolution.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: "Evolution's icon to load",
    })
    await evolution.click()
    await waitForPath(page, '/m/gameList', '?gameType=LIVE&vassalage=EVO')
  })

  it('Sports lists the sports vendors without the cockfight one (it has its own tab)', async () => {
    const { page } = e2e
    await openHome()
    await pickTab(page, 'Sports')
    await waitFor(async () => (await vendorTiles(page)).length === 3, { message: 'three sports vendors' })
    expect(await vendorTiles(page)).toEqual(['SABA Sports', 'CMD368', 'BTi Sports'])
  })
})

describe('category pages', () => {
  it('/m/live selects Live Casino with its four vendors', async () => {
    const { page } = e2e
    await e2e.goto('/m/live')
    const live = tabs(page).getByRole('tab', { name: 'Live Casino', exact: true })
    await visible(live)
    expect(await live.getAttribute('aria-selected')).toBe('true')
    await waitFor(async () => (await vendorTiles(page)).length === 4, { message: 'four live vendors' })
    expect(await vendorTiles(page)).toEqual(['Evolution', 'Sexy Baccarat', 'Dream Gaming', 'SA Gaming'])
  })

  it('/m/sports has no COCKFIGHT tab and no cockfight vendor', async () => {
    const { page } = e2e
    await e2e.goto('/m/sports')
    const sports = tabs(page).getByRole('tab', { name: 'Sports', exact: true })
    await visible(sports)
    expect(await sports.getAttribute('aria-selected')).toBe('true')
    expect(await tabNames(page)).toEqual(guestTabs.filter((name) => name !== 'Cockfight'))
    await waitFor(async () => (await vendorTiles(page)).length === 3, { message: 'three sports vendors' })
    expect(await vendorTiles(page)).toEqual(['SABA Sports', 'CMD368', 'BTi Sports'])
  })

  it('/m/esports selects E-Sports with the five e-sports vendors', async () => {
    const { page } = e2e
    await e2e.goto('/m/esports')
    const esports = tabs(page).getByRole('tab', { name: 'E-Sports', exact: true })
    await visible(esports)
    expect(await esports.getAttribute('aria-selected')).toBe('true')
    await waitFor(async () => (await vendorTiles(page)).length === 5, { message: 'five e-sports vendors' })
    expect(await vendorTiles(page)).toEqual(['AV E-Sports', 'AI E-Sports', 'IM E-Sports', 'TF Gaming', 'IA E-Sports'])
  })
})

describe('while the games and their pictures are on their way', () => {
  it('the skeleton and the tiles shimmer by transform only: the compositor plays it, the main thread does not repaint them each frame', async () => {
    const { page } = e2e
    let releaseHot: () => void = () => {}
    const hotHeld = new Promise<void>((done) => (releaseHot = done))
    await page.route('**/wps/relay/GCSGAME_hotGames*', async (route: Route) => {
      await hotHeld
      await route.continue()
    })
    // The pictures never come, as on a slow network.
    await page.route('**/harness-img/**', () => undefined)
    try {
      await e2e.goto('/m/home')
      await waitFor(async () => (await animationsOn(page, '.lobby-skeleton .ui-skeleton__tile')) > 0, {
        message: 'the lobby skeleton to shine',
      })
      expect(await repaintingAnimations(page)).toEqual([])
      releaseHot()
      await visible(panel(page).getByRole('button', { name: `Favourite: ${hotNames[0]}`, exact: true }))
      await waitFor(async () => (await animationsOn(page, '.games-image')) > 0, { message: 'the tiles to shimmer' })
      expect(await repaintingAnimations(page)).toEqual([])
    } finally {
      releaseHot()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })
})

describe('game list page', () => {
  it('PP: 25 games first, more while scrolling to the bottom with a spinner, until all 90; the DOM stays windowed', async () => {
    const { page } = e2e
    const calls = recordGameListCalls(page)
    // Hold page 2 until the first page has been looked at.
    let releasePage2: () => void = () => {}
    const page2Held = new Promise<void>((done) => (releasePage2 = done))
    await page.route('**/wps/relay/GCSGAME_gameList**', async (route: Route) => {
      if (new URL(route.request().url()).searchParams.get('pageNo') === '2') await page2Held
      await route.continue()
    })
    try {
      await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
      await visible(gameList(page).getByRole('button', { name: `Favourite: ${nameOf(ppGames[0]!)}`, exact: true }))
      await visible(spinner(page))
      // Nothing on its way: the ring stands (turning, it had the compositor draw every frame).
      expect(await ringState(page)).toBe('paused')
      expect(calls.map((query) => query.get('pageNo'))).toEqual(['1'])
      expect(calls[0]?.get('pageSize')).toBe('25')
      expect(calls[0]?.get('gameType')).toBe('RNG')
      expect(calls[0]?.get('vassalage')).toBe('PP')

      await scrollPageToBottom(gameList(page))
      await waitFor(() => calls.length === 2, { message: 'page 2 to be asked for' })
      const first = await listPosition(page)
      expect(first.last).toBe(25)
      expect(first.setSize).toBe(-1)
      expect(await shownNames(page)).toContain(nameOf(ppGames[24]!))
      await visible(spinner(page))
      await waitFor(async () => (await ringState(page)) === 'running', { message: 'the ring to turn while page 2 is on its way' })
      releasePage2()

      let maxRendered = 0
      await waitFor(
        async () => {
          const now = await listPosition(page)
          maxRendered = Math.max(maxRendered, now.rendered)
          if (now.last === 90 && now.setSize === 90) return true
          await scrollPageToBottom(gameList(page))
          return false
        },
        { timeout: 20_000, message: 'all 90 PP games to be loaded' },
      )
      await gone(spinner(page))
      expect(await shownNames(page)).toContain(nameOf(ppGames[89]!))
      expect(calls.map((query) => query.get('pageNo'))).toEqual(['1', '2', '3', '4'])
      // Windowed: the DOM stays bounded, never all 90 tiles at once.
      expect(maxRendered).toBeLessThan(90)
      expect((await listPosition(page)).rendered).toBeLessThan(90)
    } finally {
      releasePage2()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })

  it('opens without moving anything: before its first rows are drawn the list stands as tall as they will be', async () => {
    const { page } = e2e
    const shifted = await layoutShiftFrom(page)
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
    await visible(tiles(page).first())
    await visible(spinner(page))
    expect(await shifted()).toBe(0)
  })

  it("a tile's focus ring shows whole at the list's edges, though each row clips its own paint", async () => {
    const { page } = e2e
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
    await visible(tiles(page).nth(3))
    // The first row's left and right tiles, and the second row's left one: every edge a ring meets.
    for (const index of [0, 2, 3]) {
      const launch = tiles(page).nth(index).getByRole('button').first()
      const clippedBy = await launch.evaluate((button) => {
        button.focus()
        const style = getComputedStyle(button)
        if (!button.matches(':focus-visible') || style.outlineStyle === 'none') return ['(no focus ring shown)']
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
        const box = button.getBoundingClientRect()
        const clips: string[] = []
        for (let above = button.parentElement; above && above !== document.body; above = above.parentElement) {
          const { contain, overflowX, overflowY } = getComputedStyle(above)
          if (!/paint|strict|content/.test(contain) && overflowX === 'visible' && overflowY === 'visible') continue
          const edge = above.getBoundingClientRect()
          const outside =
            box.left - reach < edge.left - 0.01 ||
            box.top - reach < edge.top - 0.01 ||
            box.right + reach > edge.right + 0.01 ||
            box.bottom + reach > edge.bottom + 0.01
          if (outside) clips.push(above.className)
        }
        return clips
      })
      expect(clippedBy, `tile ${index + 1}`).toEqual([])
    }
  })

  it('the name search is debounced, narrows the list, and clearing it restores the full list', async () => {
    const { page } = e2e
    const calls = recordGameListCalls(page)
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
    await visible(gameList(page).getByRole('button', { name: `Favourite: ${nameOf(ppGames[0]!)}`, exact: true }))
    const expected = ppGames.map(nameOf).filter((name) => name.toLowerCase().includes('dragon'))
    expect(expected.length).toBeGreaterThan(1)

    const search = page.getByRole('searchbox', { name: 'Search games', exact: true })
    await search.pressSequentially('dragon')
    await waitFor(async () => JSON.stringify(await shownNames(page)) === JSON.stringify(expected), {
      message: `the list to show ${expected.join(', ')}`,
    })
    expect((await listPosition(page)).setSize).toBe(expected.length)
    await gone(spinner(page))
    // One search call, for the whole word: the keystrokes before it were debounced away.
    const searched = calls.map((query) => query.get('gameName') ?? '').filter((name) => name !== '')
    expect(searched).toEqual(['dragon'])

    await search.fill('')
    await waitFor(async () => (await shownNames(page))[0] === nameOf(ppGames[0]!) && (await listPosition(page)).setSize === -1, {
      message: 'the full list back',
    })
    await visible(spinner(page))
    expect((await shownNames(page)).length).toBeGreaterThan(expected.length)
  })

  it('a failed next page keeps the games shown and offers Retry, which then loads it', async () => {
    const { page } = e2e
    const calls = recordGameListCalls(page)
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PP')
    await visible(gameList(page).getByRole('button', { name: `Favourite: ${nameOf(ppGames[0]!)}`, exact: true }))
    // Every attempt at the next page fails (the GET retries a few times before giving up).
    await setScenario({ failNext: 50 })
    await scrollPageToBottom(gameList(page))
    // What failed, in the catalogue's words (SPEC §8: a 503 is the system upgrading).
    const failure = page.getByRole('alert').filter({ hasText: 'System upgrading, please try again later' })
    await visible(failure)
    expect(calls.filter((query) => query.get('pageNo') === '2').length).toBeGreaterThan(1)
    const retry = failure.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    // What was shown stays.
    expect((await listPosition(page)).last).toBe(25)
    expect(await shownNames(page)).toContain(nameOf(ppGames[24]!))
    expect(await spinner(page).count()).toBe(0)

    await setScenario({ failNext: 0 })
    await retry.click()
    await gone(failure)
    await waitFor(
      async () => {
        if ((await listPosition(page)).last >= 50) return true
        await scrollPageToBottom(gameList(page))
        return false
      },
      { message: 'page 2 to be added after Retry' },
    )
    expect(await page.getByRole('alert').filter({ hasText: 'System upgrading' }).count()).toBe(0)
    expect(pathOf(page)).toBe('/m/gameList')
  })

  it('a list opened while the network is down, after home failed to load, says the network is down; Retry brings the games once it is back', async () => {
    const { page } = e2e
    await e2e.gotoWithToken('/m/set')
    await visible(page.getByRole('button', { name: 'Sign out', exact: true }))
    await setScenario({ offline: true })
    // In the app, as its links go (a deep link, a banner): home, whose calls fail, then the list.
    await goInApp(page, '/m/home')
    // Under the popup list, which the boot's announcements bring.
    await visible(page.getByRole('button', { name: 'Retry', exact: true, includeHidden: true }))
    await goInApp(page, '/m/gameList?gameType=RNG&vassalage=PP')
    // The list's own failure, not the page's crash screen: a ref set state at every commit, and
    // with home's failed queries asking again the renders looped past React's limit.
    const failure = page.getByRole('alert').filter({ hasText: 'Network is slow or offline' })
    await visible(failure)
    expect(await page.getByText('Something went wrong').count()).toBe(0)

    await setScenario({ offline: false })
    await failure.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(gameList(page).getByRole('button', { name: `Favourite: ${nameOf(ppGames[0]!)}`, exact: true }))
    await gone(failure)
  })

  it('broken game images show the default image; no <img> on the page is broken', async () => {
    const { page } = e2e
    await setScenario({ brokenImages: true })
    await e2e.goto('/m/gameList?gameType=RNG&vassalage=PG')
    const pg = games.filter((game) => game.vassalage === 'PG' && game.gameType === 'RNG')
    const broken = pg.find((game) => game.iconUrl.includes('/missing/'))!
    const tile: Locator = tiles(page).filter({ has: page.getByRole('button', { name: `Favourite: ${nameOf(broken)}`, exact: true }) })
    await visible(tile)
    await waitFor(async () => (await tile.locator('svg').count()) >= 1 && (await tile.locator('img').count()) === 0, {
      message: 'the default image on the broken tile',
    })
    // Every image that is on the page has loaded (lazy ones may still be absent: none broken).
    await waitFor(
      () =>
        page
          .getByRole('main')
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) => images.length > 0 && images.every((img) => img.complete)),
      { message: 'the tile images to settle' },
    )
    const brokenImages = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) => images.filter((img) => img.naturalWidth === 0).map((img) => img.src))
    expect(brokenImages).toEqual([])
  })

  it('HOT shows the preloaded hot games without paging or search', async () => {
    const { page } = e2e
    const calls = recordGameListCalls(page)
    await e2e.goto('/m/gameList?gameType=HOT')
    await waitFor(async () => (await shownNames(page)).length === hotNames.length, { message: 'the hot games' })
    expect(await shownNames(page)).toEqual(hotNames)
    expect((await listPosition(page)).setSize).toBe(hotNames.length)
    expect(await spinner(page).count()).toBe(0)
    expect(await page.getByRole('searchbox', { name: 'Search games' }).count()).toBe(0)
    expect(calls).toEqual([])
  })

  it('the FAV list sends guests to /m/login', async () => {
    const { page } = e2e
    await e2e.goto('/m/gameList?gameType=FAV')
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/gameList?gameType=FAV')
    await visible(page.getByLabel('Username', { exact: true }))
    expect(await ui(page).menu.count()).toBe(0)
  })
})
