import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerLate,
  layoutShiftFrom,
  logIn,
  onNarrowPhone,
  requestsTo,
  seedStorage,
  setScenario,
  textsNotDrawnApart,
  ui,
  useBrowser,
  visible,
  waitForPath,
} from './browser'

/**
 * VIP benefits (/m/member/benefits; PLATFORM.md §6 VIP, §7 MEMBER): the member's rank and
 * progress, each rank of the club with what it takes and what it gives, the rank salary, the
 * rules, who may open it, and a failed call's Retry.
 */
const e2e = useBrowser()

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'VIP ranks', exact: true }).getByRole('tab', { name, exact: true })
const panel = (page: Page) => page.getByRole('tabpanel')
/** The panel as read: the rank, its standing, then each section's title and its lines (or its one sentence). */
const panelText = (page: Page) =>
  panel(page).evaluate((element) => ({
    head: element
      .querySelector('p')!
      .innerText.split('\n')
      .map((line) => line.trim()),
    sections: [...element.querySelectorAll('section')].map((section) => [
      section.querySelector('h2')!.innerText,
      ...[...section.querySelectorAll('dl > div')].map(
        (line) => `${line.querySelector('dt')!.innerText}: ${line.querySelector('dd')!.innerText}`,
      ),
      ...[...section.querySelectorAll(':scope > p')].map((line) => (line as HTMLElement).innerText),
    ]),
  }))

const salary = (page: Page) => page.getByRole('region', { name: 'Rank salary', exact: true })
const salaryRows = (page: Page) =>
  salary(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())))

const openBenefits = async (page: Page) => {
  await e2e.openAs(0)
  await e2e.goto('/m/member/benefits')
  await visible(panel(page))
}

describe('VIP benefits', () => {
  it('the member centre’s VIP card leads here: the member’s rank opened, what it took and what it gives', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/member/home')
    await page.getByRole('region', { name: 'VIP progress', exact: true }).getByRole('link', { name: 'VIP benefits', exact: true }).click()
    await waitForPath(page, '/m/member/benefits')
    await visible(ui(page).titled('VIP benefits'))
    await visible(page.getByRole('region', { name: 'VIP progress' }).getByText('3 of 5 conditions to Platinum', { exact: true }))
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'])
    expect(await tab(page, 'Gold').getAttribute('aria-selected')).toBe('true')
    expect(await panelText(page)).toEqual({
      head: ['Gold', 'Your rank'],
      sections: [
        ['What it takes', 'Turnover this month: ₱40,000', 'Total turnover: ₱200,000', 'Total deposits: ₱10,000'],
        [
          'What you get',
          'Upgrade bonus: ₱288',
          'Monthly salary: ₱128',
          'Birthday bonus: ₱288',
          'Rebate rate: 0.3%',
          'Withdrawals per day: 8',
          'Withdrawal limit per day: ₱200,000',
        ],
      ],
    })
  })

  it('each rank says where the member stands: the next with how far they have come, those passed, those ahead', async () => {
    const { page } = e2e
    await openBenefits(page)
    await tab(page, 'Platinum').click()
    expect(await panelText(page)).toEqual({
      head: ['Platinum', 'Next rank: 3 of 5 conditions met'],
      sections: [
        ['What it takes', 'Turnover this month: ₱30,000 of ₱50,000', 'Total turnover: ₱150,000 of ₱250,000', 'Total deposits: ₱20,000'],
        [
          'What you get',
          'Upgrade bonus: ₱888',
          'Monthly salary: ₱388',
          'Birthday bonus: ₱888',
          'Rebate rate: 0.4%',
          'Withdrawals per day: 10',
          'Withdrawal limit per day: ₱500,000',
          'Personal VIP host: Included',
        ],
      ],
    })
    // The tabs' keys: the arrow moves on and selects.
    await tab(page, 'Platinum').press('ArrowRight')
    expect(await tab(page, 'Diamond').getAttribute('aria-selected')).toBe('true')
    expect((await panelText(page)).head).toEqual(['Diamond', 'Still ahead'])
    await tab(page, 'Diamond').press('Home')
    expect(await panelText(page)).toEqual({
      head: ['Bronze', 'Passed'],
      sections: [
        ['What it takes', 'Every member starts here'],
        ['What you get', 'Rebate rate: 0.1%', 'Withdrawals per day: 3', 'Withdrawal limit per day: ₱50,000'],
      ],
    })
  })

  it('at the top rank nothing is next, and the card says so', async () => {
    const { page } = e2e
    await setScenario({ memberType: 2 })
    await logIn(page, { user: 'agent01' })
    await e2e.goto('/m/member/benefits')
    await visible(page.getByText('Top rank reached', { exact: true }))
    expect(await tab(page, 'Diamond').getAttribute('aria-selected')).toBe('true')
    expect((await panelText(page)).head).toEqual(['Diamond', 'Your rank'])
  })

  it('the rules unfold from under the ranks', async () => {
    const { page } = e2e
    await openBenefits(page)
    const rules = page.getByRole('group').filter({ hasText: 'VIP rules' })
    await rules.getByText('VIP rules', { exact: true }).click()
    await visible(rules.getByText('An upgrade bonus is paid once per rank, the day the rank is reached.'))
  })

  it('the rank salary: what the rank pays a month, when the next is issued, where to claim it, and the months claimed', async () => {
    const { page } = e2e
    await openBenefits(page)
    await visible(salary(page).getByText('₱128 a month as Gold', { exact: true }))
    await visible(salary(page).getByText(/^The next is issued on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d, to claim in the Reward center$/))
    const [head, ...rows] = await salaryRows(page)
    expect(head).toEqual(['Month', 'Rank', 'Salary', 'Claimed'])
    expect(rows.map(([, rank, amount]) => [rank, amount])).toEqual([
      ['Gold', '₱128'],
      ['Silver', '₱38'],
      ['Silver', '₱38'],
    ])
    expect(rows.every(([month, , , claimed]) => /^\d{4}-\d\d$/.test(month!) && claimed!.startsWith(month!))).toBe(true)
    await salary(page).getByRole('link', { name: 'Reward center', exact: true }).click()
    await waitForPath(page, '/m/rewardCenter')
  })

  it('a rank without a salary says how to earn one, and a member who has claimed none is told so', async () => {
    const { page } = e2e
    // newbie01, Bronze, must set a password at the first login.
    await logIn(page, { user: 'newbie01', password: 'temp1234' })
    await waitForPath(page, '/m/changePsw')
    await page.getByLabel('New password', { exact: true }).fill('fresh1234')
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh1234')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await waitForPath(page, '/m/home')
    await e2e.goto('/m/member/benefits')
    await visible(salary(page).getByText('Bronze pays no monthly salary: reach the next rank to earn one', { exact: true }))
    await visible(salary(page).getByText('No salary claimed yet', { exact: true }))
    expect(await salary(page).getByRole('link').count()).toBe(0)
  })

  it('a failed salary call says so in the salary’s place under the ranks, and its Retry brings it', async () => {
    const { page } = e2e
    await setScenario({ failing: ['PROMOFE_getRankSalaryClaimHistory'] })
    await e2e.openAs(0)
    await e2e.goto('/m/member/benefits')
    await visible(tab(page, 'Gold'))
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(salary(page).getByText('₱128 a month as Gold', { exact: true }))
  })

  it('nothing moves when the salaries answer last: the ranks and the rules wait for them', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const shifted = await layoutShiftFrom(page)
    await answerLate(page, /PROMOFE_getRankSalaryClaimHistory/, 1_000)
    await e2e.goto('/m/member/benefits')
    await visible(salary(page).getByRole('table'), 15_000)
    await visible(page.getByText('VIP rules', { exact: true }))
    expect(await shifted()).toBe(0)
  })

  it('a failed call shows Retry in the club’s place, and Retry brings it', async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_getMemberClubBenefit'] })
    await e2e.openAs(0)
    await e2e.goto('/m/member/benefits')
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    expect(await page.getByRole('tablist').count()).toBe(0)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(tab(page, 'Gold'))
  })

  it('nothing moves while the answers come: the rules, answered first, wait under the ranks’ place', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const shifted = await layoutShiftFrom(page)
    await answerLate(page, /MCSFE_getPlayerRankGroupLevels/, 1_000)
    await e2e.goto('/m/member/benefits')
    await visible(panel(page), 15_000)
    await visible(page.getByText('VIP rules', { exact: true }))
    expect(await shifted()).toBe(0)
  })

  it('a free trial (type 4) is told free_reject and nothing is asked', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const asked = requestsTo(page, /MCSFE_(getPlayerRankGroupLevels|getMemberClubBenefit|getPlayerRankRule)/)
    await e2e.goto('/m/member/benefits')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function'))
    expect(asked).toHaveLength(0)
  })

  it('on a 360 px screen in TY each line is drawn whole', async () => {
    const { page } = e2e
    await onNarrowPhone(page, 360, async () => {
      await e2e.openAs(0)
      await seedStorage(page, { language: JSON.stringify('TY') })
      await e2e.goto('/m/member/benefits')
      await page.getByRole('tab').nth(3).click()
      await visible(panel(page).getByText('₱30,000 sa ₱50,000', { exact: true }))
      expect(await textsNotDrawnApart(panel(page), 'dt, dd, span')).toEqual([])
      expect(await textsNotDrawnApart(page.getByRole('region', { name: 'Rank salary', exact: true }), 'th, td')).toEqual([])
    })
  })
})

describe('VIP benefits: accessibility', () => {
  it('dark and light themes: the next rank and the rules unfolded have no serious axe findings', async () => {
    const { page } = e2e
    await openBenefits(page)
    await tab(page, 'Platinum').click()
    await page.getByText('VIP rules', { exact: true }).click()
    await visible(page.getByText(/^Ranks are reviewed/))
    await settled(page)
    const findings = await runAxeInThemes(page, 'VIP benefits')
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
