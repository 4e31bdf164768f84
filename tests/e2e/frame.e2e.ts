import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { settled } from './axe'
import { closeHomePopups, pathOf, setScenario, ui, urlOf, useBrowser, visible, waitFor, waitForPath, type E2E } from './browser'

const e2e = useBrowser()

interface FrameCase {
  readonly path: string
  /** 'home' = the home header (logo, login/register), a string = titled header, null = no header. */
  readonly header: 'home' | string | null
  readonly back: boolean
  readonly menu: boolean
}

/**
 * SPEC §2 Page frame, route by route, as a guest. `back`: the Back control, in the header or, on
 * pages without one, over the page. (The lottery frame, a member's, has its own Close instead and
 * no header or menu: launch.e2e.)
 */
const cases: ReadonlyArray<FrameCase> = [
  { path: '/m/home', header: 'home', back: false, menu: true },
  { path: '/m/notice', header: 'Announcement', back: true, menu: false },
  { path: '/m/activity', header: 'Promotion', back: true, menu: true },
  { path: '/m/set', header: 'Personal settings', back: true, menu: true },
  { path: '/m/help', header: 'Help center', back: true, menu: false },
  { path: '/m/help?i=2', header: 'Help center', back: true, menu: false },
  { path: '/m/gameList', header: 'Game center', back: true, menu: false },
  { path: '/m/task', header: 'Task', back: true, menu: true },
  { path: '/m/trial', header: 'Free trial', back: true, menu: true },
  { path: '/m/forget', header: null, back: true, menu: false },
  { path: '/m/login', header: null, back: true, menu: false },
  { path: '/m/register', header: null, back: true, menu: false },
  { path: '/m/register.html', header: null, back: true, menu: false },
  { path: '/m/message', header: null, back: true, menu: true },
  { path: '/m/app', header: null, back: true, menu: false },
  { path: '/m/startLottery', header: 'Lottery', back: true, menu: true },
]

/**
 * What the page draws under the Back control laid over it: text, pictures and controls, each
 * named. The control floats over the page, so a page without the header must keep clear of it.
 */
const drawnUnder = (back: Locator) =>
  back.evaluate((control) => {
    const box = control.getBoundingClientRect()
    const meets = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
    const main = document.querySelector('main')!
    const found: string[] = []
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim()
      if (!text || getComputedStyle(node.parentElement!).visibility === 'hidden') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(meets)) found.push(`text "${text.slice(0, 40)}"`)
    }
    for (const element of main.querySelectorAll('img, svg, video, canvas, iframe, input, select, textarea, button, a')) {
      if (getComputedStyle(element).visibility === 'hidden' || !meets(element.getBoundingClientRect())) continue
      found.push(`<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}>`)
    }
    return found
  })

/** The frame has rendered once its page area (role main) is in the document. */
const frameReady = (page: E2E['page']) => waitFor(async () => (await ui(page).frameBody.count()) > 0, { message: 'the frame to render' })

describe('page frame', () => {
  it.each(cases)('$path: header $header, back $back, bottom menu $menu', async ({ path, header, back, menu }) => {
    const { page } = e2e
    await e2e.goto(path)
    await frameReady(page)
    const view = ui(page)
    expect(pathOf(page)).toBe(new URL(path, 'http://x').pathname)

    if (header === null) {
      expect(await view.header.count()).toBe(0)
    } else if (header === 'home') {
      await visible(view.header.getByRole('link', { name: 'Login', exact: true }))
      expect(await view.title.count()).toBe(0)
    } else {
      await visible(view.titled(header))
      // A titled header has no login/register buttons.
      expect(await view.header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0)
    }

    if (back) await visible(view.back)
    else expect(await view.back.count()).toBe(0)

    if (menu) await visible(view.menu)
    else expect(await view.menu.count()).toBe(0)
  })

  it('guards: a guest opening a member page goes to login with a way back, change password goes home, agent pages go home', async () => {
    const { page } = e2e
    await e2e.goto('/m/member/home')
    await waitForPath(page, '/m/login', `?redirect=${encodeURIComponent('/m/member/home')}`)

    await e2e.goto('/m/changePsw')
    await waitForPath(page, '/m/home')

    await e2e.goto('/m/agent')
    await waitForPath(page, '/m/home')
  })

  it('back from /m/activity goes straight home, whatever came before', async () => {
    const { page } = e2e
    await e2e.goto('/m/set')
    const view = ui(page)
    await visible(view.menu)
    await view.menuItem('Promotion').click()
    await waitForPath(page, '/m/activity')
    await visible(view.titled('Promotion'))

    await view.back.click()
    await waitForPath(page, '/m/home')
    await visible(view.header.getByRole('link', { name: 'Login', exact: true }))
  })

  it('back from /m/notice goes one step back in history', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await view.menuItem('Promotion').click()
    await waitForPath(page, '/m/activity')

    await view.menuItem('Service').click()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service)
    await service.getByRole('button', { name: 'Announcements' }).click()
    await waitForPath(page, '/m/notice')
    await visible(view.titled('Announcement'))

    // One step back: the promotion page we came from, not home.
    await view.back.click()
    await waitForPath(page, '/m/activity')
    await visible(view.menu)

    // And from home, one step back returns home.
    await view.menuItem('Home').click()
    await waitForPath(page, '/m/home')
    await view.menuItem('Service').click()
    await visible(service)
    await service.getByRole('button', { name: 'Announcements' }).click()
    await waitForPath(page, '/m/notice')
    await view.back.click()
    await waitForPath(page, '/m/home')
  })

  it('back on a page opened in a fresh tab, with no step to go back to, goes home', async () => {
    const { page, context } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    // A tab whose first and only history entry is /m/notice (as when a link opens a new tab).
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url, '_blank'), urlOf('/m/notice')),
    ])
    const errors: Error[] = []
    tab.on('pageerror', (error) => errors.push(error))
    const view = ui(tab)
    await visible(view.back)
    expect(await tab.evaluate(() => history.length)).toBe(1)
    await view.back.click()
    await waitForPath(tab, '/m/home')
    await visible(view.menu)
    await tab.close()
    expect(errors).toEqual([])
  })

  it('a route change fades: the leaving page stays in the document, inert and hidden from screen readers, while the new one comes in', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.menu)
    await frameReady(page)
    // The fade's code (framer-motion) comes after the player's first interaction, and pages
    // cross-fade from the navigation after it arrived (that one only fades in: docs/architecture.md).
    const fadeArrived = page.waitForResponse((response) => /\/assets\/page-transition-[\w-]+\.js$/.test(response.url()))
    await page.mouse.wheel(0, 1)
    await fadeArrived
    // Hop until a page comes in wrapped in the fade: the file's arrival is not yet the code's (its
    // framer-motion chunk follows it). A hop ends when its page is drawn, not when the address
    // changes: navigation renders as a transition, and a hop back before the last one was drawn
    // changes nothing on screen (a CI run measured such a hop).
    const fading = () => view.frameBody.evaluate((main) => main.firstElementChild?.classList.contains('page-fade') === true)
    const hop = async (item: string, path: string, drawn: Locator) => {
      await view.menuItem(item).click()
      await waitForPath(page, path)
      await visible(drawn)
      await waitFor(() => view.frameBody.evaluate((main) => main.children.length === 1), { message: 'one page on screen' })
    }
    const homeDrawn = view.header.getByRole('link', { name: 'Login', exact: true })
    const promotionsDrawn = view.title.filter({ hasText: 'Promotion' })
    // Each round leaves the player on the promotions page, ready for the measured hop home.
    await waitFor(
      async () => {
        if (new URL(page.url()).pathname === '/m/activity') await hop('Home', '/m/home', homeDrawn)
        await hop('Promotion', '/m/activity', promotionsDrawn)
        return fading()
      },
      { message: 'a page to come in wrapped in the fade' },
    )
    // Count the pages inside the frame's main area as the route changes, and which of them
    // are out of reach (inert and aria-hidden) while both are there.
    await view.frameBody.evaluate((main) => {
      const record = { max: main.children.length, outOfReach: [] as number[] }
      ;(window as unknown as { __pages: typeof record }).__pages = record
      new MutationObserver(() => {
        record.max = Math.max(record.max, main.children.length)
        if (main.children.length === 2) {
          const pages = [...main.children]
          record.outOfReach.push(pages.filter((page) => page.hasAttribute('inert') && page.getAttribute('aria-hidden') === 'true').length)
        }
      }).observe(main, { childList: true, subtree: true, attributeFilter: ['inert'] })
    })
    await view.menuItem('Home').click()
    await waitForPath(page, '/m/home')
    await visible(homeDrawn)
    await waitFor(() => view.frameBody.evaluate((main) => main.children.length === 1), {
      message: 'the leaving page to be removed after the fade',
    })
    const pages = await page.evaluate(() => (window as unknown as { __pages: { max: number; outOfReach: number[] } }).__pages)
    expect(pages.max).toBe(2)
    // While both are on screen exactly one, the leaving one, is out of reach.
    expect(pages.outOfReach.length).toBeGreaterThan(0)
    expect(pages.outOfReach.every((count) => count === 1)).toBe(true)
  })

  it("a tap that opens another page leaves the page as it is until the tap's event is over, so the phone draws the tap's frame first", async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await closeHomePopups(page)
    const view = ui(page)
    const help = view.frameBody
      .getByRole('navigation', { name: 'Help', exact: true })
      .getByRole('link', { name: 'How to deposit', exact: true })
    await visible(help)
    // Last of the tap's listeners (the app's listen on its root, below the window), after the
    // microtasks the app's own queued: what the frame would show if the browser drew it now.
    await page.evaluate(() =>
      addEventListener('click', () => {
        const main = document.querySelector('main')!
        ;(window as unknown as { __atTapEnd: unknown }).__atTapEnd = {
          pages: main.children.length,
          home: main.querySelector('.home-footer') !== null,
        }
      }),
    )
    await help.tap()
    await visible(view.frameBody.getByRole('article', { name: 'How to deposit', exact: true }))
    expect(await page.evaluate(() => (window as unknown as { __atTapEnd: unknown }).__atTapEnd)).toEqual({ pages: 1, home: true })
  })

  it.each([
    { path: '/m/login', as: 'guest' },
    { path: '/m/register', as: 'guest' },
    { path: '/m/forget', as: 'guest' },
    { path: '/m/message', as: 'guest' },
    { path: '/m/app', as: 'guest' },
    { path: '/m/member/home', as: 'agent' },
    { path: '/m/agent', as: 'agent' },
    { path: '/m/agent/team/overview', as: 'agent' },
    { path: '/m/agent/team/pnl', as: 'agent' },
    { path: '/m/agent/team/member', as: 'agent' },
  ])('$path ($as): the Back laid over the page covers nothing the page draws', async ({ path, as }) => {
    const { page } = e2e
    if (as === 'agent') {
      await setScenario({ memberType: 1 })
      await e2e.gotoWithToken(path)
    } else {
      await e2e.goto(path)
    }
    await frameReady(page)
    await settled(page)
    // The login and register banners are the pictures nearest to it; wait until they are drawn.
    if (path === '/m/login' || path === '/m/register') await visible(ui(page).frameBody.getByRole('img').first())
    expect(await drawnUnder(ui(page).back)).toEqual([])
  })

  it("on a phone with a notch, a page without a header names itself level with its Back, and a header's page begins right under it", async () => {
    const { page } = e2e
    await setScenario({ memberType: 1 })
    await e2e.gotoWithToken('/m/set')
    await visible(ui(page).frameBody)
    // What env(safe-area-inset-top) gives an installed app on a notched iPhone (theme.css --safe-top).
    await page.evaluate(() => document.documentElement.style.setProperty('--safe-top', '47px'))
    const middle = async (locator: Locator) => {
      const box = (await locator.boundingBox())!
      return Math.round(box.y + box.height / 2)
    }
    const plain = [
      '/m/member/home',
      '/m/agent',
      '/m/agent/team/overview',
      '/m/agent/team/pnl',
      '/m/agent/team/member',
      '/m/message',
      '/m/app',
    ]
    for (const path of plain) {
      await page.evaluate((to) => history.pushState(null, '', to), path)
      await settled(page)
      const title = ui(page).frameBody.getByRole('heading', { level: 1 })
      expect(await middle(title), path).toBe(await middle(ui(page).back))
      expect(await middle(ui(page).back), path).toBe(47 + 28)
    }

    // Under a header, the notch moves the page down by its own height and no more.
    await page.evaluate(() => history.pushState(null, '', '/m/myAccount/index'))
    await settled(page)
    const underHeader = async () => {
      const header = (await ui(page).header.boundingBox())!
      const first = (await ui(page).frameBody.getByRole('button', { name: 'Change avatar', exact: true }).boundingBox())!
      return { header: header.y, gap: first.y - (header.y + header.height) }
    }
    const notched = await underHeader()
    await page.evaluate(() => document.documentElement.style.setProperty('--safe-top', '0px'))
    const flat = await underHeader()
    expect(notched).toEqual({ header: flat.header + 47, gap: flat.gap })
  })

  it('on a phone with a home indicator, home ends at the menu, which alone keeps clear of it', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await closeHomePopups(page)
    const roomUnderLastLine = async (indicator: string) => {
      await page.evaluate((value) => document.documentElement.style.setProperty('--safe-bottom', value), indicator)
      // Scrolled to the end twice: the footer lays itself out only as it nears the screen.
      const toEnd = () =>
        ui(page)
          .frameBody.locator('footer')
          .evaluate((footer) => {
            let scroller = footer.parentElement!
            while (!/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement!
            scroller.scrollTo(0, scroller.scrollHeight)
            return Math.round(scroller.getBoundingClientRect().bottom - footer.lastElementChild!.getBoundingClientRect().bottom)
          })
      await toEnd()
      await settled(page)
      return toEnd()
    }
    const flat = await roomUnderLastLine('0px')
    expect(await roomUnderLastLine('34px')).toBe(flat)
  })
})
