import { describe, expect, it } from 'vitest'
import { closeHomePopups, ui, useBrowser, visible, waitFor } from './browser'

const e2e = useBrowser()

/** What home showed at each change of the DOM: its banner area, and how many blocks (the banner area included). */
interface Moment {
  readonly banner: boolean
  readonly blocks: number
}

describe("home's first screen (issue 10: an early largest paint)", () => {
  it('opening the app on home puts the banner area on screen before the blocks under it; they follow, and a later visit renders home whole', async () => {
    const { page } = e2e
    await page.addInitScript(() => {
      const moments: Moment[] = []
      Object.assign(window, { __moments: moments })
      const record = () =>
        moments.push({
          banner: document.querySelector('section[aria-label="Featured promotions"]') !== null,
          blocks: document.querySelector('section[aria-label="Featured promotions"]')?.parentElement?.childElementCount ?? 0,
        })
      new MutationObserver(record).observe(document, { childList: true, subtree: true })
    })
    const moments = () => page.evaluate(() => (window as unknown as { __moments: Moment[] }).__moments)

    await e2e.goto('/m/home')
    await visible(ui(page).menuItem('Home'))
    await waitFor(async () => (await moments()).some((moment) => moment.blocks > 1), { message: 'the blocks under the banner' })
    expect((await moments()).find((moment) => moment.banner)).toEqual({ banner: true, blocks: 1 })

    // Back on home from another page: one render, banner and blocks together.
    await closeHomePopups(page)
    await ui(page).menuItem('Promotion').click()
    await page.evaluate(() => ((window as unknown as { __moments: Moment[] }).__moments.length = 0))
    await ui(page).menuItem('Home').click()
    await waitFor(async () => (await moments()).some((moment) => moment.banner), { message: 'the banner again' })
    expect((await moments()).find((moment) => moment.banner)?.blocks).toBeGreaterThan(1)
  })

  it("keeps the lobby's skeleton until the hot games answer, and draws the winner board and Hot News only as the player nears them", async () => {
    const { page } = e2e
    // A slow lobby, as on a phone: its skeleton, 800 px shorter than its games, stands meanwhile,
    // and its two answers arrive apart (the menu first: the lobby is shorter still for a moment).
    const held = (call: RegExp) => {
      let release = () => {}
      const answer = new Promise<void>((done) => (release = done))
      return { call, answer, release }
    }
    const menu = held(/\/GCSGAME_getVassGameType/)
    const hotGames = held(/\/GCSGAME_hotGamesV2/)
    for (const { call, answer } of [menu, hotGames]) {
      await page.route(call, async (route) => {
        await answer
        await route.continue()
      })
    }
    const nextFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    // The footer's video carousel (it pulls swiper and video frames) is its own file, asked for as
    // it mounts: once asked for, it stays (a section that nears the screen latches).
    const hotNewsAskedFor: string[] = []
    page.on('request', (request) => {
      if (/\/hot-news-[\w-]+\.js$/.test(new URL(request.url()).pathname)) hotNewsAskedFor.push(request.url())
    })
    // The lobby's selected tab, each time it changes: it must open on Hot and stay there.
    await page.addInitScript(() => {
      const selected: string[] = []
      Object.assign(window, { __lobbyTabs: selected })
      new MutationObserver(() => {
        const tab = document.querySelector('[role="tablist"][aria-label="Game categories"] [aria-selected="true"]')
        const name = tab?.textContent?.trim()
        if (name && name !== selected.at(-1)) selected.push(name)
      }).observe(document, { childList: true, subtree: true, attributes: true })
    })
    const winnersAnswered = page.waitForResponse((response) => response.url().includes('/ODSFE2_getWinnerBoard'))
    await e2e.goto('/m/home')
    await winnersAnswered
    await nextFrames()
    const menuAnswered = page.waitForResponse((response) => response.url().includes('/GCSGAME_getVassGameType'))
    menu.release()
    await menuAnswered
    await nextFrames()
    hotGames.release()
    await visible(page.getByRole('region', { name: 'Hot games', exact: true }).getByRole('button').first())
    await nextFrames()
    expect(await page.evaluate(() => (window as unknown as { __lobbyTabs: string[] }).__lobbyTabs)).toEqual(['Hot'])
    // Hidden ones too: off screen the board skips rendering (content-visibility), not the DOM.
    const table = page.getByRole('table', { name: 'Latest Winner', exact: true, includeHidden: true })
    expect(await table.count(), 'the board, far below the first screen').toBe(0)
    // Below the board, the footer's video carousel (it pulls swiper and video frames) waits as well.
    expect(hotNewsAskedFor, 'Hot News, further below').toEqual([])

    await page.getByRole('region', { name: 'Latest Winner', exact: true }).scrollIntoViewIfNeeded()
    await visible(table)
    expect(await table.getByRole('row').count()).toBeGreaterThan(7)
    await page.locator('main .page').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight))
    await visible(page.getByRole('region', { name: 'Hot News', exact: true }))
  })
})
