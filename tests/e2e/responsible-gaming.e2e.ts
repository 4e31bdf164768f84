import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { policies } from '../../src/lib/effect/policies'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import { gone, readLocal, requestsTo, setScenario, ui, useBrowser, visible, waitFor, waitForPath, whileHeldBack } from './browser'

/** Responsible gaming (/m/responsible, PLATFORM.md §10): deposit limits and self-exclusion. */

const e2e = useBrowser()

const limits = (page: Page) => page.getByRole('region', { name: 'Deposit limits', exact: true })
const row = (page: Page, name: string) =>
  limits(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
/** 'Set a limit' or 'Change', named with its period. */
const editButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^(Set a limit|Change) \\(${name}\\)$`) })
const limitForm = (page: Page, name: string) => page.getByRole('form', { name, exact: true })

/** Opens the period's form, types the amount and saves it. */
const setLimit = async (page: Page, name: string, amount: string) => {
  await editButton(page, name).click()
  await limitForm(page, name).getByLabel(`${name} (₱)`, { exact: true }).fill(amount)
  await limitForm(page, name).getByRole('button', { name: 'Save', exact: true }).click()
}

const exclusionForm = (page: Page) => page.getByRole('form', { name: 'Self-exclusion', exact: true })

describe('responsible gaming', () => {
  it('the member centre leads there where the site offers it; elsewhere neither the item nor the page', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/member/home')
    await page.getByRole('button', { name: 'Responsible gaming', exact: true }).click()
    await waitForPath(page, '/m/responsible')
    await visible(ui(page).titled('Responsible gaming'))
    await visible(row(page, 'Daily limit').getByText('No limit', { exact: true }))

    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'RESPGAME3') })
    // The app boots on the status it kept from the last visit, in which the module was still on; once
    // a visit has brought the new one, the page asks nothing.
    await e2e.goto('/m/home')
    const kept = async () => (await readLocal(page, 'systemStatus')) ?? ''
    await waitFor(async () => (await kept()).includes('"whitelabel"') && !(await kept()).includes('RESPGAME3'), {
      message: 'the new status kept',
    })
    const asked = requestsTo(page, /MCSFE_getResponsibleGaming/)
    await e2e.goto('/m/responsible')
    await visible(page.getByRole('main').getByText('No permission or feature temporarily unavailable', { exact: true }))
    expect(asked).toHaveLength(0)
  })

  it('a free-play account is told why, and nothing is asked', async () => {
    const { page } = e2e
    const asked = requestsTo(page, /MCSFE_getResponsibleGaming/)
    await e2e.openAs(4, '/m/responsible')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function', { exact: true }))
    expect(asked).toHaveLength(0)
  })

  it('a daily limit holds at once: the cashier says what it leaves and refuses past it before sending; the page shows what is used and left', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    await editButton(page, 'Daily limit').click()
    const amount = limitForm(page, 'Daily limit').getByLabel('Daily limit (₱)', { exact: true })
    await amount.fill('abc')
    const sent = requestsTo(page, /MCSFE_setDepositLimit/)
    await limitForm(page, 'Daily limit').getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Enter an amount above 0, with at most 2 decimals' }))
    expect(sent).toHaveLength(0)
    await amount.fill('800')
    await visible(limitForm(page, 'Daily limit').getByText('This limit holds as soon as you save it.', { exact: true }))
    await limitForm(page, 'Daily limit').getByRole('button', { name: 'Save', exact: true }).click()
    await visible(ui(page).toast('Limit saved'))
    await visible(row(page, 'Daily limit').getByText('₱800', { exact: true }))
    expect(sent).toHaveLength(1)

    await e2e.goto('/m/voucherCenter')
    const main = page.getByRole('main')
    await visible(main.getByText('Your daily deposit limit leaves ₱800 today.'))
    // A screen reader hears it with the amount, after the channel's own bounds.
    const description = await page.getByLabel('Amount', { exact: true }).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' / '),
    )
    expect(description).toBe('Min ₱100 · Max ₱50,000 / Your daily deposit limit leaves ₱800 today. Manage limits')
    const deposit = main.getByRole('button', { name: /^Deposit/ })
    await page.getByRole('button', { name: '₱500 +₱10', exact: true }).click()
    await deposit.click()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    await page.getByRole('button', { name: 'New deposit', exact: true }).click()
    // The order counts at once: what is left is asked again.
    await visible(main.getByText('Your daily deposit limit leaves ₱300 today.'))

    const orders = requestsTo(page, /\/wps\/relay\/MCSFE_(deposit|manualTransfer|requestDeposit)/)
    // A chip past what is left is dimmed; the line above says why.
    await expect.poll(() => page.getByRole('button', { name: '₱500 +₱10', exact: true }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: '₱100', exact: true }).isDisabled()).toBe(false)
    await page.getByLabel('Amount', { exact: true }).fill('500')
    await deposit.click()
    await visible(main.getByText('More than your daily deposit limit leaves: ₱300', { exact: true }))
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('500')
    expect(orders).toHaveLength(0)
    await page.getByRole('button', { name: '₱100', exact: true }).click()
    await deposit.click()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    expect(orders).toHaveLength(1)
    await page.getByRole('button', { name: 'New deposit', exact: true }).click()

    await main.getByRole('link', { name: 'Manage limits', exact: true }).click()
    await waitForPath(page, '/m/responsible')
    await visible(row(page, 'Daily limit').getByText('₱600 deposited, ₱200 left', { exact: true }))
  })

  it('a limit the cashier could not read: said with Retry, the platform refuses past it in words, and the form keeps the amount', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    await setLimit(page, 'Daily limit', '300')
    await visible(row(page, 'Daily limit').getByText('₱300', { exact: true }))

    await setScenario({ failing: ['/wps/relay/MCSFE_getResponsibleGaming'] })
    const main = page.getByRole('main')
    try {
      await e2e.goto('/m/voucherCenter')
      await page.getByRole('button', { name: '₱500 +₱10', exact: true }).click()
      const unread = main.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry', exact: true }) })
      await visible(unread)
      expect(await main.getByText(/deposit limit leaves/).count()).toBe(0)
      // The order's answer asks the limits again, and the Api tries a failed read three times more:
      // every try fails here, so that only Retry heals them below (a try still on its way when the
      // failures stop would heal them by itself, and take the Retry away under the tap).
      const answers: string[] = []
      page.on('response', (response) => void (response.url().includes('/MCSFE_getResponsibleGaming') && answers.push(response.url())))
      await main.getByRole('button', { name: /^Deposit/ }).click()
      await visible(
        page.getByRole('alert').filter({ hasText: 'This deposit is over your deposit limit. See Responsible gaming for what is left.' }),
      )
      expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('500')
      await waitFor(() => answers.length >= 1 + policies.retryMaxAttempts, { message: 'every try of the limits answered' })
      await visible(unread)
    } finally {
      await setScenario({ failing: [] })
    }
    await main.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(main.getByText('Your daily deposit limit leaves ₱300 today.'))
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('500')
  })

  it('a higher limit, or none, waits a day: the form says so first, and the row shows the change waiting', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    await setLimit(page, 'Weekly limit', '2000')
    await visible(row(page, 'Weekly limit').getByText('₱2,000', { exact: true }))

    await editButton(page, 'Weekly limit').click()
    await limitForm(page, 'Weekly limit').getByLabel('Weekly limit (₱)', { exact: true }).fill('5000')
    await visible(limitForm(page, 'Weekly limit').getByText('This limit holds 24 hours after you save it.', { exact: true }))
    await limitForm(page, 'Weekly limit').getByRole('button', { name: 'Save', exact: true }).click()
    await visible(ui(page).toast('Saved: the change holds in 24 hours'))
    await visible(row(page, 'Weekly limit').getByText('₱2,000', { exact: true }))
    await visible(row(page, 'Weekly limit').getByText(/^Rises to ₱5,000 on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/))

    await editButton(page, 'Weekly limit').click()
    await limitForm(page, 'Weekly limit').getByRole('button', { name: 'Remove limit', exact: true }).click()
    await visible(row(page, 'Weekly limit').getByText(/^No limit from \d{4}-/))
    await expect(
      row(page, 'Weekly limit')
        .getByText(/^Rises to/)
        .count(),
    ).resolves.toBe(0)
  })

  it('self-exclusion: a wrong password keeps what was typed; the last question names the end; then signed out, and the login refuses', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    const form = exclusionForm(page)
    const exclude = form.getByRole('button', { name: 'Exclude me', exact: true })
    await exclude.click()
    await visible(form.getByText('Choose how long', { exact: true }))
    await form.getByRole('radio', { name: '6 months', exact: true }).check()
    const password = form.getByLabel('Login password', { exact: true })
    await password.fill('not-mine')
    await exclude.click()
    const dialog = page.getByRole('alertdialog', { name: 'Exclude yourself?' })
    await visible(dialog.getByText(/^You will be signed out now and cannot sign in again before \d{4}-\d{2}-\d{2}\.$/))
    const sent = requestsTo(page, /MCSFE_selfExclude/)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(sent).toHaveLength(0)
    await exclude.click()
    await dialog.getByRole('button', { name: 'Exclude me', exact: true }).click()
    await visible(form.getByRole('alert').filter({ hasText: 'Login password incorrect' }))
    expect(await password.inputValue()).toBe('not-mine')
    expect(await form.getByRole('radio', { name: '6 months', exact: true }).isChecked()).toBe(true)

    await password.fill('pass1234')
    await exclude.click()
    // While it is on its way the form's button is locked: nothing can send it twice.
    await whileHeldBack(page, /MCSFE_selfExclude/, async () => {
      await dialog.getByRole('button', { name: 'Exclude me', exact: true }).click()
      await waitFor(() => sent.length === 2, { message: 'the exclusion sent' })
      expect(await exclude.isDisabled()).toBe(true)
    })
    await visible(page.getByRole('status').filter({ hasText: /^Your account is excluded from play until \d{4}-\d{2}-\d{2}\.$/ }))
    await waitForPath(page, '/m/home')
    expect(sent).toHaveLength(2)
    await visible(ui(page).header.getByRole('link', { name: 'Login', exact: true }))

    await e2e.goto('/m/login')
    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await visible(page.getByText('This account is self-excluded and cannot sign in until the exclusion ends.', { exact: true }))
  })

  it('reality check: at each 15 minutes of play, counted from when play began across reloads, a reminder says how long; it leads on, to the record, or out', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    const setting = page.getByRole('region', { name: 'Reality check', exact: true })
    await setting.getByRole('radio', { name: '15 min', exact: true }).check()
    await visible(ui(page).toast('Reality check saved'))
    const reminder = page.getByRole('dialog', { name: 'Reality check', exact: true })
    // The tab noted when play began; here it began `minutes` ago less 4 seconds, and the tab is
    // reloaded: the reminder comes 4 seconds later. A reload slower than that (a busy machine)
    // would start the timer past the reminder, which then waits for the next interval: hence the
    // margin. The timer's rhythm itself is TestClock's (reality-check.test.ts).
    const playedFor = async (minutes: number) => {
      await page.evaluate((ms) => {
        const started = JSON.parse(sessionStorage.getItem('MC_playStartedAt') ?? '{}') as { token: string; at: number }
        sessionStorage.setItem('MC_playStartedAt', JSON.stringify({ ...started, at: Date.now() - ms + 4000 }))
      }, minutes * 60_000)
      await page.reload()
    }

    await playedFor(15)
    await visible(reminder.getByText('You have been playing for 15 minutes.', { exact: true }))
    await reminder.getByRole('button', { name: 'Keep playing', exact: true }).click()
    await gone(reminder)

    await playedFor(30)
    await visible(reminder.getByText('You have been playing for 30 minutes.', { exact: true }))
    await reminder.getByRole('link', { name: 'See your account record', exact: true }).click()
    await waitForPath(page, '/m/transaction/record')
    await gone(reminder)

    await playedFor(60)
    await visible(reminder.getByText('You have been playing for 1 h 0 min.', { exact: true }))
    await reminder.getByRole('button', { name: 'Sign out', exact: true }).click()
    await waitForPath(page, '/m/home')
    await visible(ui(page).header.getByRole('link', { name: 'Login', exact: true }))
  })

  it('reality check off (the default): no reminder however long the play', async () => {
    const { page } = e2e
    await e2e.installClock()
    await e2e.openAs(0, '/m/responsible')
    await visible(page.getByRole('region', { name: 'Reality check', exact: true }).getByRole('radio', { name: 'Off', exact: true }))
    expect(
      await page.getByRole('region', { name: 'Reality check', exact: true }).getByRole('radio', { name: 'Off', exact: true }).isChecked(),
    ).toBe(true)
    // The limits in first: a jump of hours while their call is out times it out (CI, a loaded machine).
    await visible(editButton(page, 'Daily limit'))
    await page.clock.fastForward(3 * 60 * 60_000)
    await editButton(page, 'Daily limit').click()
    expect(await page.getByRole('dialog', { name: 'Reality check', exact: true }).count()).toBe(0)
  })

  it('dark and light themes: the page, a form open, and the cashier past a limit have no serious axe findings', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/responsible')
    await setLimit(page, 'Daily limit', '1000')
    await visible(row(page, 'Daily limit').getByText('₱0 deposited, ₱1,000 left', { exact: true }))
    await editButton(page, 'Weekly limit').click()
    // Not while the 'Limit saved' toast fades out: half-faded, its text has no contrast to speak of.
    await gone(ui(page).toast('Limit saved'))
    await settled(page)
    const findings = await runAxeInThemes(page, 'responsible gaming')
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])

    await e2e.goto('/m/voucherCenter')
    const main = page.getByRole('main')
    await visible(main.getByText('Your daily deposit limit leaves ₱1,000 today.'))
    await page.getByLabel('Amount', { exact: true }).fill('3000')
    await main.getByRole('button', { name: /^Deposit/ }).click()
    await visible(main.getByText('More than your daily deposit limit leaves: ₱1,000', { exact: true }))
    await settled(page)
    const cashier = await runAxeInThemes(page, 'cashier past a limit')
    expect(failing(cashier), describeFindings(failing(cashier))).toEqual([])
  })
})
