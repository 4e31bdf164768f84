import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerLate,
  holdBack,
  recordFirstSight,
  requestsTo,
  setScenario,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

/**
 * Invite friends (/m/inviteFriends, issue 14; PLATFORM.md §6 "referral"): the member's code and
 * link, the share sheet with its QR code, the figures the operator shows, the reports, the rules;
 * the guest view that leads to register; agents, trial and virtual accounts.
 */
const e2e = useBrowser()

const main = (page: Page) => page.getByRole('main')
const card = (page: Page) => page.getByRole('region', { name: 'Your referral code', exact: true })
const figures = (page: Page) => page.getByRole('region', { name: 'Your figures', exact: true })
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Invite friends' }).getByRole('tab', { name, exact: true })
const link = 'https://lucky-play.example.test/m/register?affiliateCode=PLY01T'

const openAsMember = async (page: Page) => {
  await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('') })
  await e2e.openAs(0, '/m/inviteFriends')
  await visible(card(page).getByText('PLY01T', { exact: true }))
}

describe('invite friends: a member', () => {
  it('shows the code and the link on the promotion domain, each copied in one tap, and what each side gets', async () => {
    const { page } = e2e
    await openAsMember(page)
    await visible(main(page).getByText('₱188 after a first deposit of ₱500 or more', { exact: true }))
    await visible(main(page).getByText('₱100 for each friend who qualifies, and 1% of their deposits', { exact: true }))
    await visible(card(page).getByText(link, { exact: true }))
    await visible(card(page).getByText('Friends invited so far: 23', { exact: true }))

    await card(page).getByRole('button', { name: 'Copy Referral code', exact: true }).click()
    await visible(ui(page).toast('Copied'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PLY01T')
    await card(page).getByRole('button', { name: 'Copy Referral link', exact: true }).click()
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) === link, { message: 'the link copied' })
  })

  it('the share sheet: the link as a QR code, the apps players share through, and the link to copy', async () => {
    const { page } = e2e
    await openAsMember(page)
    await card(page).getByRole('button', { name: 'Share my link', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Share your link', exact: true })
    await visible(sheet.getByRole('img', { name: 'QR code of your referral link', exact: true }))
    const channels = sheet.getByRole('list', { name: 'Share through' }).getByRole('link')
    expect(await channels.allInnerTexts()).toEqual(['Facebook', 'Messenger', 'Telegram', 'WhatsApp', 'Viber'])
    expect(await sheet.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    )
    expect(await sheet.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(`PLY01T ${link}`))
    await sheet.getByRole('button', { name: 'Copy Link', exact: true }).click()
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) === link, { message: 'the link copied' })
    await page.keyboard.press('Escape')
    await waitFor(async () => (await sheet.count()) === 0, { message: 'the sheet to close' })
  })

  it("today's figures and the totals, only those the operator shows", async () => {
    const { page } = e2e
    await openAsMember(page)
    await visible(figures(page))
    const names = await figures(page).getByRole('term').allInnerTexts()
    expect(names).toEqual([
      'Friends invited',
      'Friends qualified',
      "Friends' deposits",
      'Deposited by friends',
      'Invitation bonus',
      'Deposit rebate',
    ])
    expect(await figures(page).getByRole('definition').allInnerTexts()).toEqual(['2', '1', '2', '₱3,000', '₱100', '₱30'])
    await figures(page).getByRole('button', { name: 'All time', exact: true }).click()
    expect(await figures(page).getByRole('definition').allInnerTexts()).toEqual(['23', '14', '27', '₱47,726', '₱1,400', '₱477.26'])
  })

  it('the friends who joined and the rebates, by range, with the totals of the range', async () => {
    const { page } = e2e
    await openAsMember(page)
    await tab(page, 'Friends').click()
    const friends = main(page).getByRole('tabpanel', { name: 'Friends', exact: true })
    await visible(friends.getByText('jun***23', { exact: true }))
    await page.getByRole('button', { name: 'Yesterday', exact: true }).click()
    await visible(friends.getByText('kev***88', { exact: true }))
    await waitFor(async () => (await friends.getByText('jun***23', { exact: true }).count()) === 0, { message: "yesterday's list" })
    await visible(friends.getByText('Qualified', { exact: true }))

    await tab(page, 'Rebates').click()
    const totals = page.getByLabel('Totals', { exact: true })
    await waitFor(async () => JSON.stringify(await totals.getByRole('definition').allInnerTexts()) === '["₱19,477","₱194.77"]', {
      message: 'the totals of the last 7 days',
    })
  })

  it('the rules: the plain lines and the operator rules, sanitised', async () => {
    const { page } = e2e
    await openAsMember(page)
    await tab(page, 'Rules').click()
    await visible(main(page).locator('.referral-rules li').first())
    expect(await main(page).locator('.referral-rules script').count()).toBe(0)
  })
})

describe('invite friends: who else comes', () => {
  it('a guest sees the programme and goes on to register or to log in and come back', async () => {
    const { page } = e2e
    await e2e.goto('/m/inviteFriends')
    await visible(main(page).getByRole('heading', { name: 'Invite friends, earn together' }))
    await visible(main(page).getByText('₱188 after a first deposit of ₱500 or more', { exact: true }))
    await main(page).getByRole('link', { name: 'Log in to invite friends' }).click()
    await waitForPath(page, '/m/login', `?redirect=${encodeURIComponent('/m/inviteFriends')}`)
    await page.goBack()
    await main(page).getByRole('link', { name: 'Sign up and get your link' }).click()
    await waitForPath(page, '/m/register')
  })

  it("a guest's Sign up never moves as the programme, its rules and their sanitiser come", async () => {
    const { page } = e2e
    const signUp = '.referral-guest__actions a'
    const sight = await recordFirstSight(page, signUp, [signUp])
    await answerLate(page, /MCSFE_getReferralRules|\/assets\/operator-html-[\w-]{8}\.js$/)
    await e2e.goto('/m/inviteFriends')
    await visible(main(page).locator('.referral-rules li').first())
    await visible(main(page).getByRole('link', { name: 'Sign up and get your link' }))
    expect((await sight.now([signUp]))[signUp]!.top).toBe((await sight.first())[signUp]!.top)
  })

  it("a friend opening the member's link registers with the code already checked (no invitation field)", async () => {
    const { page } = e2e
    await e2e.goto('/m/register?affiliateCode=PLY01T')
    await visible(page.getByLabel('Password', { exact: true }))
    expect(await page.getByLabel(/invitation code/i).count()).toBe(0)
  })

  it("a member opening the page with a token never sees the trial's refusal while their type is asked", async () => {
    const { page } = e2e
    const release = await holdBack(page, /\/wps\/member\/info/)
    await setScenario({ memberType: 0 })
    await e2e.gotoWithToken('/m/inviteFriends')
    await visible(main(page).getByRole('progressbar'))
    expect(await main(page).getByText('Please login an actual account to use this function').count()).toBe(0)
    await release()
    await visible(card(page).getByText('PLY01T', { exact: true }))
  })

  it("opened with a token whose member info fails, the type is unknown, a trial's (SPEC §3): its refusal, not a loader for ever", async () => {
    const { page } = e2e
    await setScenario({ memberType: 0, failing: ['/wps/member/info'] })
    await e2e.gotoWithToken('/m/inviteFriends')
    await visible(main(page).getByText('Please login an actual account to use this function', { exact: true }))
    expect(await main(page).getByRole('progressbar').count()).toBe(0)
  })

  it('a trial account is refused, an agent is led to the agent area, and neither asks for a code', async () => {
    const { page } = e2e
    const asked = requestsTo(page, 'MCSFE_getReferralDetails')
    await e2e.openAs(4, '/m/inviteFriends')
    await visible(main(page).getByText('Please login an actual account to use this function', { exact: true }))
    await setScenario({ memberType: 1 })
    await page.reload()
    await visible(main(page).getByRole('link', { name: 'Go to agent area' }))
    expect(asked).toEqual([])
  })

  it('a site without the programme (REFERRAL3 off) says no permission and asks for no code', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0, whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'REFERRAL3') })
    const asked = requestsTo(page, 'MCSFE_getReferralDetails')
    await e2e.openAs(0, '/m/inviteFriends')
    await visible(main(page).getByText('No permission or feature temporarily unavailable', { exact: true }))
    expect(asked).toEqual([])
  })
})

describe('invite friends: accessibility', () => {
  it('dark and light themes: the invite tab, the share sheet and a report have no serious axe findings', async () => {
    const { page } = e2e
    await openAsMember(page)
    await visible(figures(page))
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'invite tab'))]
    await card(page).getByRole('button', { name: 'Share my link', exact: true }).click()
    await visible(page.getByRole('dialog', { name: 'Share your link' }).getByRole('img'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'share sheet')))
    await page.keyboard.press('Escape')
    await tab(page, 'Rebates').click()
    await visible(main(page).getByText('kev***88').first())
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'rebates')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
