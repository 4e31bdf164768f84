import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerLate,
  doubleTapWhileSending,
  harnessJson,
  recordFirstSight,
  requestsTo,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

/**
 * The points mall (/m/mall/mallHome, issue 14; PLATFORM.md §6): the points, the items by kind,
 * redeeming with the payment password (sealed, sent once), the redemptions and who may open it.
 */
const e2e = useBrowser()

const main = (page: Page) => page.getByRole('main')
const points = (page: Page) => page.getByRole('region', { name: 'My points', exact: true })
const item = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true })
const kind = (page: Page, name: string) => page.getByRole('tablist', { name: 'Item kinds' }).getByRole('tab', { name, exact: true })
const redeemed = async () =>
  (await harnessJson<{ redemptions: ReadonlyArray<{ rewardId: string; quantity: number }> }>('/__harness/mall')).redemptions
const converted = async () =>
  (await harnessJson<{ conversions: ReadonlyArray<{ userName: string; points: number; amount: number }> }>('/__harness/mall')).conversions
const convertButton = (page: Page) => points(page).getByRole('button', { name: 'Convert to cash', exact: true })
const convertDialog = (page: Page) => page.getByRole('dialog', { name: 'Convert points to cash', exact: true })

/** player01's payment password once the QA scenario gives the account one (docs/harness.md "Points mall"). */
const paymentPassword = '246810'

const openMall = async (page: Page, scenario: Record<string, unknown> = { qaSecurity: 'partly' }) => {
  await setScenario(scenario)
  await e2e.openAs(0, '/m/mall/mallHome')
  await visible(points(page).getByText('12,480', { exact: true }))
}

describe('points mall', () => {
  it('shows the points and the items by kind, with their cost and what is left or why not', async () => {
    const { page } = e2e
    await openMall(page)
    await visible(item(page, '₱50 cash').getByText('500 points', { exact: true }))
    await visible(item(page, 'Welcome ₱100 cash').getByText('Limit reached', { exact: true }))
    expect(await item(page, 'Welcome ₱100 cash').getByRole('button', { name: 'Redeem Welcome ₱100 cash' }).isDisabled()).toBe(true)
    await kind(page, 'Gifts').click()
    await visible(item(page, 'Lucky Star T-shirt').getByText('3 left', { exact: true }))
    await visible(item(page, 'Lucky Star mug').getByText('Sold out', { exact: true }))
    await visible(item(page, 'iPhone 16').getByText('Not enough points', { exact: true }))
  })

  it('points that could not be read: the card says so with Retry, and no item is said to cost too much meanwhile', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'partly', failing: ['/wps/relay/MCSFE_getPointBalance'] })
    try {
      await e2e.openAs(0, '/m/mall/mallHome')
      await visible(points(page).getByRole('button', { name: 'Retry', exact: true }))
      await kind(page, 'Gifts').click()
      await visible(item(page, 'Lucky Star mug').getByText('Sold out', { exact: true }))
      expect(await item(page, 'iPhone 16').getByText('Not enough points', { exact: true }).count()).toBe(0)
      expect(await item(page, 'Lucky Star T-shirt').getByRole('button', { name: 'Redeem Lucky Star T-shirt' }).isDisabled()).toBe(true)
    } finally {
      await setScenario({ failing: [] })
    }
    await points(page).getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(points(page).getByText('12,480', { exact: true }))
    await visible(item(page, 'iPhone 16').getByText('Not enough points', { exact: true }))
    await expect
      .poll(() => item(page, 'Lucky Star T-shirt').getByRole('button', { name: 'Redeem Lucky Star T-shirt' }).isDisabled())
      .toBe(false)
  })

  it('redeems with the payment password, sealed and sent once; the points and the history follow', async () => {
    const { page } = e2e
    await openMall(page)
    const sent = requestsTo(page, 'MCSFE_redeemPointReward')
    await item(page, '₱200 cash').getByRole('button', { name: 'Redeem ₱200 cash' }).click()
    const dialog = page.getByRole('dialog', { name: '₱200 cash', exact: true })
    await visible(dialog.getByText('Credits ₱200 to your balance', { exact: true }))
    await dialog.getByRole('button', { name: 'One more' }).click()
    await visible(dialog.getByText('3,600 points', { exact: true }))
    // What two of them credit.
    await visible(dialog.getByText('Credits ₱400 to your balance', { exact: true }))
    await visible(dialog.getByText('8,880 points', { exact: true }))

    // Too short: said before anything is sent; a wrong one: the platform's words, the form kept.
    const password = dialog.getByLabel('Payment password')
    await password.fill('123')
    await dialog.getByRole('button', { name: 'Redeem for 3,600 points' }).click()
    await visible(dialog.getByText('Enter your payment password (at least 6 digits)'))
    expect(sent).toHaveLength(0)
    await password.fill('999999')
    await dialog.getByRole('button', { name: 'Redeem for 3,600 points' }).click()
    await visible(dialog.getByRole('alert').filter({ hasText: 'Payment password incorrect' }))
    expect(await dialog.getByText('3,600 points', { exact: true }).count()).toBe(1)
    expect(sent).toHaveLength(1)

    await password.fill(paymentPassword)
    await doubleTapWhileSending(
      page,
      dialog.getByRole('button', { name: 'Redeem for 3,600 points' }),
      /\/MCSFE_redeemPointReward\b/,
      sent,
      2,
    )
    await visible(ui(page).toast('₱200 cash redeemed'))
    expect(sent).toHaveLength(2)
    // Sealed: the body is the cipher, never the password.
    expect(sent[1]!.postData()).not.toContain(paymentPassword)
    expect(sent[1]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(await redeemed()).toEqual([expect.objectContaining({ rewardId: 'mall-cash-200', quantity: 2 })])
    await visible(points(page).getByText('8,880', { exact: true }))

    await page.getByRole('tab', { name: 'My redemptions', exact: true }).click()
    await visible(main(page).getByText('−3,600 points', { exact: true }))
  })

  it('My redemptions leads to every move of the points: the account record on Points, with the points left after each', async () => {
    const { page } = e2e
    await openMall(page)
    await item(page, '₱50 cash').getByRole('button', { name: 'Redeem ₱50 cash' }).click()
    const dialog = page.getByRole('dialog', { name: '₱50 cash', exact: true })
    await dialog.getByLabel('Payment password').fill(paymentPassword)
    await dialog.getByRole('button', { name: 'Redeem for 500 points' }).click()
    await visible(ui(page).toast('₱50 cash redeemed'))

    await page.getByRole('tab', { name: 'My redemptions', exact: true }).click()
    await main(page).getByRole('link', { name: 'All point moves', exact: true }).click()
    await waitForPath(page, '/m/transaction/record', '?type=point')
    await visible(page.getByRole('combobox', { name: 'Type', exact: true }).filter({ hasText: 'Points' }))
    const moves = main(page).getByRole('listitem')
    await visible(moves.first().getByText('−500 points', { exact: true }))
    await visible(moves.first().getByText('Points left 11,980', { exact: true }))
    expect(await moves.count()).toBe(1)
    // The days before: the bets' settlements, in points.
    await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Last 7 days', exact: true }).click()
    await visible(moves.nth(1).getByText(/^\+\d[\d,]* points$/))
  })

  it('without a payment password, Redeem leads to setting one and sends nothing', async () => {
    const { page } = e2e
    await openMall(page, {})
    await item(page, '₱50 cash').getByRole('button', { name: 'Redeem ₱50 cash' }).click()
    const dialog = page.getByRole('dialog', { name: '₱50 cash', exact: true })
    await visible(dialog.getByText('No payment password has been set yet'))
    await dialog.getByRole('link', { name: 'Set a payment password' }).click()
    await waitFor(() => new URL(page.url()).pathname === '/m/securityCenter/FundsPasswordBox', { message: 'the payment password page' })
    expect(await redeemed()).toEqual([])
  })

  it('a trial account is refused and asks for nothing; a closed mall says so', async () => {
    const { page } = e2e
    const asked = requestsTo(page, /MCSFE_getPoint/)
    await e2e.openAs(4, '/m/mall/mallHome')
    await visible(main(page).getByText('Please login an actual account to use this function', { exact: true }))
    expect(asked).toEqual([])
    await setScenario({ memberType: 0, mallEnabled: false })
    await e2e.openAs(0, '/m/mall/mallHome')
    await visible(main(page).getByText('The points mall is closed for now', { exact: true }))
  })

  it('a site without the mall (PTSYS3 off) says no permission and asks for nothing, not a Retry that cannot work', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0, whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'PTSYS3') })
    const asked = requestsTo(page, /MCSFE_getPoint/)
    await e2e.openAs(0, '/m/mall/mallHome')
    await visible(main(page).getByText('No permission or feature temporarily unavailable', { exact: true }))
    expect(await main(page).getByRole('button', { name: 'Retry' }).count()).toBe(0)
    expect(asked).toEqual([])
  })
})

describe('points mall: converting points into cash', () => {
  it('offers every whole step of the points, says what is wrong before sending, and converts once with the payment password', async () => {
    const { page } = e2e
    await openMall(page)
    const sent = requestsTo(page, 'MCSFE_convertPoint')
    await convertButton(page).click()
    const dialog = convertDialog(page)
    await visible(dialog.getByText('100 points = ₱1', { exact: true }))
    const field = dialog.getByRole('textbox', { name: 'Points to convert' })
    expect(await field.inputValue()).toBe('12400')
    await visible(dialog.getByText('₱124', { exact: true }))
    await visible(dialog.getByText('80 points', { exact: true }))
    const submit = dialog.getByRole('button', { name: 'Convert', exact: true })
    for (const [typed, message] of [
      ['1050', 'In steps of 100 points'],
      ['900', 'At least 1,000 points'],
      ['20000', 'You have 12,480 points'],
      ['1.5', 'Enter a whole number of points'],
    ] as const) {
      await field.fill(typed)
      await submit.click()
      await visible(dialog.getByText(message, { exact: true }))
    }
    await dialog.getByRole('button', { name: 'Use all', exact: true }).click()
    expect(await field.inputValue()).toBe('12400')
    const password = dialog.getByLabel('Payment password')
    await password.fill('123')
    await submit.click()
    await visible(dialog.getByText('Enter your payment password (at least 6 digits)'))
    expect(sent).toHaveLength(0)
    await password.fill('999999')
    await submit.click()
    await visible(dialog.getByRole('alert').filter({ hasText: 'Payment password incorrect' }))
    expect(await field.inputValue()).toBe('12400')
    expect(sent).toHaveLength(1)

    await password.fill(paymentPassword)
    await doubleTapWhileSending(page, submit, /\/MCSFE_convertPoint\b/, sent, 2)
    await visible(ui(page).toast('12,400 points converted: ₱124 added to your wallet'))
    expect(sent).toHaveLength(2)
    // Sealed: the body is the cipher, never the password.
    expect(sent[1]!.postData()).not.toContain(paymentPassword)
    expect(await converted()).toEqual([{ userName: 'player01', points: 12_400, amount: 124 }])
    await visible(points(page).getByText('80', { exact: true }))
  })

  it('without a payment password, Convert leads to setting one and sends nothing', async () => {
    const { page } = e2e
    await openMall(page, {})
    await convertButton(page).click()
    await visible(convertDialog(page).getByText('No payment password has been set yet'))
    await convertDialog(page).getByRole('link', { name: 'Set a payment password' }).click()
    await waitFor(() => new URL(page.url()).pathname === '/m/securityCenter/FundsPasswordBox', { message: 'the payment password page' })
    expect(await converted()).toEqual([])
  })

  it('where the operator does not convert points, nothing offers it', async () => {
    const { page } = e2e
    await openMall(page, { qaSecurity: 'partly', pointConversion: false })
    await visible(item(page, '₱50 cash'))
    expect(await convertButton(page).count()).toBe(0)
  })
})

describe('points mall: nothing moves as it arrives', () => {
  it('the points, kinds and items, each slow, land where their skeletons stood', async () => {
    const { page } = e2e
    // Where the mall's tabs and the first row of tiles (the kinds' skeleton's) were when the tabs first showed.
    const views = '.mall-page > [role="tablist"]'
    const sight = await recordFirstSight(page, views, [views, '.mall-page .ui-skeleton__tiles'])
    await answerLate(page, /MCSFE_getPointBalance|MCSFE_getPointRewardConversionType|MCSFE_getPointReward\b/)
    await openMall(page)
    await visible(item(page, '₱50 cash'))
    const first = await sight.first()
    const now = await sight.now([views, '.mall-items > li'])
    expect(now[views]!.top).toBe(first[views]!.top)
    expect(now['.mall-items > li']!.top).toBe(first['.mall-page .ui-skeleton__tiles']!.top)
  })
})

describe('points mall: accessibility', () => {
  it('dark and light themes: the shop, the redeem and convert dialogs and the history have no serious axe findings', async () => {
    const { page } = e2e
    await openMall(page)
    await visible(item(page, '₱50 cash'))
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'shop'))]
    await item(page, '₱50 cash').getByRole('button', { name: 'Redeem ₱50 cash' }).click()
    await visible(page.getByRole('dialog', { name: '₱50 cash' }).getByLabel('Payment password'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'redeem dialog')))
    await page.keyboard.press('Escape')
    await convertButton(page).click()
    await convertDialog(page).getByRole('textbox', { name: 'Points to convert' }).fill('1050')
    await convertDialog(page).getByRole('button', { name: 'Convert', exact: true }).click()
    await visible(convertDialog(page).getByText('In steps of 100 points', { exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'convert dialog')))
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'My redemptions', exact: true }).click()
    await visible(main(page).getByText('Lucky Star T-shirt').first())
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'history')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
