import { describe, expect, it } from 'vitest'
import { gone, pathOf, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

const e2e = useBrowser()

const freeReject = 'Please login an actual account to use this function'

/** Logs in as player01 with the scenario's member type laid over the account, landing on home. */
describe('bottom menu', () => {
  it('guest: Member goes to /m/login', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await view.menuItem('Member').tap()
    await waitForPath(page, '/m/login')
    await visible(page.getByLabel('Username', { exact: true }))
  })

  it('guest: Deposit goes to /m/login', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await ui(page).menuItem('Deposit').tap()
    await waitForPath(page, '/m/login')
  })

  it('Home and Promotion go to their pages and mark themselves current', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await view.menuItem('Promotion').tap()
    await waitForPath(page, '/m/activity')
    await waitFor(async () => (await view.menuItem('Promotion').getAttribute('aria-current')) === 'page', {
      message: 'Promotion to be the current item',
    })
    expect(await view.menuItem('Home').getAttribute('aria-current')).toBeNull()
    await view.menuItem('Home').tap()
    await waitForPath(page, '/m/home')
    await waitFor(async () => (await view.menuItem('Home').getAttribute('aria-current')) === 'page', {
      message: 'Home to be the current item',
    })
  })

  it('trial member (type 4): Member asks to register; Register now goes to /m/register', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const view = ui(page)
    await view.menuItem('Member').tap()
    const prompt = page.getByRole('alertdialog')
    await visible(prompt)
    await visible(prompt.getByText('Free trial accounts cannot use the member centre', { exact: false }))
    await visible(prompt.getByRole('button', { name: 'Cancel', exact: true }))
    await prompt.getByRole('button', { name: 'Register now', exact: true }).click()
    await waitForPath(page, '/m/register')
    await gone(prompt)
  })

  it('trial member (type 4): Cancel closes the prompt and stays on the page', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const view = ui(page)
    await view.menuItem('Member').tap()
    const prompt = page.getByRole('alertdialog')
    await visible(prompt.getByRole('button', { name: 'Register now', exact: true }))
    await prompt.getByRole('button', { name: 'Cancel', exact: true }).click()
    await gone(prompt)
    expect(pathOf(page)).toBe('/m/home')
  })

  it('member (type 0): Member goes to /m/member/home', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Member').tap()
    await waitForPath(page, '/m/member/home')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
  })

  it('trial member (type 4): Deposit stays and says free_reject', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const view = ui(page)
    await view.menuItem('Deposit').tap()
    await visible(view.toast(freeReject))
    expect(pathOf(page)).toBe('/m/home')
  })

  it('member (type 0): Deposit goes to /m/voucherCenter', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const view = ui(page)
    await view.menuItem('Deposit').tap()
    await waitForPath(page, '/m/voucherCenter')
    await visible(view.titled('Deposit'))
    expect(await view.toast(freeReject).count()).toBe(0)
  })

  it('Service opens Customer service listing Announcements, Feedback and Task', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await view.menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service)
    for (const name of ['Announcements', 'Feedback', 'Task']) {
      await visible(service.getByRole('button', { name, exact: true }))
    }
    // Live chat is for members only.
    expect(await service.getByRole('button', { name: 'Customer service', exact: true }).count()).toBe(0)

    await service.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(service)
    expect(pathOf(page)).toBe('/m/home')
  })

  it('member: picking Feedback in the service popup navigates there and the popup closes', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const view = ui(page)
    await view.menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service)
    // A full member also gets live chat, and the announcements entry carries the unread dot.
    await visible(service.getByRole('button', { name: 'Customer service', exact: true }))
    await visible(service.getByRole('img', { name: 'Unread announcements' }))
    await service.getByRole('button', { name: 'Feedback', exact: true }).click()
    await waitForPath(page, '/m/feedback')
    await gone(service)
    // The bottom menu is still on screen, so the popup closed because the route changed.
    await visible(view.menu)
  })

  it("a member the operator labels 'nochat' gets no live chat in the service popup, the rest as before", async () => {
    const { page } = e2e
    await setScenario({ noChatLabel: true })
    // Chat waits for the member's info (the label is in it): without it, no chat would prove nothing.
    const info = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/info')
    await e2e.openAs(0)
    await info
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    // Announcements carries its unread dot in its name.
    for (const name of ['Messages', 'Announcements', 'Feedback', 'Task']) {
      await visible(service.getByRole('button', { name: new RegExp(`^${name}\\b`) }))
    }
    expect(await service.getByRole('button', { name: 'Customer service', exact: true }).count()).toBe(0)
  })

  it('the service popup closes on browser back', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await view.menuItem('Promotion').tap()
    await waitForPath(page, '/m/activity')
    await view.menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service)
    await page.goBack({ waitUntil: 'commit' })
    await waitForPath(page, '/m/home')
    await gone(service)
    await visible(view.menu)
  })

  it('Service tapped right after Promotion, before that page is drawn, stays open when it comes', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.menu)
    // Both taps in one task: the second comes while the first's page is still a transition to draw.
    await page.evaluate(() => {
      const item = (name: string) => document.querySelector<HTMLElement>(`.bottom-menu [aria-label="${name}"]`)
      item('Promotion')?.click()
      item('Service')?.click()
    })
    const service = page.getByRole('dialog', { name: 'Customer service' })
    // The page behind the dialog is inert, so it is found by its frame's class, not its role.
    await waitFor(async () => (await page.locator('.frame-body .promo-page').count()) === 1, { message: 'the promotions page drawn' })
    await visible(service)
    // A page chosen after it opened closes it.
    await service.getByRole('button', { name: 'Announcements', exact: true }).click()
    await waitForPath(page, '/m/notice')
    await gone(service)
  })
})
