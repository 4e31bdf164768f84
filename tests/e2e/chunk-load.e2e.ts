import { describe, expect, it } from 'vitest'
import type { Page, Route } from 'playwright-core'
import { describeFindings, failing, runAxe } from './axe'
import {
  bootTranslationFile,
  entryScript,
  readLocale,
  seedStorage,
  translationFile,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

const e2e = useBrowser()

/** The help page's own chunk (assets/help-page-<hash>.js); its CSS and shared chunks pass. */
const helpChunk = /\/assets\/help-page-[\w-]+\.js$/

/** Reloads of the app's tab: navigations of the main frame once the test has started it. */
const countReloads = (page: Page) => {
  const reloads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads.count += 1
  })
  return reloads
}

/** Home as a guest, then the footer's help title: the help page's chunk is fetched only now. */
const openHelpFromHome = async (page: Page) => {
  await e2e.goto('/m/home')
  const link = page
    .getByRole('navigation', { name: 'Help', exact: true })
    .getByRole('link', { name: 'Registration and login', exact: true })
  await visible(link)
  await link.click()
  await waitForPath(page, '/m/help', '?i=2')
}

const helpTopic = (page: Page) =>
  page.getByRole('article', { name: 'Registration and login' }).getByRole('heading', { name: 'Your account' })
const retryButton = (page: Page) => page.getByRole('button', { name: 'Retry', exact: true })
const couldNotLoad = (page: Page) => page.getByRole('alert').filter({ hasText: 'Could not load this. Please try again.' })

describe('a page whose code does not arrive', () => {
  it('offline mid-navigation: the frame stays with Retry; back online, Retry imports the page in the same tab', async () => {
    const { page } = e2e
    const requests: string[] = []
    let failing = true
    await page.route(helpChunk, (route: Route) => {
      requests.push(route.request().url())
      return failing ? route.abort('internetdisconnected') : route.continue()
    })
    await openHelpFromHome(page)
    const reloads = countReloads(page)

    await visible(couldNotLoad(page))
    await visible(retryButton(page))
    // The frame is still there around the failure: the titled header with Back.
    const view = ui(page)
    await visible(view.title.filter({ hasText: 'Help center' }))
    await visible(view.back)
    // (Vite's modulepreload link and the import itself each ask for the chunk.)
    const failedTries = requests.length
    expect(failedTries).toBeGreaterThan(0)

    failing = false
    await retryButton(page).click()
    await visible(helpTopic(page))
    expect(await retryButton(page).count()).toBe(0)
    // Imported again in this tab (React.lazy alone would rethrow its first failure for ever).
    expect(requests.length).toBeGreaterThan(failedTries)
    expect(reloads.count).toBe(0)
    await page.unroute(helpChunk)
  })

  it('offline mid-navigation: the network coming back brings the page by itself, in the same tab', async () => {
    const { page, context } = e2e
    let failing = true
    await page.route(helpChunk, (route: Route) => (failing ? route.abort('internetdisconnected') : route.continue()))
    await openHelpFromHome(page)
    const reloads = countReloads(page)
    await visible(retryButton(page))
    failing = false
    // The phone's connection drops and comes back: the browser says so ('online').
    await context.setOffline(true)
    await context.setOffline(false)
    await visible(helpTopic(page))
    expect(await retryButton(page).count()).toBe(0)
    expect(reloads.count).toBe(0)
    await page.unroute(helpChunk)
  })

  it('a deploy removed the chunk (404 while online): Retry fails again, the tab reloads into the new build and shows the page', async () => {
    const { page } = e2e
    let reloaded = false
    // The server lost this build's file; after the reload the "new build" (here: the same one,
    // its chunk served again) is what index.html names.
    await page.route(helpChunk, (route: Route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'not found' })))
    await openHelpFromHome(page)
    const reloads = countReloads(page)
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true
    })

    await visible(retryButton(page))
    expect(reloads.count).toBe(0)
    await retryButton(page).click()

    await waitFor(() => reloads.count === 1, { message: 'the tab to reload' })
    await waitForPath(page, '/m/help', '?i=2')
    await visible(helpTopic(page))
    expect(await retryButton(page).count()).toBe(0)
    // The stamp that keeps this tab from reloading again within the guard window.
    expect(Number(await page.evaluate(() => sessionStorage.getItem('newBuildReloadAt')))).toBeGreaterThan(0)
    await page.unroute(helpChunk)
  })

  it('a chunk that stays gone after the reload: Retry stays on screen, no reload loop', async () => {
    const { page } = e2e
    let tries = 0
    await page.route(helpChunk, (route: Route) => {
      tries += 1
      return route.fulfill({ status: 404, body: 'not found' })
    })
    await openHelpFromHome(page)
    const reloads = countReloads(page)
    /** Taps Retry and waits until that import has been asked for and failed again. */
    const retryAndFail = async () => {
      const before = tries
      await retryButton(page).click()
      await waitFor(() => tries > before, { message: 'the chunk to be asked for again' })
      await visible(couldNotLoad(page))
    }

    await visible(retryButton(page))
    await retryButton(page).click()
    await waitFor(() => reloads.count === 1, { message: 'the tab to reload' })
    // The reloaded tab fails on its first import (Retry), then again on each Retry: within the
    // guard window it must not reload a second time.
    await waitForPath(page, '/m/help', '?i=2')
    await visible(couldNotLoad(page))
    await retryAndFail()
    await retryAndFail()
    expect(reloads.count).toBe(1)
    await visible(ui(page).title.filter({ hasText: 'Help center' }))
    await page.unroute(helpChunk)
  })
})

describe('a page whose code is on its way', () => {
  it('shows its spinner only once the lazy loader delay has passed (SPEC §9, 200 ms), then the page', async () => {
    const { page } = e2e
    let release = () => {}
    const held = new Promise<void>((settle) => (release = settle))
    await page.route(helpChunk, async (route: Route) => {
      await held
      await route.continue()
    })
    await openHelpFromHome(page)
    // Hidden (to assistive technology too) for the delay: a role query finds it only after.
    const spinner = page.getByRole('progressbar', { name: 'Loading…', exact: true })
    await visible(spinner)
    const delays = await spinner.evaluate((element) =>
      element.getAnimations().map((animation) => (animation as CSSAnimation).effect?.getTiming().delay),
    )
    expect(delays).toEqual([200])
    release()
    await visible(helpTopic(page))
    expect(await spinner.count()).toBe(0)
    await page.unroute(helpChunk)
  })
})

describe('a page whose own translations do not arrive', () => {
  it('offline mid-navigation: Retry, not a form of bare keys; back online, Retry shows the page in its words, its file asked with its code', async () => {
    const { page } = e2e
    const registerTranslations = translationFile('register')
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/auth-page-[\w-]+\.js$/.test(request.url())) asked.push('code')
      if (registerTranslations.test(request.url())) asked.push('translations')
    })
    let failing = true
    await page.route(registerTranslations, (route: Route) => (failing ? route.abort('internetdisconnected') : route.continue()))
    await e2e.goto('/m/home')
    await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click()
    await waitForPath(page, '/m/register')

    await visible(couldNotLoad(page))
    expect(await page.getByText('field.username').count()).toBe(0)
    // Both left at the tap, not the translations once the page's code had run.
    expect(asked.slice(0, 2).sort()).toEqual(['code', 'translations'])

    failing = false
    await retryButton(page).click()
    await visible(page.getByRole('textbox', { name: 'Username' }))
    await visible(page.getByRole('group', { name: 'Register with', exact: true }))
    expect(await retryButton(page).count()).toBe(0)
    await page.unroute(registerTranslations)
  })
})

describe("the app's own code does not arrive at boot", () => {
  /** The entry and React's file (both a module script's graph), as the document names them. */
  const bootScripts = /\/assets\/(index|react-dom)-[\w-]+\.js$/

  it.each(['light', 'dark'])(
    "the splash says so in the player's language with Retry (%s theme), and Retry loads the app",
    async (theme) => {
      const { page } = e2e
      const ty = await readLocale('ty', 'ui')
      await seedStorage(page, { language: JSON.stringify('TY'), theme: JSON.stringify(theme) })
      let offline = true
      await page.route(bootScripts, (route: Route) => (offline ? route.abort('internetdisconnected') : route.continue()))
      try {
        await page.goto(urlOf('/m/home'))
        const alert = page.getByRole('alert').filter({ hasText: String(ty.load_failed) })
        await visible(alert)
        const findings = failing(await runAxe(page, `boot failure, ${theme}`))
        expect(findings, describeFindings(findings)).toEqual([])

        offline = false
        await alert.getByRole('button', { name: String(ty.retry), exact: true }).click()
        await visible(page.getByRole('banner').getByRole('link', { name: 'Mag-log in', exact: true }))
        expect(
          await page
            .getByRole('alert')
            .filter({ hasText: String(ty.load_failed) })
            .count(),
        ).toBe(0)
      } finally {
        await page.unroute(bootScripts)
      }
    },
  )

  it('an error in its first run, before it draws: the splash says so too, and Retry loads the app', async () => {
    const { page } = e2e
    await page.route(entryScript, (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('the first run stopped')" }),
    )
    try {
      await page.goto(urlOf('/m/home'))
      await visible(couldNotLoad(page))
      // The one error the page threw is the one this test made.
      expect(e2e.pageErrors.splice(0).map((error) => error.message)).toEqual(['the first run stopped'])
    } finally {
      await page.unroute(entryScript)
    }
    await retryButton(page).click()
    await visible(ui(page).menu)
    expect(await couldNotLoad(page).count()).toBe(0)
  })

  it("the player's translations do not arrive: the splash offers Retry rather than a page of bare keys", async () => {
    const { page } = e2e
    const ty = await readLocale('ty', 'ui')
    await seedStorage(page, { language: JSON.stringify('TY') })
    await page.route(bootTranslationFile, (route: Route) => route.abort('internetdisconnected'))
    try {
      await page.goto(urlOf('/m/home'))
      await visible(page.getByRole('alert').filter({ hasText: String(ty.load_failed) }))
      expect(e2e.pageErrors.splice(0).map((error) => error.message)).toEqual([
        'the ty translations did not arrive: common, ui, home, games',
      ])
    } finally {
      await page.unroute(bootTranslationFile)
    }
    await page.getByRole('button', { name: String(ty.retry), exact: true }).click()
    await visible(page.getByRole('banner').getByRole('link', { name: 'Mag-log in', exact: true }))
  })
})
