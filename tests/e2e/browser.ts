import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'

/**
 * The browser side of the e2e suite: one Chromium per test file, a fresh page with empty storage
 * per test, the harness reset before every test, and any uncaught page error fails the test.
 */

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Default wait for anything the user should see; generous for a loaded 2-core machine. */
export const uiTimeout = 10_000

export const baseUrl = () => inject('baseUrl')
export const urlOf = (path: string) => `${baseUrl()}${path}`

// ---------------------------------------------------------------------------------------------
// Harness control (the same endpoints the QA panel uses)

const harness = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(urlOf(path), {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`harness ${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as unknown
}

/** Lays a patch over the harness scenario (PUT /__harness/scenario). */
export const setScenario = (patch: ScenarioPatch) => harness('PUT', '/__harness/scenario', patch)
/** Default scenario, no open sessions (POST /__harness/reset). */
export const resetHarness = () => harness('POST', '/__harness/reset')
export const getScenario = async () => (await harness('GET', '/__harness/scenario')) as Record<string, unknown>
/** Signs the QA account (player01) in on the server and returns its token (POST /__harness/session). */
export const harnessSessionToken = async () => ((await harness('POST', '/__harness/session')) as { token: string }).token

// ---------------------------------------------------------------------------------------------
// Waiting without sleeping

export interface WaitOptions {
  readonly timeout?: number
  readonly message?: string
}

/**
 * Polls `check` until it returns something other than false/undefined/null without throwing,
 * and returns that value. On timeout, fails with the message and the last thrown error.
 */
export const waitFor = async <T>(
  check: () => T | Promise<T>,
  { timeout = uiTimeout, message = 'condition' }: WaitOptions = {},
): Promise<Exclude<T, false | null | undefined>> => {
  const deadline = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== false && value !== undefined && value !== null) return value as Exclude<T, false | null | undefined>
      last = `last value: ${String(value)}`
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : String(last)
      throw new Error(`timed out after ${timeout} ms waiting for ${message} (${detail})`)
    }
    await new Promise((done) => setTimeout(done, 25))
  }
}

/**
 * Waits until the locator shows. Polled here rather than with locator.waitFor, whose retries back
 * off to 500 ms and would add up to half a second of idle time to every step.
 */
export const visible = (locator: Locator, timeout = uiTimeout) =>
  waitFor(() => locator.first().isVisible(), { timeout, message: `${String(locator)} to be visible` })
export const gone = (locator: Locator, timeout = uiTimeout) =>
  waitFor(async () => (await locator.count()) === 0, { timeout, message: `${String(locator)} to be gone` })

/** Waits until the address bar shows this path (and, when given, exactly this query string). */
export const waitForPath = (page: Page, pathname: string, search?: string) =>
  waitFor(
    () => {
      const url = new URL(page.url())
      return url.pathname === pathname && (search === undefined || url.search === search)
    },
    { message: `the address ${pathname}${search ?? ''} (at ${page.url()})` },
  )

export const pathOf = (page: Page) => new URL(page.url()).pathname

// ---------------------------------------------------------------------------------------------
// Storage and locales

/**
 * Writes localStorage entries for the app's origin before the app boots: the values are set from
 * a harness JSON page on the same origin, so no app code runs first.
 */
export const seedStorage = async (page: Page, entries: Readonly<Record<string, string>>) => {
  await page.goto(urlOf('/__harness/scenario'))
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}

export const readLocal = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

const localesDir = resolve(import.meta.dirname, '../../src/lib/i18n/locales')
/** A locale file as it is on disk now (translations change while the suite is written). */
export const readLocale = async (locale: string, namespace: 'common' | 'ui' = 'common') =>
  JSON.parse(await readFile(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>

// ---------------------------------------------------------------------------------------------
// What a user sees, by role and name

export const ui = (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  return {
    /** The frame header (role banner): home style or titled. */
    header: page.getByRole('banner'),
    title: page.getByRole('banner').getByRole('heading', { level: 1 }),
    back: page.getByRole('button', { name: 'Back', exact: true }),
    menu,
    menuItem: (name: string) => menu.getByRole('button', { name, exact: true }),
    frameBody: page.getByRole('main'),
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }),
    heading: (name: string) => page.getByRole('heading', { name, exact: true }),
  }
}

/** Logs in through the login form; by default as player01 from /m/login, landing on the redirect target. */
export const logIn = async (page: Page, { user = 'player01', password = 'pass1234', from = '/m/login' } = {}) => {
  if (from) await page.goto(urlOf(from))
  await page.getByLabel('Username', { exact: true }).fill(user)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await waitFor(() => !pathOf(page).startsWith('/m/login'), { message: 'the login form to be left' })
}

// ---------------------------------------------------------------------------------------------
// One browser per file, a fresh page per test

export interface E2E {
  readonly context: BrowserContext
  readonly page: Page
  /** Uncaught errors the page threw during this test (the test fails when any remain). */
  readonly pageErrors: Error[]
  /** Goes to an app path on the harness origin. */
  readonly goto: (path: string) => Promise<void>
}

export const useBrowser = ({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): E2E => {
  let context: BrowserContext | undefined
  let page: Page | undefined
  let profileDir: string | undefined
  let pageErrors: Error[] = []

  beforeAll(async () => {
    profileDir = await mkdtemp(join(tmpdir(), 'wps-e2e-'))
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // The production build registers a workbox service worker. It is not what these tests are
      // about, and its precaching on every first visit would make each test slower and less
      // predictable (a reload could be answered from its cache): keep it out, except in the
      // suite about it (pwa.e2e.ts).
      serviceWorkers,
      args: chromiumArgs,
    })
    context.setDefaultTimeout(uiTimeout)
  })

  afterAll(async () => {
    await context?.close()
    if (profileDir) await rm(profileDir, { recursive: true, force: true })
  })

  beforeEach(async () => {
    if (!context) throw new Error('the browser did not start')
    await resetHarness()
    await context.clearCookies()
    // One tab for the whole file (a new tab costs ~200 ms): closed pages from the last test go,
    // listeners it added go, and the origin's storage is emptied from a harness page of the same
    // origin, so each test starts as a first visit and no app code is running.
    for (const extra of context.pages().slice(1)) await extra.close()
    page = context.pages()[0] ?? (await context.newPage())
    page.removeAllListeners()
    await page.goto(urlOf('/__harness/scenario'))
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error))
  })

  afterEach(async () => {
    const errors = pageErrors
    // Leave the app, so nothing of this test (timers, requests) runs into the next one.
    await page?.goto('about:blank')
    page = undefined
    if (errors.length > 0) {
      const list = errors.map((error) => `- ${error.name}: ${error.message}\n${error.stack ?? ''}`).join('\n')
      throw new Error(`the page threw ${errors.length} uncaught error(s):\n${list}`)
    }
  })

  const current = () => {
    if (!page || !context) throw new Error('no page: use the E2E handle inside a test')
    return { page, context }
  }
  return {
    get context() {
      return current().context
    },
    get page() {
      return current().page
    },
    get pageErrors() {
      return pageErrors
    },
    goto: async (path: string) => {
      // Only wait for the document to arrive: every check after it waits for what it needs.
      await current().page.goto(urlOf(path), { waitUntil: 'commit' })
    },
  }
}
