import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { downlinesOf } from '../../harness/agent-team'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerLate,
  doubleTapWhileSending,
  gone,
  pathOf,
  recordFirstSight,
  requestsTo,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  watchGivenBack,
} from './browser'

/**
 * Contracts (issue 15; SPEC §2 "agent contract requests", §4 prompts): the salary, dividend and
 * hourly pages as the QA account (player01) sees them. Its seeded terms (fixtures/agent-contracts.ts):
 * a daily salary from wpsmaster (0.3 % and 0.6 %), a dividend, no hourly contract; a request from
 * its upline waits where the scenario's pendingContracts says.
 */
const e2e = useBrowser()
const firstMember = downlinesOf('player01', { page: 1, size: 10_000 })!.list[0]!.userName

const main = (page: Page) => page.getByRole('main')
/** A terms table's rows as text, by its caption. */
const rowsOf = (page: Page, caption: string) =>
  main(page).getByRole('table', { name: caption, exact: true }).getByRole('row').allInnerTexts()
const historyEntries = (page: Page) => main(page).getByRole('list', { name: 'History', exact: true }).getByRole('listitem')

describe('contracts', () => {
  it("from home's prompt: the request beside the current terms; Accept after a question, sent once; the terms change and home asks no more", async () => {
    const { page } = e2e
    await setScenario({ pendingContracts: ['salary'] })
    await e2e.openAs(0)
    const prompt = page.getByRole('alertdialog').filter({ hasText: 'daily salary contract' })
    await visible(prompt)
    await prompt.getByRole('button', { name: 'Go', exact: true }).click()
    await waitForPath(page, '/m/member/agent/getSalaryContract')

    const request = main(page).getByRole('region', { name: 'New terms from wpsmaster', exact: true })
    await visible(request)
    expect(await rowsOf(page, 'Now')).toEqual([
      expect.stringMatching(/^Daily turnover\s+Active members\s+Rate$/),
      expect.stringMatching(/^₱10,000\s+3\s+0\.3%$/),
      expect.stringMatching(/^₱50,000\s+8\s+0\.6%$/),
    ])
    expect(await rowsOf(page, 'Offered')).toHaveLength(4)
    // No offer for a member (type 0): only agents offer terms.
    expect(await main(page).getByRole('button', { name: 'Offer terms to a member' }).count()).toBe(0)

    const answers = requestsTo(page, 'MCSFE_processDailySalaryContract', 'POST')
    const givenBack = await watchGivenBack(request.getByRole('button', { name: 'Accept', exact: true }))
    await request.getByRole('button', { name: 'Accept', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Accept these terms?' })
    await doubleTapWhileSending(
      page,
      question.getByRole('button', { name: 'Accept', exact: true }),
      /\/MCSFE_processDailySalaryContract\b/,
      answers,
    )
    await visible(page.getByText('You accepted the new terms.', { exact: true }))
    await gone(request)
    expect(answers).toHaveLength(1)
    // Until the card went, its Accept was never given back to answer again.
    expect(await givenBack()).toBe(false)
    expect(await rowsOf(page, 'Tiers')).toEqual([
      expect.stringMatching(/^Daily turnover/),
      expect.stringMatching(/^₱10,000\s+3\s+0\.4%$/),
      expect.stringMatching(/^₱50,000\s+8\s+0\.8%$/),
      expect.stringMatching(/^₱100,000\s+12\s+1\.2%$/),
    ])
    await visible(main(page).getByText(/^Set by wpsmaster on /))
    await waitFor(async () => /^From wpsmaster\s+Accepted/.test(await historyEntries(page).first().innerText()), {
      message: 'the history to lead with the accepted request',
    })

    // Home checks again on its next visit, and nothing is waiting now.
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await waitForPath(page, '/m/home')
    await visible(page.getByRole('region', { name: 'Latest Winner' }))
    expect(await page.getByRole('alertdialog').count()).toBe(0)
  })

  it("the real-time salary (PLATFORM.md's fourth prompt): home asks, Go opens its page, and the accepted terms are current", async () => {
    const { page } = e2e
    await setScenario({ pendingContracts: ['realtime'] })
    await e2e.openAs(0)
    const prompt = page.getByRole('alertdialog').filter({ hasText: 'real-time salary contract' })
    await visible(prompt)
    await prompt.getByRole('button', { name: 'Go', exact: true }).click()
    await waitForPath(page, '/m/member/agent/getRealTimeContract')
    await visible(ui(page).titled('Real-time salary contract'))

    const request = main(page).getByRole('region', { name: 'New terms from wpsmaster', exact: true })
    await visible(request)
    const answers = requestsTo(page, 'MCSFE_processRealTimeSalaryContract', 'POST')
    await request.getByRole('button', { name: 'Accept', exact: true }).click()
    await page.getByRole('alertdialog', { name: 'Accept these terms?' }).getByRole('button', { name: 'Accept', exact: true }).click()
    await visible(page.getByText('You accepted the new terms.', { exact: true }))
    await gone(request)
    expect(answers).toHaveLength(1)
    // The terms card is drawn again from the answer: waited for, as on a loaded CI run.
    await waitFor(async () => (await rowsOf(page, 'Tiers')).length === 3, { message: 'the accepted terms' })
    expect(await rowsOf(page, 'Tiers')).toEqual([
      expect.stringMatching(/^Turnover today\s+Active members\s+Rate$/),
      expect.stringMatching(/^₱5,000\s+2\s+0\.05%$/),
      expect.stringMatching(/^₱30,000\s+6\s+0\.15%$/),
    ])
  })

  it('Decline asks first (a refusal says why on the card and can be answered again), keeps the terms as they were (here none) and says so in the history', async () => {
    const { page } = e2e
    await e2e.openAs(2, '/m/member/agent/getHourContract', { pendingContracts: ['hourly'] })
    const request = main(page).getByRole('region', { name: 'New terms from wpsmaster', exact: true })
    await visible(request)
    // No terms of this kind yet: only the offered ones are shown.
    expect(await main(page).getByRole('table', { name: 'Now', exact: true }).count()).toBe(0)
    await request.getByRole('button', { name: 'Decline', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Decline these terms?' })
    await question.getByRole('button', { name: 'Cancel', exact: true }).click()
    await gone(question)
    // Refused, the reason shows on the card and its buttons are given back to answer again.
    const answers = requestsTo(page, 'MCSFE_processContractHourSalary', 'POST')
    await setScenario({ failing: ['MCSFE_processContractHourSalary'] })
    await request.getByRole('button', { name: 'Decline', exact: true }).click()
    await question.getByRole('button', { name: 'Decline', exact: true }).click()
    await visible(request.getByRole('alert'))
    expect(await request.getByRole('alert').textContent()).not.toBe('')
    expect(await request.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(false)
    await setScenario({ failing: [] })
    await request.getByRole('button', { name: 'Decline', exact: true }).click()
    await question.getByRole('button', { name: 'Decline', exact: true }).click()
    await visible(page.getByText('You declined the offer.', { exact: true }))
    expect(answers).toHaveLength(2)
    await gone(request)
    await visible(main(page).getByText('You have no hourly salary contract yet.', { exact: false }))
    await waitFor(async () => /^From wpsmaster\s+Declined/.test(await historyEntries(page).first().innerText()), {
      message: 'the history to lead with the declined request',
    })
    // An agent with no hourly terms of its own has none to offer.
    await visible(main(page).getByText('Once you have your own hourly salary contract, you can offer your members one.', { exact: true }))
  })

  it("an agent's offer: the rule's messages keep what was typed; sent once; waiting in the history; a second offer is refused", async () => {
    const { page } = e2e
    await e2e.openAs(1, '/m/member/agent/getSalaryContract')
    await main(page).getByRole('button', { name: 'Offer terms to a member', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Offer daily salary terms', exact: true })
    await visible(dialog)
    const tier = (n: number) => dialog.getByRole('group', { name: `Tier ${n}`, exact: true })
    // It starts from the agent's own thresholds, the rates left to choose.
    expect(await tier(1).getByRole('textbox', { name: 'Daily turnover', exact: true }).inputValue()).toBe('10000')
    expect(await tier(2).getByRole('textbox', { name: 'Active members', exact: true }).inputValue()).toBe('8')

    const send = dialog.getByRole('button', { name: 'Send offer', exact: true })
    await send.click()
    await visible(dialog.getByText("Enter your member's username", { exact: true }))
    await visible(tier(1).getByRole('alert').getByText('Enter a rate above 0 with at most 2 decimals', { exact: true }))

    const offers = requestsTo(page, 'MCSFE_applyContractDailySalary', 'POST')
    await dialog.getByRole('combobox', { name: 'Member' }).fill(firstMember)
    await tier(1).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.3')
    await tier(2).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.7')
    await send.click()
    await visible(tier(2).getByText('At most 0.6%', { exact: true }))
    await tier(2).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.2')
    await visible(tier(2).getByText('Must be more than the tier before', { exact: true }))
    expect(offers).toHaveLength(0)

    await tier(2).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.6')
    await doubleTapWhileSending(page, send, /\/MCSFE_applyContractDailySalary\b/, offers)
    await visible(page.getByText(`Offer sent to ${firstMember}: it waits for their reply.`, { exact: true }))
    await gone(dialog)
    expect(offers).toHaveLength(1)
    expect(JSON.parse(offers[0]!.postData() ?? '{}')).toEqual({
      userName: firstMember,
      terms: [
        { threshold: 10_000, activeMembers: 3, rate: 0.3 },
        { threshold: 50_000, activeMembers: 8, rate: 0.6 },
      ],
    })
    await waitFor(async () => new RegExp(`^To ${firstMember}\\s+Waiting`).test(await historyEntries(page).first().innerText()), {
      message: 'the history to lead with the offer',
    })

    // The member has not answered: a second offer is refused, and the form keeps what was typed.
    await main(page).getByRole('button', { name: 'Offer terms to a member', exact: true }).click()
    await visible(dialog)
    await dialog.getByRole('combobox', { name: 'Member' }).fill(firstMember)
    await tier(1).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.2')
    await tier(2).getByRole('textbox', { name: 'Rate (%)', exact: true }).fill('0.5')
    await send.click()
    await visible(dialog.getByRole('alert').getByText('This member has not answered your last offer yet.', { exact: true }))
    expect(await tier(2).getByRole('textbox', { name: 'Rate (%)', exact: true }).inputValue()).toBe('0.5')
    expect(offers).toHaveLength(2)
  })

  it("members' names that could not be read are said under the offer's member field, and Retry brings them; what was typed stays", async () => {
    const { page } = e2e
    await e2e.openAs(1, '/m/member/agent/getSalaryContract', { failing: ['ODSFE2_subordinateSimple'] })
    await main(page).getByRole('button', { name: 'Offer terms to a member', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Offer daily salary terms', exact: true })
    const failure = dialog.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry', exact: true }) })
    await visible(failure)
    const member = dialog.getByRole('combobox', { name: 'Member' })
    await member.fill(firstMember)
    expect(await dialog.locator('datalist option').count()).toBe(0)
    await setScenario({ failing: [] })
    await failure.getByRole('button', { name: 'Retry', exact: true }).click()
    await gone(failure)
    await waitFor(async () => (await dialog.locator(`datalist option[value="${firstMember}"]`).count()) === 1, {
      message: "the member's name among the suggestions",
    })
    expect(await member.inputValue()).toBe(firstMember)
  })

  it('a failed load offers Retry, which shows the terms', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/member/agent/getHourContract', { failing: ['MCSFE_getContractHourSalaryInfo'] })
    const retry = main(page).getByRole('button', { name: 'Retry' }).first()
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(main(page).getByText('You have no hourly salary contract yet.', { exact: false }))
  })

  it('the terms, slow, come above the history without moving it: the history shows once they are in, and is asked beside them', async () => {
    const { page } = e2e
    const history = 'section.contract-log'
    const sight = await recordFirstSight(page, history, [history])
    const asked = requestsTo(page, 'MCSFE_getContractHistory')
    await answerLate(page, /MCSFE_getContractDividendInfo\b/)
    await e2e.openAs(0, '/m/member/agent/getDevidendContract')
    await waitFor(async () => asked.length > 0, { message: 'the history asked while the terms are on their way' })
    expect(await page.locator(history).count()).toBe(0)
    await visible(main(page).getByRole('region', { name: 'History', exact: true }))
    expect((await sight.now([history]))[history]!.top).toBe((await sight.first())[history]!.top)
  })

  it('a member arriving with a token stays while the type loads (a slow member info is not a trial account)', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/member/agent/getSalaryContract', { latencyMs: 800 })
    await visible(main(page).getByRole('region', { name: 'Your terms', exact: true }))
    expect(pathOf(page)).toBe('/m/member/agent/getSalaryContract')
  })

  it.each([4, 40, 41, 42] as const)('type %i is sent home from a contract page', async (type) => {
    const { page } = e2e
    await e2e.openAs(type, '/m/member/agent/getSalaryContract')
    await waitForPath(page, '/m/home')
  })

  it('a guest is sent to log in, and comes back after', async () => {
    const { page } = e2e
    await e2e.goto('/m/member/agent/getHourContract')
    await waitFor(() => pathOf(page) === '/m/login', { message: 'the login page' })
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/member/agent/getHourContract')
  })

  it('dark and light themes: the request, the history and the offer form have no serious or critical violation', async () => {
    const { page } = e2e
    await e2e.openAs(1, '/m/member/agent/getSalaryContract', { pendingContracts: ['salary'] })
    await visible(main(page).getByRole('region', { name: 'New terms from wpsmaster', exact: true }))
    await visible(historyEntries(page).first())
    await settled(page)
    const findings = await runAxeInThemes(page, 'salary contract')
    await main(page).getByRole('button', { name: 'Offer terms to a member', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Offer daily salary terms', exact: true })
    await dialog.getByRole('button', { name: 'Send offer', exact: true }).click()
    await visible(dialog.getByText("Enter your member's username", { exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'contract offer')))
    const bad = failing(findings)
    expect(bad, describeFindings(bad)).toEqual([])
  })
})
