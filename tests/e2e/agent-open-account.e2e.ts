import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ScenarioPatch } from '../../harness/scenario'
import { agentOwnRebateOf, rebateProducts } from '../../harness/agent-team'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  gone,
  pathOf,
  requestsTo,
  setScenario,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
  type PlayedType,
} from './browser'

/**
 * Open account (/m/agentRegister, issue 15): a member made at once (name checked, password twice,
 * player or sub-agent, rebates within the agent's own, sealed and sent once) and affiliate links
 * (life, channel, copy, QR and share, delete). Expected limits come from the harness's generator.
 */
const e2e = useBrowser()
const agent = 'player01'

const openAs = (memberType: PlayedType, to = '/m/agentRegister', scenario?: ScenarioPatch) => e2e.openAs(memberType, to, scenario)

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true })
/** The Vietnam lottery's limit for the QA agent, and a value just above it. */
const vietnamMax = agentOwnRebateOf(agent, 'VIETNAM_LOTTO')
/** The harness's lower rationed level (0.3 below the agent's own, 3 of 5 left) and the top one (its own, 1 of 1). */
const vietnamRationed = Math.round((vietnamMax - 0.3) * 10) / 10
const boundsAnd = (left: number, quota: number, from: number) => `From 0% to ${vietnamMax}%; ${left} of ${quota} left from ${from}%`

describe('open account: a new member', () => {
  it('from agent home: what is wrong is said and kept, the name is checked on leaving it, and Open is sent once, sealed', async () => {
    const { page } = e2e
    await openAs(1, '/m/agent')
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Open account' }).click()
    await waitForPath(page, '/m/agentRegister')
    const sent = requestsTo(page, '/wps/agent/downline', 'POST')
    const open = main(page).getByRole('button', { name: 'Open account', exact: true })

    // Nothing typed: each field says so and the first takes the focus; nothing is sent.
    await open.click()
    await visible(main(page).getByText('Username is required', { exact: true }))
    await visible(main(page).getByText('Password is required', { exact: true }))
    await waitFor(() => field(page, 'Username').evaluate((input) => input === document.activeElement), { message: 'the name focused' })

    // A name that is taken says so as the field is left.
    await field(page, 'Username').fill('player02')
    await field(page, 'Password').focus()
    await visible(main(page).getByText('username already exists', { exact: true }))

    await field(page, 'Username').fill('newteam01')
    await field(page, 'Password').fill('pass1234')
    await field(page, 'Confirm password').fill('pass12345')
    await main(page).getByRole('radio', { name: 'Sub-agent', exact: true }).check()
    for (const product of rebateProducts) expect(await field(page, productLabel[product]).inputValue()).toBe('0')
    await visible(main(page).getByText(boundsAnd(3, 5, vietnamRationed), { exact: true }))
    await field(page, 'Vietnam lottery').fill(String(vietnamMax + 0.1))
    await open.click()
    await visible(main(page).getByText('Confirmation password not matched', { exact: true }))
    await visible(main(page).getByText(`At most ${vietnamMax}%: that is your own rebate`, { exact: true }))
    expect(await field(page, 'Username').inputValue()).toBe('newteam01')
    expect(sent).toHaveLength(0)

    await field(page, 'Confirm password').fill('pass1234')
    await field(page, 'Vietnam lottery').fill(String(vietnamMax))
    await field(page, 'Fishing').fill('1.5')
    await open.dblclick()
    await visible(main(page).getByText('Account newteam01 opened', { exact: true }))
    await visible(main(page).getByText('They can log in now with the password you set, and open accounts of their own.', { exact: true }))
    expect(sent).toHaveLength(1)
    // Sealed: the password never crosses in the clear.
    expect(sent[0]!.postData() ?? '').not.toContain('pass1234')

    // The new member leads the agent's list, its rebates as given.
    await main(page).getByRole('link', { name: 'My team', exact: true }).click()
    await waitForPath(page, '/m/member/team')
    const first = main(page).getByRole('list', { name: 'Members', exact: true }).getByRole('button').first()
    await visible(first.getByText('newteam01', { exact: true }))
    await first.click()
    const actions = page.getByRole('dialog', { name: 'newteam01', exact: true })
    await actions.getByRole('button', { name: 'Rebates', exact: true }).click()
    const rebates = page.getByRole('dialog', { name: 'Rebates of newteam01', exact: true })
    await waitFor(async () => (await rebates.getByRole('textbox', { name: 'Fishing', exact: true }).inputValue()) === '1.5', {
      message: 'the rebate given',
    })
    expect(await rebates.getByRole('textbox', { name: 'Vietnam lottery', exact: true }).inputValue()).toBe(String(vietnamMax))
  })

  it("a refusal keeps the form and a second tap sends again; 'Open another' starts afresh", async () => {
    const { page } = e2e
    await openAs(2)
    const sent = requestsTo(page, '/wps/agent/downline', 'POST')
    await field(page, 'Username').fill('newteam02')
    await field(page, 'Password').fill('pass1234')
    await field(page, 'Confirm password').fill('pass1234')
    await setScenario({ memberType: 2, failing: ['/wps/agent/downline'] })
    const open = main(page).getByRole('button', { name: 'Open account', exact: true })
    await open.click()
    await visible(main(page).getByRole('alert').filter({ hasText: 'Unknown error' }))
    expect(await field(page, 'Username').inputValue()).toBe('newteam02')
    expect(sent).toHaveLength(1)
    await setScenario({ memberType: 2, failing: [] })
    await open.click()
    await visible(main(page).getByText('Account newteam02 opened', { exact: true }))
    expect(sent).toHaveLength(2)
    await main(page).getByRole('button', { name: 'Open another', exact: true }).click()
    expect(await field(page, 'Username').inputValue()).toBe('')
  })

  it('rationed rebates: the hint says what is left of the level reached; once the top one is spent, it is refused before sending', async () => {
    const { page } = e2e
    await openAs(1)
    const sent = requestsTo(page, '/wps/agent/downline', 'POST')
    const open = main(page).getByRole('button', { name: 'Open account', exact: true })
    const fillNew = async (userName: string, vietnam: number) => {
      await field(page, 'Username').fill(userName)
      await field(page, 'Password').fill('pass1234')
      await field(page, 'Confirm password').fill('pass1234')
      await field(page, 'Vietnam lottery').fill(String(vietnam))
    }

    await fillNew('newteam04', vietnamMax)
    await visible(main(page).getByText(boundsAnd(1, 1, vietnamMax), { exact: true }))
    await open.click()
    await visible(main(page).getByText('Account newteam04 opened', { exact: true }))

    // The terms are asked again: the top level is spent.
    await main(page).getByRole('button', { name: 'Open another', exact: true }).click()
    await fillNew('newteam05', vietnamMax)
    await visible(main(page).getByText(boundsAnd(0, 1, vietnamMax), { exact: true }))
    await open.click()
    await visible(main(page).getByText(`No quota left from ${vietnamMax}%: give less than ${vietnamMax}%`, { exact: true }))
    expect(await field(page, 'Username').inputValue()).toBe('newteam05')
    expect(sent).toHaveLength(1)

    // Just under it: the lower level, which has some left.
    await field(page, 'Vietnam lottery').fill(String(Math.round((vietnamMax - 0.1) * 10) / 10))
    await open.click()
    await visible(main(page).getByText('Account newteam05 opened', { exact: true }))
    expect(sent).toHaveLength(2)
  })
})

const productLabel: Readonly<Record<(typeof rebateProducts)[number], string>> = {
  VIETNAM_LOTTO: 'Vietnam lottery',
  ELOTTO: 'E-lottery',
  SBO: 'SBO sports',
  FISH: 'Fishing',
}

describe('open account: invite links', () => {
  const links = (page: Page) => main(page).getByRole('region', { name: 'Invite links', exact: true }).getByRole('listitem')
  const linkCard = (page: Page, code: string) => main(page).getByRole('listitem', { name: `Link ${code}`, exact: true })

  it('lists the links with their life, channel and sign-ups; copy, share with a QR code, and delete after a question', async () => {
    const { page } = e2e
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('') })
    await openAs(1)
    await main(page).getByRole('tab', { name: 'Invite links', exact: true }).click()
    await visible(main(page).getByText('2 of 20 links', { exact: true }))
    // The tab lives in the address: a reload comes back to the links.
    await waitForPath(page, '/m/agentRegister', '?way=links')
    await page.reload()
    await visible(main(page).getByText('2 of 20 links', { exact: true }))
    expect(await main(page).getByRole('tab', { name: 'Invite links', exact: true }).getAttribute('aria-selected')).toBe('true')
    const player = linkCard(page, 'QA01PLYR')
    await visible(player.getByText('Facebook', { exact: true }))
    await visible(player.getByText(/^Expires \d{4}-\d{2}-\d{2}$/))
    await visible(linkCard(page, 'QA01AGNT').getByText('Never expires', { exact: true }))
    const url = urlOf('/m/register?affiliateCode=QA01PLYR')
    await visible(player.getByText(url, { exact: true }))

    await player.getByRole('button', { name: 'Copy Link QA01PLYR', exact: true }).click()
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) === url, { message: 'the link copied' })

    await player.getByRole('button', { name: 'Share', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Share your invite link', exact: true })
    await visible(sheet.getByRole('img', { name: 'QR code of link QA01PLYR', exact: true }))
    await page.keyboard.press('Escape')
    await gone(sheet)

    const deletes = requestsTo(page, 'MCSFE_deleteAffiliateUrl', 'POST')
    await player.getByRole('button', { name: 'Delete', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this link?', exact: true })
    await question.getByRole('button', { name: 'Cancel', exact: true }).click()
    await gone(question)
    expect(deletes).toHaveLength(0)
    // Refused, the reason shows on the card and Delete is given back at once to try again.
    await setScenario({ failing: ['MCSFE_deleteAffiliateUrl'] })
    await player.getByRole('button', { name: 'Delete', exact: true }).click()
    await question.getByRole('button', { name: 'Delete', exact: true }).click()
    await visible(player.getByRole('alert'))
    expect(await player.getByRole('alert').textContent()).not.toBe('')
    // In the danger colour, though no page carrying the account forms' styles was opened before.
    const [colour, danger] = await player.getByRole('alert').evaluate((alert) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--c-danger)'
      document.body.append(probe)
      const danger = getComputedStyle(probe).color
      probe.remove()
      return [getComputedStyle(alert).color, danger]
    })
    expect(colour).toBe(danger)
    expect(await player.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(false)
    expect(deletes).toHaveLength(1)
    await setScenario({ failing: [] })
    await player.getByRole('button', { name: 'Delete', exact: true }).click()
    // Deleted, the card stays until the list asked again comes: its Delete stays locked meanwhile,
    // or a second delete would be refused as already gone.
    await whileHeldBack(page, /\/MCSFE_viewAffiliateUrls(\?|$)/, async () => {
      await question.getByRole('button', { name: 'Delete', exact: true }).click()
      await visible(page.getByText('Link QA01PLYR deleted', { exact: true }))
      expect(await player.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true)
    })
    await gone(player)
    await visible(main(page).getByText('1 of 20 links', { exact: true }))
    expect(deletes).toHaveLength(2)
  })

  it('a new link: its channel must be chosen, its rebates within the agent’s own; made, it leads the list and its share sheet opens', async () => {
    const { page } = e2e
    await openAs(1)
    await main(page).getByRole('tab', { name: 'Invite links', exact: true }).click()
    await visible(links(page).first())
    const creates = requestsTo(page, 'MCSFE_createAffiliateUrl', 'POST')
    await main(page).getByRole('button', { name: 'New link', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'New link', exact: true })
    await dialog.getByRole('radio', { name: 'Sub-agent', exact: true }).check()
    await dialog.getByRole('combobox', { name: 'Valid for', exact: true }).click()
    await page.getByRole('option', { name: '7 days', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'E-lottery', exact: true }).fill('1.25')
    await dialog.getByRole('button', { name: 'Create link', exact: true }).click()
    await visible(dialog.getByText('Choose a channel', { exact: true }))
    await visible(dialog.getByText('Enter a percentage with at most one decimal', { exact: true }))
    expect(creates).toHaveLength(0)

    await dialog.getByRole('combobox', { name: 'Channel', exact: true }).click()
    await page.getByRole('option', { name: 'TikTok', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'E-lottery', exact: true }).fill('1.2')
    await dialog.getByRole('button', { name: 'Create link', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Share your invite link', exact: true })
    await visible(sheet)
    expect(creates).toHaveLength(1)
    await page.keyboard.press('Escape')
    await gone(sheet)
    await visible(main(page).getByText('3 of 20 links', { exact: true }))
    const made = links(page).first()
    await visible(made.getByText('Sub-agent', { exact: true }))
    await visible(made.getByText('TikTok', { exact: true }))
    await visible(made.getByText(/E-lottery 1\.2%/))
  })
})

describe('open account: who may open it', () => {
  it.each([0, 4, 40] as const)('type %i is replaced to home', async (type) => {
    const { page } = e2e
    await openAs(type)
    await waitForPath(page, '/m/home')
    expect(pathOf(page)).toBe('/m/home')
  })

  it('a guest is sent home, as from every agent page', async () => {
    const { page } = e2e
    await e2e.goto('/m/agentRegister')
    await waitForPath(page, '/m/home')
  })
})

describe('open account: accessibility', () => {
  it('dark and light themes: both ways and the new-link dialog have no serious or critical violation', async () => {
    const { page } = e2e
    await openAs(41)
    await visible(field(page, 'Username'))
    await main(page).getByRole('button', { name: 'Open account', exact: true }).click()
    await visible(main(page).getByText('Username is required', { exact: true }))
    await settled(page)
    const findings = await runAxeInThemes(page, 'open account')
    await main(page).getByRole('tab', { name: 'Invite links', exact: true }).click()
    await visible(main(page).getByText('2 of 20 links', { exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'invite links')))
    await main(page).getByRole('button', { name: 'New link', exact: true }).click()
    await visible(page.getByRole('dialog', { name: 'New link', exact: true }).getByRole('button', { name: 'Create link' }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'new link')))
    const bad = failing(findings)
    expect(bad, describeFindings(bad)).toEqual([])
  })
})
