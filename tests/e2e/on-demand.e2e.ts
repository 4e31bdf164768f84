import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { policies } from '../../src/lib/effect/policies'
import { requestsTo, setScenario, ui, useBrowser, visible, waitFor } from './browser'

/**
 * What a page shows only after a tap is not on its first screen (src/ui/on-demand.tsx): the
 * sanitiser's code (DOMPurify) where operator HTML shows only in a dialog or a tab, the windowed
 * lists of tabs not first shown. It comes once the player has first interacted, or when it is about
 * to show; if it fails to arrive, the place says so with Retry and the rest of the screen stays.
 */
const e2e = useBrowser()

/** A chunk, as the build names it (assets/<name>-<hash>.js). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`)
const sanitiserChunk = chunk('operator-html')

/** Opens `path` as a member (type 0) through the address's token: no login form, so no interaction yet. */
const openAsMember = async (path: string) => {
  await setScenario({ memberType: 0 })
  await e2e.gotoWithToken(path)
}

const weekendRace = 'Weekend slots race'
const weekendRules = 'Spin the most on weekend slots and share a ₱50,000 prize pool.'
const openDetails = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: `Details of ${weekendRace}`, exact: true })
    .click()
const details = (page: Page) => page.getByRole('dialog', { name: weekendRace, exact: true })

describe("the sanitiser's code comes when operator HTML is about to show", () => {
  it("Promotion opened cold shows its cards without it; a card's details bring it and show the rules", async () => {
    const { page } = e2e
    const fetched = requestsTo(page, sanitiserChunk)
    await e2e.goto('/m/activity')
    await visible(page.getByRole('main').getByRole('article', { name: weekendRace, exact: true }))
    expect(fetched).toHaveLength(0)
    await openDetails(page)
    await visible(details(page).getByText(weekendRules, { exact: true }))
    expect(fetched).toHaveLength(1)
  })

  it('after the first interaction it comes by itself, nothing opened', async () => {
    const { page } = e2e
    const fetched = requestsTo(page, sanitiserChunk)
    await e2e.goto('/m/activity')
    const slots = page.getByRole('tab', { name: 'Slots', exact: true })
    await visible(slots)
    expect(fetched).toHaveLength(0)
    await slots.click()
    await waitFor(() => fetched.length === 1, { message: "the sanitiser's code fetched after the first tap" })
    await expect(details(page).count()).resolves.toBe(0)
  })

  it('when it fails to arrive the details say so with Retry, and Retry shows the rules in the same dialog', async () => {
    const { page } = e2e
    await page.route(sanitiserChunk, (route) => route.abort('internetdisconnected'))
    await e2e.goto('/m/activity')
    await openDetails(page)
    const dialog = details(page)
    await visible(dialog.getByText('Could not load this. Please try again.', { exact: true }))
    await visible(dialog.getByRole('heading', { name: 'Rules', exact: true }))
    await page.unroute(sanitiserChunk)
    await dialog.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(dialog.getByText(weekendRules, { exact: true }))
  })

  it("a mission's rules are folded away, and unfolded they show", async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/customerTask')
    const rules = page.getByRole('main').getByText('Rules', { exact: true })
    const firstRule = page.getByRole('main').getByText('Missions reset every day at 00:00.', { exact: true })
    await visible(rules)
    expect(await firstRule.isVisible()).toBe(false)
    await rules.click()
    await visible(firstRule)
  })
})

describe('tabs not first shown come when picked', () => {
  it("Invite friends: the friends' list and the rules are not on the first screen; their tabs bring them", async () => {
    const { page } = e2e
    const fetched = requestsTo(
      page,
      new RegExp(`${chunk('referral-reports').source}|${chunk('infinite-list').source}|${sanitiserChunk.source}`),
    )
    await openAsMember('/m/inviteFriends')
    const tabs = page.getByRole('tablist', { name: 'Invite friends' })
    await visible(page.getByRole('region', { name: 'Your referral code', exact: true }).getByText('PLY01T', { exact: true }))
    expect(fetched).toHaveLength(0)
    await tabs.getByRole('tab', { name: 'Friends', exact: true }).click()
    await visible(page.getByRole('tabpanel', { name: 'Friends', exact: true }).getByText('jun***23', { exact: true }))
    await tabs.getByRole('tab', { name: 'Rules', exact: true }).click()
    await visible(page.getByRole('main').locator('.referral-rules li').first())
  })

  it('Invite friends as a guest: the rules show on the first screen, sanitised', async () => {
    const { page } = e2e
    await e2e.goto('/m/inviteFriends')
    await visible(page.getByRole('main').locator('.referral-rules li').first())
    expect(await page.getByRole('main').locator('.referral-rules script').count()).toBe(0)
  })

  it("Points mall: the redemptions' list is not on the first screen; its tab brings it", async () => {
    const { page } = e2e
    const fetched = requestsTo(page, new RegExp(`${chunk('mall-history').source}|${chunk('infinite-list').source}`))
    await openAsMember('/m/mall/mallHome')
    await visible(page.getByRole('region', { name: 'My points', exact: true }).getByText('12,480', { exact: true }))
    expect(fetched).toHaveLength(0)
    await page.getByRole('tab', { name: 'My redemptions', exact: true }).click()
    await visible(page.getByRole('tabpanel', { name: 'My redemptions', exact: true }).getByText('Lucky Star T-shirt', { exact: true }))
  })
})

describe('a dialog or the side menu whose code does not arrive says so, with Retry', () => {
  const dialogChunk = chunk('modal-dialog')
  const loadFailed = (page: Page) => page.getByRole('dialog', { name: 'Could not load this. Please try again.', exact: true })

  it("a promotion's details: Retry, once the code can come, opens the details", async () => {
    const { page } = e2e
    await page.route(dialogChunk, (route) => route.abort('internetdisconnected'))
    await e2e.goto('/m/activity')
    await openDetails(page)
    await visible(loadFailed(page))
    await page.unroute(dialogChunk)
    await loadFailed(page).getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(details(page).getByText(weekendRules, { exact: true }))
    await expect(loadFailed(page).count()).resolves.toBe(0)
  })

  it("a promotion's details: the network coming back opens them by itself, with no Retry tapped", async () => {
    const { page, context } = e2e
    let asked = 0
    await page.route(dialogChunk, (route) => ((asked += 1), route.abort('internetdisconnected')))
    await e2e.goto('/m/activity')
    await openDetails(page)
    await visible(loadFailed(page))
    // Past the code's own later tries (1.5 s after the tap, then when idle, 2 s at most: later.ts),
    // which fail too: what brings the details is the network coming back, nothing else.
    await page.waitForTimeout(policies.laterAfterInteraction + 2000)
    expect(asked).toBeGreaterThan(2)
    await page.unroute(dialogChunk)
    // The phone's connection drops and comes back: the browser says so ('online').
    await context.setOffline(true)
    await context.setOffline(false)
    await visible(details(page).getByText(weekendRules, { exact: true }))
    await expect(loadFailed(page).count()).resolves.toBe(0)
  })

  it('a deploy removed its file (404 while online): Retry fails again and the tab reloads into the new build', async () => {
    const { page } = e2e
    let reloaded = false
    // After the reload the "new build" (here the same one, served again) has the file.
    await page.route(dialogChunk, (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'not found' })))
    await e2e.goto('/m/activity')
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true
    })
    await openDetails(page)
    await visible(loadFailed(page))
    expect(reloaded).toBe(false)
    await loadFailed(page).getByRole('button', { name: 'Retry', exact: true }).click()
    await waitFor(() => reloaded, { message: 'the tab to reload' })
    await openDetails(page)
    await visible(details(page).getByText(weekendRules, { exact: true }))
  })

  it('the side menu: Close closes it, and the next tap on Menu asks for its code again', async () => {
    const { page } = e2e
    const panelChunk = chunk('side-menu-panel')
    await page.route(panelChunk, (route) => route.abort('internetdisconnected'))
    await e2e.goto('/m/home')
    const menuButton = ui(page).header.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()
    await visible(loadFailed(page))
    await loadFailed(page).getByRole('button', { name: 'Close', exact: true }).click()
    await waitFor(async () => (await loadFailed(page).count()) === 0, { message: 'the failure closed' })
    await page.unroute(panelChunk)
    await menuButton.click()
    await visible(page.getByRole('dialog', { name: 'Account menu', exact: true }))
  })
})

describe("the register tab's form is not on login's first screen", () => {
  const registerFormChunk = chunk('register-form')
  const registerForm = (page: Page) => page.getByRole('form', { name: 'Register' })

  it('login opened cold comes without it; the Register tab brings it', async () => {
    const { page } = e2e
    const fetched = requestsTo(page, registerFormChunk)
    await e2e.goto('/m/login')
    await visible(page.getByRole('form', { name: 'Login' }))
    expect(fetched).toHaveLength(0)
    await page.getByRole('tab', { name: 'Register', exact: true }).click()
    await visible(registerForm(page).getByLabel('Password', { exact: true }))
    expect(fetched).toHaveLength(1)
  })

  it('opened on the register tab, the form shows with the page, never a skeleton before it', async () => {
    const { page } = e2e
    await page.addInitScript(() => {
      const seen = window as unknown as { __formSkeletons: number }
      seen.__formSkeletons = 0
      new MutationObserver(() => {
        if (document.querySelector('#auth-panel-register [role="status"]')) seen.__formSkeletons += 1
      }).observe(document, { childList: true, subtree: true })
    })
    await e2e.goto('/m/register')
    await visible(registerForm(page).getByLabel('Password', { exact: true }))
    expect(await page.evaluate(() => (window as unknown as { __formSkeletons: number }).__formSkeletons)).toBe(0)
  })
})
