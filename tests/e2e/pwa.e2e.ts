import { describe, it } from 'vitest'
import { useBrowser, visible } from './browser'

/** The installed app: its worker keeps the shell, so a cold start without network is never blank. */
describe('PWA shell', () => {
  const e2e = useBrowser({ serviceWorkers: 'allow' })

  it('opens offline on the cached shell with the cached status, not a white screen', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: 'Main menu' }))
    // Wait until the workbox worker controls the page (a fresh install claims it on activation).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
      }
    })
    await context.setOffline(true)
    try {
      await page.reload({ waitUntil: 'commit' })
      await visible(page.getByRole('navigation', { name: 'Main menu' }))
      await visible(page.getByRole('link', { name: 'Login' }))
    } finally {
      await context.setOffline(false)
    }
  })
})
