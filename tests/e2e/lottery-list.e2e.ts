import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { games } from '../../fixtures/games'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import { holdBack, requestsTo, setScenario, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * The lottery list (/m/startLottery, SPEC §2 and §7 "lottery list, issue number"): every lottery
 * game with the issue open for bets and the time left on it; a tap opens the game; the list is
 * asked again as a draw closes.
 */
const e2e = useBrowser()

const lotteries = games.filter((game) => game.gameType === 'LOTT' || game.gameType === 'ELOTT')
const list = (page: Page) => page.getByRole('list', { name: 'Lottery games', exact: true })
const row = (page: Page, name: string) => list(page).getByRole('button').filter({ hasText: name })

describe('lottery list', () => {
  it('a member sees each lottery game with its open issue and the time left to bet; a tap opens that game', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/startLottery')
    await visible(list(page))
    expect(await list(page).getByRole('listitem').count()).toBe(lotteries.length)
    const game = lotteries.find((each) => each.lottoMode === 'TRAD')!
    const name = game.gameName || game.nodeName
    await visible(row(page, name))
    expect(await row(page, name).textContent()).toMatch(/Issue \d{8}-\d{4}/)
    expect(await row(page, name).textContent()).toMatch(/Closes in [0-4]:\d\d$/)
    await row(page, name).click()
    await waitForPath(page, '/m/lotto-h5')
    expect(new URL(page.url()).searchParams.get('gameId')).toBe(game.gameId)
  })

  it("on a phone whose clock is five minutes fast, the time left is the platform's, not 'Drawing…' (the answers' Date)", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.installClock({ time: Date.now() + 5 * 60_000 })
    await e2e.goto('/m/startLottery')
    const game = lotteries.find((each) => each.lottoMode === 'TRAD')!
    const name = game.gameName || game.nodeName
    await visible(row(page, name))
    expect(await row(page, name).textContent()).toMatch(/Closes in [0-4]:\d\d$/)
  })

  it('as the first draw closes the list is asked again, the closed row saying it is drawing meanwhile', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.installClock()
    const asked = requestsTo(page, '/lgw/games/opened/numero')
    await e2e.goto('/m/startLottery')
    await visible(list(page))
    expect(asked).toHaveLength(1)
    // Past every fast (one-minute) draw's close. Only the page's clock moves: an answer now would
    // show the platform's clock a minute behind and the app would trust it (the answers' Date), so
    // the answers are held while the page shows what it shows meanwhile.
    const release = await holdBack(page, /\/(wps|lgw)\//)
    await page.clock.fastForward('01:01')
    await waitFor(() => asked.length === 2, { message: 'the list asked again' })
    await visible(list(page).getByText('Drawing…').first())
    await release()
  })

  it('a guest tapping a lottery is asked to log in first', async () => {
    const { page } = e2e
    await e2e.goto('/m/startLottery')
    const game = lotteries[0]!
    await row(page, game.gameName || game.nodeName).click()
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/startLottery')
  })

  it('a list that could not be read says so with Retry, and Retry shows it', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/lgw/games/opened/numero'] })
    await e2e.goto('/m/startLottery')
    await visible(page.getByRole('main').getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [] })
    await page.getByRole('main').getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(list(page))
  })

  it('dark and light themes: no serious axe findings', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/startLottery')
    await visible(list(page))
    await settled(page)
    const findings = await runAxeInThemes(page, 'lottery list')
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
