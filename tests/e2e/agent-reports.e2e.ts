import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { agentRebatesOf, teamBetsOf, teamRebatesOf } from '../../harness/agent-reports'
import { addDays, dayOf } from '../../src/domain/date-range'
import { formatBalance, formatSigned } from '../../src/lib/format/money'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import { pathOf, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Team betting, the agent rebate and the team rebate (issue 15): filtered, paged reports with
 * their totals, reached from agent home and from a member's page. Expected figures come from the
 * harness's generator (harness/agent-reports.ts) for the QA account.
 */
const e2e = useBrowser()
const agent = 'player01'
const week = () => ({ from: addDays(dayOf(new Date()), -6), to: dayOf(new Date()) })

const main = (page: Page) => page.getByRole('main')
const totals = (page: Page) => main(page).locator('.record-list__totals')
const names = (page: Page, list: string) =>
  main(page)
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('.team-row__name')?.textContent))
const choose = async (page: Page, select: string, option: string) => {
  await main(page).getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('dialog', { name: select, exact: true }).getByRole('option', { name: option, exact: true }).click()
}

describe('team betting', () => {
  it("a member's page leads to that member's bets over the same range; a product narrows them; the totals follow", async () => {
    const { page } = e2e
    const range = week()
    const member = teamBetsOf(agent, { ...range, product: '', page: 1, size: 10 }).list[0]!.userName
    await e2e.openAs(1, `/m/agent/team/member?member=${member}&from=${range.from}&to=${range.to}`)
    await main(page).getByRole('link', { name: 'Bets', exact: true }).click()
    await waitForPath(page, '/m/teamBetting', `?member=${member}&from=${range.from}&to=${range.to}`)
    expect(await main(page).getByRole('searchbox', { name: 'Member username' }).inputValue()).toBe(member)

    const theirs = teamBetsOf(agent, { ...range, userName: member, product: '', page: 1, size: 10 })
    await visible(totals(page).getByText(formatBalance(theirs.total.betAmount), { exact: true }))
    await visible(totals(page).getByText(formatSigned(theirs.total.profitAndLoss), { exact: true }))
    await waitFor(
      async () => (await names(page, 'Team bets')).every((name) => name === member) && (await names(page, 'Team bets')).length > 0,
      {
        message: `only ${member}'s bets`,
      },
    )

    await choose(page, 'Product', 'SBO sports')
    const sbo = teamBetsOf(agent, { ...range, userName: member, product: 'SBO', page: 1, size: 10 })
    await visible(totals(page).getByText(formatBalance(sbo.total.betAmount), { exact: true }))
  })
})

describe('rebates', () => {
  it("the agent rebate (type 2): the last 7 days' rows and totals, paid and pending", async () => {
    const { page } = e2e
    await e2e.openAs(2, '/m/agent')
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Agent rebate' }).click()
    await waitForPath(page, '/m/member/agent/agentRebeat')
    const report = agentRebatesOf(agent, { ...week(), product: '', page: 1, size: 10 })
    await visible(totals(page).getByText(formatBalance(report.total.rebateAmount), { exact: true }))
    await visible(totals(page).getByText(formatBalance(report.total.pendingAmount), { exact: true }))
    // The rows on screen (the list is windowed) are the report's first, in its order.
    const expected = report.list.map((row) => row.userName)
    await waitFor(
      async () => {
        const shown = await names(page, 'Rebates')
        return shown.length >= 5 && JSON.stringify(shown) === JSON.stringify(expected.slice(0, shown.length))
      },
      { message: "the agent rebate's first page" },
    )
  })

  it("the team rebate: a member's own rebates by name", async () => {
    const { page } = e2e
    await e2e.openAs(1, '/m/member/teamRebate')
    const all = teamRebatesOf(agent, { ...week(), product: '', page: 1, size: 10 })
    await visible(totals(page).getByText(formatBalance(all.total.rebateAmount), { exact: true }))
    const member = all.list[0]!.userName
    await main(page).getByRole('searchbox', { name: 'Member username' }).fill(member)
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    const theirs = teamRebatesOf(agent, { ...week(), userName: member, product: '', page: 1, size: 10 })
    await visible(totals(page).getByText(formatBalance(theirs.total.rebateAmount), { exact: true }))
  })
})

describe('team reports: who may open them (SPEC §2)', () => {
  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    for (const path of ['/m/teamBetting', '/m/member/agent/agentRebeat', '/m/member/teamRebate']) {
      await e2e.openAs(type, path)
      await waitForPath(page, '/m/home')
      expect(pathOf(page)).toBe('/m/home')
    }
  })
})

describe('team betting and rebates: accessibility', () => {
  it('dark and light themes: no serious axe findings', async () => {
    const { page } = e2e
    const findings = []
    for (const [path, list] of [
      ['/m/teamBetting', 'Team bets'],
      ['/m/member/agent/agentRebeat', 'Rebates'],
      ['/m/member/teamRebate', 'Rebates'],
    ] as const) {
      await e2e.openAs(1, path)
      await visible(main(page).getByRole('list', { name: list, exact: true }).getByRole('listitem').first())
      await settled(page)
      findings.push(...(await runAxeInThemes(page, `${path}`)))
    }
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
