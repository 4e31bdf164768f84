import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxeInThemes, runAxeOnStill, settled } from './axe'
import { gone, harnessJson, requestsTo, setScenario, ui, useBrowser, visible, waitForPath, whileHeldBack } from './browser'

/**
 * The welcome bonuses (/m/promotion/register; PLATFORM.md §1.12, §6 NEW_REGISTER): the bonuses a
 * new member may claim, each with its time left, claimed in place and once; those claimed; the
 * reward centre's link; and who may open it.
 */
const e2e = useBrowser()

const harnessPaid = async () =>
  (await harnessJson<{ paid: ReadonlyArray<{ userName: string; promotionId: string; amount: number }> }>('/__harness/welcome')).paid
const row = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true })
const claimIn = (page: Page, name: string) => row(page, name).getByRole('button', { name: 'Claim', exact: true })
const claimedList = (page: Page) => page.getByRole('region', { name: 'Claimed', exact: true })

const openWelcome = async (page: Page) => {
  await e2e.goto('/m/promotion/register')
  await visible(row(page, 'New member bonus'))
}

describe('welcome bonuses', () => {
  it('offers a new member each bonus with what it pays and the time left to claim it, the one ending first on top', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openWelcome(page)
    await visible(ui(page).titled('Welcome bonus'))
    await visible(page.getByText('Bonuses for new members: claim each before its time runs out.', { exact: true }))
    const names = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((rows) => rows.map((each) => each.getAttribute('aria-label')))
    expect(names).toEqual(['New member bonus', 'Verified phone bonus'])
    await visible(row(page, 'New member bonus').getByText('₱58', { exact: true }))
    await visible(row(page, 'New member bonus').getByText(/^Ends in 5 d 2[0-3] h$/))
    await visible(row(page, 'Verified phone bonus').getByText('No expiry', { exact: true }))
  })

  it('a double tap claims once: the bonus said, the row moved to Claimed', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openWelcome(page)
    const sent = requestsTo(page, 'MCSFE_claimRegisterPromotion')
    await whileHeldBack(page, /\/MCSFE_getRegisterPromotionList\b/, async () => {
      await claimIn(page, 'New member bonus').dblclick()
      await visible(ui(page).toast('Bonus of ₱58 claimed'))
      expect(await claimIn(page, 'New member bonus').isDisabled()).toBe(true)
    })
    await visible(claimedList(page).getByText('New member bonus', { exact: true }))
    await visible(claimedList(page).getByText(/^Claimed \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/))
    expect(await row(page, 'New member bonus').count()).toBe(0)
    expect(sent).toHaveLength(1)
    expect(await harnessPaid()).toEqual([{ userName: 'player01', promotionId: 'REG-NEW-58', amount: 58 }])
  })

  it('the reward centre leads here with what is waiting, and not once all is claimed', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/rewardCenter')
    const link = page.getByRole('main').getByRole('link', { name: /Bonuses for new members/ })
    await visible(link.getByText('₱76 waiting to be claimed', { exact: true }))
    await link.click()
    await waitForPath(page, '/m/promotion/register')
    await claimIn(page, 'New member bonus').click()
    await visible(claimedList(page).getByText('New member bonus', { exact: true }))
    await claimIn(page, 'Verified phone bonus').click()
    await visible(claimedList(page).getByText('Verified phone bonus', { exact: true }))
    await visible(page.getByText('You have claimed every welcome bonus', { exact: true }))
    await page.goBack()
    await waitForPath(page, '/m/rewardCenter')
    await visible(row(page, 'Lucky spin rebate'))
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Bonuses for new members/ })
        .count(),
    ).toBe(0)
  })

  it('a member who is not new is told there is none', async () => {
    const { page } = e2e
    await setScenario({ welcomeBonus: 'none' })
    await e2e.openAs(0)
    await e2e.goto('/m/promotion/register')
    await visible(page.getByRole('main').getByText('No welcome bonus is open to your account'))
  })

  it('offline, Claim is refused at once and never queued', async () => {
    const { page, context } = e2e
    await e2e.openAs(0)
    await openWelcome(page)
    await context.setOffline(true)
    try {
      await claimIn(page, 'New member bonus').click()
      await visible(page.getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
    } finally {
      await context.setOffline(false)
    }
    expect(await harnessPaid()).toEqual([])
    expect(await claimIn(page, 'New member bonus').isDisabled()).toBe(false)
  })

  it('a free trial (type 4) is told free_reject and nothing is asked', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const asked = requestsTo(page, 'MCSFE_getRegisterPromotionList')
    await e2e.goto('/m/promotion/register')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function'))
    expect(asked).toHaveLength(0)
  })
})

describe('welcome bonuses: accessibility', () => {
  it('dark and light themes: a bonus to claim and one claimed have no serious axe findings', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openWelcome(page)
    await claimIn(page, 'Verified phone bonus').click()
    await visible(claimedList(page).getByText('Verified phone bonus', { exact: true }))
    // The claim's toast, checked alone once whole: it goes after 1.5 s, and a loaded CI machine
    // reached the page-wide check as it faded (and once mid-entrance).
    const toast = ui(page).toast('Bonus of ₱18 claimed')
    await visible(toast)
    const findings = await runAxeOnStill(page, 'welcome bonus toast', '.ui-toast', runAxeInThemes)
    await gone(toast)
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'welcome bonuses')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
