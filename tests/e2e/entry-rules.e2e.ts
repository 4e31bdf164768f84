import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { gone, pathOf, recordToast, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Issue 8 §5, as a user meets it: the deposit and inbox/chat refusals from every way in, the
 * app-download popup, a way back on every page without the header, and the header's scroll
 * threshold in the SPEC's units.
 */
const e2e = useBrowser()

const freeReject = 'Please login an actual account to use this function'
const androidUserAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'Account menu', exact: true })
const openSideMenu = async (page: Page) => {
  await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
  await visible(sideMenu(page).getByRole('button', { name: 'Task', exact: true }))
  return sideMenu(page)
}
const downloadPopup = (page: Page) => page.getByRole('dialog', { name: 'Download the app', exact: true })

describe('deposit guard (SPEC §5, §8): types other than 0, 1, 2 never reach /m/voucherCenter', () => {
  it('trial (type 4): the side menu Deposit stays and says free_reject', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const menu = await openSideMenu(page)
    await menu.getByRole('button', { name: 'Deposit', exact: true }).click()
    await visible(ui(page).toast(freeReject))
    expect(pathOf(page)).toBe('/m/home')
  })

  it('trial (type 4): a typed /m/voucherCenter lands on home with free_reject, which goes after 2 s', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const notice = await recordToast(page, freeReject)
    await e2e.goto('/m/voucherCenter')
    await waitForPath(page, '/m/home')
    // Shown for 2 s on the page's clock (a loaded machine may fire its timer a little late).
    const shown = await notice.times()
    expect(shown.gone - shown.shown).toBeGreaterThanOrEqual(2000)
    expect(shown.gone - shown.shown).toBeLessThan(3500)
    expect(await page.getByRole('heading', { name: 'Deposit', exact: true }).count()).toBe(0)
  })

  it('member (type 0): a typed /m/voucherCenter opens deposit', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/voucherCenter')
    await visible(ui(page).titled('Deposit'))
    expect(pathOf(page)).toBe('/m/voucherCenter')
    expect(await ui(page).toast(freeReject).count()).toBe(0)
  })
})

describe('inbox and chat (SPEC §2 message centre, §6): trial users are refused', () => {
  it('trial (type 4): the header inbox icon says free_reject and stays', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    await ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).click()
    await visible(ui(page).toast(freeReject))
    expect(pathOf(page)).toBe('/m/home')
  })

  it('trial (type 4): Messages in the service popup says free_reject and stays', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    await ui(page).menuItem('Service').click()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service)
    await service.getByRole('button', { name: 'Messages', exact: true }).click()
    await visible(ui(page).toast(freeReject))
    expect(pathOf(page)).toBe('/m/home')
  })

  it('trial (type 4): a typed /m/webEmail lands on home with the notice, gone after 1 s', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const notice = await recordToast(page, freeReject)
    await e2e.goto('/m/webEmail')
    await waitForPath(page, '/m/home')
    // Shown for 1 s on the page's clock (a loaded machine may fire its timer a little late).
    const shown = await notice.times()
    expect(shown.gone - shown.shown).toBeGreaterThanOrEqual(1000)
    expect(shown.gone - shown.shown).toBeLessThan(2500)
  })

  it('member (type 0): the header inbox icon opens /m/webEmail', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).click()
    await waitForPath(page, '/m/webEmail')
    await visible(ui(page).titled('Inbox'))
  })

  it('guest: a typed /m/webEmail goes to login and comes back after it', async () => {
    const { page } = e2e
    await e2e.goto('/m/webEmail')
    await waitForPath(page, '/m/login', `?redirect=${encodeURIComponent('/m/webEmail')}`)
  })
})

describe('app download (SPEC §2: download opens the app-download popup)', () => {
  it('the side menu App download opens the popup with both links and the Android and iPhone guides; no navigation', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    const menu = await openSideMenu(page)
    await menu.getByRole('button', { name: 'App download', exact: true }).click()
    const popup = downloadPopup(page)
    await visible(popup)
    await gone(sideMenu(page))
    expect(pathOf(page)).toBe('/m/home')
    expect(await popup.getByRole('link', { name: 'Download for Android', exact: true }).getAttribute('href')).toBe(
      'https://apps.example.test/android.apk',
    )
    expect(await popup.getByRole('link', { name: 'Download for iPhone', exact: true }).getAttribute('href')).toBe(
      'https://apps.example.test/ios',
    )
    await visible(popup.getByRole('heading', { name: 'Install on Android', exact: true }))
    await visible(popup.getByText('Open this site in Chrome.'))
    await visible(popup.getByRole('heading', { name: 'Install on iPhone', exact: true }))
    await visible(popup.getByText('Requires iOS 12.4 or later.'))
    // No profile configured in the default scenario.
    expect(await popup.getByRole('link', { name: 'Install the iPhone profile' }).count()).toBe(0)
    await popup.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(popup)
  })

  it('the header download icon (Android phone, home) opens the same popup, with the profile link when one is set', async () => {
    const { page } = e2e
    await setScenario({
      links: {
        ...defaultScenario.links,
        task: '',
        line: '',
        telegram: '',
        affiliateService: '',
        mobileconfig: 'https://apps.example.test/app.mobileconfig',
      },
    })
    await page.addInitScript((agent) => Object.defineProperty(navigator, 'userAgent', { get: () => agent }), androidUserAgent)
    await e2e.goto('/m/home')
    const icon = ui(page).header.getByRole('button', { name: 'Download the app', exact: true })
    await visible(icon)
    await icon.click()
    const popup = downloadPopup(page)
    await visible(popup)
    expect(pathOf(page)).toBe('/m/home')
    expect(await popup.getByRole('link', { name: 'Install the iPhone profile', exact: true }).getAttribute('href')).toBe(
      'https://apps.example.test/app.mobileconfig',
    )
  })

  it('/m/app itself shows the same guides under its title, with a way back', async () => {
    const { page } = e2e
    await e2e.goto('/m/app')
    await visible(ui(page).heading('App download'))
    await visible(page.getByRole('main').getByRole('link', { name: 'Download for Android', exact: true }))
    await visible(ui(page).back)
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
  })

  it("the operator's /m/appDownload is the same page, at that address (PLATFORM.md §12)", async () => {
    const { page } = e2e
    await e2e.goto('/m/appDownload')
    await visible(ui(page).heading('App download'))
    await visible(page.getByRole('main').getByRole('link', { name: 'Download for Android', exact: true }))
    expect(pathOf(page)).toBe('/m/appDownload')
  })
})

describe('installing the web app (issue 14)', () => {
  /** Chromium's install offer, made as the browser makes it; the page's answer is read back from `__prompted`. */
  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
    page.evaluate((answer) => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        made: 'by the test',
        prompt: async () => {
          ;(window as unknown as { __prompted: number }).__prompted = ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1
        },
        userChoice: Promise.resolve({ outcome: answer }),
      })
      dispatchEvent(event)
    }, outcome)

  /** Headless Chromium finds the app installable and makes its own offer: only the test's reach the page. */
  const holdBrowserOffers = (page: Page) =>
    page.addInitScript(() =>
      addEventListener('beforeinstallprompt', (event) => {
        if (!('made' in event)) event.stopImmediatePropagation()
      }),
    )

  it('where the browser offers it, /m/app has a real Install button that prompts once and then goes', async () => {
    const { page } = e2e
    await holdBrowserOffers(page)
    await e2e.goto('/m/app')
    await visible(ui(page).heading('App download'))
    const install = page.getByRole('main').getByRole('button', { name: 'Install the app', exact: true })
    expect(await install.count()).toBe(0)
    await offerInstall(page, 'accepted')
    await visible(install)
    await install.click()
    await gone(install)
    expect(await page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1)
  })

  it('the download popup offers it too', async () => {
    const { page } = e2e
    await holdBrowserOffers(page)
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    await offerInstall(page, 'dismissed')
    const menu = await openSideMenu(page)
    await menu.getByRole('button', { name: 'App download', exact: true }).click()
    await visible(downloadPopup(page).getByRole('button', { name: 'Install the app', exact: true }))
  })

  it('inside the installed web app /m/app offers nothing to download', async () => {
    const { page } = e2e
    // As iOS marks a home-screen web app.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }))
    await e2e.goto('/m/app')
    await visible(page.getByRole('main').getByText('You are already using the app on this device.'))
    expect(await page.getByRole('main').getByRole('link').count()).toBe(0)
  })
})

describe('a way back on every page without the header (SPEC §2)', () => {
  it.each(['/m/login', '/m/register', '/m/forget'])('%s: Back goes straight home, whatever came before', async (path) => {
    const { page } = e2e
    await e2e.goto('/m/set')
    await visible(ui(page).title)
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await waitForPath(page, path)
    // The page comes a moment after the address (a route change is a transition): /m/set's header
    // and its Back stand until then.
    await gone(ui(page).header)
    await visible(ui(page).back)
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
  })

  it('/m/message shows its title, and its Back goes home (SPEC §2), not one step back', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    await ui(page).menuItem('Promotion').click()
    await waitForPath(page, '/m/activity')
    await page.evaluate(() => {
      history.pushState(null, '', '/m/message')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await visible(ui(page).heading('Messages'))
    await visible(page.getByRole('button', { name: 'Announcements', exact: true }))
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
  })

  it('agent (type 1): /m/agent and /m/agent/team/overview show their titles and Back, never an empty screen', async () => {
    const { page } = e2e
    await e2e.openAs(1)
    await e2e.goto('/m/agent')
    await visible(ui(page).heading('Agent'))
    await visible(ui(page).back)
    await e2e.goto('/m/agent/team/overview')
    await visible(ui(page).heading('Team overview'))
    // A fresh load has no earlier page of ours: Back goes home.
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
  })

  it('member (type 0): /m/member/home shows its title and Back', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Member').click()
    await waitForPath(page, '/m/member/home')
    await visible(ui(page).heading('Member centre'))
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
  })
})

describe('home header scroll threshold (SPEC §2, §9: 0.5 units = 50 design px = 52 CSS px at 390)', () => {
  const scrollTo = (page: Page, top: number) =>
    page
      .locator('.page')
      .first()
      .evaluate((element, y) => {
        element.scrollTop = y
      }, top)
  const scrolled = (page: Page) => ui(page).header.evaluate((header) => header.classList.contains('is-scrolled'))

  it('40 px keeps the resting header; 60 px changes its style; back to the top restores it', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    await waitFor(
      async () =>
        (await page
          .locator('.page')
          .first()
          .evaluate((element) => element.scrollHeight - element.clientHeight)) > 100,
      {
        message: 'home to be taller than the screen',
      },
    )
    const resting = await ui(page).header.evaluate((header) => getComputedStyle(header).backgroundColor)
    await scrollTo(page, 40)
    await waitFor(
      () =>
        page
          .locator('.page')
          .first()
          .evaluate((element) => element.scrollTop === 40),
      { message: 'scrolled 40 px' },
    )
    // Give the scroll event its frame, then check nothing changed.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await scrolled(page)).toBe(false)
    await scrollTo(page, 60)
    await waitFor(() => scrolled(page), { message: 'the header to change style past 52 px' })
    await waitFor(async () => (await ui(page).header.evaluate((header) => getComputedStyle(header).backgroundColor)) !== resting, {
      message: 'the scrolled header background',
    })
    await scrollTo(page, 0)
    await waitFor(async () => !(await scrolled(page)), { message: 'the resting header at the top' })
  })
})

describe('press timings (SPEC §9): delays before the pressed state shows and clears; long press 370 ms', () => {
  /** Holds a finger on the element's centre until `release` is called (CDP touch events, as a phone sends them). */
  const touchDown = async (page: Page, locator: ReturnType<Page['locator']>) => {
    const box = await locator.boundingBox()
    if (!box) throw new Error('nothing to touch')
    const cdp = await page.context().newCDPSession(page)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    return async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    }
  }

  it('a bottom-menu item looks pressed no sooner than 130 ms after the touch and stops no sooner than 100 ms after release', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const item = ui(page).menuItem('Promotion')
    await visible(item)
    // Timestamps in the page: finger down/up and the moments the pressed state came and went. The
    // finger is timed on the window's capture, before the app's own listener on the document: timed
    // on the item, it came after whatever ran between the two (CI once saw 95.6 ms, not 100).
    await item.evaluate((element) => {
      const times: Record<string, number> = {}
      ;(window as unknown as { __press: typeof times }).__press = times
      const on = (type: 'pointerdown' | 'pointerup', key: 'down' | 'up') =>
        window.addEventListener(type, (event) => element.contains(event.target as Node) && (times[key] = performance.now()), true)
      on('pointerdown', 'down')
      on('pointerup', 'up')
      new MutationObserver(() => {
        const now = performance.now()
        if (element.hasAttribute('data-pressed')) times.on ??= now
        else if (times.on !== undefined) times.off ??= now
      }).observe(element, { attributes: true, attributeFilter: ['data-pressed'] })
    })
    const release = await touchDown(page, item)
    await waitFor(() => item.evaluate((element) => element.hasAttribute('data-pressed')), { message: 'the pressed state' })
    await release()
    await waitFor(async () => !(await item.evaluate((element) => element.hasAttribute('data-pressed'))), {
      message: 'the pressed state to clear',
    })
    const times = await page.evaluate(() => (window as unknown as { __press: Record<string, number> }).__press)
    expect(times.on! - times.down!).toBeGreaterThanOrEqual(129)
    expect(times.off! - times.up!).toBeGreaterThanOrEqual(99)
  })

  it('member: a long press on a game tile toggles its favourite instead of launching it', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const star = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Favourite: / })
      .nth(1)
    await visible(star)
    const before = await star.getAttribute('aria-pressed')
    // The tile's launch button sits beside its star in the same tile.
    const tile = star.locator('xpath=..').locator('.game-tile__launch')
    const release = await touchDown(page, tile)
    await visible(ui(page).toast('Changes saved'))
    await release()
    await waitFor(async () => (await star.getAttribute('aria-pressed')) !== before, { message: 'the star to flip' })
    expect(pathOf(page)).toBe('/m/home')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})
