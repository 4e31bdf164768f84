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

  it("draws the winner board's rows only as the player nears it, watched once the lobby above has its games", async () => {
    const { page } = e2e
    // A slow lobby, as on a phone: its skeleton, 800 px shorter than its games, stands meanwhile.
    let releaseLobby = () => {}
    const lobbyHeld = new Promise<void>((release) => (releaseLobby = release))
    await page.route(/\/GCSGAME_(getVassGameType|hotGamesV2)/, async (route) => {
      await lobbyHeld
      await route.continue()
    })
    const nextFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const winnersAnswered = page.waitForResponse((response) => response.url().includes('/ODSFE2_getWinnerBoard'))
    await e2e.goto('/m/home')
    await winnersAnswered
    await nextFrames()
    releaseLobby()
    await visible(page.getByRole('region', { name: 'Hot games', exact: true }).getByRole('button').first())
    await nextFrames()
    // Hidden ones too: off screen the board skips rendering (content-visibility), not the DOM.
    const table = page.getByRole('table', { name: 'Latest Winner', exact: true, includeHidden: true })
    expect(await table.count(), 'the board, far below the first screen').toBe(0)

    await page.getByRole('region', { name: 'Latest Winner', exact: true }).scrollIntoViewIfNeeded()
    await visible(table)
    expect(await table.getByRole('row').count()).toBeGreaterThan(7)
  })
})
