import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { harnessSessionToken, setScenario, ui, useBrowser, visible, waitFor, waitForPath } from './browser'

/** Issue 12, withdraw (/m/withdraw): the pre-flight checklist, then the form, sent sealed and once. */

const e2e = useBrowser()

const openWithdraw = async () => {
  const token = await harnessSessionToken()
  await e2e.goto(`/m/withdraw?token=${encodeURIComponent(token)}`)
  await waitForPath(e2e.page, '/m/withdraw')
}

const checklist = (page: Page) => page.getByRole('list', { name: 'Before you withdraw' })
const line = (page: Page, text: string) => checklist(page).getByRole('listitem').filter({ hasText: text })
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true })

/** The current time of day in Manila, plus some minutes, as HH:mm. */
const manilaIn = (minutes: number) => {
  const at = new Date(Date.now() + (8 * 60 + minutes) * 60_000)
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
}

describe('withdraw checklist', () => {
  it('says on entry what stands in the way, each with its fix, and shows no form until all are met', async () => {
    const { page } = e2e
    // The QA account as the fixtures have it: no payment password, no bank card.
    await openWithdraw()
    await visible(line(page, 'A payment password is set').getByText('(not met yet)'))
    await visible(line(page, 'Within withdrawal hours (All day)').getByText('(met)'))
    expect(await submit(page).count()).toBe(0)
    await line(page, 'An account to withdraw to').getByRole('link', { name: 'Add one', exact: true }).click()
    await waitForPath(page, '/m/securityCenter/addBankCard', '?type=B')
    await page.goBack()
    await line(page, 'A payment password is set').getByRole('link', { name: 'Set it', exact: true }).click()
    await waitForPath(page, '/m/securityCenter/FundsPasswordBox')
  })

  it('outside the withdrawal hours, read on the platform clock', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete', withdrawWindow: `${manilaIn(120)}-${manilaIn(180)}` })
    await openWithdraw()
    await visible(line(page, 'Within withdrawal hours').getByText('(not met yet)'))
    await visible(line(page, `${manilaIn(120)}–${manilaIn(180)} GMT+8`))
    expect(await submit(page).count()).toBe(0)
  })

  it('turnover not met: what is left per game type, red, and the way to play', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete', turnover: 'N' })
    await openWithdraw()
    await visible(line(page, 'The turnover requirement is met').getByText('(not met yet)'))
    const table = page.getByRole('table', { name: 'Turnover by game type' })
    await visible(table.getByRole('row', { name: 'Slots ₱5,000 ₱3,800' }))
    await visible(table.getByRole('row', { name: 'Live casino ₱2,000 ₱1,350' }))
    expect(await submit(page).count()).toBe(0)
    await line(page, 'The turnover requirement is met').getByRole('link', { name: 'Play games', exact: true }).click()
    await waitForPath(page, '/m/home')
  })
})

describe('withdraw form', () => {
  it('checks the amount against what can be withdrawn, shows the fee, keeps the form on a wrong password, and sends once, sealed', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete', turnover: 'I' })
    await openWithdraw()
    await visible(page.getByText('₱12,345.50', { exact: true }))
    // Turnover part met: the table shows what is left, the form stays.
    await visible(page.getByRole('table', { name: 'Turnover by game type' }))
    await visible(page.getByRole('radio', { name: /BDO Unibank \*\*\*\* 7801 Maria Santos/ }))

    const amount = page.getByLabel('Amount', { exact: true })
    await amount.fill('150')
    await submit(page).click()
    await visible(page.getByText('The minimum withdrawal is ₱200', { exact: true }))
    await amount.fill('13000')
    await submit(page).click()
    await visible(page.getByText('You can withdraw up to ₱12,345.50', { exact: true }))
    await amount.fill('1000.50')
    expect(await amount.inputValue()).toBe('100050')
    await page.getByRole('button', { name: '₱1,000', exact: true }).click()
    await visible(page.getByRole('status').filter({ hasText: 'Fee: ₱10' }))

    const sent: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/v2/transaction/withdraw') sent.push(request)
    })
    const password = page.getByLabel('Payment password', { exact: true })
    await password.fill('111111')
    await submit(page).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Payment password incorrect' }))
    expect(await amount.inputValue()).toBe('1000')
    expect(await password.inputValue()).toBe('111111')

    await page.getByRole('button', { name: 'Show', exact: true }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await password.fill('246810')
    await submit(page).dblclick()
    await visible(ui(page).toast('Withdrawal submitted'))
    expect(sent).toHaveLength(2)
    for (const request of sent) {
      expect(request.headers()['encryption']).toBe('RSA')
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
      expect(request.postData()).not.toContain('246810')
    }
    expect(sent[0]!.headers()['idempotency-key']).not.toBe(sent[1]!.headers()['idempotency-key'])
    // The balance and the day's count are asked again.
    await visible(page.getByText('₱11,345.50', { exact: true }))
    await waitFor(async () => (await page.getByRole('definition').filter({ hasText: /^4$/ }).count()) === 1, {
      message: 'four withdrawals left today',
    })
    expect(await amount.inputValue()).toBe('')
  })

  it('a 5xx on submit says so, is not retried, and keeps the form', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete', failing: ['/wps/v2/transaction/withdraw'] })
    await openWithdraw()
    const sent: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/v2/transaction/withdraw') sent.push(request)
    })
    await page.getByRole('button', { name: '₱500', exact: true }).click()
    await page.getByLabel('Payment password', { exact: true }).fill('246810')
    await submit(page).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Unknown error' }))
    expect(sent).toHaveLength(1)
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('500')
    expect(await page.getByLabel('Payment password', { exact: true }).inputValue()).toBe('246810')
    await visible(page.getByText('₱12,345.50', { exact: true }))
  })

  it('the day used up meanwhile: the platform refuses, and the checklist, asked again, says why', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete' })
    await openWithdraw()
    await page.getByRole('button', { name: '₱500', exact: true }).click()
    await page.getByLabel('Payment password', { exact: true }).fill('246810')
    await setScenario({ withdrawalsToday: 5 })
    await submit(page).click()
    await visible(line(page, 'A withdrawal left today').getByText('(not met yet)'))
    expect(await submit(page).count()).toBe(0)
  })
})
