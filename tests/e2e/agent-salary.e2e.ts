import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import { logIn, setScenario, useBrowser, visible, waitForPath, type PlayedType } from './browser'

/**
 * Daily salary (ours: /m/member/agent/dailySalary): the QA account (player01) as an agent holds a
 * daily salary contract since 30 days before the harness started (fixtures/agent-contracts.ts);
 * each day's salary is the team's turnover times the tier it reached (harness/agent-salary.ts).
 * Hourly salary (/m/member/agent/hourlySalary) the same hour by hour, and real-time salary
 * (/m/member/agent/realtimeSalary) day by day as bets settle: agent01 holds both contracts, the QA
 * account neither.
 */
const e2e = useBrowser()
const path = '/m/member/agent/dailySalary'

const openAs = (memberType: PlayedType, to = path, scenario?: ScenarioPatch) => e2e.openAs(memberType, to, scenario)

const asAgent01 = async (to: string) => {
  const { page } = e2e
  await setScenario({ memberType: 2 })
  await logIn(page, { user: 'agent01', from: `/m/login?redirect=${encodeURIComponent(to)}` })
  await waitForPath(page, to)
}

const main = (page: Page) => page.getByRole('main')
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true })
const earlierDays = (page: Page) => main(page).getByRole('list', { name: 'Earlier days', exact: true })
const peso = (amount: number) => `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe('daily salary', () => {
  it("from agent home: today runs with the platform's figures, yesterday is paid, and the earlier days page in", async () => {
    const { page } = e2e
    await openAs(1, '/m/agent')
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/ODSFE2_CurrentDailySalary')
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Daily salary', exact: true }).click()
    await waitForPath(page, path)
    const { today, yesterday } = (
      (await (await answered).json()) as { value: Record<'today' | 'yesterday', { salary: number; teamBet: number; day: string }> }
    ).value

    const running = section(page, 'Today')
    await visible(running.getByText('Running', { exact: true }))
    await visible(running.getByText('Salary so far', { exact: true }))
    await visible(running.getByText(peso(today.salary), { exact: true }))
    await visible(running.getByText(peso(today.teamBet), { exact: true }))
    const settledDay = section(page, 'Yesterday')
    await visible(settledDay.getByText(yesterday.day, { exact: true }))
    await visible(settledDay.getByText('Paid', { exact: true }))
    await visible(settledDay.getByText(peso(yesterday.salary), { exact: true }))

    // 29 settled days before yesterday, ten at a time.
    await expect.poll(() => earlierDays(page).getByRole('listitem').count()).toBe(10)
    await main(page).getByRole('button', { name: 'Show more', exact: true }).click()
    await expect.poll(() => earlierDays(page).getByRole('listitem').count()).toBe(20)
  })

  it('a failed load offers Retry, which shows the days', async () => {
    const { page } = e2e
    await openAs(2, path, { failing: ['ODSFE2_CurrentDailySalary'] })
    const retry = main(page).getByRole('button', { name: 'Retry' }).first()
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(section(page, 'Today'))
  })

  it.each([41, 42] as const)('a virtual agent (%i) has no daily salary in its menu, and is told so at the address', async (type) => {
    const { page } = e2e
    await openAs(type, '/m/agent')
    const menu = page.getByRole('navigation', { name: 'Agent menu' })
    await visible(menu.getByRole('button', { name: 'Online service', exact: true }))
    expect(await menu.getByRole('button', { name: 'Daily salary', exact: true }).count()).toBe(0)
    await e2e.gotoWithToken(path)
    await visible(main(page).getByText('Virtual accounts have no daily salary contract.', { exact: true }))
  })

  it('type 0 is replaced to home', async () => {
    const { page } = e2e
    await openAs(0)
    await waitForPath(page, '/m/home')
  })

  it('dark and light themes: no serious or critical violation', async () => {
    const { page } = e2e
    await openAs(1)
    await visible(earlierDays(page).getByRole('listitem').first())
    await settled(page)
    const bad = failing(await runAxeInThemes(page, 'daily salary'))
    expect(bad, describeFindings(bad)).toEqual([])
  })
})

describe('hourly salary', () => {
  const hourlyPath = '/m/member/agent/hourlySalary'
  const earlierHours = (page: Page) => main(page).getByRole('list', { name: 'Earlier hours', exact: true })
  /** An hour as the page reads it: from its start to the next. */
  const hourRead = (hour: string) => `${hour}–${String((Number(hour.slice(11, 13)) + 1) % 24).padStart(2, '0')}:00`

  it("from the agent menu: this hour runs with the platform's figures, the last is settled, and earlier hours page in", async () => {
    const { page } = e2e
    await asAgent01('/m/agent')
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/ODSFE2_hourSalRec')
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Hourly salary', exact: true }).click()
    await waitForPath(page, hourlyPath)
    type Hour = { hour: string; salary: number; teamBet: number }
    const { current, previous } = ((await (await answered).json()) as { value: Record<'current' | 'previous', Hour> }).value

    const running = section(page, 'This hour')
    await visible(running.getByText(hourRead(current.hour), { exact: true }))
    await visible(running.getByText('Running', { exact: true }))
    await visible(running.getByText('Salary so far', { exact: true }))
    await visible(running.getByText(peso(current.salary), { exact: true }))
    await visible(running.getByText(peso(current.teamBet), { exact: true }))
    const last = section(page, 'Last hour')
    await visible(last.getByText(hourRead(previous.hour), { exact: true }))
    await visible(last.getByText(previous.salary > 0 ? 'Paid' : 'Nothing due', { exact: true }))
    await visible(last.getByText(peso(previous.salary), { exact: true }))

    // Seven days of settled hours, ten at a time.
    await expect.poll(() => earlierHours(page).getByRole('listitem').count()).toBe(10)
    await main(page).getByRole('button', { name: 'Show more', exact: true }).click()
    await expect.poll(() => earlierHours(page).getByRole('listitem').count()).toBe(20)
  })

  it('without an hourly contract it says so, with the way to the hourly contract', async () => {
    const { page } = e2e
    await openAs(1, hourlyPath)
    await visible(main(page).getByText(/You have no hourly salary contract yet\./))
    await main(page).getByRole('button', { name: 'Hourly contract', exact: true }).click()
    await waitForPath(page, '/m/member/agent/getHourContract')
  })

  it('a virtual agent (41) has no hourly salary in its menu, and is told so at the address', async () => {
    const { page } = e2e
    await openAs(41, '/m/agent')
    const menu = page.getByRole('navigation', { name: 'Agent menu' })
    await visible(menu.getByRole('button', { name: 'Online service', exact: true }))
    expect(await menu.getByRole('button', { name: 'Hourly salary', exact: true }).count()).toBe(0)
    await e2e.gotoWithToken(hourlyPath)
    await visible(main(page).getByText('Virtual accounts have no hourly salary contract.', { exact: true }))
  })

  it('dark and light themes: no serious or critical violation', async () => {
    const { page } = e2e
    await asAgent01(hourlyPath)
    await visible(earlierHours(page).getByRole('listitem').first())
    await settled(page)
    const bad = failing(await runAxeInThemes(page, 'hourly salary'))
    expect(bad, describeFindings(bad)).toEqual([])
  })
})

describe('real-time salary', () => {
  const realtimePath = '/m/member/agent/realtimeSalary'
  const relay = '/wps/relay/ODSFE2_getRealTimeSalary'
  type Day = { day: string; salary: number; teamBet: number }

  it("from the agent menu: today is paid so far with the platform's figures, and the days from yesterday page in", async () => {
    const { page } = e2e
    await asAgent01('/m/agent')
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === relay)
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Real-time salary', exact: true }).click()
    await waitForPath(page, realtimePath)
    const { today } = ((await (await answered).json()) as { value: { today: Day } }).value

    const running = section(page, 'Today')
    await visible(running.getByText(today.day, { exact: true }))
    await visible(running.getByText('Live', { exact: true }))
    await visible(running.getByText('Paid so far', { exact: true }))
    await visible(running.getByText(peso(today.salary), { exact: true }))
    await visible(running.getByText(peso(today.teamBet), { exact: true }))
    // Its call answers today alone: yesterday heads the earlier days.
    expect(await section(page, 'Yesterday').count()).toBe(0)

    // 45 settled days from yesterday, ten at a time.
    await expect.poll(() => earlierDays(page).getByRole('listitem').count()).toBe(10)
    await main(page).getByRole('button', { name: 'Show more', exact: true }).click()
    await expect.poll(() => earlierDays(page).getByRole('listitem').count()).toBe(20)
  })

  it('a failed load offers Retry, which shows today', async () => {
    const { page } = e2e
    await setScenario({ memberType: 2, failing: ['ODSFE2_getRealTimeSalary'] })
    await logIn(page, { user: 'agent01', from: `/m/login?redirect=${encodeURIComponent(realtimePath)}` })
    await waitForPath(page, realtimePath)
    const retry = main(page).getByRole('button', { name: 'Retry' }).first()
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(section(page, 'Today'))
  })

  it('without a real-time contract it says so, with the way to the real-time salary contract', async () => {
    const { page } = e2e
    await openAs(1, realtimePath)
    await visible(main(page).getByText(/You have no real-time salary contract yet\./))
    await main(page).getByRole('button', { name: 'Real-time salary contract', exact: true }).click()
    await waitForPath(page, '/m/member/agent/getRealTimeContract')
  })

  it('dark and light themes: no serious or critical violation', async () => {
    const { page } = e2e
    await asAgent01(realtimePath)
    await visible(earlierDays(page).getByRole('listitem').first())
    await settled(page)
    const bad = failing(await runAxeInThemes(page, 'real-time salary'))
    expect(bad, describeFindings(bad)).toEqual([])
  })
})
