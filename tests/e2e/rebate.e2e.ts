import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import {
  harnessJson,
  onNarrowPhone,
  requestsTo,
  setScenario,
  textsNotDrawnApart,
  ui,
  useBrowser,
  visible,
  waitForPath,
  whileHeldBack,
} from './browser'

/**
 * The rebate claimed by hand (/m/member/manualRebate; PLATFORM.md §5 PLYRBT, §7 MEMBER_TURNOVER):
 * what the valid bets since the last claim earned, each game type's bets and rate, Claim paid
 * once, the minimum, and who may open it.
 */
const e2e = useBrowser()

const harnessPaid = async () => (await harnessJson<{ paid: ReadonlyArray<{ userName: string; amount: number }> }>('/__harness/rebate')).paid
const summary = (page: Page) => page.getByRole('region', { name: 'Rebate to claim', exact: true })
const claimButton = (page: Page) => summary(page).getByRole('button', { name: 'Claim now', exact: true })
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: 'By game type', exact: true })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())))

const openRebate = async (page: Page) => {
  await e2e.goto('/m/member/manualRebate')
  await visible(summary(page).getByText('₱174.65', { exact: true }))
}

describe('rebate', () => {
  it('shows what the valid bets since the last claim earned, and each game type’s bets, rate and rebate', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRebate(page)
    await visible(ui(page).titled('Rebate'))
    await visible(summary(page).getByText(/^On valid bets since \d{4}-\d\d-\d\d \d\d:\d\d/))
    await visible(summary(page).getByText('Paid into your main wallet at once', { exact: true }))
    expect(await tableRows(page)).toEqual([
      ['Game type', 'Valid bets', 'Rate', 'Rebate'],
      ['Slots', '₱12,450', '0.8%', '₱99.60'],
      ['Live Casino', '₱8,200', '0.6%', '₱49.20'],
      ['Sports', '₱3,150', '0.7%', '₱22.05'],
      ['Fishing', '₱0', '0.8%', '₱0'],
      ['Card Games', '₱520', '0.5%', '₱2.60'],
      ['Lottery', '₱0', '0.3%', '₱0'],
      // A game type the app has no name for goes by the platform's.
      ['Sabong', '₱300', '0.4%', '₱1.20'],
    ])
  })

  it('a double tap on Claim pays once; the claimed period stays locked until the new figures come, which start again from nothing', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRebate(page)
    const sent = requestsTo(page, 'ODSFE2_rebateDisburse')
    await whileHeldBack(page, /\/ODSFE2_getRebate\b/, async () => {
      await claimButton(page).dblclick()
      await visible(ui(page).toast('Rebate of ₱174.65 added to your wallet'))
      expect(await claimButton(page).isDisabled()).toBe(true)
    })
    await visible(summary(page).getByText('₱0', { exact: true }))
    await visible(summary(page).getByText('Place a bet to start earning rebate', { exact: true }))
    expect(await claimButton(page).isDisabled()).toBe(true)
    expect(sent).toHaveLength(1)
    expect(await harnessPaid()).toEqual([{ userName: 'player01', amount: 174.65 }])
  })

  it('under the minimum, Claim waits and says from what amount it pays', async () => {
    const { page } = e2e
    await setScenario({ rebate: 'below-minimum' })
    await e2e.openAs(0)
    await e2e.goto('/m/member/manualRebate')
    await visible(summary(page).getByText('₱0.96', { exact: true }))
    await visible(summary(page).getByText('You can claim from ₱1', { exact: true }))
    expect(await claimButton(page).isDisabled()).toBe(true)
  })

  it('offline, Claim is refused at once and never queued; the card says why', async () => {
    const { page, context } = e2e
    await e2e.openAs(0)
    await openRebate(page)
    await context.setOffline(true)
    try {
      await claimButton(page).click()
      await visible(summary(page).getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
    } finally {
      await context.setOffline(false)
    }
    expect(await harnessPaid()).toEqual([])
  })

  it('the member centre’s Rebate item leads here', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/member/home')
    await page.getByRole('main').getByRole('button', { name: 'Rebate', exact: true }).click()
    await waitForPath(page, '/m/member/manualRebate')
    await visible(summary(page).getByText('₱174.65', { exact: true }))
  })

  it('a free trial (type 4) is told free_reject and nothing is asked', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const asked = requestsTo(page, 'ODSFE2_getRebate')
    await e2e.goto('/m/member/manualRebate')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function'))
    expect(asked).toHaveLength(0)
  })

  it('without PLYRBT the page is unavailable and nothing is asked', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'PLYRBT') })
    await e2e.openAs(0)
    const asked = requestsTo(page, 'ODSFE2_getRebate')
    await e2e.goto('/m/member/manualRebate')
    await visible(page.getByRole('main').getByText('No permission or feature temporarily unavailable'))
    expect(asked).toHaveLength(0)
  })

  it('on a 360 px screen the table draws every figure whole', async () => {
    const { page } = e2e
    await onNarrowPhone(page, 360, async () => {
      await e2e.openAs(0)
      await openRebate(page)
      expect(await textsNotDrawnApart(page.getByRole('table'), 'th, td')).toEqual([])
    })
  })
})
