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
})
