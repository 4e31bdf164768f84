import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { holdBack, requestsTo, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * A first visit's page asks for its first screen's data with its code, not once that code has
 * arrived and run (src/app/lazy-page.tsx lazyPageWithCalls): each test holds the page's own chunk
 * back, sees the call go out meanwhile, then lets the code through and sees the page show that
 * answer without asking again.
 */

const e2e = useBrowser()

/** The page's own chunk, as the build names it (assets/<name>-<hash>.js). */
const pageChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`)

/** Taps `target` with `chunk` held back; `call` has gone out before the code is let through. */
const tapWithCodeHeld = async (page: Page, target: Locator, chunk: RegExp, call: string) => {
  const calls = requestsTo(page, call)
  const release = await holdBack(page, chunk)
  try {
    await target.tap()
    await waitFor(() => calls.length === 1, { message: `${call} asked while the page's code is held back` })
  } finally {
    await release()
  }
  return calls
}

/** An item of the side menu, opened from the header's Menu button. */
const sideMenuItem = async (page: Page, name: string) => {
  await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
  const item = page.getByRole('dialog', { name: 'Account menu', exact: true }).getByRole('button', { name, exact: true })
  await visible(item)
  return item
}

describe("a page's first call leaves with its code", () => {
  it("Promotion, a guest's first tap from home: the promotions are asked before the page's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    const calls = await tapWithCodeHeld(page, ui(page).menuItem('Promotion'), pageChunk('promotions-page'), 'MCSFE_getAvailablePromotions')
    await waitForPath(page, '/m/activity')
    await visible(page.getByRole('heading', { name: 'Welcome bonus 100%', exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("Deposit, a member's first tap: the channels are asked before the cashier's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const calls = await tapWithCodeHeld(page, ui(page).menuItem('Deposit'), pageChunk('deposit-page'), 'MCSFE_getDepositPaymentChannels')
    await waitForPath(page, '/m/voucherCenter')
    await visible(page.getByRole('radio', { name: /^GCash ₱/ }))
    expect(calls).toHaveLength(1)
  })

  it("Member, a member's first tap: the rank progress is asked before the member centre's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const calls = await tapWithCodeHeld(page, ui(page).menuItem('Member'), pageChunk('member-home-page'), 'MCSFE_getPlayerRankProgress')
    await waitForPath(page, '/m/member/home')
    await visible(page.getByText('3 of 5 conditions to Platinum', { exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("Withdraw from the member centre: the methods are asked before the page's code arrives, beside the payment password's check, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Member').tap()
    await waitForPath(page, '/m/member/home')
    const withdraw = page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Withdraw', exact: true })
    const methods = await tapWithCodeHeld(page, withdraw, pageChunk('withdraw-page'), 'MCSFE_getWithdrawMethods')
    await waitForPath(page, '/m/withdraw')
    await visible(page.getByRole('list', { name: 'Before you withdraw' }))
    expect(methods).toHaveLength(1)
  })

  it('Withdraw opened cold: the methods are asked while the payment password is still on its way, not after it', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    const methods = requestsTo(page, 'MCSFE_getWithdrawMethods')
    const release = await holdBack(page, /\/wps\/member\/hasWithdrawalPassword/)
    try {
      await e2e.gotoWithToken('/m/withdraw')
      await waitFor(() => methods.length === 1, { message: 'the withdraw methods asked while the payment password is held back' })
    } finally {
      await release()
    }
    await visible(page.getByRole('list', { name: 'Before you withdraw' }))
    expect(methods).toHaveLength(1)
  })

  it("Mission, from the side menu: the missions are asked before the page's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const calls = await tapWithCodeHeld(
      page,
      await sideMenuItem(page, 'Mission'),
      pageChunk('missions-page'),
      'MCSFE_getMissionSummaryDetails',
    )
    await waitForPath(page, '/m/customerTask')
    await visible(page.getByRole('main').getByRole('article', { name: 'Bet ₱1,000 on slots', exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("Points mall, from the side menu: the points are asked before the page's code arrives, beside the settings the shop waited for, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const calls = await tapWithCodeHeld(page, await sideMenuItem(page, 'Points mall'), pageChunk('mall-page'), 'MCSFE_getPointBalance')
    await waitForPath(page, '/m/mall/mallHome')
    await visible(page.getByRole('main').getByRole('region', { name: 'My points', exact: true }).getByText('12,480', { exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("Reward center, from the side menu: the claimable rewards are asked before the page's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const calls = await tapWithCodeHeld(
      page,
      await sideMenuItem(page, 'Reward center'),
      pageChunk('rewards-page'),
      'MCSFE_getClaimPromotion',
    )
    await waitForPath(page, '/m/rewardCenter')
    await visible(page.getByRole('main').getByRole('article', { name: 'Lucky spin rebate', exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("Invite friends from the member centre: the member's code is asked before the page's code arrives, and once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Member').tap()
    await waitForPath(page, '/m/member/home')
    const invite = page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: /^Invite friends/ })
    const calls = await tapWithCodeHeld(page, invite, pageChunk('invite-page'), 'MCSFE_getReferralDetails')
    await waitForPath(page, '/m/inviteFriends')
    await visible(page.getByRole('region', { name: 'Your referral code', exact: true }).getByText('PLY01T', { exact: true }))
    expect(calls).toHaveLength(1)
  })

  it("only past the page's guard: a trial account's typed /m/voucherCenter goes home and asks for no channels", async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const calls = requestsTo(page, 'MCSFE_getDepositPaymentChannels')
    await e2e.goto('/m/voucherCenter')
    await waitForPath(page, '/m/home')
    await visible(ui(page).toast('Please login an actual account to use this function'))
    expect(calls).toHaveLength(0)
  })
})
