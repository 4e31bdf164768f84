import type { Page, Request, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { banners } from '../../fixtures/content'
import {
  bootTranslationFile,
  closeHomePopups,
  entryScript,
  gone,
  holdBack,
  logIn,
  readLocale,
  seedStorage,
  urlOf,
  useBrowser,
  visible,
  waitFor,
} from './browser'

const e2e = useBrowser()

const homeBanners = '/wps/relay/GLS2_banners?groupName=m_home'
const statusCall = '/wps/system/status'
const pathAndQuery = (request: Request) => {
  const url = new URL(request.url())
  return `${url.pathname}${url.search}`
}

/** Every request the page makes from now on, as path and query. */
const recordRequests = (page: Page) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(pathAndQuery(request)))
  return requests
}

/** Notes the class of every largest-paint candidate the page reports, from its start. */
const recordLargestPaints = (page: Page) =>
  page.addInitScript(() => {
    const paints: string[] = []
    ;(window as unknown as { __largestPaints: string[] }).__largestPaints = paints
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
        paints.push(entry.element?.className ?? '')
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })

/** The class of the last largest-paint candidate, once two more frames have had time to report one. */
const lastLargestPaint = async (page: Page) => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return page.evaluate(() => (window as unknown as { __largestPaints: string[] }).__largestPaints.at(-1))
}

const firstBannerTitle = banners.find((banner) => banner.groupName === 'm_home')!.title
/** Home's first banner, once the popups a home may open over it are closed. */
const firstHomeBanner = async (page: Page) => {
  await closeHomePopups(page)
  await visible(
    page.getByRole('region', { name: 'Featured promotions', exact: true }).getByRole('img', { name: firstBannerTitle, exact: true }),
  )
}

describe("the document's head start (issue 10: no request chain deeper than the document, the entry and its imports)", () => {
  it("asks for home's page code, its translations, its banners, the first banner's file and the site's status by itself, without the app's entry", async () => {
    const { page } = e2e
    await seedStorage(page, { language: JSON.stringify('TY') })
    await page.route(entryScript, (route) => route.abort())
    try {
      const requests = recordRequests(page)
      const banners = page.waitForResponse((response) => pathAndQuery(response.request()) === homeBanners)
      await page.goto(urlOf('/m/home'), { waitUntil: 'commit' })
      const first = ((await (await banners).json()) as { value: { list: Array<{ url: string }> } }).value.list[0]!.url

      // The Tagalog translations, the four boot namespaces in one file (only the player's language,
      // i18n.ts): the document asks for it after its first frame, in no set order with the banner.
      const translations = () => requests.filter((file) => bootTranslationFile.test(file))
      await waitFor(() => requests.includes(first) && translations().length >= 1 && requests.includes(statusCall), {
        message: "the first banner's file, the translations and the status",
      })
      const assets = requests.filter((request) => request.startsWith('/assets/'))
      expect(
        assets.some((file) => /^\/assets\/home-page-[\w-]+\.js$/.test(file)),
        assets.join('\n'),
      ).toBe(true)
      expect(
        assets.some((file) => /^\/assets\/home-page-[\w-]+\.css$/.test(file)),
        assets.join('\n'),
      ).toBe(true)
      expect(translations(), assets.join('\n')).toEqual([expect.stringMatching(/^\/assets\/translations-ty-/)])
      expect(requests.filter((request) => request === homeBanners)).toHaveLength(1)
    } finally {
      await page.unroute(entryScript)
    }
  })

  it("when the app starts before the first banner's file has come, the document links the page's code, one a task, not the bundler's helper all at once", async () => {
    const { page } = e2e
    // No image arrives: the document waits for the first banner's file before it links anything.
    const releaseImages = await holdBack(page, /\/harness-img\//)
    try {
      // Not until 'load': a banner drawn before it (a slow CI run) holds it back with the images.
      await page.goto(urlOf('/m/home'), { waitUntil: 'commit' })
      await visible(page.getByRole('navigation', { name: 'Main menu' }))
      const links = await page.evaluate(() => {
        const view = globalThis.__wpsFirstView!
        const scripts = (view.pages[view.pageAt['/m/home']!] ?? []).filter((file) => file.endsWith('.js'))
        return scripts.map((file) =>
          [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
            .filter((link) => link.getAttribute('href') === file || link.href === new URL(file, location.href).href)
            .map((link) => `${file} ${link.fetchPriority}`),
        )
      })
      expect(links.length).toBeGreaterThan(3)
      // The head start's links ask at low priority; the helper's would not, and would be a second link.
      for (const linked of links) expect(linked).toEqual([expect.stringMatching(/ low$/)])
    } finally {
      await releaseImages()
    }
  })

  it("opened on the register tab, asks for the register form's code with the page's, without the app's entry", async () => {
    const { page } = e2e
    await page.route(entryScript, (route) => route.abort())
    try {
      const requests = recordRequests(page)
      await page.goto(urlOf('/m/register'), { waitUntil: 'commit' })
      const assets = () => requests.filter((request) => request.startsWith('/assets/'))
      await waitFor(() => assets().some((file) => /^\/assets\/register-form-[\w-]+\.js$/.test(file)), {
        message: "the register form's code",
      })
      expect(
        assets().some((file) => /^\/assets\/auth-page-[\w-]+\.js$/.test(file)),
        assets().join('\n'),
      ).toBe(true)
    } finally {
      await page.unroute(entryScript)
    }
  })

  it("sends a Tagalog player's boot the Tagalog translations and no other language's", async () => {
    const { page } = e2e
    const [english, tagalog] = await Promise.all([readLocale('en'), readLocale('ty')])
    await seedStorage(page, { language: JSON.stringify('TY') })
    const scripts: Array<Promise<string>> = []
    const recordScripts = (response: Response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) scripts.push(response.text())
    }
    page.on('response', recordScripts)
    try {
      await page.goto(urlOf('/m/home'))
      await visible(page.getByRole('banner').getByRole('link', { name: tagalog.header!.login!, exact: true }))
      const bodies = await Promise.all(scripts)
      // A phrase only English's common file has (the Tagalog one says it its own way).
      expect(english.common!.coming_soon).not.toBe(tagalog.common!.coming_soon)
      expect(bodies.filter((body) => body.includes(tagalog.common!.coming_soon!))).toHaveLength(1)
      expect(bodies.filter((body) => body.includes(english.common!.coming_soon!))).toEqual([])
    } finally {
      page.off('response', recordScripts)
    }
  })

  /** Per first view, what the splash draws (visible) and the page element that must then take its very box. */
  const splashTwins = {
    '/m/home': [
      ['img.boot-banner', '.home-banners__image'],
      ['.boot-header', '.frame-header'],
    ],
    '/m/login': [
      ['img.boot-banner', '.home-banners__image'],
      ['.boot-back', '.page-back'],
    ],
  } as const

  it.each(Object.entries(splashTwins))(
    '%s: the document paints the first banner itself, where the page then puts it, and leaves it to the page (no second largest paint)',
    async (path, twins) => {
      const { page } = e2e
      await recordLargestPaints(page)
      // The app's script is held back: what shows meanwhile is the document's own doing.
      const release = await holdBack(page, entryScript)
      /** The element's box, or null when it is not drawn. */
      const drawn = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => (getComputedStyle(element).visibility === 'visible' ? element.getBoundingClientRect().toJSON() : null))
      try {
        await page.goto(urlOf(path), { waitUntil: 'commit' })
        const splashBanner = page.locator('img.boot-banner')
        await waitFor(
          () => splashBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0).catch(() => false),
          {
            message: "the splash's banner",
          },
        )
        const splash = await Promise.all(twins.map(([inSplash]) => drawn(inSplash)))
        expect(splash.every((box) => box !== null && box.width > 0)).toBe(true)
        await release()
        await page.locator('.home-banners__image').first().waitFor()
        expect(await Promise.all(twins.map(([, inPage]) => drawn(inPage)))).toEqual(splash)
        // The document's copy stays over the page's banner until that one is drawn, then goes.
        await gone(splashBanner)
        // A later paint must not be larger, so no new entry.
        expect(await lastLargestPaint(page)).toBe('boot-banner')
      } finally {
        await release()
      }
    },
  )

  it("the game list: the document paints its first row of tiles itself, on the page's tiles, and leaves them to the page (no second largest paint)", async () => {
    const { page } = e2e
    await recordLargestPaints(page)
    const release = await holdBack(page, entryScript)
    const boxes = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.slice(0, 3).map((element) => {
          const { x, y, width } = element.getBoundingClientRect()
          return { x, y, width }
        }),
      )
    try {
      await page.goto(urlOf('/m/gameList?gameType=RNG'), { waitUntil: 'commit' })
      const splashTiles = page.locator('img.boot-tile')
      await waitFor(
        async () =>
          (await splashTiles.count()) > 0 &&
          (await splashTiles.evaluateAll((tiles: HTMLImageElement[]) => tiles.every((tile) => tile.complete && tile.naturalWidth > 0))),
        { message: "the splash's first tiles" },
      )
      const splash = await boxes('img.boot-tile')
      expect(splash.length).toBeGreaterThan(0)
      await release()
      await visible(page.getByRole('main').getByRole('listitem').first())
      // Each copy covers its tile's top, border included: the page's picture is under it (the
      // grid shares out a fraction of a pixel between its columns as it likes).
      const pageTiles = await boxes('.game-tile__launch')
      splash.forEach((box, column) =>
        (['x', 'y', 'width'] as const).forEach((side) => expect(pageTiles[column]![side]).toBeCloseTo(box[side], 1)),
      )
      await gone(splashTiles.first())
      expect(await lastLargestPaint(page)).toBe('boot-tile')
    } finally {
      await release()
    }
  })

  it("a guest's and a member's home ask for their banners and the status once: the app takes the document's answers", async () => {
    const { page } = e2e
    const requests = recordRequests(page)
    const once = (call: string) =>
      expect(
        requests.filter((request) => request === call),
        call,
      ).toHaveLength(1)
    await e2e.goto('/m/home')
    await firstHomeBanner(page)
    once(homeBanners)
    once(statusCall)

    await logIn(page)
    requests.length = 0
    await page.reload()
    await firstHomeBanner(page)
    once(homeBanners)
    once(statusCall)
  })

  it("opened on the game list, asks for its first page without the app's entry; the app takes that answer and asks for the first screen's tile files while the page's code is on its way", async () => {
    const { page } = e2e
    const pageScript = /\/assets\/game-list-page-[\w-]+\.js$/
    const listCall = '/wps/relay/GCSGAME_gameList'
    const releaseEntry = await holdBack(page, entryScript)
    const releasePage = await holdBack(page, pageScript)
    try {
      const requests = recordRequests(page)
      const list = page.waitForResponse((response) => pathAndQuery(response.request()).startsWith(listCall))
      await page.goto(urlOf('/m/gameList?gameType=rng'), { waitUntil: 'commit' })
      type Tile = { iconUrl: string; mobileLargeIcon: string }
      const games = ((await (await list).json()) as { value: { games: Tile[] } }).value.games
      expect(requests.filter((request) => request.startsWith(listCall))).toEqual([expect.stringContaining('gameType=RNG')])

      await releaseEntry()
      const firstScreen = games.slice(0, 9).map((game) => game.iconUrl || game.mobileLargeIcon)
      expect(firstScreen.filter(Boolean)).toHaveLength(9)
      await waitFor(() => firstScreen.every((file) => requests.includes(file)), { message: "the first screen's tile files" })

      await releasePage()
      await visible(page.getByRole('main').getByRole('listitem').first())
      expect(requests.filter((request) => request.startsWith(listCall))).toHaveLength(1)
    } finally {
      await releaseEntry()
      await releasePage()
    }
  })
})
