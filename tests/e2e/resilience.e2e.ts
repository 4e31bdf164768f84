import { describe, expect, it } from 'vitest'
import type { Page, Response } from 'playwright-core'
import {
  closeHomePopups,
  getScenario,
  homeIsWhole,
  logIn,
  pathOf,
  readLocal,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'
import { settled } from './axe'
import { routeTable } from './routes'

const e2e = useBrowser()

const isLoginPost = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/wps/session/login'

/** Home again for a returning player (the status cached, so the app opens) whose network is down. */
const reopenHomeWithTheNetworkDown = async (page: Page) => {
  await visible(ui(page).menu)
  await waitFor(async () => (await readLocal(page, 'systemStatus')) !== null, { message: 'the status to be cached' })
  await setScenario({ offline: true })
  await page.reload()
  await visible(page.getByRole('button', { name: 'Retry', exact: true }))
}

describe('resilience', () => {
  it('home opened with the network down: one Retry brings every part of it, not only the part that offered it', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await reopenHomeWithTheNetworkDown(page)
    await setScenario({ offline: false })
    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await homeIsWhole(page)
  })

  it('home opened with the network down: the network coming back brings every part of it, with no Retry tapped', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await reopenHomeWithTheNetworkDown(page)
    await setScenario({ offline: false })
    // The phone's connection drops and comes back: the browser says so ('online').
    await context.setOffline(true)
    await context.setOffline(false)
    await homeIsWhole(page)
  })

  it('a burst of two 503s on the GETs is retried away: the member and balance still show', async () => {
    const { page } = e2e
    await logIn(page)
    await waitForPath(page, '/m/home')
    const header = ui(page).header
    await visible(header.getByText('12,345.50'))

    const failures: Response[] = []
    page.on('response', (response) => {
      if (response.status() === 503) failures.push(response)
    })
    await setScenario({ failNext: 2 })
    await page.reload({ waitUntil: 'commit' })
    await closeHomePopups(page)

    await visible(header.getByText('Lucky Star'))
    await visible(header.getByText('₱'))
    await visible(header.getByText('12,345.50'))
    expect(failures).toHaveLength(2)
    for (const failure of failures) {
      expect(failure.request().method()).toBe('GET')
      expect(new URL(failure.url()).pathname).toMatch(/^\/wps\//)
    }
    expect((await getScenario()).failNext).toBe(0)
    expect(await page.getByRole('heading', { name: 'Cannot connect' }).count()).toBe(0)
  })

  it('a 503 on the login POST is not retried: one request per tap, and the form says why', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    const password = page.getByLabel('Password', { exact: true })
    const submit = page.getByRole('button', { name: 'Login', exact: true })
    await page.getByLabel('Username', { exact: true }).fill('player01')
    const logins: string[] = []
    page.on('request', (request) => {
      if (isLoginPost(request.method(), request.url())) logins.push(request.url())
    })
    // A first, refused try: the app now holds the platform's public key, so the next /wps call
    // it makes on a tap is the login POST itself.
    await password.fill('wrongpass1')
    await submit.click()
    await visible(page.getByRole('alert').filter({ hasText: 'user does not exist or is disabled' }))
    expect(logins).toHaveLength(1)

    await password.fill('pass1234')
    await setScenario({ failNext: 1 })
    await submit.click()
    await visible(page.getByRole('alert').filter({ hasText: 'System upgrading, please try again later' }))
    expect(logins).toHaveLength(2)
    expect((await getScenario()).failNext).toBe(0)
    expect(pathOf(page)).toBe('/m/login')
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull()

    // The next tap goes through.
    await submit.click()
    await waitForPath(page, '/m/home')
    expect(logins).toHaveLength(3)
  })

  it('malformed answers with no cache: no white screen, no page error', async () => {
    const { page } = e2e
    await setScenario({ malformed: true })
    await e2e.goto('/m/home')
    const view = ui(page)
    // An answer that cannot be read is the platform's failure, not the network's.
    const gate = view.heading('Not available right now')
    await waitFor(async () => (await gate.count()) > 0 || (await view.menu.count()) > 0, {
      message: 'the Not available page or the app',
    })
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0)
    expect(await page.getByText('Something went wrong').count()).toBe(0)
    if ((await gate.count()) > 0) await visible(page.getByRole('button', { name: 'Retry', exact: true }))
    expect(e2e.pageErrors).toEqual([])
  })

  it('every route with every call failing: none is blank or left loading once its reads have failed, and no page error', async () => {
    const { page } = e2e
    // An agent (type 1) is let into every route, the agent area's too.
    // Opened on settings, not home: home's popups, coming as they will, would hide the page behind them.
    await setScenario({ memberType: 1 })
    await e2e.gotoWithToken('/m/set')
    await visible(page.getByRole('button', { name: 'Sign out', exact: true }))
    await settled(page)
    await setScenario({ memberType: 1, errorRate: 1 })
    const wrong: string[] = []
    for (const { path } of routeTable) {
      await page.evaluate((to) => history.pushState(null, '', to), path)
      await settled(page)
      // A read is asked again (policies.retryMaxAttempts) before it fails: its skeleton or spinner
      // then gives way to the dictionary's message and Retry.
      const stillLoading = await page
        .waitForFunction(
          () =>
            ![...document.querySelectorAll('main .ui-query-loading, main [role="progressbar"][aria-busy="true"]')].some((each) =>
              each.checkVisibility(),
            ),
          null,
          { timeout: 8000 },
        )
        .then(
          () => false,
          () => true,
        )
      const drawn = await page.evaluate(() => {
        const main = document.querySelector('main')
        return (main?.innerText.trim() ?? '') !== '' || main?.querySelector('iframe') != null
      })
      if (stillLoading) wrong.push(`${path}: still loading`)
      else if (!drawn) wrong.push(`${path}: blank`)
      if (wrong.length === 5) break // enough to tell, before the test's time runs out
    }
    expect(wrong).toEqual([])
    expect(e2e.pageErrors).toEqual([])
  }, 240_000)

  it('malformed answers for a member with a cached status: the app stays up with what it knows', async () => {
    const { page } = e2e
    await logIn(page)
    await waitForPath(page, '/m/home')
    await visible(ui(page).header.getByText('Lucky Star'))

    await setScenario({ malformed: true })
    await page.reload({ waitUntil: 'commit' })
    const view = ui(page)
    await visible(view.menu)
    // Member info cannot be decoded: the header falls back to the stored user name.
    await visible(view.header.getByText('player01'))
    expect(await page.getByText('Something went wrong').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toBeNull()
  })

  it('a wrong password shows the server message and keeps the typed username', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    const username = page.getByLabel('Username', { exact: true })
    await username.fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('wrongpass1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'user does not exist or is disabled' }))
    expect(await username.inputValue()).toBe('player01')
    expect(pathOf(page)).toBe('/m/login')
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull()
    // The button is usable again for another try.
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true)
  })

  it('empty credentials are refused on the device without a request', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    const logins: string[] = []
    page.on('request', (request) => {
      if (isLoginPost(request.method(), request.url())) logins.push(request.url())
    })
    await page.getByLabel('Username', { exact: true }).fill('   ')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Please enter the username and password' }))
    expect(logins).toHaveLength(0)
  })

  it('double-clicking Login sends one login POST', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    const logins: string[] = []
    page.on('request', (request) => {
      if (isLoginPost(request.method(), request.url())) logins.push(request.url())
    })
    // A slow platform keeps the first login in flight while the second click lands.
    await setScenario({ latencyMs: 400 })
    await page.getByRole('button', { name: 'Login', exact: true }).dblclick()
    await waitForPath(page, '/m/home')
    await visible(ui(page).header.getByText('Lucky Star'))
    expect(logins).toHaveLength(1)
  })
})
