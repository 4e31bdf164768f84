import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import {
  answerAfter,
  dismissLoginPopups,
  gone,
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
  watchGivenBack,
  whileHeldBack,
  pickOversizedImage,
} from './browser'

/** Issue 12, deposit (/m/voucherCenter): channels, amounts, promotions, sending once, and the order it opens. */

const e2e = useBrowser()

const openDeposit = async () => {
  await e2e.gotoWithToken('/m/voucherCenter')
  await waitForPath(e2e.page, '/m/voucherCenter')
}

const amountField = (page: Page) => page.getByLabel('Amount', { exact: true })
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Deposit/ })

describe('arriving with a token', () => {
  it("a member's link with a token opens the cashier, even while member info is slow (its type is not yet known)", async () => {
    const { page } = e2e
    await setScenario({ latencyMs: 600 })
    await openDeposit()
    await visible(page.getByRole('tablist', { name: 'Payment methods' }))
    expect(new URL(page.url()).pathname).toBe('/m/voucherCenter')
  })

  it('a trial account arriving the same way is refused and sent home', async () => {
    const { page } = e2e
    await setScenario({ memberType: 4, latencyMs: 300 })
    await openDeposit().catch(() => undefined)
    await waitForPath(page, '/m/home')
    await visible(ui(page).toast('Please login an actual account to use this function'))
  })
})

describe('deposit, new template (dep_func 1)', () => {
  it('methods as tabs, channels with their limits or maintenance, amount chips with their bonus', async () => {
    const { page } = e2e
    await openDeposit()
    const tabs = page.getByRole('tablist', { name: 'Payment methods' })
    await visible(tabs.getByRole('tab', { name: 'E-wallet', exact: true }))
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['E-wallet', 'Bank transfer', 'Crypto', 'Through customer service'])
    await visible(page.getByRole('radio', { name: /GCash ₱100 – ₱50,000/ }))
    expect(await page.getByRole('radio', { name: /^GCash ₱/ }).isChecked()).toBe(true)
    await visible(page.getByRole('button', { name: '₱500 +₱10', exact: true }))
    await visible(page.getByRole('button', { name: '₱1,000 +₱20', exact: true }))

    await tabs.getByRole('tab', { name: 'Bank transfer', exact: true }).click()
    const union = page.getByRole('radio', { name: /UnionBank Online Under maintenance/ })
    await visible(union)
    expect(await union.isDisabled()).toBe(true)
    expect(await page.getByRole('radio', { name: /InstaPay/ }).isChecked()).toBe(true)
  })

  it("the platform's dep_func 'v3' (PLATFORM.md §1.9) opens the same new form, and the status's unknown module ids change nothing", async () => {
    const { page } = e2e
    await setScenario({ mobileTemplate: { mem_cen: 1, dep_func: 'v3' } })
    await openDeposit()
    await visible(page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'E-wallet', exact: true }))
    expect(await page.getByRole('heading', { name: 'Bank transfer', exact: true }).count()).toBe(0)
  })

  it("checks the amount by the channel's limits before sending anything, and keeps what was typed", async () => {
    const { page } = e2e
    await openDeposit()
    const sent = requestsTo(page, /\/wps\/relay\/MCSFE_(deposit|manualTransfer|requestDeposit)/)
    await submit(page).click()
    await visible(page.getByText('Please enter the amount', { exact: true }))
    await amountField(page).fill('50')
    await submit(page).click()
    await visible(page.getByText('The minimum for this channel is ₱100', { exact: true }))
    await amountField(page).fill('60000')
    await submit(page).click()
    await visible(page.getByText('The maximum for this channel is ₱50,000', { exact: true }))
    await amountField(page).fill('12.345')
    await submit(page).click()
    await visible(page.getByText('Enter an amount with up to two decimals', { exact: true }))
    expect(await amountField(page).inputValue()).toBe('12.345')
    expect(sent).toHaveLength(0)
  })

  it('a promotion opens at its minimum with a live bonus; the deposit is sent once with one idempotency key; the order opens', async () => {
    const { page } = e2e
    await openDeposit()
    const welcome = page.getByRole('radio', { name: /Welcome bonus 100%/ })
    await visible(page.getByText('From ₱500', { exact: true }))
    expect(await welcome.isDisabled()).toBe(true)
    await amountField(page).fill('600')
    await visible(page.getByText('Bonus +₱600', { exact: true }))
    await visible(page.getByText('Bonus +₱30', { exact: true }))
    await welcome.check()
    // An amount under its minimum drops it; reaching it again brings it back.
    await amountField(page).fill('400')
    expect(await page.getByRole('radio', { name: 'No promotion', exact: true }).isChecked()).toBe(true)
    await amountField(page).fill('600')
    expect(await welcome.isChecked()).toBe(true)

    const sent = requestsTo(page, /\/wps\/relay\/MCSFE_(deposit|manualTransfer|requestDeposit)/)
    const balanceAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/v2/wallets/balance') resolve()
      }),
    )
    await submit(page).dblclick()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    expect(sent.map((request) => new URL(request.url()).pathname)).toEqual(['/wps/relay/MCSFE_depositByGCash'])
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(sent[0]!.postData() ?? '{}')).toEqual({
      amount: 600,
      bankCode: 'GCASH',
      vendorId: 'PH-GCASH',
      promotionId: 'P-WELCOME',
    })
    await balanceAsked
    const go = page.getByRole('link', { name: 'Continue to GCash', exact: true })
    expect(await go.getAttribute('href')).toMatch(/^https:\/\/pay\.example\.test\/gcash\?order=D\d+&amount=600$/)
    expect(await go.getAttribute('target')).toBe('_blank')

    // Leaving and coming back finds the same order.
    const orderNumber = await page.locator('.copy-row__value').first().innerText()
    await ui(page).menuItem('Home').click()
    await waitForPath(page, '/m/home')
    // The member came in by a link: home shows the after-login popup list once, over the menu.
    await dismissLoginPopups(page)
    await ui(page).menuItem('Deposit').click()
    await waitForPath(page, '/m/voucherCenter')
    await visible(page.getByText(orderNumber, { exact: true }))
    await page.getByRole('button', { name: 'New deposit', exact: true }).click()
    await visible(amountField(page))
  })

  it('a 5xx on submit says so, keeps the form and is not retried; sending again opens one order', async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_depositByGCash'] })
    await openDeposit()
    const sent = requestsTo(page, /\/wps\/relay\/MCSFE_(deposit|manualTransfer|requestDeposit)/)
    await page.getByRole('button', { name: '₱500 +₱10', exact: true }).click()
    await submit(page).click()
    await visible(page.getByRole('alert').filter({ hasText: /./ }))
    expect(await amountField(page).inputValue()).toBe('500')
    expect(sent).toHaveLength(1)

    await setScenario({ failing: [] })
    await submit(page).click()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    expect(sent).toHaveLength(2)
    expect(sent[0]!.headers()['idempotency-key']).not.toBe(sent[1]!.headers()['idempotency-key'])
  })

  it('before the first deposit the floor raises the minimum', async () => {
    const { page } = e2e
    await setScenario({ firstDeposit: true })
    await openDeposit()
    await visible(page.getByText('Min ₱300 · Max ₱50,000 · first deposit at least ₱300', { exact: true }))
    await amountField(page).fill('200')
    await submit(page).click()
    await visible(page.getByText('The minimum for this channel is ₱300', { exact: true }))
  })

  it("a refusal (the limits changed meanwhile) shows the platform's words and keeps the form", async () => {
    const { page } = e2e
    await openDeposit()
    await amountField(page).fill('200')
    await setScenario({ firstDeposit: true })
    await submit(page).click()
    await visible(page.getByRole('alert').filter({ hasText: 'The deposit amount is outside this channel’s limits' }))
    expect(await amountField(page).inputValue()).toBe('200')
  })
})

describe('the form comes whole: the promotions stand above Deposit', () => {
  const promotionsCall = /\/wps\/relay\/MCSFE_getDepositPromotion\b/
  const [promotions, deposit] = ['main .promotion-option', 'main form button[type="submit"]']
  const welcome = (page: Page) => page.getByRole('radio', { name: /Welcome bonus 100%/ })

  it('while the promotions are slow, the form first shows with them, and Deposit never moves', async () => {
    const { page } = e2e
    // What the form holds the first time its Deposit button is in the document, and where it is then.
    const sight = await recordFirstSight(page, deposit, [promotions, deposit])
    // A slow network's answer, after the channels' and well within the form's wait for it.
    await answerAfter(page, promotionsCall, /\/MCSFE_getDepositPaymentChannels\b/)
    await openDeposit()
    await visible(welcome(page))
    const [first, now] = [await sight.first(), await sight.now([promotions, deposit])]
    expect(first[promotions]!.count).toBe(now[promotions]!.count)
    expect(now[deposit]!.top).toBe(first[deposit]!.top)
  })

  it('promotions that do not answer do not hold the form: it shows without them, and they come when they do', async () => {
    const { page } = e2e
    const release = await holdBack(page, promotionsCall)
    await openDeposit()
    await visible(submit(page))
    expect(await welcome(page).count()).toBe(0)
    await release()
    await visible(welcome(page))
  })

  it('promotions that failed to load say so with Retry, rather than leave the player to deposit without them unknowing', async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_getDepositPromotion'] })
    await openDeposit()
    const failure = page.getByRole('group', { name: 'Promotion', exact: true }).getByRole('alert')
    await visible(failure.getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [] })
    await failure.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(welcome(page))
    await gone(failure)
  })
})

describe('deposit orders', () => {
  it("a QR order counts down from the order's expiry, resumes after a reload, and expires", async () => {
    const { page } = e2e
    await setScenario({ depositOrderTtlSeconds: 60 })
    await e2e.installClock()
    await openDeposit()
    await page.getByRole('radio', { name: /GCash QR/ }).check()
    // Fixed amounts only: the amount is picked, not typed.
    expect(await amountField(page).getAttribute('readonly')).not.toBeNull()
    await page.getByRole('button', { name: '₱500', exact: true }).click()
    await submit(page).click()
    await visible(page.getByRole('img', { name: 'QR code to pay this order' }))
    const timer = page.getByRole('timer')
    await waitFor(async () => /^Pay within 0:5\d|1:00$/.test(await timer.innerText()), { message: 'about a minute to pay' })

    // Half a minute later the tab is reloaded: the order is still there, its countdown goes on.
    await e2e.timePasses(30_000)
    // The page asks for its channels again as it opens: answered before the clock jumps 35 s,
    // which would otherwise time that call out (Network is slow) while the order shows.
    const channelsAnswered = page.waitForResponse((response) => response.url().includes('MCSFE_getDepositPaymentChannels'))
    await page.reload()
    await channelsAnswered
    await waitFor(async () => /^Pay within 0:[23]\d$/.test(await timer.innerText()), { message: 'the countdown resumed, not restarted' })

    await e2e.timePasses(35_000)
    await visible(page.getByRole('heading', { name: 'Order expired', exact: true }))
    expect(await page.getByRole('img', { name: 'QR code to pay this order' }).count()).toBe(0)
    await page.getByRole('button', { name: 'New deposit', exact: true }).click()
    await visible(page.getByRole('tablist', { name: 'Payment methods' }))
  })

  it('bank transfer (base template): the channel list, then the bank details, each with a copy control', async () => {
    const { page, context } = e2e
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('') })
    await setScenario({ mobileTemplate: { mem_cen: 1, dep_func: 0 } })
    await openDeposit()
    await visible(page.getByRole('heading', { name: 'Bank transfer', exact: true }))
    expect(await page.getByRole('button', { name: /UnionBank Online/ }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: /InstaPay bank transfer/ }).click()
    await amountField(page).fill('1500')
    await submit(page).click()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    await visible(page.getByText('BDO Unibank', { exact: true }))
    await visible(page.getByText('WPS Gaming Services Inc.', { exact: true }))
    await page.getByRole('button', { name: 'Copy Account number', exact: true }).click()
    await visible(ui(page).toast('Copied'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('001234567890')
    const orderNumber = await page.locator('.copy-row__value').first().innerText()
    await page.getByRole('button', { name: 'Copy Reference number', exact: true }).click()
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) === orderNumber, {
      message: 'the reference is the order number',
    })
  })

  it('an order not to be paid is cancelled after a question, once; the form comes back and the record says Cancelled', async () => {
    const { page } = e2e
    await openDeposit()
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Bank transfer', exact: true }).click()
    await amountField(page).fill('1500')
    await submit(page).click()
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))
    const orderNumber = await page.locator('.copy-row__value').first().innerText()
    const cancels = requestsTo(page, '/wps/relay/MCSFE_cancelDeposit')
    const question = page.getByRole('alertdialog', { name: 'Cancel this order?' })

    // Asked first; "Keep it" keeps the order and sends nothing.
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await visible(question)
    await question.getByRole('button', { name: 'Keep it', exact: true }).click()
    await gone(question)
    expect(cancels).toHaveLength(0)
    await visible(page.getByRole('heading', { name: 'Order created', exact: true }))

    await page.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await question.getByRole('button', { name: 'Cancel order', exact: true }).dblclick()
    await visible(ui(page).toast('Order cancelled'))
    await visible(page.getByRole('tablist', { name: 'Payment methods' }))
    expect(cancels).toHaveLength(1)
    expect(JSON.parse(cancels[0]!.postData()!)).toEqual({ depositId: orderNumber })

    // Coming back does not resume it, and the record has it cancelled.
    await openDeposit()
    await visible(page.getByRole('tablist', { name: 'Payment methods' }))
    await e2e.gotoWithToken('/m/vouReport')
    const row = page.getByRole('listitem').filter({ hasText: orderNumber })
    await visible(row.getByText('Cancelled', { exact: true }))
  })

  it('bank transfer where the site takes no receipts (DEPUPDATEREM3 off): only "I have paid" is offered', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'DEPUPDATEREM3') })
    await openDeposit()
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Bank transfer', exact: true }).click()
    await amountField(page).fill('1500')
    await submit(page).click()
    const paid = page.getByRole('region', { name: 'Paid already?' })
    await visible(paid.getByRole('button', { name: 'I have paid', exact: true }))
    expect(await paid.getByRole('button', { name: 'Upload the receipt', exact: true }).count()).toBe(0)
  })

  it('bank transfer: the receipt is checked before it is sent and made smaller; "I have paid" is sent once and remembered', async () => {
    const { page } = e2e
    await openDeposit()
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Bank transfer', exact: true }).click()
    await amountField(page).fill('1500')
    await submit(page).click()
    const paid = page.getByRole('region', { name: 'Paid already?' })
    await visible(paid)
    const uploads: Array<{ image: string; depositId: string }> = []
    const reports: Request[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/wps/relay/MCSFE_uploadDepositEncodedImage') uploads.push(JSON.parse(request.postData() ?? '{}'))
      if (path === '/wps/relay/MCSFE_createDepositTask') reports.push(request)
    })
    const file = paid.locator('input[type=file]')
    await file.setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await visible(paid.getByText('Only PNG or JPG images can be uploaded', { exact: true }))
    await pickOversizedImage(file, 'slip.png')
    await visible(paid.getByText('Images must be 5 MB or smaller', { exact: true }))
    expect(uploads).toHaveLength(0)

    // A 1080 px wide screenshot of a bank app: sent as a JPEG at most 720 px wide.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 1080
      canvas.height = 1600
      const context = canvas.getContext('2d')!
      context.fillStyle = '#0a5'
      context.fillRect(0, 0, 1080, 1600)
      const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/png'))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    })
    await file.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
    await visible(ui(page).toast('Receipt sent'))
    expect(uploads).toHaveLength(1)
    const sent = uploads[0]!.image
    // A data URL (PLATFORM.md §5), of a JPEG.
    expect(sent).toMatch(/^data:image\/jpeg;base64,/)
    expect(Buffer.from(sent.split(',')[1]!, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    const width = await page.evaluate(async (dataUrl) => {
      const image = new Image()
      image.src = dataUrl
      await image.decode()
      return image.naturalWidth
    }, sent)
    expect(width).toBe(720)
    await visible(paid.getByText('Receipt sent', { exact: true }))

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/MCSFE_createDepositTask')
    const iHavePaid = paid.getByRole('button', { name: 'I have paid', exact: true })
    await iHavePaid.scrollIntoViewIfNeeded()
    const box = (await iHavePaid.boundingBox())!
    // Given back between the answer and "Payment reported", a double tap's second tap reported the
    // payment twice (a slow CI run).
    const givenBack = await watchGivenBack(iHavePaid)
    await iHavePaid.dblclick()
    expect((await answered).status()).toBe(200)
    await visible(paid.getByRole('status').filter({ hasText: 'We credit your balance once the bank confirms the transfer.' }))
    expect(await givenBack()).toBe(false)
    expect(reports).toHaveLength(1)
    // Reported paid, the order is the cashier's to settle: it can no longer be cancelled here.
    expect(await page.getByRole('button', { name: 'Cancel order', exact: true }).count()).toBe(0)
    // A tap more where the button was meets it, disabled, not "New deposit" moved up under it.
    const underFinger = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    expect(underFinger).toBe('Payment reported')
    expect(await paid.getByRole('button', { name: 'Payment reported', exact: true }).isDisabled()).toBe(true)
    expect(reports[0]!.headers()['idempotency-key']).toBeTruthy()
    expect(JSON.parse(reports[0]!.postData() ?? '{}')).toEqual({ depositId: uploads[0]!.depositId })
    // Coming back resumes the order at once: it does not wait for member info (held back here).
    await whileHeldBack(page, /\/wps\/member\/info/, async () => {
      await page.reload()
      await visible(page.getByRole('status').filter({ hasText: 'We credit your balance once the bank confirms the transfer.' }))
    })
  })

  it('crypto: sent with its coins at the rate; the address as text and QR code, and the exact coin amount', async () => {
    const { page } = e2e
    await openDeposit()
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Crypto', exact: true }).click()
    await amountField(page).fill('1000')
    const sent = requestsTo(page, '/wps/relay/MCSFE_depositVirtualWallet')
    await submit(page).click()
    await waitFor(() => sent.length === 1, { message: 'the deposit sent' })
    expect(JSON.parse(sent[0]!.postData() ?? '{}')).toMatchObject({ amount: 1000, bankCode: 'USDT_TRC20', virtualAmount: 17.09 })
    await visible(page.getByRole('img', { name: 'QR code of the deposit address' }))
    await visible(page.getByText('TXb7Qm3vD2pK8sRwYz4NfJh6LcVa9EuGt1', { exact: true }))
    await visible(page.getByText('17.09 USDT', { exact: true }))
  })

  it('through customer service: the chat that takes the deposit', async () => {
    const { page } = e2e
    await openDeposit()
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Through customer service', exact: true }).click()
    await amountField(page).fill('2000')
    await submit(page).click()
    const chat = page.getByRole('link', { name: 'Open the chat', exact: true })
    await visible(chat)
    expect(await chat.getAttribute('href')).toContain('/harness-chat?topic=deposit&order=D')
  })
})
