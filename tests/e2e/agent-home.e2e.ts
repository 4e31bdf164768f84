import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { teamKpiOf } from '../../harness/agent-team'
import { dayOf } from '../../src/domain/date-range'
import type { ModuleId } from '../../src/domain/feature-flags'
import { layoutShiftFrom, pathOf, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Agent home (/m/agent, SPEC §2, issues 13 and 15): the menu by whitelabel key and member type,
 * the agent announcements' and the inbox's unread badges from the one unread model, today's team
 * figures at the foot, and the refusals.
 */
const e2e = useBrowser()

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu', exact: true })
const item = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: false }).filter({ hasText: name })
const itemNames = (page: Page) =>
  menu(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('.member-menu__label')?.textContent ?? ''))
const badge = (page: Page, itemName: string, label: string) => item(page, itemName).getByRole('img', { name: label, exact: true })
const footer = (page: Page) => page.getByRole('region', { name: 'My team today', exact: true })

/** Opens agent home signed in as the QA account (player01) played as `memberType`. */
const openAgentHome = async (memberType: 0 | 1 | 2 | 4 | 40 | 41 | 42, whitelabel?: ReadonlyArray<ModuleId>) => {
  await setScenario({ memberType, ...(whitelabel ? { whitelabel: [...whitelabel] } : {}) })
  await e2e.gotoWithToken('/m/agent')
}

const fullAgentItems = [
  'Team overview',
  'Team P&L',
  'My team',
  'Team betting',
  'Team transactions',
  'Agent rebate',
  'Team rebate',
  'Open account',
  'Red envelope rain',
  'Dividend',
  'Daily salary',
  'Salary contract',
  'Dividend contract',
  'Hourly salary',
  'Hourly contract',
  'Real-time salary',
  'Real-time salary contract',
  'Agent notices',
  'Inbox',
  'Team mail',
  'Deposit',
  'Withdraw',
  'Online service',
  'Back to home',
]

const expectItems = (page: Page, expected: ReadonlyArray<string>) =>
  waitFor(async () => JSON.stringify(await itemNames(page)) === JSON.stringify(expected), {
    message: `the agent menu to read ${expected.join(', ')}`,
  })

describe('agent home: the menu', () => {
  it.each([1, 2] as const)('agent (type %i) on an all-enabled site: every item, in order', async (type) => {
    const { page } = e2e
    await openAgentHome(type)
    await waitForPath(page, '/m/agent')
    await visible(ui(page).heading('Agent'))
    await expectItems(page, fullAgentItems)
  })

  it.each([41, 42] as const)('virtual agent (type %i): no deposit, withdraw or contracts', async (type) => {
    const { page } = e2e
    await openAgentHome(type)
    const money = [
      'Deposit',
      'Withdraw',
      'Dividend',
      'Daily salary',
      'Salary contract',
      'Dividend contract',
      'Hourly salary',
      'Hourly contract',
      'Real-time salary',
      'Real-time salary contract',
    ]
    await expectItems(
      page,
      fullAgentItems.filter((name) => !money.includes(name)),
    )
  })

  it('items follow their whitelabel keys; online service and home stay', async () => {
    const { page } = e2e
    const off: ReadonlyArray<ModuleId> = ['AGEANNOUNCE3', 'INBOX3', 'SIGNCONDIV3', 'AFFMAN3', 'OUTBOX3']
    await openAgentHome(
      1,
      defaultScenario.whitelabel.filter((id) => !off.includes(id)),
    )
    await expectItems(
      page,
      fullAgentItems.filter(
        (name) => !['Agent notices', 'Inbox', 'Dividend', 'Dividend contract', 'Open account', 'Team mail'].includes(name),
      ),
    )
  })

  it('each item leads where the SPEC says: team overview, agent announcements, inbox, home', async () => {
    const { page } = e2e
    await openAgentHome(1)
    for (const [name, path, search] of [
      ['Team overview', '/m/agent/team/overview', ''],
      ['Agent notices', '/m/member/notice', '?types=A'],
      ['Inbox', '/m/webEmail', ''],
      ['Open account', '/m/agentRegister', ''],
    ] as const) {
      await item(page, name).click()
      await waitForPath(page, path, search)
      await page.goBack()
      await waitForPath(page, '/m/agent')
    }
    await item(page, 'Back to home').click()
    await waitForPath(page, '/m/home')
  })
})

describe('agent home: badges and the team footer', () => {
  it('the agent announcements and the inbox carry their unread counts; reading an agent notice takes one off at once', async () => {
    const { page } = e2e
    await openAgentHome(41)
    // player01 read the first of its three agent notices; 120 mails are unread.
    await visible(badge(page, 'Agent notices', '2 unread'))
    await visible(badge(page, 'Inbox', '120 unread'))
    await item(page, 'Agent notices').click()
    await waitForPath(page, '/m/member/notice', '?types=A')
    await page
      .getByRole('main')
      .getByRole('button', { name: /^New downline rebate settings/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'New downline rebate settings', exact: true })
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await ui(page).back.click()
    await waitForPath(page, '/m/agent')
    await visible(badge(page, 'Agent notices', '1 unread'))
  })

  it('reading a mail takes one off the inbox badge', async () => {
    const { page } = e2e
    await openAgentHome(1)
    await visible(badge(page, 'Inbox', '120 unread'))
    await item(page, 'Inbox').click()
    await waitForPath(page, '/m/webEmail')
    await page
      .getByRole('main')
      .getByRole('button', { name: /^A reward for you/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'A reward for you', exact: true })
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.goBack()
    await waitForPath(page, '/m/agent')
    await visible(badge(page, 'Inbox', '119 unread'))
  })

  it("the footer shows today's team figures, asked with today's range and size 0", async () => {
    const { page } = e2e
    const asked: URL[] = []
    page.on('request', (request) => {
      if (request.url().includes('ODSFE2_teamKPIC')) asked.push(new URL(request.url()))
    })
    await openAgentHome(2)
    const today = dayOf(new Date())
    const kpi = teamKpiOf('player01', today, today)
    const figures = footer(page).getByRole('definition')
    await visible(footer(page))
    const shown = await figures.evaluateAll((nodes) =>
      nodes.map((node) => `${node.previousElementSibling?.textContent}: ${node.textContent}`),
    )
    const format = (n: number) => n.toLocaleString('en-US')
    expect(shown).toEqual([
      `Logged in: ${format(kpi.teamLoginMemberCount)}`,
      `Betting: ${format(kpi.teamBetMemberCount)}`,
      `Registered: ${format(kpi.teamRegisterMemberCount)}`,
      `Online: ${format(kpi.teamOnlineCount)}`,
    ])
    expect(asked).toHaveLength(1)
    const start = new Date(Number(asked[0]!.searchParams.get('startDate')))
    const end = new Date(Number(asked[0]!.searchParams.get('endDate')))
    expect([dayOf(start), dayOf(end), start.getHours(), end.getHours(), asked[0]!.searchParams.get('size')]).toEqual([
      today,
      today,
      0,
      23,
      '0',
    ])
  })

  it('a failed footer says so with Retry, and Retry shows the figures', async () => {
    const { page } = e2e
    await setScenario({ failing: ['ODSFE2_teamKPIC'] })
    await openAgentHome(1)
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await expectItems(page, fullAgentItems)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(footer(page))
  })
})

describe('agent home: who may open it (SPEC §2)', () => {
  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    await openAgentHome(type)
    await waitForPath(page, '/m/home')
    expect(pathOf(page)).toBe('/m/home')
    expect(await menu(page).count()).toBe(0)
  })

  it('a member (type 0) sent home from it sees nothing move while the type is asked', async () => {
    const { page } = e2e
    const shifted = await layoutShiftFrom(page)
    await setScenario({ latencyMs: 600 })
    await openAgentHome(0)
    await waitForPath(page, '/m/home')
    await visible(page.getByRole('region', { name: 'Featured promotions', exact: true }))
    expect(await shifted()).toBe(0)
  })

  it('opened with a token whose member info fails, the type is unknown (a free trial, SPEC §3): home, not a loader for ever', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/member/info'] })
    await openAgentHome(1)
    await waitForPath(page, '/m/home')
    expect(await menu(page).count()).toBe(0)
  })
})
