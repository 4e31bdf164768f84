import type { ConsoleMessage, Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { holidayGame } from '../../fixtures/content'
import {
  baseUrl,
  closeHomePopups,
  gone,
  pathOf,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  expectNothingRan,
  unsafeInOperatorHtml,
} from './browser'

/**
 * Messages, SPEC §2, §4 and §6. Announcements (/m/notice) and the agents' (/m/member/notice?types=A):
 * the boards by type with unread counts, the detail with the sanitised body, a read shown at once
 * and sent once, a refused read taken back, and the badges elsewhere following along. The message
 * centre (/m/message): its rows, their capped counts, and who may open what.
 */
const e2e = useBrowser()

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Announcement types' })
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name: new RegExp(`^${name}`) })
const row = (page: Page, title: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${title}`) })
const unreadDot = (row: Locator) => row.getByRole('img', { name: 'Unread', exact: true })
const detail = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true })

/** The mark-read calls the page sends, by announcement. */
const recordMarkReads = (page: Page) => {
  const sent: string[] = []
  const onRequest = (request: Request) => {
    if (request.url().includes('MCSFE_markAnnouncementAsRead'))
      sent.push((request.postDataJSON() as { announcementId: string }).announcementId)
  }
  page.on('request', onRequest)
  return { sent, stop: () => page.off('request', onRequest) }
}

const openNotices = async (page: Page) => {
  await e2e.goto('/m/notice')
  await visible(tabs(page))
}

const closeDetail = async (page: Page, title: string) => {
  await detail(page, title).getByRole('button', { name: 'Close', exact: true }).click()
  await gone(detail(page, title))
}

describe('announcements', () => {
  it('member: the boards by type with unread counts; opening one shows its body, marks it read at once and sends the read once', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openNotices(page)
    // player01 has two player notices and one banner news unread, one promotion, no popup.
    await visible(tab(page, 'Notices'))
    expect(await tab(page, 'Notices').getAttribute('aria-selected')).toBe('true')
    await visible(tab(page, 'Notices').getByRole('img', { name: '3 unread' }))
    await visible(tab(page, 'Promotions').getByRole('img', { name: '1 unread' }))
    expect(await tab(page, 'Pop-ups').getByRole('img').count()).toBe(0)
    expect(await page.getByRole('main').getByRole('img', { name: 'Unread', exact: true }).count()).toBe(3)

    const marks = recordMarkReads(page)
    const target = row(page, 'Account security reminder')
    await visible(unreadDot(target))
    // A double tap opens it once and sends one read.
    await target.dblclick()
    const dialog = detail(page, 'Account security reminder')
    await visible(dialog)
    await visible(dialog.getByText('We never ask for your password.'))
    await waitFor(() => marks.sent.length === 1, { message: 'the read to be sent' })
    await closeDetail(page, 'Account security reminder')
    // (The list is behind the dialog while it is open: it is read once the dialog has gone.)
    expect(await unreadDot(target).count()).toBe(0)
    await visible(tab(page, 'Notices').getByRole('img', { name: '2 unread' }))
    // Opened again: already read, nothing more is sent.
    await target.click()
    await visible(detail(page, 'Account security reminder'))
    await closeDetail(page, 'Account security reminder')
    marks.stop()
    expect(marks.sent).toEqual(['ann-004'])

    // The platform has it: a fresh visit shows it read.
    await openNotices(page)
    await visible(tab(page, 'Notices').getByRole('img', { name: '2 unread' }))
    expect(await unreadDot(row(page, 'Account security reminder')).count()).toBe(0)

    // Other tabs show their own lists.
    await tab(page, 'Promotions').click()
    await visible(row(page, 'Slot turnover race'))
    await visible(unreadDot(row(page, 'Live casino rebate')))
    expect(await row(page, 'Weekly cashback').count()).toBe(0)
  })

  it('the board is asked again on every visit (notices posted meanwhile show), as the inbox is', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const boards: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/wps/relay/MCSFE_getListAnnouncements' && url.searchParams.get('types') === 'PL,B,PR,PU')
        boards.push(url.search)
      if (url.pathname === '/wps/relay/EMFE_getInbox') boards.push('inbox')
    })
    const mail = page.getByRole('main').getByRole('button', { name: /^A reward for you/ })
    for (const visit of [1, 2]) {
      await page.evaluate(() => history.pushState(null, '', '/m/notice'))
      await visible(tabs(page))
      // Left for good (out of the document, its exit's transition over): the next visit is a new one.
      await page.getByText('A reward for you').first().waitFor({ state: 'detached' })
      await waitFor(() => boards.filter((each) => each !== 'inbox').length === visit, { message: `the board asked on visit ${visit}` })
      await page.evaluate(() => history.pushState(null, '', '/m/webEmail'))
      await visible(mail)
      await page.getByRole('tablist', { name: 'Announcement types', includeHidden: true }).waitFor({ state: 'detached' })
      await waitFor(() => boards.filter((each) => each === 'inbox').length === visit, { message: `the inbox asked on visit ${visit}` })
    }
  })

  it('the service popup follows: its announcements dot goes once the last unread notice is read', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const serviceDot = async () => {
      await ui(page).menuItem('Service').tap()
      const service = page.getByRole('dialog', { name: 'Customer service' })
      await visible(service)
      const dots = await service.getByRole('img', { name: 'Unread announcements' }).count()
      await service.getByRole('button', { name: 'Close', exact: true }).click()
      await gone(service)
      return dots
    }
    expect(await serviceDot()).toBe(1)
    // The ticker leads to the notices.
    await page.getByRole('button', { name: /^Announcements/ }).click()
    await visible(tabs(page))
    const marks = recordMarkReads(page)
    for (const title of ['Account security reminder', 'Responsible gaming', 'Sabong nights']) {
      await row(page, title).click()
      await visible(detail(page, title))
      await closeDetail(page, title)
    }
    await waitFor(() => marks.sent.length === 3, { message: 'three reads to be sent' })
    marks.stop()
    await ui(page).back.click()
    await visible(ui(page).menuItem('Service'))
    await closeHomePopups(page)
    expect(await serviceDot()).toBe(0)
  })

  it('a read the platform refuses is taken back: the dot and the count return, and opening it again retries', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await setScenario({ failing: ['MCSFE_markAnnouncementAsRead'] })
    await openNotices(page)
    const target = row(page, 'Responsible gaming')
    const marks = recordMarkReads(page)
    await target.click()
    await visible(detail(page, 'Responsible gaming'))
    await waitFor(() => marks.sent.length === 1, { message: 'the read to be sent' })
    await closeDetail(page, 'Responsible gaming')
    await visible(unreadDot(target))
    await visible(tab(page, 'Notices').getByRole('img', { name: '3 unread' }))

    await setScenario({ failing: [] })
    await target.click()
    await visible(detail(page, 'Responsible gaming'))
    await waitFor(() => marks.sent.length === 2, { message: 'the read to be sent again' })
    await closeDetail(page, 'Responsible gaming')
    await visible(tab(page, 'Notices').getByRole('img', { name: '2 unread' }))
    expect(await unreadDot(target).count()).toBe(0)
    marks.stop()
  })

  it('guest: sees the notices, a read stays on this device and nothing is sent', async () => {
    const { page } = e2e
    const marks = recordMarkReads(page)
    await openNotices(page)
    // A guest has read nothing: every player notice and banner news is unread.
    await visible(tab(page, 'Notices').getByRole('img', { name: '8 unread' }))
    await row(page, 'Scheduled maintenance').click()
    await visible(detail(page, 'Scheduled maintenance'))
    await closeDetail(page, 'Scheduled maintenance')
    await visible(tab(page, 'Notices').getByRole('img', { name: '7 unread' }))
    marks.stop()
    expect(marks.sent).toEqual([])
  })

  it('agent: /m/member/notice?types=A lists the agent notices; a member there sees the player board', async () => {
    const { page } = e2e
    await e2e.openAs(41)
    await e2e.goto('/m/member/notice?types=A')
    await visible(row(page, 'Agent commission statement'))
    expect(await tabs(page).count()).toBe(0)
    // A notice page: no bottom menu (SPEC §2), as on /m/notice.
    expect(await ui(page).menu.count()).toBe(0)
    expect(await row(page, 'Scheduled maintenance').count()).toBe(0)
    // player01 read the first agent notice; the other two are unread.
    expect(await page.getByRole('main').getByRole('img', { name: 'Unread', exact: true }).count()).toBe(2)

    await e2e.openAs(0)
    await e2e.goto('/m/member/notice?types=A')
    await visible(tabs(page))
    expect(await row(page, 'Agent commission statement').count()).toBe(0)
  })

  it('hostile bodies are shown sanitised: nothing in them runs', async () => {
    const { page } = e2e
    await setScenario({ hostileHtml: true })
    await openNotices(page)
    for (const title of ['Scheduled maintenance', 'New GCash deposit channel', 'Withdrawal processing times']) {
      await row(page, title).click()
      const dialog = detail(page, title)
      await visible(dialog)
      const body = dialog.locator('.operator-html')
      expect(await body.locator(unsafeInOperatorHtml).count()).toBe(0)
      await closeDetail(page, title)
    }
    await expectNothingRan(page)
  })
})

describe('message centre', () => {
  const row = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}`) })
  const count = (page: Page, name: string, label: string) => row(page, name).getByRole('img', { name: label, exact: true })

  it('member: every row with its unread count (99+ above 99); a notice read there shows on its count at once', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/message')
    await visible(ui(page).heading('Messages'))
    const names = await page.getByRole('main').getByRole('listitem').allInnerTexts()
    expect(names.map((text) => text.replace(/[\d+›\s]+$/u, '').trim())).toEqual([
      'Telegram',
      'Announcements',
      'Inbox',
      'Live chat',
      'Affiliate customer service',
    ])
    await visible(count(page, 'Announcements', '3 unread'))
    await visible(count(page, 'Live chat', '2 unread'))
    const inbox = count(page, 'Inbox', '120 unread')
    await visible(inbox)
    expect(await inbox.innerText()).toBe('99+')

    await row(page, 'Announcements').click()
    await waitForPath(page, '/m/notice')
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Sabong nights/ })
      .click()
    await visible(detail(page, 'Sabong nights'))
    await closeDetail(page, 'Sabong nights')
    await page.goBack()
    await waitForPath(page, '/m/message')
    await visible(count(page, 'Announcements', '2 unread'))
  })

  it('Telegram and the affiliate customer service open their links in a new tab', async () => {
    const { page, context } = e2e
    const offsite = (url: URL) => !url.href.startsWith(baseUrl())
    await context.route(offsite, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }))
    await e2e.goto('/m/message')
    for (const [name, url] of [
      ['Telegram', 'https://t.example.test/support'],
      ['Affiliate customer service', 'https://t.example.test/affiliates'],
    ] as const) {
      const opened = context.waitForEvent('page')
      await row(page, name).click()
      const tab = await opened
      await waitFor(() => tab.url() === url, { message: `${name} to open ${url}` })
      await tab.close()
      expect(pathOf(page)).toBe('/m/message')
    }
    await context.unroute(offsite)
  })

  it('guest: inbox and live chat lead to login; a free trial is refused them for a second', async () => {
    const { page } = e2e
    await e2e.goto('/m/message')
    expect(await page.getByRole('main').getByRole('img').count()).toBe(0)
    await row(page, 'Inbox').click()
    await waitForPath(page, '/m/login')
    await e2e.goto('/m/message')
    await row(page, 'Live chat').click()
    await waitForPath(page, '/m/login')

    await e2e.openAs(4)
    await e2e.goto('/m/message')
    await row(page, 'Inbox').click()
    const refused = ui(page).toast('Please login an actual account to use this function')
    await visible(refused)
    expect(pathOf(page)).toBe('/m/message')
    await gone(refused)
    await row(page, 'Live chat').click()
    await visible(refused)
    expect(pathOf(page)).toBe('/m/message')
  })

  it("the bottom menu's Service has a dot while something is unread; its popup shows the inbox count, a guest has neither", async () => {
    const { page } = e2e
    const serviceDot = () => ui(page).menuItem('Service').getByRole('img', { name: 'Unread messages', exact: true })
    await e2e.goto('/m/activity')
    await visible(ui(page).menuItem('Service'))
    expect(await serviceDot().count()).toBe(0)

    await e2e.openAs(0)
    await e2e.goto('/m/activity')
    await visible(serviceDot())
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service.getByRole('button', { name: /^Messages/ }).getByRole('img', { name: '120 unread', exact: true }))
  })

  it("the side menu's Messages counts announcements and inbox together, follows a read at once, and opens the message centre", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const messages = async (count: number) => {
      await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
      const menu = page.getByRole('dialog', { name: 'Account menu', exact: true })
      const button = menu.getByRole('button', { name: 'Messages', exact: true })
      await visible(button.getByRole('img', { name: `${count} unread`, exact: true }))
      return button
    }
    await (await messages(123)).click()
    await waitForPath(page, '/m/message')
    await row(page, 'Announcements').click()
    await waitForPath(page, '/m/notice')
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Responsible gaming/ })
      .click()
    await visible(detail(page, 'Responsible gaming'))
    await closeDetail(page, 'Responsible gaming')
    // Back to the message centre, and its Back goes home: no reload, the read is this page's own.
    await ui(page).back.click()
    await waitForPath(page, '/m/message')
    await visible(count(page, 'Announcements', '2 unread'))
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
    await messages(122)
  })

  it('without CBS3 there is no live chat row', async () => {
    const { page } = e2e
    const { defaultScenario } = await import('../../harness/scenario')
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'CBS3') })
    await e2e.goto('/m/message')
    await visible(row(page, 'Inbox'))
    expect(await row(page, 'Live chat').count()).toBe(0)
  })
})

describe('deep links in operator messages (PLATFORM.md §7 codes)', () => {
  const openNotice = async (page: Page, tabName: string, title: string) => {
    await openNotices(page)
    await tab(page, tabName).click()
    await row(page, title).click()
    const dialog = detail(page, title)
    await visible(dialog)
    return dialog
  }

  it('PROMO opens the promotion in the app', async () => {
    const { page } = e2e
    const dialog = await openNotice(page, 'Promotions', 'Slot turnover race')
    await dialog.getByRole('link', { name: 'See the race', exact: true }).click()
    await waitForPath(page, '/m/activity', '?id=slot-race')
  })

  it('DEPOSIT follows the deposit rules: a member goes to deposit, a free trial is refused', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    let dialog = await openNotice(page, 'Notices', 'New GCash deposit channel')
    await dialog.getByRole('link', { name: 'Deposit now', exact: true }).click()
    await visible(ui(page).toast('Please login an actual account to use this function'))

    await e2e.openAs(0)
    dialog = await openNotice(page, 'Notices', 'New GCash deposit channel')
    await dialog.getByRole('link', { name: 'Deposit now', exact: true }).click()
    await waitForPath(page, '/m/voucherCenter')
  })

  it('GAME_LINKAGE closes the notice and launches the game, named by the link', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const dialog = await openNotice(page, 'Pop-ups', 'Holiday promotion')
    await dialog.getByRole('button', { name: holidayGame.gameName, exact: true }).click()
    const frame = page.getByRole('dialog', { name: holidayGame.gameName, exact: true })
    await visible(frame)
    // The notice closed (its closing fade may still be running as the game opens).
    await gone(detail(page, 'Holiday promotion'))
    expect(new URL((await frame.locator('iframe').getAttribute('src')) ?? '', 'http://app').searchParams.get('nodeId')).toBe(
      holidayGame.nodeId,
    )
  })

  it('a code the app does not know opens nothing and is logged', async () => {
    const { page } = e2e
    const warnings: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      if (message.text().includes('deep link not followed')) warnings.push(message.text())
    }
    page.on('console', onConsole)
    const dialog = await openNotice(page, 'Notices', 'Account security reminder')
    const link = dialog.getByRole('button', { name: 'Security Center', exact: true })
    await link.click()
    await link.press('Enter')
    await waitFor(() => warnings.filter((text) => text.includes('SECURITY_CENTER')).length === 2, { message: 'two warnings' })
    page.off('console', onConsole)
    expect(pathOf(page)).toBe('/m/notice')
    await visible(dialog)
  })
})

describe('the affiliate button (SPEC §2 Others, in home’s footer)', () => {
  const tapAffiliate = async (page: Page) => {
    // The footer sits 800 px higher while the lobby's skeleton stands: a tap as the games arrive
    // lands wherever the footer went. A player taps what has stopped moving; so does this test.
    await visible(page.getByRole('tablist', { name: 'Game categories', exact: true }))
    const button = page.getByRole('button', { name: 'Affiliate program', exact: true })
    await button.scrollIntoViewIfNeeded()
    await button.click()
  }

  it('a guest is sent to log in', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await tapAffiliate(page)
    await waitForPath(page, '/m/login')
  })

  it('a member goes to invite friends while REFERRAL is open', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await tapAffiliate(page)
    await waitForPath(page, '/m/inviteFriends')
  })

  it('an agent is shown the agent modal, which leads to the agent area', async () => {
    const { page } = e2e
    await e2e.openAs(41)
    await tapAffiliate(page)
    const modal = page.getByRole('dialog', { name: 'Invite as an agent', exact: true })
    await visible(modal)
    await modal.getByRole('button', { name: 'Go to agent area', exact: true }).click()
    await waitForPath(page, '/m/agent')
    await gone(modal)
  })
})
