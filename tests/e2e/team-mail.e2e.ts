import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import { requestsTo, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Team mail (/m/agent/teamMail; PLATFORM.md §7 outbox, OUTBOX3): an agent's sent mail, whom each
 * reached and how many read it; writing to the team, sent once, with what is missing said and what
 * was typed kept; deleting a sent mail; who may open it.
 */
const e2e = useBrowser()

const main = (page: Page) => page.getByRole('main')
const row = (page: Page, subject: string) => main(page).getByRole('button', { name: new RegExp(`^${subject}`) })
const subjects = (page: Page) => main(page).locator('.inbox-row__subject').allInnerTexts()
const composer = (page: Page) => page.getByRole('dialog', { name: 'Write to your team', exact: true })

const openTeamMail = async (page: Page, memberType: 1 | 2 = 2) => {
  await setScenario({ memberType })
  await e2e.gotoWithToken('/m/agent/teamMail')
  await visible(row(page, 'Weekend reload bonus'))
}

describe('team mail', () => {
  it('agent home leads here: the sent mail, newest first, each with whom it reached and how many read it', async () => {
    const { page } = e2e
    await setScenario({ memberType: 2 })
    await e2e.gotoWithToken('/m/agent')
    await main(page).getByRole('button', { name: 'Team mail', exact: true }).click()
    await waitForPath(page, '/m/agent/teamMail')
    await visible(ui(page).titled('Team mail'))
    await visible(row(page, 'Welcome to the team'))
    expect(await subjects(page)).toEqual(['Weekend reload bonus', 'Welcome to the team'])
    await visible(row(page, 'Weekend reload bonus').getByText('To: All downlines'))
    await visible(row(page, 'Welcome to the team').getByText('Read by 1 of 1'))
    await row(page, 'Weekend reload bonus').click()
    const detail = page.getByRole('dialog', { name: 'Weekend reload bonus', exact: true })
    await visible(detail.getByText(/^Deposit ₱500 or more this weekend/))
    await visible(detail.getByText(/^Read by \d+ of \d+$/))
  })

  it('a mail to the direct members says what is missing first, then is sent once however often Send is tapped, and heads the list', async () => {
    const { page } = e2e
    await openTeamMail(page)
    const sent = requestsTo(page, 'EMFE_submitOutbox')
    await main(page).getByRole('button', { name: 'Write to your team', exact: true }).click()
    const form = composer(page)
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await visible(form.getByText('Enter a subject', { exact: true }))
    await visible(form.getByText('Write a message', { exact: true }))
    expect(sent).toHaveLength(0)
    await form.getByRole('radio', { name: 'My direct members', exact: true }).check()
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Double rebate tonight')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Slots pay double rebate from 8 pm.')
    await form.getByRole('button', { name: 'Send', exact: true }).dblclick()
    await visible(ui(page).toast('Mail sent. Recipients: '))
    await waitFor(async () => (await subjects(page))[0] === 'Double rebate tonight', { message: 'the new mail to head the list' })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.postDataJSON()).toEqual({
      recipientType: 'DIRECT',
      subject: 'Double rebate tonight',
      content: 'Slots pay double rebate from 8 pm.',
    })
    await visible(row(page, 'Double rebate tonight').getByText('To: Direct downlines'))
  })

  it('a member outside the team is refused in the platform’s words, and what was typed stays', async () => {
    const { page } = e2e
    await openTeamMail(page)
    await main(page).getByRole('button', { name: 'Write to your team', exact: true }).click()
    const form = composer(page)
    await form.getByRole('radio', { name: 'One member', exact: true }).check()
    await form.getByRole('textbox', { name: "Member's username", exact: true }).fill('stranger99')
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Are you there?')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await visible(form.getByText('This member is not in your team', { exact: true }))
    expect(await form.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe('Are you there?')
    expect(await form.getByRole('textbox', { name: "Member's username", exact: true }).inputValue()).toBe('stranger99')
  })

  it('a sent mail is deleted from the list once confirmed; a refusal says why in the mail, which stays', async () => {
    const { page } = e2e
    await openTeamMail(page)
    await row(page, 'Welcome to the team').click()
    const detail = page.getByRole('dialog', { name: 'Welcome to the team', exact: true })
    const confirmDelete = async () => {
      await detail.getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('alertdialog', { name: 'Delete this mail?' }).getByRole('button', { name: 'Delete', exact: true }).click()
    }
    await setScenario({ failing: ['EMFE_deleteOutbox'] })
    await confirmDelete()
    await visible(detail.getByRole('alert'))
    await setScenario({ failing: [] })
    await confirmDelete()
    await visible(ui(page).toast('Mail deleted'))
    await waitFor(async () => JSON.stringify(await subjects(page)) === JSON.stringify(['Weekend reload bonus']), {
      message: 'the mail to leave the list',
    })
  })

  it('a player is sent home and nothing is asked', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    const asked = requestsTo(page, /EMFE_getOutbox/)
    await e2e.gotoWithToken('/m/agent/teamMail')
    await waitForPath(page, '/m/home')
    expect(asked).toHaveLength(0)
  })

  // A test of its own: a site status kept from an earlier visit (with OUTBOX3) applies at once.
  it('an agent on a site without OUTBOX3 is told it is unavailable and nothing is asked', async () => {
    const { page } = e2e
    await setScenario({ memberType: 2, whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'OUTBOX3') })
    const asked = requestsTo(page, /EMFE_getOutbox/)
    await e2e.gotoWithToken('/m/agent/teamMail')
    await visible(main(page).getByText('No permission or feature temporarily unavailable'))
    expect(asked).toHaveLength(0)
  })

  it('dark and light themes: the list and the form have no serious axe findings', async () => {
    const { page } = e2e
    await openTeamMail(page)
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'team mail'))]
    await main(page).getByRole('button', { name: 'Write to your team', exact: true }).click()
    await visible(composer(page).getByRole('textbox', { name: 'Subject', exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'team mail form')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
