import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bootTranslationFile, readLocale, seedStorage, urlOf, useBrowser, visible, waitFor } from './browser'

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

/** A first visit again: the tests of this file share one browser, its workers and their caches. */
// From a page of the origin, awaited there: the DevTools protocol's clearing returned before the
// worker was gone, and the app's registration that followed was aborted.
const forgetWorkers = async (page: Page) => {
  await page.goto(urlOf('/__harness/scenario'))
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
  })
}

/** Every first-view translation file of the build, and those of `language`, from the document's table. */
const firstViewTranslations = (page: Page, language: string) =>
  page.evaluate((code) => {
    const view = globalThis.__wpsFirstView!
    const of = (pick: (byLanguage: Readonly<Record<string, ReadonlyArray<string>>>) => ReadonlyArray<string>) => [
      ...new Set([view.locales, ...view.pageLocales].flatMap(pick)),
    ]
    return { all: of((byLanguage) => Object.values(byLanguage).flat()), own: of((byLanguage) => byLanguage[code] ?? []) }
  }, language)

/** The installed app: its worker keeps the shell, so a cold start without network is never blank. */
describe('PWA shell', () => {
  const e2e = useBrowser({ serviceWorkers: 'allow' })

  it('opens offline on the cached shell with the cached status, not a white screen', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: 'Main menu' }))
    await workerInControl(page)
    // Home's translations: the page has the worker keep them once it controls the page.
    await waitFor(async () => (await keptFiles(page)).some((path) => bootTranslationFile.test(path)))
    await context.setOffline(true)
    try {
      await page.reload({ waitUntil: 'commit' })
      await visible(page.getByRole('navigation', { name: 'Main menu' }))
      await visible(page.getByRole('link', { name: 'Login' }))
    } finally {
      await context.setOffline(false)
    }
  })

  it('starts the worker only once the first screen has its files: its precaching never shares the network with them', async () => {
    const { page, context } = e2e
    await forgetWorkers(page)
    // When each path was first asked for and first arrived (the worker asks for the same files again).
    const asked = new Map<string, number>()
    const done = new Map<string, number>()
    const path = (url: string) => new URL(url).pathname
    const onRequest = (request: { url: () => string }) =>
      void (asked.has(path(request.url())) || asked.set(path(request.url()), Date.now()))
    const onFinished = (request: { url: () => string }) => void (done.has(path(request.url())) || done.set(path(request.url()), Date.now()))
    context.on('request', onRequest)
    context.on('requestfinished', onFinished)
    try {
      await e2e.goto('/m/home')
      await visible(page.getByRole('navigation', { name: 'Main menu' }))
      await workerInControl(page)
    } finally {
      context.off('request', onRequest)
      context.off('requestfinished', onFinished)
    }
    const homeFiles = await page.evaluate(() => {
      const view = globalThis.__wpsFirstView!
      return [...(view.pages[view.pageAt['/m/home']!] ?? [])]
    })
    expect(homeFiles.length).toBeGreaterThan(3)
    const workerAsked = asked.get('/sw.js')
    expect(workerAsked).toBeDefined()
    const lastFileDone = Math.max(...homeFiles.map((file) => done.get(file) ?? Infinity))
    expect(workerAsked!).toBeGreaterThanOrEqual(lastFileDone)
  })

  it('can be installed: Chrome finds nothing missing, its home-screen icons included', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: 'Main menu' }))
    const devtools = await context.newCDPSession(page)
    try {
      // Chrome downloads the manifest's icon while it checks (one of 144 px at least).
      await waitFor(async () => (await devtools.send('Page.getAppManifest')).url.endsWith('/manifest.webmanifest'))
      expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    } finally {
      await devtools.detach()
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

  it("keeps the first views' translations in the player's language only, and opens offline in it", async () => {
    const { page, context } = e2e
    const ty = await readLocale('ty')
    const menu = { label: ty.menu?.label ?? 'menu.label', home: ty.menu?.home ?? 'menu.home' }
    await seedStorage(page, { language: JSON.stringify('TY') })
    await forgetWorkers(page)
    await e2e.goto('/m/home')
    await visible(page.getByRole('navigation', { name: menu.label }))
    await workerInControl(page)
    const translations = await firstViewTranslations(page, 'TY')
    // The boot's namespaces (one file), and login's and register's own, though this visit opened neither.
    expect(translations.own).toEqual([expect.stringMatching(/\/translations-ty-/), expect.stringMatching(/\/register-/)])
    const kept = await waitFor(async () => {
      const paths = await keptFiles(page)
      return translations.own.every((file) => paths.includes(file)) && paths
    })
    expect(kept.filter((path) => translations.all.includes(path)).sort()).toEqual([...translations.own].sort())

    await context.setOffline(true)
    try {
      await page.reload({ waitUntil: 'commit' })
      await visible(page.getByRole('navigation', { name: menu.label }).getByRole('button', { name: menu.home }))
    } finally {
      await context.setOffline(false)
    }
  })

  it("keeps a language chosen later: its first views' translations, those of pages not opened too", async () => {
    const { page } = e2e
    await forgetWorkers(page)
    await e2e.goto('/m/home')
    await workerInControl(page)
    const english = await firstViewTranslations(page, 'EN')
    const chinese = await firstViewTranslations(page, 'CN')
    // The boot's own asking is done: English is kept, Chinese not.
    await waitFor(async () => {
      const paths = await keptFiles(page)
      return english.own.every((file) => paths.includes(file))
    })
    expect((await keptFiles(page)).some((path) => chinese.own.includes(path))).toBe(false)

    await page.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('dialog', { name: 'Language' }).getByRole('option', { name: '简体中文', exact: true }).click()
    await waitFor(async () => {
      const paths = await keptFiles(page)
      return chinese.own.every((file) => paths.includes(file))
    })
  })
})
