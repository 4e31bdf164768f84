import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { liveChaseOf } from '../../harness/lottery-orders'
import { defaultScenario } from '../../harness/scenario'
import { accountRowsOf, betRowsOf } from '../../harness/record-rows'
import { excludedGameRows } from '../../harness/records-handlers'
import { addDays, dayOf, presetRange, rangeTimes } from '../../src/domain/date-range'
import { formatBalance, formatSigned } from '../../src/lib/format/money'
import {
  getScenario,
  logIn,
  linesOf,
  onNarrowPhone,
  readLocale,
  requestsTo,
  scrollPageToBottom,
  seedStorage,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
} from './browser'

/** Issue 12, records: the account record, the deposit and withdraw records, on shared ranges and lists. */

const e2e = useBrowser()

const open = async (path: string) => {
  await e2e.gotoWithToken(path)
  await waitForPath(e2e.page, path.split('?')[0]!)
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams)

const list = (page: Page) => page.getByRole('main').getByRole('list')
const rows = (page: Page) => list(page).getByRole('listitem')
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Date range' }).getByRole('button', { name, exact: true })
const choose = async (page: Page, select: string, option: string) => {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('dialog', { name: select, exact: true }).getByRole('option', { name: option, exact: true }).click()
}

/** player01's rows for a range, newest first, as the platform keeps them (harness/record-rows.ts). */
const expectedRows = (from: number, to: number) =>
  accountRowsOf('player01')
    .filter((row) => row.txTimeInTimestamp >= from && row.txTimeInTimestamp <= to)
    .toReversed()

describe('account record', () => {
  it("where the site has switched the record off, the platform's refusal is said in the dictionary's words, not as a load failure", async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'TRANSREC3') })
    await open('/m/transaction/record')
    await visible(page.getByRole('main').getByText('No permission or feature temporarily unavailable', { exact: true }))
    expect(await page.getByRole('main').getByText('Could not load this', { exact: false }).count()).toBe(0)
  })

  it("opens on today's movements, newest first; another preset asks for its days and pages as the list nears its end", async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await open('/m/transaction/record')
    await visible(ui(page).title.filter({ hasText: 'Account record' }))
    expect(await chip(page, 'Today').getAttribute('aria-pressed')).toBe('true')
    const today = dayOf(new Date())
    await waitFor(() => calls.length >= 1, { message: 'the first page asked' })
    expect(queryOf(calls[0]!)).toMatchObject({
      codeTypes: '',
      page: '1',
      size: '10',
      ...stringsOf(rangeTimes(presetRange('today', today))),
    })

    await chip(page, 'Last 7 days').click()
    const week = rangeTimes(presetRange('week', today))
    const expected = expectedRows(week.startTime, week.endTime)
    const first = expected[0]!
    await visible(rows(page).first().getByText(first.orderNo))
    expect(calls.some((call) => queryOf(call).page === '1' && queryOf(call).startTime === String(week.startTime))).toBe(true)
    expect(await rows(page).first().getAttribute('aria-setsize')).toBe('-1')

    // Flick down a few times: more pages come, while only the rows near the screen are drawn.
    for (let flick = 0; flick < 6; flick++) {
      const asked = calls.length
      // Flicked again until the next page is asked, as a player would: a flick while a page is on
      // its way asks for nothing more (that page then grows the list below where the flick stopped).
      await waitFor(
        async () => {
          if (calls.length > asked) return true
          await scrollPageToBottom(list(page))
          return false
        },
        { message: `page ${asked + 1} asked` },
      )
      await calls.at(-1)!.response()
    }
    // Today's list may have asked a second page of its own first, and a first page shorter than the
    // screen asks for its second by itself: count the week's pages only, the first seven.
    const pagesAsked = calls.filter((call) => queryOf(call).startTime === String(week.startTime)).map((call) => Number(queryOf(call).page))
    expect(pagesAsked.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    await waitFor(async () => Number(await rows(page).last().getAttribute('aria-posinset')) >= 60, { message: '60 rows loaded' })
    expect(await rows(page).count()).toBeLessThan(40)
  })

  it('the type filter asks for one type; remark codes read in words', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await open('/m/transaction/record')
    await chip(page, 'Last 7 days').click()
    await choose(page, 'Type', 'Other')
    await waitFor(() => calls.some((call) => queryOf(call).codeTypes === 'other'), { message: 'the type asked' })
    await visible(
      rows(page)
        .first()
        .getByText(/Transfer (to|from) game wallet/),
    )
    const titles = await rows(page).locator('.record-row__title').allInnerTexts()
    expect(new Set(titles)).toEqual(new Set(['Other']))
    // Agent rebates are for agents (types 1 and 2); betting rebates follow the site's PLYRBT module.
    await page.getByRole('combobox', { name: 'Type', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Type', exact: true })
    await visible(sheet.getByRole('option', { name: 'All types', exact: true }))
    const options = await sheet.getByRole('option').allInnerTexts()
    expect(options).toContain('Betting rebate')
    expect(options).not.toContain('Agent rebate')
  })

  it('a custom range: more than 30 days, or a start after the end, is refused in words before anything is asked', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await open('/m/transaction/record')
    await waitFor(() => calls.length >= 1, { message: 'the first page' })
    await chip(page, 'Custom').click()
    const dialog = page.getByRole('dialog', { name: 'Choose dates', exact: true })
    const today = dayOf(new Date())
    await dialog.getByLabel('From', { exact: true }).fill(addDays(today, -30))
    await visible(dialog.getByRole('alert').filter({ hasText: 'Choose at most 30 days.' }))
    expect(await dialog.getByRole('button', { name: 'Apply', exact: true }).isDisabled()).toBe(true)
    await dialog.getByLabel('From', { exact: true }).fill(addDays(today, 1))
    await visible(dialog.getByRole('alert').filter({ hasText: 'The start date cannot be after the end date.' }))
    await dialog.getByLabel('From', { exact: true }).fill(addDays(today, -29))
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
    await visible(chip(page, `${addDays(today, -29).slice(5)} to ${today.slice(5)}`))
    const custom = stringsOf(rangeTimes({ from: addDays(today, -29), to: today }))
    await waitFor(() => calls.some((call) => queryOf(call).startTime === custom.startTime && queryOf(call).endTime === custom.endTime), {
      message: 'the custom range asked',
    })
  })

  it('Refresh asks for the first page again and keeps the rows on screen meanwhile; a failed first page offers Retry', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await setScenario({ failing: ['ODSFE2_MemTransDet'] })
    await open('/m/transaction/record')
    // The dictionary's words for the platform's 500, as every failed read says.
    await visible(page.getByRole('main').getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [], latencyMs: 400 })
    await page.getByRole('main').getByRole('button', { name: 'Retry', exact: true }).click()
    await chip(page, 'Yesterday').click()
    await visible(rows(page).first())
    const asked = calls.length
    await page.getByRole('button', { name: 'Refresh', exact: true }).click()
    expect(await rows(page).count()).toBeGreaterThan(0)
    await waitFor(() => calls.slice(asked).some((call) => queryOf(call).page === '1'), { message: 'page 1 asked again' })
  })

  it('pulling the list down at its top refreshes it', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await open('/m/transaction/record')
    await chip(page, 'Yesterday').click()
    await visible(rows(page).first())
    const asked = calls.length
    const box = (await rows(page).first().boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + 40, y }] })
    await touch('touchStart', box.y + 10)
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.y + 10 + step * 25)
    await touch('touchEnd', box.y + 210)
    await waitFor(() => calls.slice(asked).some((call) => queryOf(call).page === '1'), { message: 'the pull to ask page 1 again' })
  })

  it('types=A: an agent searches a member by username; a member gets the plain record', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemTransDet')
    await setScenario({ memberType: 2 })
    await logIn(page, { user: 'agent01', from: `/m/login?redirect=${encodeURIComponent('/m/transaction/record?types=A')}` })
    await waitForPath(page, '/m/transaction/record', '?types=A')
    await chip(page, 'Last 7 days').click()
    const search = page.getByRole('search')
    await search.getByRole('searchbox', { name: 'Member username', exact: true }).fill('player01')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await waitFor(() => calls.some((call) => queryOf(call).subordinateName === 'player01'), { message: 'the member searched' })
    await visible(rows(page).first().getByText('player01', { exact: true }))
    await search.getByRole('searchbox', { name: 'Member username', exact: true }).fill('nobody99')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await visible(page.getByText('No records for nobody99 in these dates'))
  })

  it('types=A opened by a member shows no member search', async () => {
    const { page } = e2e
    await open('/m/transaction/record?types=A')
    await visible(chip(page, 'Today'))
    expect(await page.getByRole('search').count()).toBe(0)
  })
})

describe('deposit record', () => {
  it('lists a new bank-transfer order as pending; accelerate opens after its wait, is sent once, then takes the receipt with a note', async () => {
    const { page } = e2e
    await setScenario({ accelerateAfterSeconds: 5, whitelabel: await withModule('DEPUPDATEREM3') })
    await open('/m/voucherCenter')
    await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Bank transfer', exact: true }).click()
    await page.getByLabel('Amount', { exact: true }).fill('1500')
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Deposit/ })
      .click()
    await visible(page.getByRole('region', { name: 'Paid already?' }))
    await page.getByRole('link', { name: 'Deposit record', exact: true }).click()
    await waitForPath(page, '/m/vouReport')
    const order = rows(page).filter({ hasText: 'Pending' }).first()
    await visible(order.getByText('1,500.00', { exact: true }))
    await visible(order.getByRole('button', { name: /^Accelerate in 0:0\d$/ }))
    const reminders = requestsTo(page, '/wps/relay/MCSFE_initiateReminder')
    const accelerate = order.getByRole('button', { name: 'Accelerate', exact: true })
    await visible(accelerate)
    // The record asked again after the reminder is held: meanwhile Accelerate stays locked, or a
    // tap there would send a second reminder.
    await whileHeldBack(page, /\/MCSFE_getDepositTransactionReport\b/, async () => {
      await accelerate.dblclick()
      await visible(ui(page).toast('Reminder sent: the cashier will check this order now.'))
      expect(await accelerate.isDisabled()).toBe(true)
    })
    await visible(order.getByRole('button', { name: 'Upload receipt', exact: true }))
    expect(reminders).toHaveLength(1)

    const uploads = requestsTo(page, '/wps/relay/MCSFE_uploadDepositEncodedImage')
    await order.getByLabel('Note for the cashier (optional)').fill('Paid from BDO at 10:15')
    await order.locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await pngOf(page) })
    await visible(order.getByText('Receipt sent', { exact: true }))
    expect(uploads).toHaveLength(1)
    expect(JSON.parse(uploads[0]!.postData() ?? '{}')).toMatchObject({
      uploadDepositRemarks: 'Paid from BDO at 10:15',
      image: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//),
    })
  })

  it("copies an order's number; the credited total stays at the foot; the state filter asks for one state", async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/MCSFE_getDepositTransactionReport')
    await open('/m/vouReport')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await chip(page, 'Last 7 days').click()
    const first = rows(page).first()
    await visible(first)
    const id = (await first.locator('.record-copy span').first().innerText()).trim()
    await first.getByRole('button', { name: 'Copy Order no.', exact: true }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)
    await visible(page.getByRole('definition').filter({ hasText: /^\d[\d,]*\.\d\d$/ }))
    await choose(page, 'Status', 'Successful')
    await waitFor(() => calls.some((call) => queryOf(call).depositState === '3'), { message: 'the state asked' })
    await waitFor(async () => new Set(await rows(page).locator('.record-row__status').allInnerTexts()).size === 1, { message: 'one state' })
    expect(await rows(page).locator('.record-row__status').first().innerText()).toBe('Successful')
  })
})

describe('withdraw record', () => {
  it('lists withdrawals with their account, fee and what reaches the account; linked from the withdraw page', async () => {
    const { page } = e2e
    await setScenario({ qaSecurity: 'complete' })
    await open('/m/withdraw')
    await page.getByRole('link', { name: 'Withdraw record', exact: true }).click()
    await waitForPath(page, '/m/withdrawReport')
    await chip(page, 'Custom').click()
    const dialog = page.getByRole('dialog', { name: 'Choose dates', exact: true })
    await dialog.getByLabel('From', { exact: true }).fill(addDays(dayOf(new Date()), -29))
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
    const paid = rows(page).filter({ hasText: 'Successful' }).first()
    await visible(paid.getByText('BDO Unibank **** 7801'))
    await visible(paid.getByText('Fee', { exact: true }))
    await visible(paid.getByText(/^Receives [\d,]+\.\d\d$/))
  })
  it("on a 360 px screen in TY, an order number's Copy ('Kopyahin') stays whole, on one line", async () => {
    const { page } = e2e
    const ty = await readLocale('ty', 'ui')
    await onNarrowPhone(page, 360, async () => {
      await seedStorage(page, { language: JSON.stringify('TY') })
      await open('/m/withdrawReport')
      await page
        .getByRole('group', { name: ty.range!.label!, exact: true })
        .getByRole('button', { name: ty.range!.week!, exact: true })
        .click()
      const copy = rows(page)
        .first()
        .getByRole('button', { name: new RegExp(`^${ty.copy as unknown as string}`) })
      await visible(copy)
      expect(await linesOf(copy)).toBe(1)
    })
  })
})

describe('betting record', () => {
  const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game categories', exact: true })
  const weekBets = (category: Parameters<typeof betRowsOf>[1], settled = true) => {
    const { startTime, endTime } = rangeTimes(presetRange('week', dayOf(new Date())))
    return betRowsOf('player01', category)
      .filter((bet) => bet.betTime >= startTime && bet.betTime <= endTime && (settled ? bet.status !== 0 : bet.status === 0))
      .toReversed()
  }

  it("tabs by the site's game categories; a week of slots, newest first, with the platform's totals; provider and result filters", async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_RNGOrders')
    await open('/m/gameRecord')
    await visible(tabs(page).getByRole('tab', { name: 'Slots', exact: true }))
    expect(await tabs(page).getByRole('tab').allInnerTexts()).toEqual([
      'Slots',
      'Live casino',
      'Sports',
      'Fishing',
      'Poker',
      'Lottery',
      'E-Lottery',
    ])
    await chip(page, 'Last 7 days').click()
    const bets = weekBets('RNG')
    await visible(rows(page).first().getByText(bets[0]!.orderNo))
    const totals = page.getByRole('definition')
    const sum = (pick: (bet: (typeof bets)[number]) => number) => Math.round(bets.reduce((total, bet) => total + pick(bet), 0) * 100) / 100
    await visible(totals.filter({ hasText: formatSigned(sum((bet) => bet.profitAndLoss)) }))
    await visible(totals.filter({ hasText: formatBalance(sum((bet) => bet.betAmount)) }))

    await choose(page, 'Provider', 'Pragmatic Play')
    await waitFor(() => calls.some((call) => queryOf(call).accountType === 'PP'), { message: 'the provider asked' })
    await waitFor(async () => new Set(await rows(page).locator('.record-row__line span:last-child').allInnerTexts()).size === 1, {
      message: 'one provider listed',
    })
    await choose(page, 'Result', 'Win')
    await waitFor(() => calls.some((call) => queryOf(call).status === '1' && queryOf(call).accountType === 'PP'), { message: 'wins asked' })
    await waitFor(async () => (await rows(page).locator('.record-row__status').allInnerTexts()).every((text) => text === 'Win'), {
      message: 'only wins',
    })
  })

  it('finds a bet by its order number, and says so when there is none', async () => {
    const { page } = e2e
    await open('/m/gameRecord')
    await chip(page, 'Last 7 days').click()
    const wanted = weekBets('RNG')[3]!
    const search = page.getByRole('search')
    await search.getByRole('searchbox', { name: 'Order no.', exact: true }).fill(wanted.orderNo)
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await waitFor(async () => (await rows(page).count()) === 1, { message: 'one bet' })
    await visible(rows(page).first().getByText(wanted.orderNo))
    await search.getByRole('searchbox', { name: 'Order no.', exact: true }).fill('XX000')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await visible(page.getByText('No bet with order no. XX000 in these dates'))
  })

  it('sports: settled and unsettled apart; a settled bet opens its lines in a sheet', async () => {
    const { page } = e2e
    const unsettled = requestsTo(page, '/wps/relay/ODSFE2_SportsUnsettOrders')
    await open('/m/gameRecord')
    await tabs(page).getByRole('tab', { name: 'Sports', exact: true }).click()
    await chip(page, 'Last 7 days').click()
    const bet = weekBets('SPORTS')[0]!
    const row = rows(page).filter({ hasText: bet.orderNo })
    await row.getByRole('button', { name: 'Details', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: bet.gameName, exact: true })
    await visible(sheet.getByRole('heading', { name: bet.betDetails![0]!.enMatchName, exact: true }))
    await visible(sheet.getByText(bet.betDetails![0]!.enLeagueName).first())
    await sheet.getByRole('button', { name: 'Close', exact: true }).first().click()
    await page.getByRole('group', { name: 'Settlement', exact: true }).getByRole('button', { name: 'Unsettled', exact: true }).click()
    await waitFor(() => unsettled.length > 0, { message: 'the unsettled bets asked' })
    expect(await page.getByRole('combobox', { name: 'Result', exact: true }).count()).toBe(0)
  })
  it("on a 360 px screen in a language of longer words (TY's 'Maghanap'), the search's button stays on the screen", async () => {
    const { page } = e2e
    await onNarrowPhone(page, 360, async () => {
      await seedStorage(page, { language: JSON.stringify('TY') })
      await open('/m/gameRecord')
      const button = page.getByRole('search').getByRole('button')
      await visible(button)
      const box = (await button.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    })
  })
})

describe('games left out of turnover', () => {
  it('linked from the betting record: each game with the share left out, by provider and by name', async () => {
    const { page } = e2e
    await open('/m/gameRecord')
    const link = page.getByRole('link', { name: 'Games not counted for turnover', exact: true })
    // Inset from the screen's edge as the tabs under it are, not drawn against it.
    const box = (await link.boundingBox())!
    const tabs = (await page.getByRole('tablist', { name: 'Game categories', exact: true }).getByRole('tab').first().boundingBox())!
    expect(390 - (box.x + box.width)).toBeGreaterThanOrEqual(tabs.x - 0.5)
    await link.click()
    await waitForPath(page, '/m/gameRecordExclude')
    // What the list is, said above it with the filters' inset, not against the screen's edge.
    const noteStarts = await page.getByText('Bets on these games count less toward turnover', { exact: false }).evaluate((note) => {
      const range = document.createRange()
      range.selectNodeContents(note)
      return range.getBoundingClientRect().left
    })
    const filter = (await page.getByRole('combobox', { name: 'Provider', exact: true }).boundingBox())!
    expect(noteStarts).toBeGreaterThanOrEqual(filter.x - 0.5)
    const first = excludedGameRows[0]!
    await visible(rows(page).first().getByText(first.gameName, { exact: true }))
    await visible(rows(page).first().getByText(`${first.excludeTurnover}% left out`, { exact: true }))

    const wanted = excludedGameRows.find((game) => game.vassalage === 'PP')!
    await choose(page, 'Provider', 'Pragmatic Play')
    await waitFor(async () => (await rows(page).first().innerText()).includes(wanted.gameName), { message: 'the first PP game' })
    const search = page.getByRole('search')
    await search.getByRole('searchbox', { name: 'Game name', exact: true }).fill('no such game')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await visible(page.getByText('No game named no such game is left out of turnover', { exact: true }))
  })
})

describe('lottery orders', () => {
  it("the lottery's own orders; a chase's issues not drawn yet are cancelled once, asked first, and the stakes come back", async () => {
    const { page } = e2e
    const sent = requestsTo(page, '/wps/game/lotto/cancelSubOrders')
    await open('/m/gameRecord')
    await page.getByRole('tablist', { name: 'Game categories', exact: true }).getByRole('tab', { name: 'Lottery', exact: true }).click()
    await page.getByRole('group', { name: 'Orders', exact: true }).getByRole('button', { name: 'Chase orders', exact: true }).click()
    // The chase placed in this run is the newest: five issues, none drawn yet.
    const chase = rows(page).first()
    await visible(chase.getByText('Waiting for the draw', { exact: true }))
    await visible(chase.getByText(/^5 issues from \d{8}-\d{3}$/))
    await chase.getByRole('button', { name: 'Details', exact: true }).click()
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Issues', exact: true }) })
    const issues = sheet.getByRole('list', { name: 'Issues', exact: true }).getByRole('listitem')
    await waitFor(async () => (await issues.count()) === 5, { message: 'five issues' })
    const boxes = sheet.getByRole('checkbox', { name: /^Cancel issue / })
    expect(await boxes.count()).toBe(5)
    await boxes.nth(3).check()
    await boxes.nth(4).check()

    const { perIssue } = liveChaseOf('player01', Date.now())
    const wallet = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/v2/wallets/balance')
    await sheet.getByRole('button', { name: 'Cancel issues', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel issues', exact: true })
    await visible(confirm.getByText(`Cancel the chosen issues (2)? ${formatBalance(perIssue * 2)} comes back to your balance.`))
    const twoCancelled = () =>
      waitFor(async () => (await issues.filter({ hasText: 'Cancelled' }).count()) === 2, { message: 'two issues cancelled' })
    // While the order asked again after the cancel is on its way, its two issues already read as
    // cancelled and cannot be picked again.
    await whileHeldBack(page, /\/lgw\/orders\/detail\b/, async () => {
      await confirm.getByRole('button', { name: 'Cancel issues', exact: true }).dblclick()
      await visible(ui(page).toast(`Issues cancelled (2): ${formatBalance(perIssue * 2)} is back in your balance`))
      await twoCancelled()
      expect(await boxes.count()).toBe(3)
    })
    await wallet
    expect(sent).toHaveLength(1)
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    await twoCancelled()
    expect(await boxes.count()).toBe(3)
  })

  it('a refused cancel says why in the sheet and keeps the issues picked, to try again', async () => {
    const { page } = e2e
    await open('/m/gameRecord')
    await setScenario({ failing: ['/wps/game/lotto/cancelSubOrders'] })
    await page.getByRole('tablist', { name: 'Game categories', exact: true }).getByRole('tab', { name: 'Lottery', exact: true }).click()
    await page.getByRole('group', { name: 'Orders', exact: true }).getByRole('button', { name: 'Chase orders', exact: true }).click()
    await rows(page).first().getByRole('button', { name: 'Details', exact: true }).click()
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Issues', exact: true }) })
    const boxes = sheet.getByRole('checkbox', { name: /^Cancel issue / })
    await waitFor(async () => (await boxes.count()) === 5, { message: 'five issues to pick' })
    await boxes.nth(4).check()
    await sheet.getByRole('button', { name: 'Cancel issues', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Cancel issues', exact: true })
      .getByRole('button', { name: 'Cancel issues', exact: true })
      .click()
    await visible(sheet.getByRole('alert'))
    expect(await boxes.nth(4).isChecked()).toBe(true)
    await visible(sheet.getByRole('button', { name: 'Cancel issues', exact: true }))
  })
})

describe('profit and loss', () => {
  it('the last 7 days by default: the result of the settled bets, by game type, and a bar a day drawn by the chart library', async () => {
    const { page } = e2e
    const calls = requestsTo(page, '/wps/relay/ODSFE2_MemPNL')
    const chart = page.waitForResponse((response) => /\/assets\/day-chart-[\w-]+\.js$/.test(response.url()))
    await open('/m/profitandloss')
    const week = rangeTimes(presetRange('week', dayOf(new Date())))
    const settled = (category: Parameters<typeof betRowsOf>[1]) =>
      betRowsOf('player01', category).filter((bet) => bet.status !== 0 && bet.betTime >= week.startTime && bet.betTime <= week.endTime)
    const total = (bets: ReturnType<typeof settled>) => Math.round(bets.reduce((sum, bet) => sum + bet.profitAndLoss, 0) * 100) / 100
    const all = (['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'] as const).flatMap(settled)
    await visible(
      page.getByRole('region', { name: 'Profit and loss for these dates' }).getByText(formatSigned(total(all)), { exact: true }),
    )
    const table = page.getByRole('table', { name: 'By game type' })
    await visible(
      table.getByRole('row', {
        name: `Slots ${formatBalance(settled('RNG').reduce((sum, bet) => sum + bet.validBetAmount, 0))} ${formatSigned(total(settled('RNG')))}`,
      }),
    )
    await chart
    await visible(
      page
        .getByRole('img', { name: new RegExp(`^Win or loss by day, ${addDays(dayOf(new Date()), -6)} to ${dayOf(new Date())}: best day`) })
        .locator('canvas'),
    )
    expect(queryOf(calls[0]!)).toMatchObject({ startDate: String(week.startTime), endDate: String(week.endTime) })
    await chip(page, 'Yesterday').click()
    await waitFor(() => calls.length >= 2, { message: 'yesterday asked' })
    const yesterday = addDays(dayOf(new Date()), -1)
    await visible(page.getByRole('img', { name: new RegExp(`^Win or loss by day, ${yesterday} to ${yesterday}:`) }))
  })

  it("the chart's box is kept while its code is on its way: the table under it never moves", async () => {
    const { page } = e2e
    const table = page.getByRole('table', { name: 'By game type' })
    const tableTop = () => table.evaluate((element) => element.getBoundingClientRect().top)
    let before = 0
    await whileHeldBack(page, /\/assets\/day-chart-[\w-]+\.(js|css)$/, async () => {
      await open('/m/profitandloss')
      await visible(table)
      before = await tableTop()
    })
    await visible(page.getByRole('img', { name: /^Win or loss by day/ }).locator('canvas'))
    expect(await tableTop()).toBe(before)
  })
})

const stringsOf = (times: { startTime: number; endTime: number }) => ({
  startTime: String(times.startTime),
  endTime: String(times.endTime),
})

/** The scenario's modules with one more on. */
const withModule = async (id: string) => {
  const whitelabel = (await getScenario()).whitelabel as string[]
  return [...new Set([...whitelabel, id])] as never
}

/** A real PNG drawn by the browser (the receipt is compressed through a canvas). */
const pngOf = async (page: Page) =>
  Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(40, 40)
      canvas.getContext('2d')!.fillRect(0, 0, 20, 20)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      return [...new Uint8Array(await blob.arrayBuffer())]
    }),
  )
