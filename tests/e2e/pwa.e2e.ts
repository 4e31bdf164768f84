import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, visible, waitFor } from './browser'

/** Until the workbox worker controls the page (a fresh install claims it on activation). */
const workerInControl = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })

/** The app's files the worker keeps, by path, across its caches (the precache and the one it fills as pages load). */
const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const paths: Array<string> = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

const keeps = (paths: ReadonlyArray<string>, chunk: string) => paths.some((path) => path.startsWith(`/assets/${chunk}-`))

/** The installed app: its worker keeps the shell, so a cold start without network is never blank. */
describe('PWA shell', () => {
  const e2e = useBrowser({ serviceWorkers: 'allow' })

  it('opens offline on the cached shell with the cached status, not a white screen', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: 'Main menu' }))
    await workerInControl(page)
    await context.setOffline(true)
    try {
      await page.reload({ waitUntil: 'commit' })
      await visible(page.getByRole('navigation', { name: 'Main menu' }))
      await visible(page.getByRole('link', { name: 'Login' }))
    } finally {
      await context.setOffline(false)
    }
  })

  it('keeps the first screens on a first visit, not every screen of the app, and a screen once it has been opened', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: 'Main menu' }))
    await workerInControl(page)
    const first = await waitFor(async () => {
      const paths = await keptFiles(page)
      return keeps(paths, 'home-page') && paths
    })
    // The first views are kept (the game list was not opened); a screen nobody opened is not downloaded.
    expect(keeps(first, 'game-list-page')).toBe(true)
    expect(keeps(first, 'promotions-page')).toBe(false)

    // Any other screen is kept once it has been opened (the HTTP cache may drop it; the worker does not).
    await e2e.goto('/m/activity')
    await waitFor(async () => keeps(await keptFiles(page), 'promotions-page'))
  })
})
