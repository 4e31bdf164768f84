import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'
import { frozenMemberOf } from '../../harness/agent-red-rain'
import { downlinesOf } from '../../harness/agent-team'
import { rainMembersMax } from '../../src/features/agent/red-rain-schema'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  linesOf,
  onNarrowPhone,
  pathOf,
  readLocale,
  requestsTo,
  seedStorage,
  useBrowser,
  visible,
  waitForPath,
  type PlayedType,
} from './browser'

/**
 * Red rain (/m/redRain, issue 15): the agent chooses direct members, sets the amount each, confirms
 * with the payment password; the rain is sealed and sent once, and the result is told per member.
 * Members come from the harness's generator for the QA account (player01; its oldest direct member
 * is frozen, harness/agent-red-rain.ts).
 */
const e2e = useBrowser()
const agent = 'player01'
const paymentPassword = '246810'
const direct = downlinesOf(agent, { page: 1, size: 10_000 })!.list.map((member) => member.userName)
const frozen = frozenMemberOf(agent)!

const openAs = (memberType: PlayedType, to = '/m/redRain', scenario?: ScenarioPatch) => e2e.openAs(memberType, to, scenario)

const main = (page: Page) => page.getByRole('main')
/** A member's checkbox: named by the member, then their tags (sub-agent, online). */
const member = (page: Page, name: string) => main(page).getByRole('checkbox', { name: new RegExp(`^${name}(\\s|$)`) })

describe('red rain', () => {
  it('on a 360 px screen in TY, the steps, the count of chosen members and the two buttons beside it each stay on one line', async () => {
    const { page } = e2e
    const rain = (await readLocale('ty', 'agent')).rain!
    await onNarrowPhone(page, 360, async () => {
      await seedStorage(page, { language: JSON.stringify('TY') })
      await openAs(1)
      const count = main(page).getByText(rain.chosen!.replace('{{count}}', '0').replace('{{max}}', String(rainMembersMax)), { exact: true })
      await visible(count)
      const steps = main(page).getByRole('list', { name: rain.steps!, exact: true }).getByRole('listitem')
      expect(await steps.count()).toBe(3)
      for (const line of [
        ...(await steps.all()),
        count,
        main(page).getByRole('button', { name: rain.choose_shown!, exact: true }),
        main(page).getByRole('button', { name: rain.clear!, exact: true }),
      ]) {
        expect(await linesOf(line), String(line)).toBe(1)
      }
    })
  })

  it('from agent home: choose members (one found by name), the amount each and the password; sent once, the result per member', async () => {
    const { page } = e2e
    await openAs(1, '/m/agent', { qaSecurity: 'partly' })
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Red envelope rain' }).click()
    await waitForPath(page, '/m/redRain')
    const sent = requestsTo(page, '/wps/agent/transferMultipleDownline', 'POST')
    const [first, second] = direct
    await member(page, first!).check()
    await member(page, second!).check()
    await main(page).getByRole('searchbox', { name: 'Find a member', exact: true }).fill(frozen)
    await member(page, frozen).check()
    await visible(main(page).getByText(`3 of ${rainMembersMax} chosen`, { exact: true }))
    await main(page).getByRole('button', { name: 'Next (3)', exact: true }).click()

    await visible(main(page).getByText('To 3 members', { exact: true }))
    const send = main(page).getByRole('button', { name: 'Send red rain', exact: true })
    await send.click()
    await visible(main(page).getByText('Enter an amount above 0 with at most two decimals', { exact: true }))
    await main(page).getByRole('textbox', { name: 'Amount each', exact: true }).fill('12.5')
    await visible(main(page).getByText('Total ₱37.50', { exact: true }))
    await main(page).getByLabel('Payment password', { exact: true }).fill(paymentPassword)
    await send.dblclick()

    await visible(main(page).getByRole('status').getByText('2 of 3 members received it', { exact: true }))
    // The balance after it, as SPEC §9 writes balances (two decimals always).
    await visible(main(page).getByText(/^₱25\.00 sent\. Your balance: ₱[\d,]+\.\d\d\.$/))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.postData() ?? '').not.toContain(paymentPassword)
    const results = main(page).getByRole('list', { name: 'Who received it', exact: true }).getByRole('listitem')
    expect(await results.allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${first}\\s+Received ₱12\\.50$`)),
      expect.stringMatching(new RegExp(`^${second}\\s+Received ₱12\\.50$`)),
      expect.stringMatching(new RegExp(`^${frozen}\\s+Not sent: the account is frozen$`)),
    ])

    // A new rain starts with nobody chosen.
    await main(page).getByRole('button', { name: 'New red rain', exact: true }).click()
    await visible(main(page).getByText(`0 of ${rainMembersMax} chosen`, { exact: true }))
    expect(await member(page, first!).isChecked()).toBe(false)
  })

  it('a wrong password sends nothing and keeps the amount; Back keeps the chosen; at most 50 are chosen', async () => {
    const { page } = e2e
    await openAs(2, '/m/redRain', { qaSecurity: 'partly' })
    const sent = requestsTo(page, '/wps/agent/transferMultipleDownline', 'POST')
    await main(page).getByRole('button', { name: 'Choose all shown', exact: true }).click()
    const chosen = Math.min(direct.length, rainMembersMax)
    await visible(main(page).getByText(`${chosen} of ${rainMembersMax} chosen`, { exact: true }))
    if (direct.length > rainMembersMax) expect(await member(page, direct[rainMembersMax]!).isDisabled()).toBe(true)
    await main(page)
      .getByRole('button', { name: `Next (${chosen})`, exact: true })
      .click()
    await main(page).getByRole('textbox', { name: 'Amount each', exact: true }).fill('1')
    await main(page).getByLabel('Payment password', { exact: true }).fill('000000')
    await main(page).getByRole('button', { name: 'Send red rain', exact: true }).click()
    await visible(main(page).getByRole('alert').getByText('Payment password incorrect', { exact: true }))
    expect(sent).toHaveLength(1)
    expect(await main(page).getByRole('textbox', { name: 'Amount each', exact: true }).inputValue()).toBe('1')
    await main(page).getByRole('button', { name: 'Back', exact: true }).click()
    await visible(main(page).getByText(`${chosen} of ${rainMembersMax} chosen`, { exact: true }))
  })

  it('without a payment password, the amount step leads to setting one', async () => {
    const { page } = e2e
    await openAs(1)
    await member(page, direct[0]!).check()
    await main(page).getByRole('button', { name: 'Next (1)', exact: true }).click()
    await visible(main(page).getByRole('alert').getByText('No payment password has been set yet', { exact: true }))
    await visible(main(page).getByRole('link', { name: 'Set a payment password', exact: true }))
  })

  it('an agent that may not send money (41) is told so', async () => {
    const { page } = e2e
    await openAs(41)
    await visible(main(page).getByText('Red rain sends your money to your members; this account cannot send money.', { exact: true }))
    expect(await main(page).getByRole('checkbox').count()).toBe(0)
  })

  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    await openAs(type)
    await waitForPath(page, '/m/home')
    expect(pathOf(page)).toBe('/m/home')
  })

  it('dark and light themes: choosing and the result have no serious or critical violation', async () => {
    const { page } = e2e
    await openAs(1, '/m/redRain', { qaSecurity: 'partly' })
    await member(page, direct[0]!).check()
    await settled(page)
    const findings = await runAxeInThemes(page, 'red rain members')
    await main(page).getByRole('button', { name: 'Next (1)', exact: true }).click()
    await main(page).getByRole('textbox', { name: 'Amount each', exact: true }).fill('5')
    await main(page).getByLabel('Payment password', { exact: true }).fill(paymentPassword)
    await main(page).getByRole('button', { name: 'Send red rain', exact: true }).click()
    await visible(main(page).getByRole('status'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'red rain result')))
    const bad = failing(findings)
    expect(bad, describeFindings(bad)).toEqual([])
  })
})
