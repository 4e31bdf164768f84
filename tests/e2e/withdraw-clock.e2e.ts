import { describe, expect, it } from 'vitest'
import { setScenario, useBrowser, visible, waitFor } from './browser'
import { line, manilaIn, openWithdraw, submit } from './withdraw-steps'

/**
 * The withdraw page against the clock (PLATFORM.md §4 info block). A file of its own: the fake
 * clock it installs stays on the file's one tab, and the tests after it must not run minutes ahead.
 */

const e2e = useBrowser()

describe('withdraw info block', () => {
  it("the info block tells the platform's time, the day's count and the main wallet, and the window closes on the minute", async () => {
    const { page } = e2e
    const [opens, closes] = [manilaIn(-60), manilaIn(2)]
    await setScenario({ qaSecurity: 'complete', withdrawWindow: `${opens}-${closes}`, withdrawalsToday: 2 })
    await page.clock.install()
    await openWithdraw(e2e)
    const fact = (term: string) => page.getByRole('main').locator('.copy-row').filter({ hasText: term }).getByRole('definition')
    const platformTime = async () => (await fact('Platform time').innerText()).trim()
    await waitFor(async () => [manilaIn(0), manilaIn(1)].map((time) => `${time} GMT+8`).includes(await platformTime()), {
      message: "Manila's time now",
    })
    expect(await fact('Withdrawals today').innerText()).toBe('2 used · 3 left')
    expect(await fact('Main wallet').innerText()).toBe('₱12,345.50')
    await visible(submit(page))

    // Past the window's end the checklist says so, and the form goes, with no reload.
    await page.clock.fastForward(3 * 60_000)
    await visible(line(page, 'Within withdrawal hours').getByText('(not met yet)'))
    expect(await submit(page).count()).toBe(0)
    expect([3, 4, 5].map((minutes) => `${manilaIn(minutes)} GMT+8`)).toContain(await platformTime())
  })
})
