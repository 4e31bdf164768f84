import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { announcements, banners } from '../../fixtures/content'
import { games, hotGameIds } from '../../fixtures/games'
import { pwnedMarkers } from '../../fixtures/hostile-html'
import type { ScenarioPatch } from '../../harness/scenario'
import { keys, sealingKeyDatabase } from '../../src/lib/state/keys'

/**
 * The browser side of the e2e suite: one Chromium per test file, a fresh page with empty storage
 * per test (fresh-test.e2e.ts holds it to that), the harness reset before every test, and any
 * uncaught page error or content security policy violation (on any page or frame) fails the test.
 */

/** Default wait for anything the user should see; generous for a loaded 2-core machine. */
export const uiTimeout = 10_000

/** This worker's harness: files run three at a time, each worker with its own (global-setup.ts). */
const harnessOfWorker = () => {
  const harnesses = inject('harnesses')
  return harnesses[Number(process.env.VITEST_POOL_ID ?? 1) - 1] ?? harnesses[0]!
}
export const baseUrl = () => harnessOfWorker().baseUrl
/** The harness's second origin: launched games, the lottery page, chat and the task page. */
export const frameOrigin = () => harnessOfWorker().frameOrigin
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
/** A harness read that may answer 404 (GET /__harness/sms?mobile=…: the last code sent to a phone). */
export const harnessJson = async <T>(path: string) => (await (await fetch(urlOf(path))).json()) as T
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
  explained(locator.page(), () => waitFor(() => locator.first().isVisible(), { timeout, message: `${String(locator)} to be visible` }))

/**
 * Runs `wait`; its failure, on a loaded CI machine read once in its log, says where the page was,
 * what it showed and what happened in it on the way (followStory).
 */
export const explained = <T>(page: Page, wait: () => Promise<T>) =>
  wait().catch(async (error: Error) => {
    const shown = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(unreadable)')
    const story = storyOf(page).slice(-40).join('\n    ')
    throw new Error(
      `${error.message}\n  at ${page.url()}, showing: ${shown.replace(/\s+/g, ' ').slice(0, 1500)}\n  on the way:\n    ${story}`,
    )
  })

const stories = new WeakMap<Page, string[]>()
/** The page's API calls on their way (followStory counts them). */
const callsOut = new WeakMap<Page, Set<Request>>()
/** Until no API call of the page is on its way. */
const callsAnswered = (page: Page) => waitFor(() => (callsOut.get(page)?.size ?? 0) === 0, { message: "the page's calls to be answered" })
const storyOf = (page: Page) => stories.get(page) ?? []
/** Said by the page (an init script of useBrowser): a form leaving takes typed input with it. */
const storyLines = {
  formLeft: '[e2e] a form left the document',
  formSent: '[e2e] a form was submitted',
  dialogCame: '[e2e] a dialog came',
  alertCame: '[e2e] an alert came',
}

/**
 * From now on, what happens in the page that a failure's message should tell: documents loaded
 * (a reload loses what was typed), files or calls that failed, the API's answers, the app's
 * console errors, forms that left the document, dialogs that came. A flake seen once on CI is then
 * explained by its log.
 */
const followStory = (page: Page) => {
  const started = Date.now()
  const story: string[] = []
  stories.set(page, story)
  const note = (line: string) => story.push(`+${Date.now() - started} ms ${line}`)
  page.on('domcontentloaded', () => note(`document loaded: ${page.url()}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`)
  })
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`))
  // Every API answer: whether a tap sent its call, and what the screen was told.
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/wps/'))
      note(`${response.status()} ${response.request().method()} ${url.pathname}${url.search.slice(0, 60)}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().startsWith('[e2e]')) note(`console ${message.type()}: ${message.text()}`)
  })
  const out = new Set<Request>()
  callsOut.set(page, out)
  const isCall = (request: Request) => /^\/(wps|lgw)\//.test(new URL(request.url()).pathname)
  page.on('request', (request) => isCall(request) && out.add(request))
  page.on('requestfinished', (request) => out.delete(request))
  page.on('requestfailed', (request) => out.delete(request))
}

export const gone = (locator: Locator, timeout = uiTimeout) =>
  waitFor(async () => (await locator.count()) === 0, { timeout, message: `${String(locator)} to be gone` })

/**
 * Holds back every request matching `files` until the returned `release` (which may be called
 * more than once): what the page shows meanwhile is done without them.
 */
export const holdBack = async (page: Page, files: RegExp) => {
  let letGo = () => {}
  const held = new Promise<void>((done) => (letGo = done))
  await page.route(files, async (route) => {
    await held
    await route.continue().catch(() => undefined) // unrouted meanwhile (a failed test): the fallback took it
  })
  return async () => {
    letGo()
    await page.unroute(files)
  }
}

/** Answers every request matching `files` `ms` late from now on, as a slow network would. */
export const answerLate = (page: Page, files: RegExp, ms = 500) =>
  page.route(files, async (route) => {
    await new Promise((answer) => setTimeout(answer, ms))
    await route.continue().catch(() => undefined) // unrouted meanwhile (a failed test): the fallback took it
  })

/**
 * Answers the requests matching `files` `ms` after the page has had an answer matching `after`:
 * late beside the screen's own data, whatever the machine's load. (answerLate's delay from the
 * request raced the app's own wait for them, policies.formDataWait, on a loaded CI machine.)
 */
export const answerAfter = async (page: Page, files: RegExp, after: RegExp, ms = 200) => {
  const release = await holdBack(page, files)
  void page
    .waitForResponse((response) => after.test(response.url()), { timeout: 0 })
    .then(() => new Promise((done) => setTimeout(done, ms)))
    .then(release, () => undefined)
}

/** What matched a selector at one moment: how many, the first one's place, and their texts. */
export interface Sight {
  readonly count: number
  readonly top: number | null
  readonly left: number | null
  readonly texts: ReadonlyArray<string>
}
type Sights = Readonly<Record<string, Sight>>
interface SightWindow {
  __sight: (selectors: ReadonlyArray<string>) => Sights
  __firstSights?: Record<string, Sights>
}

/**
 * From the next load on: when, on the page's own clock, a toast saying `text` first showed and
 * when it went. A short toast (1 s) on a page still loading can come and go between two checks of
 * a loaded machine; the page sees both. `times()` waits for both and returns them.
 */
export const recordToast = async (page: Page, text: string) => {
  await page.addInitScript((text: string) => {
    const seen = { shown: 0, gone: 0 }
    Object.assign(window, { __toastSeen: seen })
    new MutationObserver(() => {
      const showing = [...document.querySelectorAll('.ui-toast')].some((toast) => toast.textContent?.includes(text))
      if (showing && !seen.shown) seen.shown = performance.now()
      if (!showing && seen.shown && !seen.gone) seen.gone = performance.now()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, text)
  return {
    times: () =>
      waitFor(
        () =>
          page.evaluate(() => {
            const seen = (window as unknown as { __toastSeen?: { shown: number; gone: number } }).__toastSeen
            return seen?.gone ? seen : null
          }),
        { message: `the toast '${text}' to show and go` },
      ),
  }
}

/**
 * From the next load on: what the document held the first time `when` matched, for each selector
 * of `what` (`first()`). For "nothing moves as it arrives": compare it with `now()`, the same
 * measures once everything has come. Each record keeps its own: a page may carry several.
 */
export const recordFirstSight = async (page: Page, when: string, what: ReadonlyArray<string>) => {
  const key = JSON.stringify([when, what])
  await page.addInitScript(
    ({ key, when, what }: { key: string; when: string; what: ReadonlyArray<string> }) => {
      const own = window as unknown as SightWindow
      own.__sight = (selectors) =>
        Object.fromEntries(
          selectors.map((selector) => {
            const all = [...document.querySelectorAll(selector)]
            const box = all[0]?.getBoundingClientRect()
            return [
              selector,
              { count: all.length, top: box?.top ?? null, left: box?.left ?? null, texts: all.map((node) => node.textContent ?? '') },
            ]
          }),
        )
      const firsts = (own.__firstSights ??= {})
      new MutationObserver(() => {
        if (firsts[key] === undefined && document.querySelector(when)) firsts[key] = own.__sight(what)
      }).observe(document, { childList: true, subtree: true })
    },
    { key, when, what },
  )
  return {
    first: async () => {
      const sights = await page.evaluate((key) => (window as unknown as SightWindow).__firstSights?.[key], key)
      if (!sights) throw new Error(`recordFirstSight: ${when} never matched`)
      return sights
    },
    now: (selectors: ReadonlyArray<string> = what) =>
      page.evaluate((selectors) => (window as unknown as SightWindow).__sight(selectors), selectors),
  }
}

/** `work` while every request matching `files` is held back; they go once it is done, failed or not. */
export const whileHeldBack = async (page: Page, files: RegExp, work: () => Promise<void>) => {
  const release = await holdBack(page, files)
  try {
    await work()
  } finally {
    await release()
  }
}

/**
 * An impatient double tap on a send: both taps land while its request is on its way (held back
 * until `sent`, the requests or calls recorded to it, has `count`). Answered between them, a
 * dialog that closes on success would let the second tap land on whatever it uncovers: on a slow
 * CI run it opened another dialog there, and the page behind could no longer be reached.
 */
export const doubleTapWhileSending = (page: Page, button: Locator, path: RegExp, sent: { readonly length: number }, count = 1) =>
  whileHeldBack(page, path, async () => {
    await button.dblclick()
    await waitFor(() => sent.length === count, { message: `${String(path)} sent` })
  })

/**
 * From now on, whether `button` is ever enabled again: a control given back after its write
 * answered but before the state it is drawn from has changed, where a double tap's second tap
 * would send again (that state renders as a background transition, after the control's own busy).
 */
export const watchGivenBack = async (button: Locator) => {
  const seen = await button.evaluateHandle((element) => {
    const state = { givenBack: false }
    new MutationObserver(() => {
      if (!(element as HTMLButtonElement).disabled) state.givenBack = true
    }).observe(element, { attributes: true, childList: true, subtree: true, characterData: true })
    return state
  })
  return () => seen.evaluate((state) => state.givenBack)
}

/**
 * Every request the page sends from now on to `path` (a path, or what a relay call's path ends
 * with: 'ODSFE2_PayoutDividend'), or matching a pattern over the whole URL; `method` narrows it.
 */
export const requestsTo = (page: Page, path: string | RegExp, method?: string) => {
  const seen: Request[] = []
  page.on('request', (request) => {
    const hit = typeof path === 'string' ? new URL(request.url()).pathname.endsWith(path) : path.test(request.url())
    if (hit && (method === undefined || request.method() === method)) seen.push(request)
  })
  return seen
}

/** Waits until the address bar shows this path (and, when given, exactly this query string). */
export const waitForPath = (page: Page, pathname: string, search?: string) =>
  waitFor(
    () => {
      const url = new URL(page.url())
      return url.pathname === pathname && (search === undefined || url.search === search)
    },
    { message: `the address ${pathname}${search ?? ''} (at ${page.url()})` },
  )

/** The picture last answered: a closing dialog may still show it while the next one is on its way. */
let answered: string | undefined
/**
 * Solves the platform's slider challenge (the human check before registering or an SMS code) as a
 * person would: slides the piece to the gap shown in the picture, `offBy` % beside it, and taps
 * Verify. Answers the dialog.
 */
export const solveChallenge = async (page: Page, offBy = 0) => {
  const dialog = page.getByRole('dialog', { name: 'Security check' })
  await visible(dialog)
  // The gap of the picture on screen, not of one before it (a closing dialog may still show).
  const { gap, image } = await waitFor(
    async () => {
      const challenge = await harnessJson<{ gap?: number; image?: string }>('/__harness/challenge')
      const shown = await dialog.locator('img').getAttribute('src', { timeout: 1_000 })
      return (
        challenge.gap !== undefined && challenge.image !== answered && shown === challenge.image && { gap: challenge.gap, image: shown }
      )
    },
    { message: 'the challenge on screen' },
  )
  await dialog.getByRole('slider', { name: 'Slide the piece into the gap' }).fill(String(gap + offBy))
  answered = image
  await dialog.getByRole('button', { name: 'Verify' }).click()
  return dialog
}

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
export const readLocale = async (locale: string, namespace = 'common') =>
  JSON.parse(await readFile(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>

/** A translation file of these page namespaces in any language, as the build names it (assets/register-<hash>.js). */
export const translationFile = (...of: ReadonlyArray<string>) => new RegExp(`/assets/(${of.join('|')})-[\\w-]{8}\\.js$`)

/** A language's boot namespaces, one file per language (assets/translations-<locale>-<hash>.js, vite.config.ts). */
export const bootTranslationFile = /\/assets\/translations-[\w-]+\.js$/

/** The app's entry script, as the build names it. */
export const entryScript = /\/assets\/index-[\w-]+\.js$/

// ---------------------------------------------------------------------------------------------
// What a user sees, by role and name

export const ui = (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  return {
    /** The frame header (role banner): home style or titled. */
    // The header stays on screen while a modal (popup list, contract prompt) hides it from
    // assistive technology; checks of what it shows look past that.
    header: page.getByRole('banner', { includeHidden: true }),
    title: page.getByRole('banner').getByRole('heading', { level: 1 }),
    /** The header's title once it reads `text`: the new page is drawn (the address changes before it is). */
    titled: (text: string) => page.getByRole('banner').getByRole('heading', { level: 1, name: text, exact: true }),
    back: page.getByRole('button', { name: 'Back', exact: true }),
    menu,
    menuItem: (name: string) => menu.getByRole('button', { name, exact: true }),
    frameBody: page.getByRole('main'),
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }),
    /** A failure toast: an alert in the toast layer, not one of the page's own. */
    failureToast: (text: string) => page.locator('.ui-toast-host').getByRole('alert').filter({ hasText: text }),
    heading: (name: string) => page.getByRole('heading', { name, exact: true }),
  }
}

/**
 * How the texts of `selector` inside `container` are drawn, for screens too narrow for their
 * figures: each within its own box and the container's, none over another. Empty when all is well.
 */
export const textsNotDrawnApart = (container: Locator, selector: string) =>
  container.evaluate((element, wanted) => {
    const outer = element.getBoundingClientRect()
    const texts = [...element.querySelectorAll(wanted)].map((each) => {
      const range = document.createRange()
      range.selectNodeContents(each)
      return { text: each.textContent?.trim() ?? '', own: each.getBoundingClientRect(), drawn: range.getBoundingClientRect() }
    })
    if (texts.length === 0) return [`nothing matches ${wanted}`]
    const problems: string[] = []
    for (const { text, own, drawn } of texts) {
      if (drawn.left < own.left - 0.5 || drawn.right > own.right + 0.5) problems.push(`"${text}" spills out of its box`)
      if (drawn.left < outer.left || drawn.right > outer.right) problems.push(`"${text}" is drawn past the edge`)
    }
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    for (const [index, one] of texts.entries())
      for (const other of texts.slice(index + 1)) if (meet(one.drawn, other.drawn)) problems.push(`"${one.text}" over "${other.text}"`)
    return problems
  }, selector)

/** Logs in through the login form; by default as player01 from /m/login, landing on the redirect target. */
export const logIn = async (page: Page, { user = 'player01', password = 'pass1234', from = '/m/login' } = {}) => {
  if (from) await page.goto(urlOf(from))
  await page.getByLabel('Username', { exact: true }).fill(user)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await waitFor(() => !pathOf(page).startsWith('/m/login'), { message: 'the login form to be left' })
  // SPEC §2: home shows the popup list after login; every harness member has popups. Dismiss it,
  // as a user would, so the test goes on with the page itself.
  if (pathOf(page) === '/m/home') await dismissLoginPopups(page)
}

/** Closes the after-login popup list on home (it appears once per login). */
export const dismissLoginPopups = async (page: Page) => {
  const ok = page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true })
  await ok.waitFor({ state: 'visible', timeout: uiTimeout })
  await ok.click()
  await ok.waitFor({ state: 'detached', timeout: uiTimeout })
}

// ---------------------------------------------------------------------------------------------
// One browser per file, a fresh page per test

/** A `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  readonly directive: string
  readonly blockedURI: string
  readonly sample: string
  readonly documentURI: string
}

export interface E2E {
  readonly context: BrowserContext
  readonly page: Page
  /** Uncaught errors the page threw during this test (the test fails when any remain). */
  readonly pageErrors: Error[]
  /** CSP violations of this test, on any page or frame (the test fails when any occur, unless expected). */
  readonly cspViolations: CspViolation[]
  /** This test provokes violations on purpose and asserts them itself: they do not fail it. */
  readonly expectCspViolations: () => void
  /** Goes to an app path on the harness origin. */
  readonly goto: (path: string) => Promise<void>
  /**
   * Goes to an app path as the operator's apps open a member's page: a new session's token added to
   * its query (SPEC §3). Returns the token once the app has taken it out of the address.
   */
  readonly gotoWithToken: (path: string) => Promise<string>
  /**
   * Opens `path` signed in as player01 played as `memberType` (with any other scenario settings),
   * through a session token rather than the login form: a page load and a sign-in less, for tests
   * that are not about signing in (logInAs is the form's way). On home it waits, as logInAs does,
   * for the member header and closes the popup list the session owes.
   */
  readonly openAs: (memberType: PlayedType, path?: string, scenario?: ScenarioPatch) => Promise<void>
  /**
   * Puts the page on Playwright's fake clock (page.clock.install). The clock is the whole context's
   * and cannot be taken off; later tests on it saw their dialogs never close (their exit animations
   * never ended). The browser is launched again before the next test.
   */
  readonly installClock: (options?: Parameters<Page['clock']['install']>[0]) => Promise<void>
  /**
   * Time passes for the page and the platform alike (after installClock): the harness's clock in
   * its answers' Date moves first, then the page's clock. Moving only the page's clock looks to the
   * app like a phone set fast, which it corrects by the answers' Date (platform-clock.ts). It waits
   * for the page's calls first: a jump while one is out times it out (a loaded CI machine's way).
   */
  readonly timePasses: (ms: number) => Promise<void>
}

/**
 * From the next document on, the layout shifts no input explains (what Lighthouse sums as CLS).
 * Returns their sum so far, read a frame after the last change: a shift is reported with the frame
 * that painted it.
 */
export const layoutShiftFrom = async (page: Page) => {
  await page.addInitScript(() => {
    const shifts: Array<PerformanceEntry & { value: number; hadRecentInput: boolean }> = []
    const observer = new PerformanceObserver((list) => void shifts.push(...(list.getEntries() as typeof shifts)))
    observer.observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, {
      layoutShifted: () =>
        [...shifts, ...(observer.takeRecords() as typeof shifts)]
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
    })
  })
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => done((window as unknown as { layoutShifted: () => number }).layoutShifted())),
          ),
        ),
    )
}

/** How many lines the text of the located element takes on screen: the rows its glyphs sit on. */
export const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

/** The phone every test runs on. */
const phone = { width: 390, height: 844 }

/** Runs `work` on a narrower phone (320 or 360 px wide), then gives the file's one tab its size back. */
export const onNarrowPhone = async <T>(page: Page, width: number, work: () => Promise<T>) => {
  await page.setViewportSize({ width, height: 740 })
  try {
    return await work()
  } finally {
    await page.setViewportSize(phone)
  }
}

/** Runs `work` on a slow phone's CPU (`rate` times slower), then gives the tab its speed back. */
export const onSlowCpu = async <T>(page: Page, rate: number, work: () => Promise<T>) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  try {
    return await work()
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.detach()
  }
}

export const useBrowser = ({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): E2E => {
  let context: BrowserContext | undefined
  let page: Page | undefined
  let profileDir: string | undefined
  let pageErrors: Error[] = []
  let cspViolations: CspViolation[] = []
  let violationsExpected = false
  let clockInstalled = false
  /** How far timePasses has moved the harness's clock in this test (the scenario is reset before each). */
  let clockAheadMs = 0

  /** The file's browser, on its own profile: launched once, and again after a test put it on a fake clock. */
  const launch = async (profile: string) => {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // The production build registers a workbox service worker. It is not what these tests are
      // about, and its precaching on every first visit would make each test slower and less
      // predictable (a reload could be answered from its cache): keep it out, except in the
      // suite about it (pwa.e2e.ts).
      serviceWorkers,
      args: chromiumFlags,
    })
    context.setDefaultTimeout(uiTimeout)
    // Every document of every page and frame reports its CSP violations to the test.
    await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
      cspViolations.push(violation)
    })
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __e2eCspViolation?: (violation: CspViolation) => void }).__e2eCspViolation
        report?.({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
          documentURI: event.documentURI,
        })
      })
    })
    // For the failure's story (followStory): a form leaving the page it was on or submitted, a dialog or an alert coming.
    await context.addInitScript((said: typeof storyLines) => {
      const find = (node: Node, selector: string) =>
        node instanceof Element ? (node.matches(selector) ? node : node.querySelector(selector)) : null
      document.addEventListener(
        'submit',
        (event) => console.info(`${said.formSent}: ${(event.target as Element).getAttribute('aria-label') ?? '(unnamed)'}`),
        true,
      )
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            const form = find(node, 'form')
            if (form) console.info(`${said.formLeft}: ${form.getAttribute('aria-label') ?? '(unnamed)'} on ${location.pathname}`)
          }
          for (const node of record.addedNodes) {
            const dialog = find(node, '[role=dialog], [role=alertdialog]')
            const name = dialog?.getAttribute('aria-label') ?? dialog?.textContent?.slice(0, 60) ?? ''
            if (dialog) console.info(`${said.dialogCame}: ${name} on ${location.pathname}`)
            const alert = find(node, '[role=alert]')
            if (alert) console.info(`${said.alertCame}: ${alert.textContent?.slice(0, 80) ?? ''}`)
          }
        }
      }).observe(document, { childList: true, subtree: true })
    }, storyLines)
  }

  beforeAll(async () => {
    profileDir = await mkdtemp(join(tmpdir(), 'wps-e2e-'))
    await launch(profileDir)
  })

  afterAll(async () => {
    await context?.close()
    if (profileDir) await rm(profileDir, { recursive: true, force: true })
  })

  beforeEach(async () => {
    if (!context) throw new Error('the browser did not start')
    if (clockInstalled && profileDir) {
      await context.close()
      await launch(profileDir)
      clockInstalled = false
    }
    await resetHarness()
    clockAheadMs = 0
    await context.clearCookies()
    // One tab for the whole file (a new tab costs ~200 ms): closed pages from the last test go,
    // the listeners and routes it added go (a request it answered late or held back), and the
    // origin's local and session storage are emptied through the DevTools protocol (a page load
    // less than doing it from a page of the origin, ~120 ms a test), so each test starts as a
    // first visit and no app code is running.
    for (const extra of context.pages().slice(1)) await extra.close()
    page = context.pages()[0] ?? (await context.newPage())
    page.removeAllListeners()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const devtools = await context.newCDPSession(page)
    await devtools.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'local_storage,session_storage' })
    await devtools.detach()
    pageErrors = []
    cspViolations = []
    violationsExpected = false
    page.on('pageerror', (error) => pageErrors.push(error))
    followStory(page)
  })

  afterEach(async () => {
    const errors = pageErrors
    const violations = cspViolations
    // The key that sealed a remembered password goes with the test, from its own page (the protocol
    // deletes a database only for a page showing the origin). Only that database: clearing all of
    // the origin's would pull the service worker's cache-expiry records from under it.
    await page
      ?.evaluate(
        (name) =>
          new Promise<void>((done) => {
            const deleting = indexedDB.deleteDatabase(name)
            deleting.onsuccess = deleting.onerror = deleting.onblocked = () => done()
          }),
        sealingKeyDatabase,
      )
      .catch(() => undefined) // the test ended on another origin, or its page is gone
    // Leave the app, so nothing of this test (timers, requests) runs into the next one.
    await page?.goto('about:blank')
    page = undefined
    if (violations.length > 0 && !violationsExpected) {
      const list = violations
        .map((v) => `- ${v.directive} blocked ${v.blockedURI || '(inline)'} ${v.sample} on ${v.documentURI}`)
        .join('\n')
      throw new Error(`the content security policy was violated ${violations.length} time(s):\n${list}`)
    }
    if (errors.length > 0) {
      const list = errors.map((error) => `- ${error.name}: ${error.message}\n${error.stack ?? ''}`).join('\n')
      throw new Error(`the page threw ${errors.length} uncaught error(s):\n${list}`)
    }
  })

  const current = () => {
    if (!page || !context) throw new Error('no page: use the E2E handle inside a test')
    return { page, context }
  }
  const goto = async (path: string) => {
    // Only wait for the document to arrive: every check after it waits for what it needs.
    await current().page.goto(urlOf(path), { waitUntil: 'commit' })
  }
  const gotoWithToken = async (path: string) => {
    const token = await harnessSessionToken()
    await goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`)
    // The token leaves the address once the app has taken the session: a test that moved on
    // sooner moved on as a guest (CI met the login so).
    await waitFor(() => !new URL(current().page.url()).searchParams.has('token'), {
      message: `the token to leave the address (at ${current().page.url()})`,
    })
    return token
  }
  const openAs = async (memberType: PlayedType, path = '/m/home', scenario: ScenarioPatch = {}) => {
    await setScenario({ ...scenario, memberType })
    await gotoWithToken(path)
    if (path !== '/m/home') return
    const { page } = current()
    // As logInAs: the header shows even while a popup (a modal) hides it from the accessibility tree.
    await visible(page.getByRole('banner', { includeHidden: true }).getByText('Lucky Star'))
    await closeHomePopups(page)
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
    get cspViolations() {
      return cspViolations
    },
    expectCspViolations: () => {
      violationsExpected = true
    },
    goto,
    gotoWithToken,
    openAs,
    installClock: async (options) => {
      clockInstalled = true
      await current().page.clock.install(options)
    },
    timePasses: async (ms) => {
      await callsAnswered(current().page)
      clockAheadMs += ms
      await setScenario({ clockAheadMs })
      await current().page.clock.fastForward(ms)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Home popups and played member types (home, side-menu, lobby, launch and favourites suites)

/** The popup list home shows after a login (SPEC §2 Home page), known by its OK button. */
export const homePopup = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK', exact: true }) })

/**
 * Home's winner board draws its rows only as it nears the screen (issue 10), so a player scrolls
 * down to it: scrolls its region (the skeleton, or the board) into view and returns its table.
 * `includeHidden` for a page behind a modal (the member's popup list).
 */
export const scrollToWinners = async (page: Page, { includeHidden = false }: { includeHidden?: boolean } = {}) => {
  const region = page.getByRole('region', { name: 'Latest Winner', exact: true, includeHidden })
  await visible(region)
  // The skeleton's region gives way to the board's as the lobby settles: scroll whichever is there.
  await waitFor(() => region.scrollIntoViewIfNeeded({ timeout: 1_000 }).then(() => true), { message: 'the Latest Winner region in view' })
  const table = page.getByRole('table', { name: 'Latest Winner', exact: true, includeHidden })
  await visible(table)
  return table
}

/**
 * Whether this login still owes the popup list (SPEC §2: once after each login): a member whose
 * session is not the one the list was last seen for. The harness always has popups to show.
 */
const popupListOwed = (page: Page) =>
  page.evaluate(
    ({ session, seenFor }) => {
      const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
      const token = (read(session) as { token?: string } | null)?.token ?? null
      return token !== null && read(seenFor) !== token
    },
    { session: keys.session.key, seenFor: keys.popupsSeenFor.key },
  )

/** Every part of home that reads a call shows its answer (the hot games, the banner, the ticker), and no Retry is left. */
export const homeIsWhole = async (page: Page) => {
  const hotGame = games.find((game) => game.nodeId === hotGameIds[0])!
  await visible(page.getByRole('button', { name: `Favourite: ${hotGame.gameName || hotGame.nodeName}`, exact: true }))
  const firstBanner = banners.find((banner) => banner.groupName === 'm_home')!
  await visible(page.getByRole('button', { name: firstBanner.title, exact: true }))
  const ticker = page.getByRole('button', { name: /^Announcements/ })
  const tickerTitle = announcements.find((entry) => entry.type === 'PL' || entry.type === 'B')!.title
  await waitFor(async () => (await ticker.innerText()).includes(tickerTitle), { message: 'the ticker titles' })
  expect(await page.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0)
}

/**
 * Waits until home is usable: closes the popup list this login owes (it opens only once its
 * sanitiser's code is here, late on a loaded machine) and waits for the ticker's titles, unless
 * an agent's contract prompt (a modal the test itself answers) is up instead.
 */
export const closeHomePopups = async (page: Page) => {
  const ticker = page.getByRole('button', { name: /^Announcements/ })
  const tickerShowsTitles = async () => {
    const text = (await ticker.innerText({ timeout: 250 }).catch(() => '')).trim()
    return text !== '' && !text.includes('No announcement')
  }
  const popup = homePopup(page)
  // The contract prompt opens only once the popup list is done.
  const contractPrompt = async () => (await page.getByRole('alertdialog').count()) > 0
  await explained(page, async () => {
    if (await popupListOwed(page)) {
      await waitFor(async () => (await popup.count()) > 0 || (await contractPrompt()), { message: 'the popup list this login owes' })
      if ((await popup.count()) > 0) {
        await popup.getByRole('button', { name: 'OK', exact: true }).click()
        await gone(popup)
      }
    }
    // An open modal hides the page behind it, the ticker too.
    await waitFor(async () => (await contractPrompt()) || (await tickerShowsTitles()), {
      message: 'the announcement ticker to show titles',
    })
  })
}

/** Member types laid over player01 through the scenario (4 trial, 0-2 members, 1 and 2 agents). */
export type PlayedType = 0 | 1 | 2 | 4 | 40 | 41 | 42

/**
 * Logs player01 in as `memberType` (set on the scenario first). Without `returnTo` it lands on
 * home, waits for the member header and closes the popup list; with it, the login form is opened
 * with that return path and the test continues there.
 */
export const logInAs = async (page: Page, memberType: PlayedType, { returnTo }: { returnTo?: string } = {}) => {
  await setScenario({ memberType })
  if (returnTo === undefined) {
    await logIn(page)
    await waitForPath(page, '/m/home')
    // The header is on screen even while a popup or contract prompt (a modal) hides it from the
    // accessibility tree, so this looks past that.
    await visible(page.getByRole('banner', { includeHidden: true }).getByText('Lucky Star'))
    await closeHomePopups(page)
    return
  }
  await logIn(page, { from: `/m/login?redirect=${encodeURIComponent(returnTo)}` })
  const target = new URL(returnTo, 'http://app')
  await waitForPath(page, target.pathname, target.search)
}

/** Scrolls the app's page (the '.page' element holding `inside`) to its bottom, as a user flicking down. */
export const scrollPageToBottom = (inside: Locator) =>
  inside.evaluate((element) => {
    const scroller = element.closest<HTMLElement>('.page')
    if (!scroller) throw new Error('no .page around the element')
    scroller.scrollTop = scroller.scrollHeight
  })

// ---------------------------------------------------------------------------------------------
// Operator HTML (the hostileHtml scenario)

/** What sanitised operator HTML never holds (tests/e2e/operator-html.e2e.ts checks it element by element). */
export const unsafeInOperatorHtml = 'script, iframe, svg, form, style, [onerror], [onload], [style]'

/** No hostile payload (fixtures/hostile-html.ts) ran on this page: its markers are untouched. */
export const expectNothingRan = async (page: Page) =>
  expect(
    await page.evaluate(
      (markers) => [
        (window as unknown as Record<string, unknown>)[markers.global] ?? null,
        document.title,
        localStorage.getItem(markers.storageKey),
      ],
      pwnedMarkers,
    ),
  ).toEqual([null, expect.not.stringContaining(pwnedMarkers.title), null])

/**
 * Picks an image just over the 5 MB the forms take. Its bytes go through the DevTools protocol,
 * which on a loaded 2-core CI machine outlasted the 10 s default (deposit, 2026-12-07).
 */
export const pickOversizedImage = (input: Locator, name: string) =>
  input.setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) }, { timeout: 30_000 })
