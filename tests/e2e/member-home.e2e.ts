import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario, type MemberTypeChoice } from '../../harness/scenario'
import {
  answerLate,
  closeHomePopups,
  doubleTapWhileSending,
  gone,
  linesOf,
  onNarrowPhone,
  readLocale,
  recordFirstSight,
  requestsTo,
  seedStorage,
  setScenario,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
} from './browser'

/** Issue 11, member centre (/m/member/home): both templates, the header, the wallet and the menu by type and flag. */

const e2e = useBrowser()

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member menu' })
const menuSelector = 'nav[aria-label="Member menu"]'
const itemNames = async (page: Page) =>
  await menu(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('.member-menu__label')?.textContent ?? ''))
const expectItems = (page: Page, expected: ReadonlyArray<string>) =>
  waitFor(async () => JSON.stringify(await itemNames(page)) === JSON.stringify(expected), {
    message: `the member menu to read ${expected.join(', ')}`,
  })

/** Opens the member centre signed in as the QA account (player01, Lucky Star) played as `memberType`. */
const openMemberCentre = async (memberType: Exclude<MemberTypeChoice, 'guest'> = 0) => {
  await setScenario({ memberType })
  await e2e.gotoWithToken('/m/member/home')
  await waitForPath(e2e.page, '/m/member/home')
}

/** Every /wps call the page makes from now on, as "METHOD /path". */
const recordCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/wps/')) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

const memberItems = [
  'Deposit',
  'Withdraw',
  'Betting record',
  'Account record',
  'Profit and loss',
  'Deposit record',
  'Withdraw record',
  'Reward center',
  'Rebate',
  'Points mall',
  'VIP',
  'Security center',
  'Responsible gaming',
  'My account',
  'Invite friends',
  'Inbox',
  'Feedback',
  'Customer service',
  'App download',
  'Task',
]

describe('member centre', () => {
  it('the header, the VIP card and the wallet keep their places while member info and their answers come: the menu never moves', async () => {
    const { page } = e2e
    const sight = await recordFirstSight(page, menuSelector, [menuSelector])
    await setScenario({ latencyMs: 200 })
    await openMemberCentre()
    await waitFor(
      () =>
        page.evaluate(() =>
          ['.member-header__vip:not(.member-header__vip--unknown)', '.member-wallet', '.member-vip'].every((part) =>
            document.querySelector(part),
          ),
        ),
      { message: 'the VIP label, the wallet and the VIP card' },
    )
    const [first, now] = [await sight.first(), await sight.now([menuSelector])]
    // Within a pixel or two: the skeletons are sized in rem, the cards by their text.
    expect(Math.abs(now[menuSelector]!.top! - first[menuSelector]!.top!)).toBeLessThan(2)
  })
  it('member info, slow, decides the menu before it first shows: Invite friends never comes in among the items', async () => {
    const { page } = e2e
    // The menu's items the first time it is in the document.
    const labels = `${menuSelector} .member-menu__label`
    const sight = await recordFirstSight(page, labels, [labels])
    await e2e.openAs(0, '/m/member/home')
    await expectItems(page, memberItems)
    // Opened again with the session stored (a player coming back): member info is asked at boot.
    await answerLate(page, /\/wps\/member\/info\b/)
    await page.reload()
    await expectItems(page, memberItems)
    expect((await sight.first())[labels]!.texts).toEqual(memberItems)
  })

  it('a guest is sent to login, and comes back after it', async () => {
    await e2e.goto('/m/member/home')
    await waitForPath(e2e.page, '/m/login', `?redirect=${encodeURIComponent('/m/member/home')}`)
  })

  it('a free-trial account (type 4) is asked to register instead', async () => {
    const { page } = e2e
    await openMemberCentre(4)
    await visible(page.getByText('Free trial accounts cannot use the member centre.', { exact: false }))
    await page.getByRole('link', { name: 'Register now', exact: true }).click()
    await waitForPath(page, '/m/register')
  })

  it('new template (mem_cen 1): greeting by the hour, name, account, VIP label, balance, VIP progress and every item', async () => {
    const { page } = e2e
    await openMemberCentre(0)
    const hour = await page.evaluate(() => new Date().getHours())
    const greeting = hour <= 10 ? 'Good morning' : hour <= 14 ? 'Good midday' : hour <= 18 ? 'Good afternoon' : 'Good evening'
    await visible(page.getByText(greeting, { exact: true }))
    await visible(page.getByText('Lucky Star', { exact: true }))
    await visible(page.getByText('Account: player01', { exact: true }))
    await visible(page.getByRole('img', { name: 'Avatar' }))
    const label = page.getByLabel('VIP level: Gold')
    await visible(label)
    // The operator's gold, with the text colour that reads on it.
    expect(await label.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
    await visible(page.getByText('₱12,345.50', { exact: true }))
    const bar = page.getByRole('progressbar', { name: 'VIP progress' })
    await visible(bar)
    expect(await bar.getAttribute('aria-valuenow')).toBe('60')
    await visible(page.getByText('3 of 5 conditions to Platinum', { exact: true }))
    expect(await page.locator('[data-template]').getAttribute('data-template')).toBe('new')
    await expectItems(page, memberItems)
    await visible(
      menu(page)
        .getByRole('button', { name: /^Inbox/ })
        .getByRole('img', { name: /unread$/ }),
    )
    await visible(page.getByRole('button', { name: 'Sign out', exact: true }))
  })

  it('on a 360 px screen in TY the VIP card keeps the rank and its benefits link each on one line', async () => {
    const { page } = e2e
    const vip = (await readLocale('ty', 'member')).vip as Record<string, string>
    await onNarrowPhone(page, 360, async () => {
      await seedStorage(page, { language: JSON.stringify('TY') })
      await openMemberCentre(0)
      const card = page.getByRole('region', { name: vip.title!, exact: true })
      const rank = card.getByText(vip.current!.replace('{{rank}}', 'Gold'), { exact: true })
      await visible(rank)
      for (const line of [rank, card.getByRole('link', { name: vip.benefits!, exact: true })]) {
        expect(await linesOf(line), String(line)).toBe(1)
      }
    })
  })

  it('base template (mem_cen 0): the same destinations as a list', async () => {
    const { page } = e2e
    await setScenario({ mobileTemplate: { mem_cen: 0, dep_func: 1 } })
    await openMemberCentre(0)
    await expectItems(page, memberItems)
    expect(await page.locator('[data-template]').getAttribute('data-template')).toBe('base')
    await visible(page.getByRole('progressbar', { name: 'VIP progress' }))
  })

  it('items follow the member type: virtual accounts have no money items, agents reach agent home, not invite friends', async () => {
    const { page } = e2e
    await openMemberCentre(40)
    await expectItems(
      page,
      memberItems.filter(
        (name) =>
          !['Deposit', 'Withdraw', 'Deposit record', 'Withdraw record', 'Reward center', 'Rebate', 'Responsible gaming'].includes(name),
      ),
    )
    await openMemberCentre(1)
    await expectItems(page, [...memberItems.filter((name) => name !== 'Invite friends'), 'Agent'])
    await menu(page).getByRole('button', { name: 'Agent', exact: true }).click()
    await waitForPath(page, '/m/agent')
  })

  it('the deposit and withdraw records are items of their own (PLATFORM.md §2 menu)', async () => {
    const { page } = e2e
    await openMemberCentre(0)
    await menu(page).getByRole('button', { name: 'Deposit record', exact: true }).click()
    await waitForPath(page, '/m/vouReport')
    await visible(ui(page).titled('Deposit record'))
    await page.goBack()
    await menu(page).getByRole('button', { name: 'Withdraw record', exact: true }).click()
    await waitForPath(page, '/m/withdrawReport')
    await visible(ui(page).titled('Withdraw record'))
  })

  it('items follow the whitelabel flags', async () => {
    const { page } = e2e
    const off = new Set(['TRANSBETREPMEM3', 'PTSYS3', 'INBOX3', 'CBS3', 'FEEDBACK3', 'PLYRBT', 'RESPGAME3'])
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => !off.has(id)) })
    await openMemberCentre(0)
    await expectItems(
      page,
      memberItems.filter(
        (name) =>
          !['Betting record', 'Points mall', 'Inbox', 'Customer service', 'Feedback', 'Rebate', 'Responsible gaming'].includes(name),
      ),
    )
  })

  it('an item leads to its page', async () => {
    const { page } = e2e
    await openMemberCentre(0)
    await menu(page).getByRole('button', { name: 'Security center', exact: true }).click()
    await waitForPath(page, '/m/securityCenter')
  })

  it('copies the account', async () => {
    const { page, context } = e2e
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('') })
    await openMemberCentre(0)
    await page.getByRole('button', { name: 'Copy account', exact: true }).click()
    await visible(ui(page).toast('Copied'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('player01')
  })

  it('refresh asks for the balance again; hide/show is shared with the side menu', async () => {
    const { page } = e2e
    await openMemberCentre(0)
    await visible(page.getByText('₱12,345.50', { exact: true }))
    const calls = recordCalls(page)
    await page.getByRole('button', { name: 'Refresh balance', exact: true }).click()
    await waitFor(() => calls.includes('GET /wps/v2/wallets/balance'), { message: 'the balance to be asked again' })

    await page.getByRole('button', { name: 'Hide', exact: true }).click()
    await visible(page.getByText('₱****', { exact: true }))
    expect(await page.getByText('12,345.50').count()).toBe(0)
    await ui(page).menuItem('Home').click()
    await waitForPath(page, '/m/home')
    // Home greets a login with its popup list, a modal over the header's Menu.
    await closeHomePopups(page)
    await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
    const sideMenu = page.getByRole('dialog', { name: 'Account menu', exact: true })
    await visible(sideMenu.getByText('₱****', { exact: true }))
    expect(await sideMenu.getByRole('button', { name: 'Show', exact: true }).getAttribute('aria-pressed')).toBe('true')
  })

  it('on a site that writes its currency after amounts (currencyPosition B), the balance reads so here and in the side menu', async () => {
    const { page } = e2e
    await setScenario({ currencyAfter: true })
    await openMemberCentre(0)
    await visible(page.getByRole('main').getByText('12,345.50\u00a0₱', { exact: true }))
    expect(await page.getByText('₱12,345.50').count()).toBe(0)
    await ui(page).menuItem('Home').click()
    await waitForPath(page, '/m/home')
    await closeHomePopups(page)
    await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
    await visible(page.getByRole('dialog', { name: 'Account menu', exact: true }).getByText('12,345.50\u00a0₱', { exact: true }))
  })

  it("the balance is '…' while asked and '—' once the ask failed, never 0.00; the wallet card says why, and its Retry brings it", async () => {
    const { page } = e2e
    const main = page.getByRole('main')
    await whileHeldBack(page, /\/wps\/v2\/wallets\/balance/, async () => {
      await openMemberCentre(0)
      await visible(main.getByText('…', { exact: true }))
      await setScenario({ failing: ['/wps/v2/wallets/balance'] })
    })
    await visible(main.getByText('—', { exact: true }))
    expect(await main.getByText(/0\.00/).count()).toBe(0)
    const failed = main.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry', exact: true }) })
    await visible(failed)
    await setScenario({ failing: [] })
    await failed.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(main.getByText('₱12,345.50', { exact: true }))
  })

  it('transfer wallets: each game wallet with its state; return all moves the ready ones once, however often it is tapped', async () => {
    const { page } = e2e
    await setScenario({ transferWallet: true, latencyMs: 300 })
    await openMemberCentre(0)
    const wallet = page.getByRole('region', { name: 'Wallet' })
    await visible(wallet.getByText('₱9,845.50', { exact: true }))
    await visible(wallet.getByRole('listitem').filter({ hasText: 'JILI Slots' }).getByText('₱1,500.00'))
    await visible(wallet.getByRole('listitem').filter({ hasText: 'PG Soft' }).getByText('Updating'))
    await visible(wallet.getByRole('listitem').filter({ hasText: 'SABA Sports' }).getByText('Maintenance'))
    const calls = recordCalls(page)
    const returnAll = wallet.getByRole('button', { name: 'Return all to main', exact: true })
    await returnAll.click()
    await returnAll.click({ force: true })
    await visible(ui(page).toast('Returned to the main wallet'))
    await visible(wallet.getByText('₱11,845.50', { exact: true }))
    await visible(wallet.getByRole('listitem').filter({ hasText: 'JILI Slots' }).getByText('₱0.00'))
    // SABA Sports is under maintenance: its 500 stays, and the total is what it was.
    await visible(page.getByText('₱12,345.50', { exact: true }))
    expect(calls.filter((call) => call === 'POST /wps/relay/GCS_walletReturn')).toHaveLength(1)
    expect(await returnAll.isDisabled()).toBe(true)
  })

  it('transfer wallets: money moves to a game wallet and back, checked against the wallet it leaves, sent once', async () => {
    const { page } = e2e
    await setScenario({ transferWallet: true })
    await openMemberCentre(0)
    const wallet = page.getByRole('region', { name: 'Wallet' })
    const row = (name: string) => wallet.getByRole('listitem').filter({ hasText: name })
    await visible(row('JILI Slots').getByText('₱1,500.00'))
    // Only a wallet that is up can take part.
    expect(await row('PG Soft').getByRole('button').count()).toBe(0)
    expect(await row('SABA Sports').getByRole('button').count()).toBe(0)
    const transfers = requestsTo(page, '/wps/relay/GCS_walletTransfer')

    await wallet.getByRole('button', { name: 'Transfer with JILI Slots', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Transfer · JILI Slots' })
    await visible(dialog.getByText('Available: ₱9,845.50', { exact: true }))
    expect(await dialog.getByRole('radio', { name: 'Main wallet → JILI Slots', exact: true }).isChecked()).toBe(true)
    await dialog.getByLabel('Amount', { exact: true }).fill('10000')
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
    await visible(dialog.getByText('More than the wallet holds (₱9,845.50)', { exact: true }))
    expect(transfers).toHaveLength(0)
    await dialog.getByLabel('Amount', { exact: true }).fill('845.50')
    await doubleTapWhileSending(page, dialog.getByRole('button', { name: 'Transfer', exact: true }), /\/GCS_walletTransfer\b/, transfers)
    await visible(ui(page).toast('Transfer done'))
    await gone(dialog)
    await visible(row('JILI Slots').getByText('₱2,345.50'))
    await visible(wallet.getByText('₱9,000.00', { exact: true }))
    expect(transfers).toHaveLength(1)
    expect(transfers[0]!.headers()['idempotency-key']).toBeTruthy()

    await wallet.getByRole('button', { name: 'Transfer with JILI Slots', exact: true }).click()
    await dialog.getByRole('radio', { name: 'To the main wallet', exact: true }).check()
    await visible(dialog.getByText('Available: ₱2,345.50', { exact: true }))
    await dialog.getByRole('button', { name: 'All', exact: true }).click()
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
    await visible(row('JILI Slots').getByText('₱0.00'))
    await visible(wallet.getByText('₱11,345.50', { exact: true }))
    expect(JSON.parse(transfers[1]!.postData() ?? '{}')).toEqual({ fromAccountId: 'JILI_SLOTS', toAccountId: 'MAIN', amount: 2345.5 })
  })

  it('a failed return says so, is not retried, and asks for the balance again', async () => {
    const { page } = e2e
    await setScenario({ transferWallet: true, failing: ['GCS_walletReturn'] })
    await openMemberCentre(0)
    const wallet = page.getByRole('region', { name: 'Wallet' })
    await visible(wallet.getByText('₱9,845.50', { exact: true }))
    const calls = recordCalls(page)
    await wallet.getByRole('button', { name: 'Return all to main', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Unknown error' }))
    await waitFor(() => calls.includes('GET /wps/v2/wallets/balance'), { message: 'the balance to be asked again' })
    expect(calls.filter((call) => call === 'POST /wps/relay/GCS_walletReturn')).toHaveLength(1)
    await visible(wallet.getByText('₱9,845.50', { exact: true }))
  })

  it('a failed VIP progress offers Retry, which brings it', async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_getPlayerRankProgress'] })
    await openMemberCentre(0)
    const retry = page.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(page.getByRole('progressbar', { name: 'VIP progress' }))
    await gone(retry)
  })
})
