import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { closeHomePopups, logIn, scrollToWinners, setScenario, ui, urlOf, useBrowser, visible, gone, waitFor } from './browser'

const e2e = useBrowser()

const announcementCall = '/wps/relay/MCSFE_getListAnnouncements'

/** Every API call (/wps/) the page makes from now on, as method, path and query; and when the last one began or ended. */
const recordCalls = (page: Page) => {
  const calls: string[] = []
  let lastActivity = Date.now()
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/wps/')
  page.on('request', (request) => {
    if (!isApi(request)) return
    const url = new URL(request.url())
    calls.push(`${request.method()} ${url.pathname}${url.search}`)
    lastActivity = Date.now()
  })
  const settled = (request: Request) => void (isApi(request) && (lastActivity = Date.now()))
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return {
    calls,
    named: (path: string) => calls.filter((call) => call.split(' ')[1]!.split('?')[0] === path),
    /** Waits until no API call has begun or ended for 2 s. */
    quiet: () => waitFor(() => Date.now() - lastActivity > 2_000, { timeout: 20_000, message: 'the network to go quiet' }),
  }
}

/** The first home view, down to the winner board (behind the popup list, which is closed as a user would). */
const firstHomeView = async (page: Page) => {
  await scrollToWinners(page, { includeHidden: true })
  await closeHomePopups(page)
}

const repeated = (calls: ReadonlyArray<string>) => calls.filter((call, index) => calls.indexOf(call) !== index)

/** The player's B, PL and PU notices read on the platform, as another device would; the H one stays unread. */
const readNoticesElsewhere = async (token: string) => {
  const headers = { Authorization: token, Merchant: 'wps', 'content-type': 'application/json' }
  const list = (await (
    await fetch(urlOf(`${announcementCall}?types=B,PL,PU&platform=M&merchantCode=wps&execution=B`), { headers })
  ).json()) as {
    value: Record<'banners' | 'player' | 'popup', Array<{ announcementId: string; read: boolean }>>
  }
  const unread = [...list.value.banners, ...list.value.player, ...list.value.popup].filter((entry) => !entry.read)
  expect(unread.length).toBeGreaterThan(0)
  for (const { announcementId } of unread) {
    const body = JSON.stringify({ announcementId, read: true })
    const answer = await fetch(urlOf('/wps/relay/MCSFE_markAnnouncementAsRead'), { method: 'POST', headers, body })
    expect(answer.ok).toBe(true)
  }
  const all = (await (
    await fetch(urlOf(`${announcementCall}?types=B,PL,PU,H&platform=M&merchantCode=wps&execution=B`), { headers })
  ).json()) as {
    value: { unread: { announcement: number } }
  }
  return all.value.unread?.announcement
}

describe('the first home view (issue 10: fewer calls)', () => {
  it("a member's first home view makes at most 12 API calls, none twice, the announcements once", async () => {
    const { page } = e2e
    const record = recordCalls(page)
    await e2e.gotoWithToken('/m/home')
    await firstHomeView(page)
    await record.quiet()
    const list = record.calls.join('\n')
    expect(record.named(announcementCall), list).toHaveLength(1)
    expect(record.named(announcementCall)[0], list).toContain('types=B%2CPL%2CPU%2CH')
    expect(repeated(record.calls), list).toEqual([])
    expect(record.calls.length, list).toBeLessThanOrEqual(12)
    // The badges were served by that one answer.
    await visible(ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).getByRole('img', { name: '120 unread', exact: true }))
  })

  it("with the platform's answer, which has no unread counts, the inbox badge comes from the count's own call, asked once", async () => {
    const { page } = e2e
    await setScenario({ unreadInAnnouncements: false })
    const record = recordCalls(page)
    await e2e.gotoWithToken('/m/home')
    await firstHomeView(page)
    await visible(ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).getByRole('img', { name: '120 unread', exact: true }))
    await record.quiet()
    const list = record.calls.join('\n')
    expect(record.named('/wps/relay/EMFE_getInboxUnreadCount'), list).toHaveLength(1)
    expect(record.named(announcementCall), list).toHaveLength(1)
    expect(repeated(record.calls), list).toEqual([])

    // Back in the foreground the counts are asked again: the count once, with the new answer (SPEC
    // §7: one per 250 ms), not also as the refresh starts.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => record.named(announcementCall).length === 2, { message: 'the announcements asked again' })
    await record.quiet()
    const again = record.calls.join('\n')
    expect(record.named('/wps/relay/EMFE_getInboxUnreadCount'), again).toHaveLength(2)
    expect(record.named(announcementCall), again).toHaveLength(2)
  })

  it('logging in through the form: home asks for the announcements once and repeats no call', async () => {
    const { page } = e2e
    await page.goto(urlOf('/m/login'))
    await visible(page.getByLabel('Username', { exact: true }))
    const record = recordCalls(page)
    await logIn(page, { from: '' })
    await firstHomeView(page)
    await record.quiet()
    const list = record.calls.join('\n')
    expect(record.named(announcementCall), list).toHaveLength(1)
    // The status read when the login page opened is not asked again at sign-in.
    expect(record.named('/wps/system/status'), list).toHaveLength(0)
    expect(repeated(record.calls), list).toEqual([])
  })

  it('back on home, member info is renewed once (SPEC §2 Home page "on mount"); the first view made no call of its own for it', async () => {
    const { page } = e2e
    const record = recordCalls(page)
    await e2e.gotoWithToken('/m/home')
    await firstHomeView(page)
    await record.quiet()
    expect(record.named('/wps/member/info'), record.calls.join('\n')).toHaveLength(1)
    await ui(page).menuItem('Promotion').click()
    await visible(ui(page).titled('Promotion'))
    await ui(page).menuItem('Home').click()
    await waitFor(() => record.named('/wps/member/info').length === 2, { message: 'member info renewed on the way back home' })
    await record.quiet()
    expect(record.named('/wps/member/info'), record.calls.join('\n')).toHaveLength(2)
  })

  it('another page shows the unread dot from the same answer when home was never visited', async () => {
    const { page } = e2e
    const record = recordCalls(page)
    await e2e.gotoWithToken('/m/activity')
    await visible(ui(page).menu)
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    await visible(service.getByRole('img', { name: 'Unread announcements' }))
    expect(record.named(announcementCall)).toHaveLength(1)
  })

  it('notices read elsewhere clear the dot on the next refresh, with one call; an unread hot notice does not count', async () => {
    const { page } = e2e
    const record = recordCalls(page)
    const token = await e2e.gotoWithToken('/m/home')
    await firstHomeView(page)
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service' })
    const dot = service.getByRole('img', { name: 'Unread announcements' })
    await visible(dot)
    await record.quiet()
    const before = record.named(announcementCall).length

    // Every B, PL and PU notice read; the platform's count for B,PL,PU,H still has the hot one.
    expect(await readNoticesElsewhere(token)).toBe(1)
    // What the QA panel fires when it changed the backend (coming back to the foreground does the same).
    await page.evaluate(() => window.dispatchEvent(new Event('wps:refresh')))
    await gone(dot)
    await record.quiet()
    expect(record.named(announcementCall).length - before).toBe(1)
    // The inbox count came with the same answer and is still there.
    await service.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(service)
    await visible(ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).getByRole('img', { name: '120 unread', exact: true }))
  })
})
