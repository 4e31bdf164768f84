import type { Dialog, Page, Route } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { benignHtml, hostileHtml, pwnedMarkers, type HostileHtml } from '../../fixtures/hostile-html'
import { baseUrl, homePopup, type CspViolation, pathOf, setScenario, urlOf, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Operator HTML in the real app (SPEC §2 help page), with the harness's hostileHtml switch on:
 * every payload of fixtures/hostile-html.ts is one help topic. This is the sanitiser's payload
 * table (DOMPurify does not run under happy-dom; see src/lib/deep-link.test.ts): each topic is
 * opened at /m/help?i=N, what was rendered is checked element by element, every link and every
 * 'tap me' is tapped, and the test proves nothing ran: no dialog, no `__pwned`, title and storage
 * untouched, no navigation to javascript:/data: or off the app's origin in this tab.
 */

const e2e = useBrowser()
const topics: ReadonlyArray<HostileHtml> = [...hostileHtml, ...benignHtml]

const forbiddenTags = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'template',
  'noscript',
  'details',
  'map',
  'area',
  'animate',
  'set',
  'video',
  'audio',
  'source',
]
/** Attributes the rendered content may carry: the sanitiser's allowlist plus what its hooks add. */
const allowedAttributes = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'dir',
  'lang',
  'target',
  'rel',
  'loading',
  'decoding',
  'referrerpolicy',
])

interface Rendered {
  readonly tags: string[]
  readonly attributes: Array<[tag: string, name: string, value: string]>
  readonly links: Array<{ href: string | null; target: string | null; rel: string | null }>
  readonly images: Array<{ src: string | null; loading: string | null }>
  readonly styled: number
}

/** What a payload would have changed if it ran. */
const pwnedState = (page: Page) =>
  page.evaluate(
    ({ global, storageKey }) => ({
      global: (window as unknown as Record<string, unknown>)[global] ?? null,
      title: document.title,
      stored: localStorage.getItem(storageKey),
      origin: window.location.origin,
    }),
    { global: pwnedMarkers.global, storageKey: pwnedMarkers.storageKey },
  )

/**
 * Violations the hostile topics cause without anything reaching the page: DOMPurify parses the
 * payload in an inert DOMParser document, and Chromium reports that document's blocked inline
 * handlers, `style` attributes, `<style>` and `<base>` to the window (the rendered content carries none of them: the
 * checks above). The https: image of the positive rows is an allowed source for the sanitiser but
 * not in the policy's img-src (only the configured CDNs are).
 */
const unexpectedViolations = (violations: ReadonlyArray<CspViolation>) =>
  violations.filter(
    (v) =>
      !(
        (['script-src-attr', 'style-src-attr', 'style-src-elem'].includes(v.directive) && v.blockedURI === 'inline') ||
        (v.directive === 'base-uri' && v.blockedURI.startsWith('https://evil.example/')) ||
        (v.directive === 'img-src' && v.blockedURI.startsWith('https://example.com/'))
      ),
  )

const expectUntouched = async (page: Page, dialogs: string[], navigations: string[]) => {
  const state = await pwnedState(page)
  expect(state.global).toBeNull()
  expect(state.title).not.toBe(pwnedMarkers.title)
  expect(state.stored).toBeNull()
  expect(state.origin).toBe(baseUrl())
  expect(dialogs).toEqual([])
  expect(navigations.filter((url) => !url.startsWith(baseUrl()))).toEqual([])
  expect(unexpectedViolations(e2e.cspViolations)).toEqual([])
}

/** Images settled (loaded or failed) and two frames drawn: any onerror or SMIL animation has had its turn. */
const settled = (page: Page, selector: string) =>
  waitFor(
    () =>
      page.evaluate(
        (sel) =>
          new Promise<boolean>((done) => {
            const images = [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)]
            if (images.some((image) => !image.complete && image.loading !== 'lazy')) return done(false)
            requestAnimationFrame(() => requestAnimationFrame(() => done(true)))
          }),
        selector,
      ),
    { message: 'the topic images to settle' },
  )

describe('operator HTML (hostileHtml scenario, help page)', () => {
  let dialogs: string[] = []
  let navigations: string[] = []
  let popups: Page[] = []

  // External links open new tabs: answer them with a tiny page, so nothing leaves the machine.
  const offsite = (url: URL) => !url.href.startsWith(baseUrl())
  const answerOffsite = (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title><p>outside</p>' })

  beforeEach(async () => {
    const { page, context } = e2e
    dialogs = []
    navigations = []
    popups = []
    e2e.expectCspViolations() // asserted by expectUntouched: only the parse-time kinds may appear
    await setScenario({ hostileHtml: true })
    await context.route(offsite, answerOffsite)
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url())
    })
    context.on('page', (popup) => popups.push(popup))
  })

  afterEach(async () => {
    const { context } = e2e
    context.removeAllListeners('page')
    await context.unroute(offsite, answerOffsite)
  })

  it.each(topics.map((topic, index) => [topic.id, index] as const))(
    '%s: rendered safely, every link tapped, nothing ran',
    async (title, index) => {
      const { page } = e2e
      await e2e.goto(`/m/help?i=${index}`)
      const article = page.getByRole('article', { name: title, exact: true })
      await visible(article)
      const selector = 'article.operator-html'
      await settled(page, selector)

      const rendered: Rendered = await article.evaluate((root) => {
        const elements = [...root.querySelectorAll('*')]
        return {
          tags: elements.map((element) => element.localName),
          attributes: elements.flatMap((element) =>
            [...element.attributes].map((a) => [element.localName, a.name, a.value] as [string, string, string]),
          ),
          links: [...root.querySelectorAll('a')].map((a) => ({
            href: a.getAttribute('href'),
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel'),
          })),
          images: [...root.querySelectorAll('img')].map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading') })),
          styled: root.querySelectorAll('[style]').length,
        }
      })
      expect(rendered.tags.filter((tag) => forbiddenTags.includes(tag))).toEqual([])
      expect(rendered.attributes.filter(([, name]) => !allowedAttributes.has(name))).toEqual([])
      expect(rendered.styled).toBe(0)
      for (const link of rendered.links) {
        if (link.href === null) continue
        expect(link.href).toMatch(/^(?:\/m(?:[/?#]|$)|https?:\/\/[^/]|mailto:|tel:)/)
        if (/^https?:/.test(link.href)) expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
        else expect(link.target).toBeNull()
      }
      for (const image of rendered.images) {
        expect(image.src).toMatch(/^(?:https:\/\/[^/]|\/(?![/\\]))/)
        expect(image.loading).toBe('lazy')
      }
      await expectUntouched(page, dialogs, navigations)

      // Tap everything that looks tappable, in this tab; in-app links route without a reload.
      const linkCount = await article.locator('a').count()
      for (let i = 0; i < linkCount; i++) {
        const link = article.locator('a').nth(i)
        const href = await link.getAttribute('href')
        if (href?.startsWith('/m/')) {
          await page.evaluate(() => ((window as unknown as { __sameDocument?: number }).__sameDocument = 1))
          await link.tap()
          await waitForPath(page, new URL(href, baseUrl()).pathname)
          expect(await page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument)).toBe(1)
          await page.goBack({ waitUntil: 'commit' })
          await waitForPath(page, '/m/help', `?i=${index}`)
          await visible(article)
          await settled(page, selector)
        } else {
          // mailto: and tel: are the phone's to open. Headless Chromium's attempt to hand them to
          // the system left the tab deaf to touch for seconds (the next test's tap timed out), so
          // the browser's default is held back after the app has seen the tap (a window listener
          // runs after React's, which sits on #root).
          if (/^(?:mailto|tel):/.test(href ?? '')) {
            await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }))
          }
          await link.tap()
        }
      }
      const tapTexts = page.locator(selector).getByText('tap me', { exact: false })
      for (let i = 0; i < (await tapTexts.count()); i++) {
        const text = tapTexts.nth(i)
        if (!(await text.evaluate((element) => element.closest('a[href]') !== null))) await text.tap() // links were tapped above
      }
      await settled(page, selector)

      expect(pathOf(page)).toBe('/m/help')
      await expectUntouched(page, dialogs, navigations)
      // New tabs only for the external http(s) links, opened without an opener or a referrer.
      const externalCount = rendered.links.filter((link) => link.target === '_blank').length
      await waitFor(() => popups.length >= externalCount, { message: `${externalCount} new tab(s)` })
      expect(popups).toHaveLength(externalCount)
      for (const popup of popups) {
        await popup.waitForLoadState('domcontentloaded')
        expect(popup.url()).toMatch(/^https?:\/\//)
        expect(await popup.evaluate(() => ({ opener: window.opener === null, referrer: document.referrer }))).toEqual({
          opener: true,
          referrer: '',
        })
        await popup.close()
      }
    },
  )

  it('the positive rows: formatting survives, links are routed, images are lazy and http: images are dropped', async () => {
    const { page } = e2e
    const at = (id: string) => topics.findIndex((topic) => topic.id === id)

    await e2e.goto(`/m/help?i=${at('ok: formatting')}`)
    const formatting = page.getByRole('article', { name: 'ok: formatting', exact: true })
    await visible(formatting.getByRole('heading', { name: 'Deposit', level: 3 }))
    expect(await formatting.evaluate((root) => [...root.querySelectorAll('*')].map((element) => element.localName))).toEqual(
      expect.arrayContaining(['h3', 'p', 'b', 'i', 'u', 'em', 'strong', 'ul', 'ol', 'li', 'table', 'tr', 'th', 'td']),
    )

    await page.evaluate(() => ((window as unknown as { __sameDocument?: number }).__sameDocument = 1))
    await page.getByRole('navigation', { name: 'Help topics' }).getByRole('button', { name: 'ok: in-app link', exact: true }).tap()
    const inApp = page.getByRole('article', { name: 'ok: in-app link', exact: true })
    const notices = inApp.getByRole('link', { name: 'announcements' })
    expect(await notices.getAttribute('href')).toBe('/m/notice')
    expect(await notices.getAttribute('target')).toBeNull()
    await notices.tap()
    await waitForPath(page, '/m/notice')
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument)).toBe(1)

    await e2e.goto(`/m/help?i=${at('ok: external link')}`)
    const rules = page.getByRole('article', { name: 'ok: external link', exact: true }).getByRole('link', { name: 'rules' })
    await visible(rules)
    expect({ target: await rules.getAttribute('target'), rel: await rules.getAttribute('rel') }).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    })

    await e2e.goto(`/m/help?i=${at('ok: images')}`)
    const images = page.getByRole('article', { name: 'ok: images', exact: true })
    await visible(images.getByRole('img', { name: 'promo' }))
    expect(
      await images.locator('img').evaluateAll((list) => list.map((img) => [img.getAttribute('alt'), img.getAttribute('loading')])),
    ).toEqual([
      ['promo', 'lazy'],
      ['cdn', 'lazy'],
    ])
    // Never wider than the screen: the 1200 px wide image fits the content column.
    const widths = await images.evaluate((root) => ({
      image: root.querySelector('img')?.getBoundingClientRect().width ?? 0,
      column: root.clientWidth,
    }))
    expect(widths.image).toBeGreaterThan(0)
    expect(widths.image).toBeLessThanOrEqual(widths.column)
  })

  it('announcement bodies carrying the payloads put nothing live on home (popup list after login)', async () => {
    const { page } = e2e
    await page.goto(urlOf('/m/login'))
    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await waitForPath(page, '/m/home')
    const popup = homePopup(page)
    await visible(popup)
    await settled(page, '[role="dialog"]')
    const bodies = popup.locator('article')
    expect(await bodies.count()).toBeGreaterThan(0)
    // The bodies are the sanitiser's output: no forbidden element or attribute, links only where the router allows.
    expect(await bodies.locator([...forbiddenTags, '[style]', '[onerror]', '[onclick]'].join(',')).count()).toBe(0)
    const hrefs = await bodies.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href).toMatch(/^(?:\/m(?:[/?#]|$)|https?:\/\/[^/]|mailto:|tel:)/)
    await expectUntouched(page, dialogs, navigations)
  })
})
