import { describe, expect, it } from 'vitest'
import {
  gone,
  holdBack,
  homeIsWhole,
  readLocal,
  requestsTo,
  seedStorage,
  setScenario,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
} from './browser'

const e2e = useBrowser()

const cachedGate = async (page: typeof e2e.page) => {
  const raw = await readLocal(page, 'systemStatus')
  return raw === null ? null : (JSON.parse(raw) as { gate: number }).gate
}

describe('error gate', () => {
  it('status 1 shows the blocked page instead of the app', async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 1 })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Access restricted'))
    await visible(page.getByText('Your IP or location is blocked', { exact: false }))
    expect(await view.menu.count()).toBe(0)
    expect(await view.header.count()).toBe(0)
    await waitFor(async () => (await cachedGate(page)) === 1, { message: 'status 1 to be cached' })
  })

  it("home's first banner, which the document paints as it opens, never stands over the gate", async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 1 })
    // Every frame from the document's start: whether the gate and the document's banner both show.
    await page.addInitScript(() => {
      const seen = ((window as unknown as { overGate: { banner: boolean; gate: boolean } }).overGate = {
        banner: false as boolean,
        gate: false as boolean,
      })
      const look = () => {
        const gate = document.querySelector('.gate-page')
        const banner = document.querySelector('img.boot-banner')
        if (banner?.checkVisibility()) seen.banner = true
        if (gate && banner?.checkVisibility()) seen.gate = true
        requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    await e2e.goto('/m/home')
    await visible(ui(page).heading('Access restricted'))
    // The document's copy goes 3 s after the app first draws (main.tsx) whatever the page.
    await waitFor(async () => (await page.locator('img.boot-banner').count()) === 0, { message: "the document's banner gone" })
    const seen = await page.evaluate(() => (window as unknown as { overGate: { banner: boolean; gate: boolean } }).overGate)
    expect(seen.gate).toBe(false)
  })

  it('status 2 shows the service-down page instead of the app', async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 2 })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Service unavailable'))
    await visible(page.getByText('The service is not available in your region.'))
    expect(await view.menu.count()).toBe(0)
    expect(await view.heading('Access restricted').count()).toBe(0)
  })

  it("a first visit draws the page at the app's first render: the status the document asked for is in before it, no spinner first", async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 0 })
    // Every spinner of the gate that ever reaches the page, from the document's start.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { gateSpinners: string[] }).gateSpinners = [])
      new MutationObserver(() => {
        if (document.querySelector('.ui-loader--fullscreen')) seen.push('spinner')
      }).observe(document, { childList: true, subtree: true })
    })
    // The page's code waits until the status has answered: the app's first render comes after it.
    const release = await holdBack(page, /\/assets\/home-page-[\w-]+\.js$/)
    try {
      const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/status')
      await page.goto(urlOf('/m/home'), { waitUntil: 'commit' })
      await status
    } finally {
      await release()
    }
    await visible(ui(page).menu)
    expect(await page.evaluate(() => (window as unknown as { gateSpinners: string[] }).gateSpinners)).toEqual([])
  })

  it('status 0 renders the app', async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 0 })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.menu)
    await visible(view.header.getByRole('link', { name: 'Login', exact: true }))
    expect(await view.heading('Access restricted').count()).toBe(0)
    expect(await view.heading('Service unavailable').count()).toBe(0)
    await waitFor(async () => (await cachedGate(page)) === 0, { message: 'status 0 to be cached' })
  })

  it('applies the cached status at once on the next load, then the refresh switches to the app', async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 1 })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Access restricted'))
    await waitFor(async () => (await cachedGate(page)) === 1, { message: 'status 1 to be cached' })

    // The platform comes back, slowly: the status answer takes a while, so the first paint can
    // only come from the cache. (At 1.5 s, a CI run on a slow hour booted after the answer came.)
    await setScenario({ systemStatus: 0, latencyMs: 4000 })
    await page.reload()
    await visible(view.heading('Access restricted'), 3500)
    expect(await view.menu.count()).toBe(0)

    // Then the refreshed status replaces it without another reload.
    await visible(view.menu)
    await gone(view.heading('Access restricted'))
    await waitFor(async () => (await cachedGate(page)) === 0, { message: 'status 0 to be cached' })
  })

  it('a cached app face shows at once while the status is still on its way', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    await waitFor(async () => (await cachedGate(page)) === 0, { message: 'status 0 to be cached' })
    await setScenario({ latencyMs: 3000 })
    await page.reload()
    // No loader and no gate while /wps/system/status takes 3 s: the cache decides the face.
    await visible(ui(page).menu, 2500)
  })

  it('a corrupt cached status falls back to a fresh fetch and renders the app', async () => {
    const { page } = e2e
    await seedStorage(page, { systemStatus: 'garbage{' })
    const statusCalls = requestsTo(page, '/wps/system/status')
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.menu)
    await visible(view.header.getByRole('link', { name: 'Login', exact: true }))
    expect(statusCalls.length).toBeGreaterThan(0)
    // The garbage was replaced by the fresh answer.
    await waitFor(async () => (await cachedGate(page)) === 0, { message: 'a valid status to be cached' })
  })

  it('a cached status of the wrong shape also falls back to a fresh fetch', async () => {
    const { page } = e2e
    await setScenario({ systemStatus: 2 })
    await seedStorage(page, { systemStatus: JSON.stringify({ gate: 7, info: null }) })
    await e2e.goto('/m/home')
    await visible(ui(page).heading('Service unavailable'))
  })

  it('offline with no cache shows Cannot connect; Retry after the network returns shows the app', async () => {
    const { page } = e2e
    await setScenario({ offline: true })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Cannot connect'))
    await visible(page.getByText('Network is slow or offline'))
    const retry = page.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    expect(await view.menu.count()).toBe(0)

    await setScenario({ offline: false })
    await retry.click()
    await visible(view.menu)
    await visible(view.header.getByRole('link', { name: 'Login', exact: true }))
    await gone(view.heading('Cannot connect'))
    // Home's own calls, asked at boot beside the status, failed behind the gate where nobody saw
    // them: the one Retry brings them too, not a second Retry or a ticker saying there is nothing.
    await homeIsWhole(page)
  })

  it('a status the platform refused says so in its words, not Cannot connect; Retry shows the app (SPEC §8)', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/system/status'], failingWith: '#727 system busy' })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Not available right now'))
    await visible(page.getByText('The system is busy, please try again in a moment', { exact: true }))
    expect(await view.heading('Cannot connect').count()).toBe(0)
    await setScenario({ failing: [] })
    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(view.menu)
    await gone(view.heading('Not available right now'))
  })

  it('offline with no cache shows Cannot connect; the network coming back shows the app with no Retry tapped', async () => {
    const { page, context } = e2e
    await setScenario({ offline: true })
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.heading('Cannot connect'))
    await setScenario({ offline: false })
    // The phone's connection drops and comes back: the browser says so ('online').
    await context.setOffline(true)
    await context.setOffline(false)
    await visible(view.menu)
    await gone(view.heading('Cannot connect'))
    await homeIsWhole(page)
  })

  it('Retry while still offline asks again and stays on Cannot connect', async () => {
    const { page } = e2e
    await setScenario({ offline: true })
    await e2e.goto('/m/home')
    const view = ui(page)
    const retry = page.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    let failedStatusCalls = 0
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/wps/system/status') failedStatusCalls++
    })
    await retry.click()
    await waitFor(() => failedStatusCalls > 0, { message: 'Retry to ask for the status again' })
    // The retried call fails again (after its own retries): the gate comes back, not the app.
    await visible(view.heading('Cannot connect'))
    await visible(retry)
    expect(await view.menu.count()).toBe(0)
  })
})
