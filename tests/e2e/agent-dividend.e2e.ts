import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  gone,
  pathOf,
  requestsTo,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
  type PlayedType,
} from './browser'

/**
 * Dividend (/m/member/agent/agentDivident, issue 15): the QA account (player01) as an agent holds a
 * dividend contract, and each of its direct sub-agents holds dividend terms from it
 * (fixtures/agent-contracts.ts); the last ended half month's dividends wait to be paid
 * (harness/agent-dividend.ts).
 */
const e2e = useBrowser()
const paymentPassword = '246810'

const openAs = (memberType: PlayedType, to = '/m/member/agent/agentDivident', scenario?: ScenarioPatch) =>
  e2e.openAs(memberType, to, scenario)

const main = (page: Page) => page.getByRole('main')
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true })
/** The members' list of a period's detail, and the first member whose dividend waits to be paid. */
const membersList = (page: Page) => main(page).getByRole('list', { name: "Your members' dividends", exact: true })
const firstOwed = (page: Page) =>
  membersList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Pay ₱/ }) })
    .first()

/** From the periods to the last period's detail. */
const openLastPeriod = async (page: Page) => {
  const last = section(page, 'Last period')
  await visible(last)
  await last.getByRole('link', { name: /^Details\b/ }).click()
  await waitFor(() => new URL(page.url()).searchParams.has('period'), { message: 'the period in the address' })
  await visible(membersList(page))
}

describe('dividend', () => {
  it('from agent home: this period runs, the last one and the past ones lead to their detail, where a member is paid once with the payment password', async () => {
    const { page } = e2e
    await openAs(1, '/m/agent', { qaSecurity: 'partly' })
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Dividend', exact: true }).click()
    await waitForPath(page, '/m/member/agent/agentDivident')

    const current = section(page, 'This period')
    await visible(current.getByText('Running', { exact: true }))
    await visible(current.getByText('Dividend so far', { exact: true }))
    await visible(main(page).getByRole('list', { name: 'Past periods', exact: true }).getByRole('link').first())

    await openLastPeriod(page)
    await visible(section(page, 'Your dividend'))
    const owed = firstOwed(page)
    const pay = owed.getByRole('button', { name: /^Pay ₱/ })
    const [, amount, name] = /^Pay (₱[\d,.]+) to (\S+)$/.exec(await pay.innerText())!
    await visible(owed.getByText('To be paid', { exact: true }))
    const sent = requestsTo(page, 'ODSFE2_PayoutDividend', 'POST')
    await pay.click()

    const dialog = page.getByRole('dialog', { name: `Pay ${name}'s dividend`, exact: true })
    await visible(dialog.getByText(`${amount} goes from your main wallet to ${name}.`, { exact: true }))
    await dialog.getByLabel('Payment password', { exact: true }).fill('000000')
    await dialog.getByRole('button', { name: `Pay ${amount}`, exact: true }).click()
    await visible(dialog.getByRole('alert').getByText('Payment password incorrect', { exact: true }))
    expect(sent).toHaveLength(1)

    await dialog.getByLabel('Payment password', { exact: true }).fill(paymentPassword)
    const paid = membersList(page).getByRole('listitem').filter({ hasText: name! })
    // While the detail asked again after the payment is on its way, the member already reads as
    // paid: no second Pay (a second password, refused as already paid) is offered in between.
    await whileHeldBack(page, /ODSFE2_getDirectDividendDetail/, async () => {
      await dialog.getByRole('button', { name: `Pay ${amount}`, exact: true }).dblclick()
      await visible(ui(page).toast(`${amount} paid to ${name}.`))
      await gone(dialog)
      await visible(paid.getByText('Paid', { exact: true }))
      expect(await paid.getByRole('button', { name: /^Pay ₱/ }).count()).toBe(0)
    })
    expect(sent).toHaveLength(2)
    expect(sent[1]!.postData() ?? '').not.toContain(paymentPassword)
    await visible(paid.getByText('Paid', { exact: true }))
    expect(await paid.getByRole('button', { name: /^Pay ₱/ }).count()).toBe(0)

    // Back returns to the periods.
    await page.goBack()
    await visible(section(page, 'This period'))
  })

  it('without a payment password, Pay leads to setting one', async () => {
    const { page } = e2e
    await openAs(1)
    await openLastPeriod(page)
    await firstOwed(page)
      .getByRole('button', { name: /^Pay ₱/ })
      .click()
    await visible(page.getByRole('dialog').getByRole('link', { name: 'Set a payment password', exact: true }))
  })

  it('a failed load offers Retry, which shows the periods', async () => {
    const { page } = e2e
    await openAs(2, '/m/member/agent/agentDivident', { failing: ['ODSFE2_getContractPreviousAndCurrentDividend'] })
    const retry = main(page).getByRole('button', { name: 'Retry' }).first()
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(section(page, 'This period'))
  })

  it.each([41, 42] as const)('a virtual agent (%i) is told it has no dividend contract', async (type) => {
    const { page } = e2e
    await openAs(type)
    await visible(main(page).getByText('Virtual accounts have no dividend contract.', { exact: true }))
  })

  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    await openAs(type)
    await waitForPath(page, '/m/home')
  })

  it('a guest is sent home', async () => {
    const { page } = e2e
    await e2e.goto('/m/member/agent/agentDivident')
    await waitFor(() => pathOf(page) === '/m/home', { message: 'home' })
  })

  it('dark and light themes: the periods, a detail and paying have no serious or critical violation', async () => {
    const { page } = e2e
    await openAs(1, '/m/member/agent/agentDivident', { qaSecurity: 'partly' })
    await visible(main(page).getByRole('list', { name: 'Past periods', exact: true }))
    await settled(page)
    const findings = await runAxeInThemes(page, 'dividend periods')
    await openLastPeriod(page)
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'dividend detail')))
    await firstOwed(page)
      .getByRole('button', { name: /^Pay ₱/ })
      .click()
    await visible(page.getByRole('dialog').getByLabel('Payment password', { exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'dividend payout')))
    const bad = failing(findings)
    expect(bad, describeFindings(bad)).toEqual([])
  })
})
