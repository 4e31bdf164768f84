import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'
import { downlineRebatesOf, downlinesOf } from '../../harness/agent-team'
import { formatBalance } from '../../src/lib/format/money'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  doubleTapWhileSending,
  gone,
  linesOf,
  pathOf,
  requestsTo,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  type PlayedType,
} from './browser'

/**
 * My team (/m/member/team, issue 15): the agent's members page by page, a sub-agent's members,
 * the search, a member's rebates within their bounds and a transfer with the payment password,
 * each sent once; the refusals. Expected rows come from the harness's generator for the QA account.
 */
const e2e = useBrowser()
const agent = 'player01'
const paymentPassword = '246810'

const openAs = (memberType: PlayedType, to = '/m/member/team', scenario?: ScenarioPatch) => e2e.openAs(memberType, to, scenario)

const main = (page: Page) => page.getByRole('main')
const rows = (page: Page) => main(page).getByRole('list', { name: 'Members', exact: true }).getByRole('button')
const rowNames = (page: Page) =>
  rows(page).evaluateAll((buttons) => buttons.map((button) => button.querySelector('.team-row__name')?.textContent))
const row = (page: Page, name: string) => rows(page).filter({ hasText: name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
/**
 * The rows on screen (the list is windowed: the first of them, in order) begin with these members'.
 * A mismatch throws what was shown, so a timeout says it.
 */
const expectRows = (page: Page, names: ReadonlyArray<string>) =>
  waitFor(
    async () => {
      const shown = await rowNames(page)
      // The next page may already be drawn below these (a short first page asks for it by itself).
      const common = Math.min(shown.length, names.length)
      if (shown.length >= Math.min(names.length, 5) && JSON.stringify(shown.slice(0, common)) === JSON.stringify(names.slice(0, common)))
        return true
      throw new Error(`shown: ${shown.join(', ') || 'no rows'}`)
    },
    { message: `the members ${names.join(', ')}` },
  )

describe('my team: the list', () => {
  it("type 1 from agent home: the direct members, newest first, paged as it scrolls; a sub-agent's own members, and back", async () => {
    const { page } = e2e
    await openAs(1, '/m/agent')
    const pages: string[] = []
    page.on('request', (request) => {
      const asked = /ODSFE2_getSubordinatev2.*[?&]page=(\d+)/.exec(request.url())
      if (asked) pages.push(asked[1]!)
    })
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'My team' }).click()
    await waitForPath(page, '/m/member/team')

    const first = downlinesOf(agent, { page: 1, size: 10 })!
    await expectRows(
      page,
      first.list.map((member) => member.userName),
    )
    await visible(main(page).locator('.record-list__totals').getByText(String(first.totalCount), { exact: true }))
    // A first page shorter than the screen asks for the next by itself; scrolling asks for more.
    await page.locator('.page').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight))
    await waitFor(() => pages.includes('2'), { message: 'the second page of members' })

    const subAgent = first.list.find((member) => member.teamSize > 0)!
    await page.locator('.page').evaluate((scroller) => scroller.scrollTo(0, 0))
    await row(page, subAgent.userName).click()
    const actions = dialog(page, subAgent.userName)
    await visible(actions.getByText(formatBalance(subAgent.depositAmount), { exact: true }))
    await actions.getByRole('link', { name: 'Their members', exact: true }).click()
    await waitForPath(page, '/m/member/team', `?parent=${subAgent.userName}`)
    // The list comes a moment after the address (a route change is a transition).
    await gone(actions)
    const theirs = downlinesOf(agent, { parent: subAgent.userName, page: 1, size: 10 })!
    await expectRows(
      page,
      theirs.list.map((member) => member.userName),
    )
    const trail = main(page).getByRole('navigation', { name: 'Where you are in your team' })
    await visible(trail.getByText(`${subAgent.userName}'s members`, { exact: true }))
    await trail.getByRole('link', { name: 'My team', exact: true }).click()
    await waitForPath(page, '/m/member/team', '')
    await expectRows(
      page,
      first.list.map((member) => member.userName),
    )
  })

  it("the search finds members of every level by name; a found sub-agent's members open without it", async () => {
    const { page } = e2e
    await openAs(2)
    await visible(rows(page).first())
    const search = main(page).getByRole('searchbox', { name: 'Member username' })
    await search.fill('KING')
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    const found = downlinesOf(agent, { userName: 'KING', page: 1, size: 10 })!
    expect(found.list.length).toBeGreaterThan(0)
    await expectRows(
      page,
      found.list.map((member) => member.userName),
    )
    const subAgent = found.list.find((member) => member.teamSize > 0)!
    await row(page, subAgent.userName).click()
    await dialog(page, subAgent.userName).getByRole('link', { name: 'Their members', exact: true }).click()
    await waitForPath(page, '/m/member/team', `?parent=${subAgent.userName}`)
    await expectRows(
      page,
      downlinesOf(agent, { parent: subAgent.userName, page: 1, size: 10 })!.list.map((member) => member.userName),
    )
    expect(await search.inputValue()).toBe('')
  })
})

describe("my team: a member's rebates", () => {
  it('each product within its bounds: out of range says which and keeps what was typed; a valid change is saved once and read back', async () => {
    const { page } = e2e
    await openAs(1)
    const member = downlinesOf(agent, { page: 1, size: 10 })!.list[0]!
    const before = downlineRebatesOf(agent, member.userName)!
    const sbo = before.configs.find((config) => config.type === 'SBO')!
    const saves = requestsTo(page, 'updateDownlineRebates', 'POST')

    await row(page, member.userName).click()
    await dialog(page, member.userName).getByRole('button', { name: 'Rebates', exact: true }).click()
    const editor = dialog(page, `Rebates of ${member.userName}`)
    const field = editor.getByRole('textbox', { name: 'SBO sports', exact: true })
    await visible(field)
    expect(await field.inputValue()).toBe(String(sbo.rebateValue))
    await visible(editor.getByText(`From ${sbo.minRebateValue}% to ${sbo.rebateSubordinateLimit}%`, { exact: true }).first())

    const tooMuch = (Math.round(sbo.rebateSubordinateLimit * 10) + 1) / 10
    await field.fill(String(tooMuch))
    await editor.getByRole('button', { name: 'Save rebates', exact: true }).click()
    await visible(editor.getByText(`At most ${sbo.rebateSubordinateLimit}%: that is your own rebate`, { exact: true }))
    expect(await field.inputValue()).toBe(String(tooMuch))
    await field.fill('1.25')
    await visible(editor.getByText('Enter a percentage with at most one decimal', { exact: true }))
    expect(saves).toHaveLength(0)

    await field.fill(String(sbo.rebateSubordinateLimit))
    const save = editor.getByRole('button', { name: 'Save rebates', exact: true })
    await doubleTapWhileSending(page, save, /\/updateDownlineRebates\b/, saves, 1)
    await visible(ui(page).toast(`Rebates of ${member.userName} saved`))
    expect(saves).toHaveLength(1)
    expect(saves[0]!.postDataJSON()).toMatchObject({
      userName: member.userName,
      configs: expect.arrayContaining([{ type: 'SBO', rebateValue: sbo.rebateSubordinateLimit }]),
    })

    await row(page, member.userName).click()
    await dialog(page, member.userName).getByRole('button', { name: 'Rebates', exact: true }).click()
    await waitFor(
      async () =>
        (await dialog(page, `Rebates of ${member.userName}`).getByRole('textbox', { name: 'SBO sports' }).inputValue()) ===
        String(sbo.rebateSubordinateLimit),
      {
        message: 'the saved rebate read back',
      },
    )
  })

  it('a member below a direct one has no rebate editor, and no name, password or agency to change', async () => {
    const { page } = e2e
    const subAgent = downlinesOf(agent, { page: 1, size: 10 })!.list.find((member) => member.teamSize > 0)!
    const deeper = downlinesOf(agent, { parent: subAgent.userName, page: 1, size: 10 })!.list[0]!
    await openAs(1, `/m/member/team?parent=${subAgent.userName}`)
    await row(page, deeper.userName).click()
    const actions = dialog(page, deeper.userName)
    await visible(actions.getByRole('button', { name: 'Transfer', exact: true }))
    for (const name of ['Rebates', 'Nickname', 'Reset password', 'Make agent'])
      expect(await actions.getByRole('button', { name, exact: true }).count(), name).toBe(0)
  })
})

describe('my team: money to a member', () => {
  it('a wrong payment password keeps the form; the right one sends once, and the list shows the new balance', async () => {
    const { page } = e2e
    await openAs(1, '/m/member/team', { qaSecurity: 'partly' })
    const member = downlinesOf(agent, { page: 1, size: 10 })!.list[0]!
    const sends = requestsTo(page, 'transferDownline', 'POST')
    await row(page, member.userName).click()
    await dialog(page, member.userName).getByRole('button', { name: 'Transfer', exact: true }).click()
    const form = dialog(page, `Send money to ${member.userName}`)
    const send = form.getByRole('button', { name: 'Send', exact: true })

    await form.getByRole('textbox', { name: 'Amount' }).fill('12.345')
    await send.click()
    await visible(form.getByText('Enter an amount above 0 with at most two decimals', { exact: true }))
    await form.getByRole('textbox', { name: 'Amount' }).fill('150.50')
    await form.getByLabel('Payment password').fill('111111')
    await send.click()
    await visible(form.getByText('Payment password incorrect', { exact: true }))
    expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('150.50')
    expect(sends).toHaveLength(1)

    await form.getByLabel('Payment password').fill(paymentPassword)
    await doubleTapWhileSending(page, send, /\/transferDownline\b/, sends, 2)
    await visible(ui(page).toast(`₱150.50 sent to ${member.userName}`))
    expect(sends).toHaveLength(2)
    await visible(row(page, member.userName).getByText(`Balance ${formatBalance(member.balance + 150.5)}`, { exact: true }))
  })

  it('without a payment password, Transfer leads to setting one', async () => {
    const { page } = e2e
    await openAs(2)
    const member = downlinesOf(agent, { page: 1, size: 10 })!.list[0]!
    await row(page, member.userName).click()
    await dialog(page, member.userName).getByRole('button', { name: 'Transfer', exact: true }).click()
    await dialog(page, `Send money to ${member.userName}`).getByRole('link', { name: 'Set a payment password', exact: true }).click()
    await waitForPath(page, '/m/securityCenter/FundsPasswordBox')
  })

  it('a virtual agent (41) sees the team but may not send money', async () => {
    const { page } = e2e
    await openAs(41)
    const member = downlinesOf(agent, { page: 1, size: 10 })!.list[0]!
    await row(page, member.userName).click()
    const actions = dialog(page, member.userName)
    await visible(actions.getByRole('link', { name: 'Report', exact: true }))
    expect(await actions.getByRole('button', { name: 'Transfer', exact: true }).count()).toBe(0)
  })
})

describe("my team: a direct member's name, password and agency", () => {
  const player = () => downlinesOf(agent, { page: 1, size: 10 })!.list.find((member) => member.type === 0)!
  const actionsOf = async (page: Page, name: string) => {
    await row(page, name).click()
    return dialog(page, name)
  }

  it('on a 390 px phone each of a direct player’s actions reads on one line', async () => {
    const { page } = e2e
    await openAs(1)
    const actions = await actionsOf(page, player().userName)
    for (const name of ['Report', 'Rebates', 'Nickname', 'Reset password', 'Make agent', 'Transfer']) {
      expect(
        await linesOf(actions.getByRole('button', { name, exact: true }).or(actions.getByRole('link', { name, exact: true }))),
        name,
      ).toBe(1)
    }
  })

  it('a nickname by the site’s name rule shows beside the member’s name; empty removes it', async () => {
    const { page } = e2e
    await openAs(1)
    const { userName } = player()
    const saves = requestsTo(page, 'downline/nickname2', 'POST')
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Nickname', exact: true }).click()
    const form = dialog(page, `Nickname for ${userName}`)
    const field = form.getByRole('textbox', { name: 'Nickname', exact: true })
    await field.fill('K')
    await form.getByRole('button', { name: 'Save nickname', exact: true }).click()
    await visible(form.getByText('Name format incorrect', { exact: true }))
    expect(saves).toHaveLength(0)
    await field.fill('Kuya Ben')
    await doubleTapWhileSending(page, form.getByRole('button', { name: 'Save nickname', exact: true }), /\/downline\/nickname2\b/, saves, 1)
    await visible(ui(page).toast(`Nickname saved for ${userName}`))
    expect(saves).toHaveLength(1)
    await visible(row(page, userName).getByText(`${userName} (Kuya Ben)`, { exact: true }))
    const actions = await actionsOf(page, userName)
    await visible(actions.getByText('Kuya Ben', { exact: true }))
    await actions.getByRole('button', { name: 'Nickname', exact: true }).click()
    expect(await field.inputValue()).toBe('Kuya Ben')
    await field.fill('')
    await form.getByRole('button', { name: 'Save nickname', exact: true }).click()
    await visible(ui(page).toast(`Nickname removed for ${userName}`))
    await gone(row(page, userName).getByText('(Kuya Ben)'))
  })

  it('a new login password by the site’s rule, typed twice, sealed and sent once; a refusal keeps what was typed', async () => {
    const { page } = e2e
    await openAs(1)
    const { userName } = player()
    const sends = requestsTo(page, 'downline/password', 'POST')
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Reset password', exact: true }).click()
    const form = dialog(page, `New password for ${userName}`)
    const set = form.getByRole('button', { name: 'Set password', exact: true })
    await form.getByLabel('New password', { exact: true }).fill('ab')
    await form.getByLabel('Confirm password', { exact: true }).fill('ab')
    await set.click()
    await visible(form.getByText('Password format incorrect', { exact: true }))
    await form.getByLabel('New password', { exact: true }).fill('fresh2026')
    await set.click()
    await visible(form.getByText('Confirmation password not matched', { exact: true }))
    expect(sends).toHaveLength(0)

    // Refused once (the harness failing the call): the form and what was typed stay.
    await setScenario({ failing: ['/wps/agent/downline/password'] })
    await form.getByLabel('Confirm password', { exact: true }).fill('fresh2026')
    await set.click()
    await visible(form.getByRole('alert'))
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('fresh2026')
    await setScenario({ failing: [] })
    await doubleTapWhileSending(page, set, /\/downline\/password\b/, sends, 2)
    await visible(ui(page).toast(`${userName} has a new password`))
    expect(sends).toHaveLength(2)
    // Sealed: the password never travels in the clear.
    expect(sends[1]!.postData()).not.toContain('fresh2026')
  })

  it('a player made an agent once the agent says yes (a refusal keeps the question with its reason): the list shows a sub-agent, who is offered it no more', async () => {
    const { page } = e2e
    await openAs(1)
    const { userName } = player()
    const sends = requestsTo(page, 'promoteDownlineToAgent', 'POST')
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Make agent', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: `Make ${userName} an agent?`, exact: true })
    await visible(question.getByText(/^They will be able to open accounts/))
    await question.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(sends).toHaveLength(0)
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Make agent', exact: true }).click()
    // Refused once: the question stays with the reason, for another try.
    await setScenario({ failing: ['/wps/agent/promoteDownlineToAgent'] })
    await question.getByRole('button', { name: 'Make agent', exact: true }).click()
    await visible(question.getByRole('alert'))
    expect(sends).toHaveLength(1)
    await setScenario({ failing: [] })
    await question.getByRole('button', { name: 'Make agent', exact: true }).click()
    await visible(ui(page).toast(`${userName} is now an agent`))
    await gone(question)
    expect(sends).toHaveLength(2)
    await visible(row(page, userName).getByText(/sub-agent of 0/))
    const actions = await actionsOf(page, userName)
    await visible(actions.getByRole('button', { name: 'Reset password', exact: true }))
    expect(await actions.getByRole('button', { name: 'Make agent', exact: true }).count()).toBe(0)
  })

  it('dark and light themes: the password form with its messages, and the question, have no serious axe findings', async () => {
    const { page } = e2e
    await openAs(1)
    const { userName } = player()
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Reset password', exact: true }).click()
    const form = dialog(page, `New password for ${userName}`)
    await form.getByRole('button', { name: 'Set password', exact: true }).click()
    await visible(form.getByText('New password is required', { exact: true }))
    await visible(form.getByText('Enter password', { exact: true }))
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'member password'))]
    await page.keyboard.press('Escape')
    await (await actionsOf(page, userName)).getByRole('button', { name: 'Make agent', exact: true }).click()
    await visible(page.getByRole('alertdialog'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'make agent')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})

describe('my team: who may open it (SPEC §2)', () => {
  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    await openAs(type)
    await waitForPath(page, '/m/home')
    expect(pathOf(page)).toBe('/m/home')
  })
})

describe('my team: accessibility', () => {
  it('dark and light themes: the list, a member and the rebates have no serious axe findings', async () => {
    const { page } = e2e
    await openAs(1, '/m/member/team', { qaSecurity: 'partly' })
    await visible(rows(page).first())
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'my team'))]
    const member = downlinesOf(agent, { page: 1, size: 10 })!.list[0]!
    await row(page, member.userName).click()
    await visible(dialog(page, member.userName))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'member actions')))
    await dialog(page, member.userName).getByRole('button', { name: 'Rebates', exact: true }).click()
    await visible(dialog(page, `Rebates of ${member.userName}`).getByRole('textbox').first())
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'rebates')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
