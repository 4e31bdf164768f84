import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FirstView } from '@/lib/http/head-start'

/** The build's table, as the document leaves it: two pages, the second with its own namespace. */
const view: FirstView = {
  pages: [['/assets/home-page.js'], ['/assets/auth-page.js']],
  pageAt: { '/m/home': 0, '/m/login': 1 },
  locales: { EN: ['/assets/common-en.js', '/assets/ui-en.js'], TH: ['/assets/common-th.js', '/assets/ui-th.js'] },
  pageLocales: [{}, { EN: ['/assets/register-en.js'], TH: ['/assets/register-th.js'] }],
  bannersAt: {},
  gameListAt: {},
}

/** A browser's service worker container: `controller` set once a worker controls the page. */
const workerContainer = (controlled: boolean) => Object.assign(new EventTarget(), { controller: controlled ? {} : null })

/** The same first views in a later build: other names. */
const nextBuild: FirstView = {
  ...view,
  locales: { EN: ['/assets/common-en2.js'], TH: ['/assets/common-th2.js'] },
  pageLocales: [{}, { TH: ['/assets/register-th2.js'] }],
}
/** A document as the build writes it: the table inline, in the head start's call. */
const documentOf = (table: FirstView) =>
  `<!doctype html><script>(function(){startHeadStart({here:location,view:${JSON.stringify(table)}})})()</script>`

let asked: Array<string> = []
/** What the worker answers for /index.html: the document of the build it serves, or nothing. */
let workersDocument: string | undefined

beforeEach(() => {
  vi.resetModules()
  asked = []
  workersDocument = documentOf(nextBuild)
  globalThis.__wpsFirstView = view
  vi.stubGlobal('fetch', (url: string) => {
    if (url === '/index.html')
      return workersDocument === undefined ? Promise.reject(new TypeError('offline')) : Promise.resolve(new Response(workersDocument))
    asked.push(url)
    return Promise.resolve(new Response(''))
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  globalThis.__wpsFirstView = undefined
})

const load = (workers: EventTarget | undefined) => {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: workers })
  return import('./keep-translations')
}

describe('keepFirstViewTranslations', () => {
  it("asks a controlling worker for the language's first-view translations, every page's, and no other language's", async () => {
    workersDocument = documentOf(view)
    const { keepFirstViewTranslations } = await load(workerContainer(true))
    keepFirstViewTranslations('TH')
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/assets/common-th.js', '/assets/register-th.js', '/assets/ui-th.js']))
  })

  it('keeps the names of the build the worker serves when a deploy’s worker took over before the boot asked', async () => {
    const { keepFirstViewTranslations } = await load(workerContainer(true))
    keepFirstViewTranslations('TH')
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/assets/common-th2.js', '/assets/register-th2.js']))
  })

  it('waits for a worker to take over, then asks for the latest language in the build that worker serves', async () => {
    const workers = workerContainer(false)
    const { keepFirstViewTranslations } = await load(workers)
    keepFirstViewTranslations('EN')
    keepFirstViewTranslations('TH')
    expect(asked).toEqual([])
    workers.dispatchEvent(new Event('controllerchange'))
    // A deploy's worker serves a later build than this tab runs: its names are the ones to keep.
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/assets/common-th2.js', '/assets/register-th2.js']))
  })

  it("keeps this document's own when the worker's document cannot be read", async () => {
    workersDocument = undefined
    const workers = workerContainer(false)
    const { keepFirstViewTranslations } = await load(workers)
    keepFirstViewTranslations('TH')
    workers.dispatchEvent(new Event('controllerchange'))
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/assets/common-th.js', '/assets/register-th.js', '/assets/ui-th.js']))
  })

  it('asks for nothing without service workers, or without the table (a build without the head start)', async () => {
    const { keepFirstViewTranslations } = await load(undefined)
    keepFirstViewTranslations('EN')
    expect(asked).toEqual([])
    vi.resetModules()
    globalThis.__wpsFirstView = undefined
    const again = await load(workerContainer(true))
    again.keepFirstViewTranslations('EN')
    expect(asked).toEqual([])
  })
})
