import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { announcements, banners, winners } from '../../fixtures/content'
import {
  gone,
  holdBack,
  homePopup,
  layoutShiftFrom,
  linesOf,
  onNarrowPhone,
  pathOf,
  readLocale,
  requestsTo,
  scrollToWinners,
  seedStorage,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  type PlayedType,
} from './browser'

const e2e = useBrowser()

const homeBanners = banners.filter((banner) => banner.groupName === 'm_home')
/** The ticker shows player notices and banner notices (PL, B) — the home answer's lists. */
const tickerTitles = announcements.filter((entry) => entry.type === 'PL' || entry.type === 'B').map((entry) => entry.title)
/** Popups (PU), newest first: the first one titles the popup list. */
const popupTitles = announcements
  .filter((entry) => entry.type === 'PU')
  .sort((a, b) => b.createTime - a.createTime)
  .map((entry) => entry.title)

const peso = /^₱\d{1,3}(,\d{3})*\.\d{2}$/
const formatPeso = (amount: number) => `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const homeLocale = async (locale: string) =>
  JSON.parse(await readFile(resolve(import.meta.dirname, `../../src/lib/i18n/locales/${locale}/home.json`), 'utf8')) as {
    winners: { title: string }
  }

const openHome = async () => {
  await e2e.goto('/m/home')
  await visible(ui(e2e.page).menuItem('Home'))
}

describe('home header', () => {
  it('guest: Login and Register links, no account summary and no inbox; the menu button is there', async () => {
    const { page } = e2e
    await openHome()
    const header = ui(page).header
    const auth = header.getByRole('navigation', { name: 'Account' })
    await visible(auth.getByRole('link', { name: 'Login', exact: true }))
    expect(await auth.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/m/login')
    expect(await auth.getByRole('link', { name: 'Register', exact: true }).getAttribute('href')).toBe('/m/register')
    await visible(header.getByRole('button', { name: 'Menu', exact: true }))
    expect(await header.getByLabel('Your account').count()).toBe(0)
    expect(await header.getByRole('button', { name: 'Inbox', exact: true }).count()).toBe(0)

    await auth.getByRole('link', { name: 'Register', exact: true }).click()
    await waitForPath(page, '/m/register')
  })

  it.each([320, 360])(
    "guest on a %i px screen in TY, the longest words ('Magparehistro'): Login and Register each on one line, Menu on screen",
    async (width) => {
      const { page } = e2e
      const ty = (await readLocale('ty')).header!
      await onNarrowPhone(page, width, async () => {
        await seedStorage(page, { language: JSON.stringify('TY') })
        await e2e.goto('/m/home')
        const header = ui(page).header
        await visible(header.getByRole('link', { name: ty.register!, exact: true }))
        for (const name of [ty.login!, ty.register!]) {
          expect(await linesOf(header.getByRole('link', { name, exact: true })), name).toBe(1)
        }
        const menu = (await header.getByRole('button', { name: ty.menu!, exact: true }).boundingBox())!
        expect(menu.x + menu.width).toBeLessThanOrEqual(width)
      })
    },
  )

  it('member (type 0): nickname, ₱ 12,345.50 and the inbox with a 99+ badge for 120 unread', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const header = ui(page).header
    const account = header.getByLabel('Your account')
    await visible(account)
    await waitFor(async () => (await account.innerText()).includes('12,345.50'), { message: 'the balance in the header' })
    const text = (await account.innerText()).replace(/\s+/g, ' ').trim()
    expect(text).toContain('Lucky Star')
    expect(text).toContain('₱12,345.50')
    expect(await header.getByRole('navigation', { name: 'Account' }).count()).toBe(0)

    const inbox = header.getByRole('button', { name: 'Inbox', exact: true })
    const badge = inbox.getByRole('img', { name: '120 unread', exact: true })
    await visible(badge)
    // On a control the badge's number is drawn by CSS (not text of the button's label).
    expect((await badge.evaluate((element) => getComputedStyle(element, '::before').content)).replaceAll('"', '')).toBe('99+')

    await inbox.click()
    await waitForPath(page, '/m/webEmail')
  })

  it("member: the balance's line stands before the wallet answers, so the name above it never moves", async () => {
    const { page } = e2e
    const shifted = await layoutShiftFrom(page)
    const release = await holdBack(page, /\/wps\/v2\/wallets\/balance/)
    await setScenario({ memberType: 0 })
    await e2e.gotoWithToken('/m/home')
    const account = ui(page).header.getByLabel('Your account')
    await visible(account.getByText('Lucky Star'))
    await visible(account.getByText('…', { exact: true }))
    await release()
    await visible(account.getByText('₱12,345.50'))
    expect(await shifted()).toBe(0)
  })

  it.each([1, 2] as const)('agent (type %i): the same member header with the inbox badge', async (type: PlayedType) => {
    const { page } = e2e
    await e2e.openAs(type)
    const header = ui(page).header
    await visible(header.getByLabel('Your account').getByText('Lucky Star'))
    await visible(header.getByRole('button', { name: 'Inbox', exact: true }).getByRole('img', { name: '120 unread', exact: true }))
  })

  it('free trial (type 4): nickname and balance, but no inbox count (not fetched for type 4)', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const header = ui(page).header
    const account = header.getByLabel('Your account')
    await waitFor(async () => (await account.innerText()).includes('₱12,345.50'), { message: 'the balance in the header' })
    expect(await account.innerText()).toContain('Lucky Star')
    const inbox = header.getByRole('button', { name: 'Inbox', exact: true })
    await visible(inbox)
    expect(await inbox.getByRole('img').count()).toBe(0)
  })
})

describe('home page', () => {
  it('the banner area paints the first m_home banner with pagination; a bullet brings the carousel with every banner, and a tap follows its link', async () => {
    const { page } = e2e
    await openHome()
    const carousel = page.getByRole('region', { name: 'Featured promotions', exact: true })
    await visible(carousel)
    const count = homeBanners.length
    expect(count).toBeGreaterThan(1)
    const bullet = (n: number) => carousel.getByRole('button', { name: `Show banner ${n}`, exact: true })
    await visible(carousel.getByRole('button', { name: homeBanners[0]!.title, exact: true }))
    expect(await carousel.getByRole('button', { name: /^Show banner \d$/ }).count()).toBe(count)
    expect(await bullet(1).getAttribute('aria-current')).toBe('true')

    // The second banner links into the app: pick it with its bullet, then tap it.
    const second = homeBanners[1]!
    await bullet(2).click()
    await waitFor(async () => (await carousel.getByRole('group').count()) === count, { message: `${count} banner slides` })
    for (const [index, banner] of homeBanners.entries()) {
      const slide = carousel.getByRole('group', { name: `Banner ${index + 1} of ${count}`, exact: true })
      expect(await slide.getByRole('button', { name: banner.title, exact: true }).count()).toBe(1)
    }
    await waitFor(async () => (await bullet(2).getAttribute('aria-current')) === 'true', { message: 'banner 2 to be current' })
    expect(await bullet(1).getAttribute('aria-current')).toBeNull()
    await carousel.getByRole('button', { name: second.title, exact: true }).click()
    const target = new URL(second.linkage, 'http://app')
    await waitForPath(page, target.pathname, target.search)
  })

  it('the banner carousel moves on by itself after 5 s (autoplay)', async () => {
    const { page } = e2e
    // The page's own clock: when bullet 1 first shows as current and when it stops being so. Timed
    // from the test runner instead, a loaded machine's delay before the first check ate into the 5 s.
    await page.addInitScript(() => {
      const times = { shown: 0, left: 0 }
      Object.assign(window, { __bannerOne: times })
      new MutationObserver(() => {
        const current = document.querySelector('[aria-label="Show banner 1"]')?.getAttribute('aria-current') === 'true'
        if (current && !times.shown) times.shown = performance.now()
        if (!current && times.shown && !times.left) times.left = performance.now()
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-current'] })
    })
    await openHome()
    const carousel = page.getByRole('region', { name: 'Featured promotions', exact: true })
    const first = carousel.getByRole('button', { name: 'Show banner 1', exact: true })
    await visible(first)
    const times = await waitFor(
      () =>
        page
          .evaluate(() => (window as unknown as { __bannerOne: { shown: number; left: number } }).__bannerOne)
          .then((t) => (t.left ? t : null)),
      { timeout: 9_000, message: 'the carousel to leave banner 1 by itself' },
    )
    // Not before the 5000 ms autoplay delay.
    expect(times.left - times.shown).toBeGreaterThanOrEqual(4_990)
    expect(await carousel.getByRole('button', { name: 'Show banner 2', exact: true }).getAttribute('aria-current')).toBe('true')
  })

  it('the ticker scrolls the announcement titles; tapping it opens /m/notice', async () => {
    const { page } = e2e
    await openHome()
    const ticker = page.getByRole('button', { name: /^Announcements/ })
    await waitFor(async () => (await ticker.innerText()).includes(tickerTitles[0]!), { message: 'the ticker titles' })
    const text = await ticker.innerText()
    for (const title of tickerTitles) expect(text).toContain(title)
    expect(text).not.toContain('No announcement')
    // Inset like the banner above it, not edge to edge.
    const carousel = page.getByRole('region', { name: 'Featured promotions', exact: true })
    const edges = async (box: { x: number; width: number } | null) => [Math.round(box!.x), Math.round(box!.x + box!.width)]
    expect(await edges(await ticker.boundingBox())).toEqual(await edges(await carousel.getByRole('img').first().boundingBox()))
    await ticker.click()
    await waitForPath(page, '/m/notice')
  })

  it('the ticker moves one whole pixel a frame at 30 frames a second (SPEC: marquee 30 fps)', async () => {
    const { page } = e2e
    await openHome()
    const ticker = page.getByRole('button', { name: /^Announcements/ })
    await waitFor(async () => (await ticker.innerText()).includes(tickerTitles[0]!), { message: 'the ticker titles' })
    // The loop's own clock, paused and set: where the titles stand at moments within each 1/30 s.
    const offsets = await waitFor(() =>
      page.evaluate(() => {
        const loop = document.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'home-ticker-scroll')
        const track = (loop?.effect as KeyframeEffect | undefined)?.target
        if (!loop || !track) return null
        loop.pause()
        return [0, 1, 2, 30, 31].flatMap((frame) =>
          [2, 30].map((into) => {
            loop.currentTime = (frame * 1000) / 30 + into
            return new DOMMatrix(getComputedStyle(track).transform).m41
          }),
        )
      }),
    )
    // Each frame's place holds for its whole 1/30 s, and the next is one pixel on (a step is the
    // loop's measured width over its whole pixels: within a hundredth of a pixel of one).
    expect(offsets.map((x) => Math.round(x) + 0)).toEqual([0, 0, -1, -1, -2, -2, -30, -30, -31, -31])
  })

  it('the ticker says the announcements could not be loaded, not that there are none; the network coming back brings them', async () => {
    const { page, context } = e2e
    await setScenario({ failing: ['MCSFE_getListAnnouncements'] })
    await openHome()
    const ticker = page.getByRole('button', { name: /^Announcements/ })
    await waitFor(async () => (await ticker.innerText()).trim().endsWith('Announcements could not be loaded'), {
      message: 'the failure said',
    })
    expect(await ticker.innerText()).not.toContain('No announcement')
    await setScenario({ failing: [] })
    await context.setOffline(true)
    await context.setOffline(false)
    await waitFor(async () => (await ticker.innerText()).includes(tickerTitles[0]!), { message: 'the ticker titles' })
  })

  it('the ticker shows the No announcement placeholder when there are none', async () => {
    const { page } = e2e
    // Answer the announcement call with every list empty (the real answer, emptied).
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { value: Record<string, unknown> }
      for (const key of ['banners', 'player', 'popup', 'hot', 'promotion', 'agent']) body.value[key] = []
      await route.fulfill({ response, json: body })
    })
    try {
      await openHome()
      const ticker = page.getByRole('button', { name: /^Announcements/ })
      await waitFor(async () => (await ticker.innerText()).trim().endsWith('No announcement'), { message: 'the placeholder' })
      // The winner board still arrives, so the page finished loading and the placeholder stays.
      await scrollToWinners(page)
      expect((await ticker.innerText()).trim().endsWith('No announcement')).toBe(true)
      await ticker.click()
      await waitForPath(page, '/m/notice')
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })

  it('the latest winner board: Game, Player, Win; 100 valid rows with masked names and peso amounts, broken rows skipped', async () => {
    const { page } = e2e
    await openHome()
    // Far below the first screen, the board holds its place and draws its rows as it comes near.
    expect(await page.getByRole('table', { name: 'Latest Winner', exact: true }).count()).toBe(0)
    const table = await scrollToWinners(page)
    await visible(page.getByRole('heading', { name: 'Latest Winner', level: 2, exact: true }))
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim())
    expect(headers).toEqual(['Game', 'Player', 'Win'])

    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
    await waitFor(async () => (await rows.count()) === winners.length, { message: `${winners.length} winner rows` })
    expect(winners.length).toBe(100)
    const cells = await rows.evaluateAll((list) =>
      list.map((row) => Array.from(row.querySelectorAll('[role="cell"]'), (cell) => (cell.textContent ?? '').trim())),
    )
    expect(cells).toHaveLength(100)
    for (const [game, player, win] of cells) {
      expect(game).not.toBe('')
      expect(player).toMatch(/^.{2}\*{3}.{2}$/)
      expect(win).toMatch(peso)
    }
    // Rows in the platform's order, exactly as sent.
    for (const index of [0, 7, 8, 50, 99]) {
      const winner = winners[index]!
      expect(cells[index]).toEqual([winner.gameName, winner.customerName, formatPeso(winner.winAmount)])
    }
    expect(cells.some(([game]) => game === 'Corrupted row')).toBe(false)
    expect(await table.getByText('N/A').count()).toBe(0)

    // More than 6 entries: the rows scroll in a continuous loop.
    const moving = await table.evaluate((element) =>
      element.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running'),
    )
    expect(moving).toBe(true)
  })

  it('a finger swiping over the looping winner board scrolls the page, as anywhere else on it', async () => {
    const { page } = e2e
    await openHome()
    const table = await scrollToWinners(page)
    await waitFor(() => table.evaluate((element) => element.getAnimations({ subtree: true }).length > 0), { message: 'the loop' })
    const before = (await table.boundingBox())!
    // The finger lands on the rows and moves down the screen: the page scrolls back up.
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: before.x + before.width / 2, y }] })
    const from = before.y + 60
    await touch('touchStart', from)
    for (let step = 1; step <= 10; step++) await touch('touchMove', from + step * 15)
    await touch('touchEnd', from + 150)
    await waitFor(async () => (await table.boundingBox())!.y > before.y + 100, { message: 'the page scrolled by the swipe over the board' })
  })

  it('guest: tapping a winner row asks for a login first', async () => {
    const { page } = e2e
    // Reduced motion stops the loop so the row holds still under the finger.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    try {
      await openHome()
      const table = await scrollToWinners(page)
      const first = winners[0]!
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: first.customerName }) })
        .first()
      await visible(row)
      await row.getByRole('button', { name: first.gameName, exact: true }).click()
      await waitForPath(page, '/m/login')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/home')
    } finally {
      await page.emulateMedia({ reducedMotion: null })
    }
  })

  it('the footer language selector switches the page language in place', async () => {
    const { page } = e2e
    const zh = await homeLocale('zh-CN')
    await openHome()
    await scrollToWinners(page)
    const language = page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true })
    await visible(language)
    expect((await language.innerText()).trim()).toBe('English')
    await language.click()
    const sheet = page.getByRole('dialog', { name: 'Language', exact: true })
    await sheet.getByRole('option', { name: '简体中文', exact: true }).click()
    await gone(sheet)
    await visible(page.getByRole('heading', { name: zh.winners.title, level: 2, exact: true }))
    expect(await page.getByRole('heading', { name: 'Latest Winner', exact: true }).count()).toBe(0)
    expect(pathOf(page)).toBe('/m/home')
  })

  it("a language chosen on home: what home shows in a language is asked for once in it, after SPEC §9's quiet (help 200 ms, the rest 250 ms)", async () => {
    const { page } = e2e
    await openHome()
    await scrollToWinners(page)
    const watched = [
      { path: '/ODSFE2_getWinnerBoard', language: 'language', quiet: 250 },
      { path: '/GCSGAME_hotGamesV2', language: 'language', quiet: 250 },
      { path: '/wps/system/helpCenter', language: 'lang', quiet: 200 },
    ]
    const seen = watched.map(({ path }) => requestsTo(page, path))
    // When the page took the language, on the page's own clock, as its requests' start times are
    // (with room for their timings: the browser keeps 250, and home has used them up in CI).
    await page.evaluate(() => {
      performance.clearResourceTimings()
      new MutationObserver(() => ((window as unknown as { langAt: number }).langAt = performance.now())).observe(document.documentElement, {
        attributeFilter: ['lang'],
      })
    })
    const language = page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true })
    await language.click()
    const sheet = page.getByRole('dialog', { name: 'Language', exact: true })
    await sheet.getByRole('option', { name: 'Tiếng Việt', exact: true }).click()
    for (const [index, { path, language: key, quiet }] of watched.entries()) {
      await waitFor(() => seen[index]!.length > 0, { message: `${path} asked again` })
      expect(
        seen[index]!.map((request) => new URL(request.url()).searchParams.get(key)),
        path,
      ).toEqual(['VI'])
      // A request's timing is there once its answer has come: waited for, not assumed.
      const after = await waitFor(
        () =>
          page.evaluate((url) => {
            const entry = performance.getEntriesByName(url)[0]
            return entry && entry.startTime - (window as unknown as { langAt: number }).langAt
          }, seen[index]![0]!.url()),
        { message: `the timing of ${path}` },
      )
      expect(after, path).toBeGreaterThanOrEqual(quiet)
    }
  })
})

describe('popup list after login', () => {
  it('appears once after login, lists the popups and is dismissed with OK', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    // Through the form by hand: the shared logIn helper closes this list itself.
    await e2e.goto('/m/login')
    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await waitForPath(page, '/m/home')
    // Several popups: the dialog is 'Announcement' and each popup's title shows once (issue 8).
    const popup = page.getByRole('dialog', { name: popupTitles.length > 1 ? 'Announcement' : (popupTitles[0] ?? ''), exact: true })
    await visible(popup)
    for (const title of popupTitles) expect(await popup.getByText(title, { exact: true }).count(), title).toBe(1)
    expect(await homePopup(page).count()).toBe(1)

    await popup.getByRole('button', { name: 'OK', exact: true }).click()
    await gone(popup)

    // Leaving home and coming back does not bring it up again.
    const view = ui(page)
    await view.menuItem('Promotion').tap()
    await waitForPath(page, '/m/activity')
    await view.menuItem('Home').tap()
    await waitForPath(page, '/m/home')
    await scrollToWinners(page)
    expect(await homePopup(page).count()).toBe(0)
  })

  it("opens with the popups' texts, not before them (it grew by 140 px as they came); without their code, with the titles", async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    const sanitiser = /\/assets\/operator-html-[\w-]+\.js$/
    const popup = page.getByRole('dialog', { name: popupTitles.length > 1 ? 'Announcement' : (popupTitles[0] ?? ''), exact: true })
    const logInByHand = async () => {
      await e2e.goto('/m/login')
      await page.getByLabel('Username', { exact: true }).fill('player01')
      await page.getByLabel('Password', { exact: true }).fill('pass1234')
      await page.getByRole('button', { name: 'Login', exact: true }).click()
      await waitForPath(page, '/m/home')
    }
    const release = await holdBack(page, sanitiser)
    await logInByHand()
    // The popups have arrived once the ticker shows titles (the same announcements call).
    await waitFor(async () => (await page.getByRole('button', { name: /^Announcements/ }).innerText()).includes(tickerTitles[0]!), {
      message: 'the ticker titles',
    })
    expect(await popup.count()).toBe(0)
    await release()
    await visible(popup)
    expect(await popup.locator('.operator-html').count()).toBe(popupTitles.length)

    // The sanitiser's code cannot come (offline): the list still opens, with the titles alone.
    await popup.getByRole('button', { name: 'OK', exact: true }).click()
    await e2e.goto('/m/login')
    await page.evaluate(() => localStorage.clear())
    await page.route(sanitiser, (route) => route.abort())
    await logInByHand()
    await visible(popup)
    expect(await popup.getByText(popupTitles[0]!, { exact: true }).count()).toBe(1)
    expect(await popup.locator('.operator-html').count()).toBe(0)
    await page.unroute(sanitiser)
  })

  it('a guest gets no popup list', async () => {
    const { page } = e2e
    await openHome()
    // Announcements (popups included) have arrived once the ticker shows titles.
    await waitFor(async () => (await page.getByRole('button', { name: /^Announcements/ }).innerText()).includes(tickerTitles[0]!), {
      message: 'the ticker titles',
    })
    expect(await homePopup(page).count()).toBe(0)
  })
})
