import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxeInThemes, settled, type Finding } from './axe'
import { cutPlaceholders } from './layout'
import { routeTable } from './routes'
import { gone, scrollToWinners, seedStorage, setScenario, useBrowser, visible, waitFor } from './browser'

/**
 * The accessibility gate (issue 8 §4): every route that renders content, as a guest and as a
 * member, in the dark and the light theme, and the overlays over them, show no axe violation of
 * impact serious or critical under WCAG 2.2 AA (target-size included) and axe's best practices.
 *
 * One document per pass: the first route is loaded, the others are reached by pushState (wouter
 * follows it), so the app boots twice rather than two hundred. Each screen is audited in both
 * themes where it stands: a theme is a set of CSS variables under <html data-theme> (theme.css),
 * so switching it there is what the settings switch does, without leaving the screen.
 */

const e2e = useBrowser()

/** Guest passes skip guarded routes: every guard sends a guest to login or home, which are audited anyway. */
const guestRedirected = new Set(routeTable.filter((route) => route.guard !== 'none').map((route) => route.path))

/** Query variants worth their own look: game lists of several kinds, a vendor's list, a lottery mode. */
const variants = [
  '/m/gameList?gameType=HOT',
  '/m/gameList?gameType=FAV',
  '/m/gameList?gameType=RNG',
  '/m/gameList?gameType=LIVE',
  '/m/gameList?gameType=RNG&vassalage=PP',
  '/m/gameList?gameType=LOTT',
]

const allPaths = [...routeTable.map((route) => route.path).filter((path) => path !== '/m/gameList'), ...variants]

/** What shows that a path has its content (beyond the generic settling), where it is worth waiting for. */
const readyOf = (page: Page, path: string) => {
  // Home is audited down to its winner board, which draws its rows as it nears the screen (navigate).
  if (path === '/m/home') return null
  if (path.startsWith('/m/login') || path.startsWith('/m/register')) return page.getByRole('textbox', { name: 'Username', exact: true })
  if (path.startsWith('/m/gameList?gameType=FAV')) return null
  if (path.startsWith('/m/gameList')) return page.getByRole('main').getByRole('listitem')
  return null
}

const navigate = async (page: Page, path: string) => {
  await page.evaluate((to) => history.pushState(null, '', to), path)
  await settled(page)
  const here = `${new URL(page.url()).pathname}${new URL(page.url()).search}`
  if (here === '/m/home') await scrollToWinners(page, { includeHidden: true })
  const ready = readyOf(page, here)
  if (ready) await visible(ready)
}

/** Audits every path once (a redirect to a path already audited is not audited again). */
const auditRoutes = async (page: Page, who: string, seen: Set<string>, cut: string[]) => {
  const findings: Finding[] = []
  for (const path of allPaths) {
    if (who === 'guest' && guestRedirected.has(path)) continue
    const started = Date.now()
    await navigate(page, path)
    const navigated = Date.now()
    const landed = new URL(page.url())
    // A guard's redirect lands on a page of the table; its query (the return path) does not change it.
    const key = landed.pathname === path.split('?')[0] ? path : landed.pathname
    if (seen.has(key)) continue
    seen.add(key)
    findings.push(...(await runAxeInThemes(page, `${who} ${key}`)))
    cut.push(...(await cutPlaceholders(page)).map((placeholder) => `${who} ${key}: '${placeholder}'`))
    if (process.env.A11Y_TIMING) console.info(`${key}: navigate ${navigated - started} ms, axe ${Date.now() - navigated} ms`)
  }
  return findings
}

/** Asserts no serious or critical finding; the message lists every one. */
const expectClean = (findings: ReadonlyArray<Finding>) => {
  const bad = failing(findings)
  expect(bad, `axe found ${bad.length} serious/critical violation(s):\n${describeFindings(bad)}`).toEqual([])
}

const bootAs = async (who: 'guest' | 'member') => {
  const { page } = e2e
  await seedStorage(page, { theme: JSON.stringify('dark') })
  if (who === 'member') {
    // Member type 1 (an agent) so the agent area renders rather than redirecting home.
    await setScenario({ memberType: 1 })
    await e2e.gotoWithToken('/m/set')
    await visible(page.getByRole('button', { name: 'Sign out' }))
  } else {
    await e2e.goto('/m/set')
    await visible(page.getByRole('switch', { name: 'Light theme' }))
  }
  await settled(page)
}

/** The overlays: side menu, service popup, language sheet; for a member also the popup list after login. */
const auditOverlays = async (page: Page, who: string) => {
  const findings: Finding[] = []
  await navigate(page, '/m/home')
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK', exact: true }) })
  if (who === 'member') {
    await visible(popup)
    await settled(page)
    findings.push(...(await runAxeInThemes(page, `${who} /m/home after-login popup`)))
    await popup.getByRole('button', { name: 'OK', exact: true }).click()
    await gone(popup)
  }

  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  const menu = page.getByRole('dialog', { name: 'Account menu' })
  await visible(menu)
  await settled(page)
  findings.push(...(await runAxeInThemes(page, `${who} /m/home side menu`)))
  // The dimmed area left of the panel (the dialog's viewport, which has no role) closes it.
  await page.locator('.side-menu-mask').click({ position: { x: 20, y: 400 } })
  await gone(menu)

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Service', exact: true }).click()
  const service = page.getByRole('dialog')
  await visible(service)
  await settled(page)
  findings.push(...(await runAxeInThemes(page, `${who} /m/home service popup`)))
  await page.keyboard.press('Escape')
  await gone(service)

  await navigate(page, '/m/set')
  await page.getByRole('combobox', { name: 'Language' }).click()
  const sheet = page.getByRole('dialog', { name: 'Language' })
  await visible(sheet)
  await settled(page)
  findings.push(...(await runAxeInThemes(page, `${who} /m/set language select`)))
  await page.keyboard.press('Escape')
  await gone(sheet)
  return findings
}

describe('accessibility gate (axe-core, WCAG 2.2 AA)', () => {
  for (const who of ['guest', 'member'] as const) {
    it(`${who}, dark and light themes: every route and overlay has no serious or critical violation, and no field cuts off its placeholder`, async () => {
      const { page } = e2e
      await bootAs(who)
      const cut: string[] = []
      const findings = [...(await auditOverlays(page, who)), ...(await auditRoutes(page, who, new Set(), cut))]
      expectClean(findings)
      expect(cut).toEqual([])
    }, 240_000)
  }

  it('a panel whose code did not arrive: what it says instead, dark and light, has no serious or critical violation', async () => {
    const { page } = e2e
    const panelChunk = /\/assets\/side-menu-panel-[\w-]{8}\.js$/
    await page.route(panelChunk, (route) => route.abort('internetdisconnected'))
    await seedStorage(page, { theme: JSON.stringify('dark') })
    await e2e.goto('/m/home')
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
    await visible(page.getByRole('dialog', { name: 'Could not load this. Please try again.', exact: true }))
    await settled(page)
    expectClean(await runAxeInThemes(page, 'guest /m/home side menu, its code not arrived'))
  })
})

describe('zoom', () => {
  it('the viewport allows pinch zoom and every field computes at 16px or more', async () => {
    const { page } = e2e
    await e2e.goto('/m/register')
    await visible(page.getByRole('textbox', { name: 'Username', exact: true }))
    const viewport = await page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '')
    expect(viewport).toContain('width=device-width')
    expect(viewport).toContain('viewport-fit=cover')
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/)

    const small: string[] = []
    for (const path of ['/m/register', '/m/login', '/m/forget', '/m/gameList?gameType=RNG']) {
      await navigate(page, path)
      const fields = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
          .filter((field) => field.getClientRects().length > 0 && (field as HTMLInputElement).type !== 'hidden')
          .map((field) => ({
            name: field.getAttribute('name') ?? field.id ?? field.outerHTML.slice(0, 60),
            size: parseFloat(getComputedStyle(field).fontSize),
          })),
      )
      expect(fields.length, `fields on ${path}`).toBeGreaterThan(0)
      for (const field of fields) if (field.size < 16) small.push(`${path} ${field.name}: ${field.size}px`)
    }
    expect(small).toEqual([])
    // Double-tap zoom stays away from every control (touch-action is not inherited into the scrolling page).
    const loose = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="button"], [role="tab"], [role="switch"]')]
        .filter((element) => getComputedStyle(element).touchAction !== 'manipulation')
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(loose).toEqual([])
  })
})

/** The box of an element, in CSS px. */
type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

describe('visual defects at 390x844', () => {
  const logInMember = async () => {
    await setScenario({ memberType: 0 })
    await e2e.gotoWithToken('/m/home')
  }

  it('the after-login popup shows each title once; seven-figure wins fit; the 99+ badge leaves the inbox icon visible', async () => {
    const { page } = e2e
    await logInMember()
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK', exact: true }) })
    await visible(popup)
    const text = await popup.innerText()
    const headings = (await popup.getByRole('heading').allInnerTexts()).map((heading) => heading.trim()).filter(Boolean)
    expect(headings.length).toBeGreaterThan(0)
    for (const heading of headings) expect(text.split(heading).length - 1, `'${heading}' shown once in the popup`).toBe(1)
    await popup.getByRole('button', { name: 'OK', exact: true }).click()
    await gone(popup)

    // The badge sits on the icon's top-right corner; most of the icon stays uncovered.
    const inbox = page.getByRole('banner').getByRole('button', { name: 'Inbox', exact: true })
    const badge = inbox.getByRole('img', { name: '120 unread', exact: true })
    await visible(badge)
    expect((await badge.evaluate((element) => getComputedStyle(element, '::before').content)).replaceAll('"', '')).toBe('99+')
    const boxes = await inbox.evaluate((button) => {
      const box = (element: Element | null) => {
        const rect = element!.getBoundingClientRect()
        return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: rect.width, height: rect.height }
      }
      return { icon: box(button.querySelector('svg')), badge: box(button.querySelector('.ui-badge')) }
    })
    const iconArea = boxes.icon.width * boxes.icon.height
    expect(overlap(boxes.icon, boxes.badge) / iconArea, 'share of the inbox icon under the badge').toBeLessThan(0.2)
    expect(boxes.badge.left + boxes.badge.width / 2).toBeGreaterThan(boxes.icon.left + boxes.icon.width / 2)
    expect(boxes.badge.top + boxes.badge.height / 2).toBeLessThan(boxes.icon.top + boxes.icon.height / 2)
    expect(boxes.badge.right, 'the badge stays on screen').toBeLessThanOrEqual(390)

    // Every win amount is drawn whole inside its cell; the board holds seven-figure wins.
    const table = await scrollToWinners(page)
    const wins = await table.evaluate((element) =>
      [...element.querySelectorAll('[role="rowgroup"]:not([aria-hidden]) [role="cell"]:last-child')].map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        const text = range.getBoundingClientRect()
        const box = cell.getBoundingClientRect()
        const board = element.getBoundingClientRect()
        return {
          amount: cell.textContent ?? '',
          fits: text.left >= box.left - 0.5 && text.right <= box.right + 0.5 && text.right <= board.right,
        }
      }),
    )
    const sevenFigures = wins.filter((win) => /\d,\d{3},\d{3}\.\d{2}$/.test(win.amount))
    expect(sevenFigures.length, 'seven-figure wins on the board').toBeGreaterThan(0)
    expect(wins.filter((win) => !win.fits).map((win) => win.amount)).toEqual([])
  })

  it('the country-code select on the mobile field shows the whole code', async () => {
    const { page } = e2e
    await e2e.goto('/m/register')
    const code = page.getByRole('combobox', { name: 'Country code' }).first()
    await visible(code)
    const shown = await code.evaluate((element) => {
      const value = element.querySelector('.ui-select__value') as HTMLElement
      return { text: value.innerText.trim(), clipped: value.scrollWidth > value.clientWidth + 0.5 }
    })
    expect(shown.text).toMatch(/^\+\d+$/)
    expect(shown.clipped).toBe(false)
  })

  for (const themeName of ['dark', 'light'] as const) {
    it(`${themeName} theme: the light-theme switch looks clearly different on and off, and says which`, async () => {
      const { page } = e2e
      await seedStorage(page, { theme: JSON.stringify(themeName) })
      await e2e.goto('/m/set')
      const toggle = page.getByRole('switch', { name: 'Light theme' })
      await visible(toggle)
      const look = () =>
        toggle.evaluate((element) => {
          const track = element.querySelector('.theme-switch__track')!
          const knob = element.querySelector('.theme-switch__knob')!
          return {
            checked: element.getAttribute('aria-checked'),
            track: getComputedStyle(track).backgroundColor,
            knobX: knob.getBoundingClientRect().left - track.getBoundingClientRect().left,
            theme: document.documentElement.dataset.theme,
          }
        })
      const before = await look()
      expect(before.checked).toBe(themeName === 'light' ? 'true' : 'false')
      await toggle.click()
      const after = await waitFor(
        async () => {
          const now = await look()
          return now.checked !== before.checked && now.theme !== themeName && Math.abs(now.knobX - before.knobX) > 15 && now
        },
        { message: 'the switch to flip' },
      )
      expect(after.track).not.toBe(before.track)
      const on = before.checked === 'true' ? before : after
      const off = before.checked === 'true' ? after : before
      expect(on.knobX, 'the knob sits right when on').toBeGreaterThan(off.knobX + 15)
    })
  }
})
