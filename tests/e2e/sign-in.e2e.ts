import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerLate,
  harnessJson,
  layoutShiftFrom,
  logInAs,
  onNarrowPhone,
  requestsTo,
  seedStorage,
  setScenario,
  textsNotDrawnApart,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
} from './browser'

/**
 * The daily sign-in (/m/activity/signIn; PLATFORM.md §1.12, §6): where the member stands in the
 * LOGIN promotion's cycle, today's bonus signed for once, the countdown to the next day, the
 * reward centre's link, and who may open it.
 */
const e2e = useBrowser()

const harnessPaid = async () =>
  (await harnessJson<{ paid: ReadonlyArray<{ userName: string; day: number; amount: number }> }>('/__harness/sign-in')).paid
const today = (page: Page) => page.getByRole('region', { name: '7-day sign-in bonus', exact: true })
const signInButton = (page: Page) => today(page).getByRole('button', { name: /^Sign(ed)? in/ })
const cycle = (page: Page) => page.getByRole('main').getByRole('list').first()
/** Each day of the cycle as read: its name, bonus and state, and whether it is marked as today. */
const days = (page: Page) =>
  cycle(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) => `${(item as HTMLElement).innerText.split('\n').join(' ')}${item.getAttribute('aria-current') ? ' (current)' : ''}`,
      ),
    )

const openSignIn = async (page: Page) => {
  await e2e.goto('/m/activity/signIn')
  await visible(today(page).getByText('₱15', { exact: true }))
}

describe('daily sign-in', () => {
  it('shows the days signed in a row, today’s bonus, and the cycle’s days signed, today and ahead', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    await openSignIn(page)
    await visible(ui(page).titled('Daily sign-in'))
    await visible(today(page).getByText('2 days in a row', { exact: true }))
    await visible(today(page).getByText('Sign in every day: a day missed starts the cycle again', { exact: true }))
    expect(await signInButton(page).textContent()).toBe('Sign in for day 3')
    expect(await days(page)).toEqual([
      'Day 1 ₱5 Signed',
      'Day 2 ₱10 Signed',
      'Day 3 ₱15 Today (current)',
      'Day 4 ₱20 Ahead',
      'Day 5 ₱25 Ahead',
      'Day 6 ₱30 Ahead',
      'Day 7 ₱88 Ahead',
    ])
    await page.getByText('Rules', { exact: true }).click()
    await visible(page.getByText(/^Days count in a row/))
  })

  it('a double tap signs in once: the bonus said, the day ticked, and the countdown to the next day', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    await openSignIn(page)
    const sent = requestsTo(page, 'MCSFE_claimLoginPromotion')
    await whileHeldBack(page, /\/MCSFE_getLoginPromotion\b/, async () => {
      await signInButton(page).dblclick()
      await visible(ui(page).toast('Day 3 signed: ₱15 added to your wallet'))
      expect(await signInButton(page).isDisabled()).toBe(true)
    })
    await visible(today(page).getByRole('button', { name: 'Signed in today', exact: true }))
    expect(await signInButton(page).isDisabled()).toBe(true)
    await visible(today(page).getByText('3 days in a row', { exact: true }))
    await visible(today(page).getByText(/^Next sign-in in \d{1,2}:\d\d:\d\d$/))
    expect((await days(page))[2]).toBe('Day 3 ₱15 Signed today (current)')
    expect(sent).toHaveLength(1)
    expect(await harnessPaid()).toEqual([{ userName: 'player01', day: 3, amount: 15 }])
  })

  it('when the countdown reaches the next day, the cycle is asked again', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    await e2e.installClock()
    await openSignIn(page)
    await signInButton(page).click()
    await visible(today(page).getByText(/^Next sign-in in/))
    const asked = requestsTo(page, 'MCSFE_getLoginPromotion')
    await e2e.timePasses(24 * 60 * 60_000)
    await waitFor(async () => asked.length > 0, { message: 'the cycle asked again at the next day' })
  })

  it('on day 7 the last and largest bonus waits', async () => {
    const { page } = e2e
    await setScenario({ signIn: 'day-7' })
    await logInAs(page, 0)
    await e2e.goto('/m/activity/signIn')
    await visible(today(page).getByText('₱88', { exact: true }))
    await visible(today(page).getByText('6 days in a row', { exact: true }))
    expect(await signInButton(page).textContent()).toBe('Sign in for day 7')
  })

  it('the reward centre leads here while the promotion runs, and says when today is done', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    await e2e.goto('/m/rewardCenter')
    const link = page.getByRole('main').getByRole('link', { name: /Daily sign-in/ })
    await visible(link.getByText('Day 3: sign in for ₱15', { exact: true }))
    await link.click()
    await waitForPath(page, '/m/activity/signIn')
    await signInButton(page).click()
    await visible(today(page).getByRole('button', { name: 'Signed in today', exact: true }))
    await page.goBack()
    await waitForPath(page, '/m/rewardCenter')
    await visible(link.getByText('Signed in today, come back tomorrow', { exact: true }))
  })

  it('while no sign-in promotion runs, the page says so and the reward centre has no link', async () => {
    const { page } = e2e
    await setScenario({ signIn: 'off' })
    await logInAs(page, 0)
    await e2e.goto('/m/activity/signIn')
    await visible(page.getByRole('main').getByText('No sign-in promotion is running right now'))
    await e2e.goto('/m/rewardCenter')
    await visible(page.getByRole('main').getByRole('article', { name: 'Lucky spin rebate', exact: true }))
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Daily sign-in/ })
        .count(),
    ).toBe(0)
  })

  it('offline, Sign in is refused at once and never queued', async () => {
    const { page, context } = e2e
    await logInAs(page, 0)
    await openSignIn(page)
    await context.setOffline(true)
    try {
      await signInButton(page).click()
      await visible(page.getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
    } finally {
      await context.setOffline(false)
    }
    expect(await harnessPaid()).toEqual([])
    expect(await signInButton(page).isDisabled()).toBe(false)
  })

  it('a free trial (type 4) is told free_reject and nothing is asked', async () => {
    const { page } = e2e
    await logInAs(page, 4)
    const asked = requestsTo(page, 'MCSFE_getLoginPromotion')
    await e2e.goto('/m/activity/signIn')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function'))
    expect(asked).toHaveLength(0)
  })

  it('nothing moves when the cycle answers late', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    const shifted = await layoutShiftFrom(page)
    await answerLate(page, /MCSFE_getLoginPromotion/, 1_000)
    await e2e.goto('/m/activity/signIn')
    await visible(today(page).getByText('₱15', { exact: true }), 15_000)
    expect(await shifted()).toBe(0)
  })

  it('on a 360 px screen in TY each day is drawn whole', async () => {
    const { page } = e2e
    await onNarrowPhone(page, 360, async () => {
      await logInAs(page, 0)
      await seedStorage(page, { language: JSON.stringify('TY') })
      await e2e.goto('/m/activity/signIn')
      await visible(
        cycle(page)
          .getByText('Done today')
          .or(cycle(page).getByText('Today', { exact: true })),
      )
      expect(await textsNotDrawnApart(cycle(page), 'span')).toEqual([])
    })
  })
})

describe('daily sign-in: accessibility', () => {
  it('dark and light themes: the cycle and the rules unfolded have no serious axe findings', async () => {
    const { page } = e2e
    await logInAs(page, 0)
    await openSignIn(page)
    await page.getByText('Rules', { exact: true }).click()
    await visible(page.getByText(/^Days count in a row/))
    await settled(page)
    const findings = await runAxeInThemes(page, 'daily sign-in')
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
