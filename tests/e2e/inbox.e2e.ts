import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxe } from './axe'
import {
  doubleTapWhileSending,
  expectNothingRan,
  gone,
  harnessJson,
  holdBack,
  requestsTo,
  scrollPageToBottom,
  setScenario,
  ui,
  unsafeInOperatorHtml,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

/**
 * The inbox (/m/webEmail, PLATFORM.md §7) through the real harness: who may open it, the list page
 * by page, a mail's sanitised body and its read (at once, taken back when refused), select mode
 * (mark read per record source, delete after a question), reward claims (sent once, with an
 * idempotency key, the balance asked again) and replies.
 */
const e2e = useBrowser()

const main = (page: Page) => page.getByRole('main')
/** A subject as the start of an accessible name (its brackets taken literally). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const row = (page: Page, subject: string) => main(page).getByRole('button', { name: startingWith(subject) })
/** A failure toast (role alert). */
const failureToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const unreadDot = (row: Locator) => row.getByRole('img', { name: 'Unread', exact: true })
const detail = (page: Page, subject: string) => page.getByRole('dialog', { name: subject, exact: true })
const inboxBadge = (page: Page, label: string) =>
  ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).getByRole('img', { name: label, exact: true })

const centreCount = (page: Page, label: string) =>
  main(page)
    .getByRole('button', { name: /^Inbox/ })
    .getByRole('img', { name: label, exact: true })

interface Sent {
  readonly path: string
  readonly query: URLSearchParams
  readonly body: unknown
  readonly idempotencyKey: string | undefined
}
/** The platform calls the page sends whose path ends with one of `names`. */
const recordCalls = (page: Page, ...names: string[]) => {
  const sent: Sent[] = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (!names.some((name) => url.pathname.endsWith(name))) return
    sent.push({
      path: url.pathname,
      query: url.searchParams,
      body: request.method() === 'GET' ? null : request.postDataJSON(),
      idempotencyKey: request.headers()['idempotency-key'],
    })
  }
  page.on('request', onRequest)
  return { sent, of: (name: string) => sent.filter((call) => call.path.endsWith(name)), stop: () => page.off('request', onRequest) }
}

interface StoredMail {
  readonly inboxId: string
  readonly subject: string
  readonly read: boolean
  readonly metadata?: { readonly reward?: { readonly claimed: boolean } } | null
}
const harnessInbox = () =>
  harnessJson<{
    mails: StoredMail[]
    replies: Array<{ inboxId: string; subject: string; content: string }>
    clicks: Array<{ inboxDeliveryId: string }>
  }>('/__harness/inbox')

const openInbox = async (page: Page) => {
  await e2e.openAs(0)
  await e2e.goto('/m/webEmail')
  await visible(row(page, 'A reward for you'))
}
const closeDetail = async (page: Page, subject: string) => {
  await detail(page, subject).getByRole('button', { name: 'Close', exact: true }).click()
  await gone(detail(page, subject))
}

describe('inbox: who may open it', () => {
  it('guest: /m/webEmail goes to login', async () => {
    await e2e.goto('/m/webEmail')
    await waitForPath(e2e.page, '/m/login', `?redirect=${encodeURIComponent('/m/webEmail')}`)
  })

  it('trial (type 4): refused, back home; no inbox call is made', async () => {
    const { page } = e2e
    const calls = recordCalls(page, 'EMFE_getInbox')
    await e2e.openAs(4)
    await e2e.goto('/m/webEmail')
    await waitForPath(page, '/m/home')
    expect(calls.sent).toEqual([])
    calls.stop()
  })
})

describe('inbox: list and reading', () => {
  it('pages in 20 at a time as the list is scrolled', async () => {
    const { page } = e2e
    const calls = recordCalls(page, 'EMFE_getInbox')
    await openInbox(page)
    expect(calls.sent.map((call) => [call.query.get('page'), call.query.get('size')])).toEqual([['1', '20']])
    await scrollPageToBottom(row(page, 'A reward for you'))
    await waitFor(() => calls.sent.some((call) => call.query.get('page') === '2'), { message: 'page 2 asked' })
    calls.stop()
  })

  it('opening a mail shows its body, its dot goes and the badge goes down by one; the read is sent once', async () => {
    const { page } = e2e
    const calls = recordCalls(page, 'EMFE_updateInboxRead')
    await e2e.openAs(0)
    await visible(inboxBadge(page, '120 unread'))
    await e2e.goto('/m/webEmail')
    const target = row(page, 'A reward for you')
    await visible(unreadDot(target))
    await target.click()
    await visible(detail(page, 'A reward for you').getByText('Claim your loyalty reward before it runs out.'))
    await closeDetail(page, 'A reward for you')
    expect(await unreadDot(target).count()).toBe(0)
    await waitFor(() => calls.sent.length === 1, { message: 'one read call' })
    expect(calls.sent[0]!.body).toEqual({ ids: ['mail-reward-open'], recordSource: 'CAMPAIGN' })
    await waitFor(async () => (await harnessInbox()).mails.find((mail) => mail.inboxId === 'mail-reward-open')?.read === true, {
      message: 'the harness has it read',
    })
    await e2e.goto('/m/message')
    await visible(centreCount(page, '119 unread'))
    calls.stop()
  })

  it('the header badge goes down at once, before the platform has answered the read', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await visible(inboxBadge(page, '120 unread'))
    await ui(page).header.getByRole('button', { name: 'Inbox', exact: true }).click()
    await waitForPath(page, '/m/webEmail')
    await visible(row(page, 'A reward for you'))
    // From here no call is answered (the read among them) until the header has shown the count.
    const release = await holdBack(page, /\/wps\//)
    await row(page, 'A reward for you').click()
    await visible(detail(page, 'A reward for you'))
    await closeDetail(page, 'A reward for you')
    await ui(page).back.click()
    await waitForPath(page, '/m/home')
    await visible(inboxBadge(page, '119 unread'))
    expect((await harnessInbox()).mails.find((mail) => mail.inboxId === 'mail-reward-open')?.read).toBe(false)
    await release()
  })

  it('a refused read gives the dot and the count back', async () => {
    const { page } = e2e
    await openInbox(page)
    await setScenario({ failing: ['EMFE_updateInboxRead'] })
    const target = row(page, 'A reward for you')
    await target.click()
    await visible(detail(page, 'A reward for you'))
    await closeDetail(page, 'A reward for you')
    await visible(unreadDot(target))
    expect((await harnessInbox()).mails.find((mail) => mail.inboxId === 'mail-reward-open')?.read).toBe(false)
    // The message centre's Inbox count (no home popups in the way).
    await e2e.goto('/m/message')
    await visible(centreCount(page, '120 unread'))
  })

  it('hostile bodies are shown sanitised: nothing in them runs', async () => {
    const { page } = e2e
    await setScenario({ hostileHtml: true })
    await openInbox(page)
    for (const subject of ['A reward for you', 'Weekend reward (ended)', 'Birthday bonus']) {
      await row(page, subject).click()
      const body = detail(page, subject).locator('.operator-html')
      await visible(body)
      expect(await body.locator(unsafeInOperatorHtml).count()).toBe(0)
      await closeDetail(page, subject)
    }
    await expectNothingRan(page)
  })
})

describe('inbox: select mode', () => {
  it('select all + mark read sends one call per record source, and the dots go', async () => {
    const { page } = e2e
    const calls = recordCalls(page, 'EMFE_updateInboxRead')
    await openInbox(page)
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    await main(page).getByRole('checkbox', { name: 'Select all', exact: true }).check()
    await main(page).getByRole('button', { name: 'Mark read', exact: true }).click()
    await waitFor(() => calls.sent.length === 2, { message: 'two read calls' })
    const sources = calls.sent.map((call) => (call.body as { recordSource: string }).recordSource).sort()
    expect(sources).toEqual(['CAMPAIGN', 'SYSTEM'])
    const ids = calls.sent.flatMap((call) => (call.body as { ids: string[] }).ids)
    expect(ids.length).toBe(new Set(ids).size)
    await visible(main(page).getByRole('button', { name: 'Select', exact: true }))
    expect(await main(page).getByRole('img', { name: 'Unread', exact: true }).count()).toBe(0)
    calls.stop()
  })

  it('delete asks first; then the row goes and the harness no longer has it', async () => {
    const { page } = e2e
    await openInbox(page)
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    await main(page)
      .getByRole('checkbox', { name: startingWith('Weekend reward (ended)') })
      .check()
    await main(page).getByRole('button', { name: 'Delete', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete mails' })
    await visible(question)
    expect((await harnessInbox()).mails.some((mail) => mail.inboxId === 'mail-reward-expired')).toBe(true)
    await question.getByRole('button', { name: 'Delete', exact: true }).click()
    await gone(main(page).getByRole('checkbox', { name: startingWith('Weekend reward (ended)') }))
    expect((await harnessInbox()).mails.some((mail) => mail.inboxId === 'mail-reward-expired')).toBe(false)
  })

  it('every shown mail deleted: the list starts over with those that were next, none skipped', async () => {
    const { page } = e2e
    await openInbox(page)
    const before = (await harnessInbox()).mails
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    await main(page).getByRole('checkbox', { name: 'Select all', exact: true }).check()
    const shown = await main(page).getByRole('checkbox', { name: /./ }).count()
    await main(page).getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('alertdialog', { name: 'Delete mails' }).getByRole('button', { name: 'Delete', exact: true }).click()
    // The first of those left (the 21st before) heads the list: asked again from page 1.
    const left = (await harnessInbox()).mails
    expect(left.length).toBeLessThan(before.length)
    expect(shown).toBeGreaterThan(1)
    await visible(row(page, left[0]!.subject))
  })

  it('a refused delete keeps the rows and the choice, says why until it is tried again, and goes through then', async () => {
    const { page } = e2e
    await openInbox(page)
    await setScenario({ failing: ['EMFE_deleteInbox'] })
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    const birthday = main(page).getByRole('checkbox', { name: /^Birthday bonus/ })
    await birthday.check()
    const confirmDelete = async () => {
      await main(page).getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('alertdialog', { name: 'Delete mails' }).getByRole('button', { name: 'Delete', exact: true }).click()
    }
    await confirmDelete()
    const why = main(page).getByRole('alert').filter({ hasText: 'Some mails could not be deleted.' })
    await visible(why)
    expect(await birthday.isChecked()).toBe(true)

    await setScenario({ failing: [] })
    await confirmDelete()
    await gone(birthday)
    await gone(why)
  })

  it('a refused Mark read keeps the dots and the choice, and says why beside the buttons until Done', async () => {
    const { page } = e2e
    await openInbox(page)
    const dots = main(page).getByRole('img', { name: 'Unread', exact: true })
    const shown = await dots.count()
    expect(shown).toBeGreaterThan(0)
    const unread = async () => (await harnessInbox()).mails.filter((mail) => !mail.read).length
    const unreadBefore = await unread()
    await setScenario({ failing: ['EMFE_updateInboxRead'] })
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    await main(page).getByRole('checkbox', { name: 'Select all', exact: true }).check()
    await main(page).getByRole('button', { name: 'Mark read', exact: true }).click()
    const why = main(page).getByRole('alert').filter({ hasText: 'Could not mark the mails read.' })
    await visible(why)
    expect(await main(page).getByRole('checkbox', { name: 'Select all', exact: true }).isChecked()).toBe(true)
    await main(page).getByRole('button', { name: 'Done', exact: true }).click()
    await gone(why)
    // Counted as before, out of select mode: the windowed list draws as many rows again.
    await waitFor(async () => (await dots.count()) === shown, { message: 'the dots given back' })
    expect(await unread()).toBe(unreadBefore)
  })
})

describe('inbox: rewards and replies', () => {
  it('a double tap on Claim sends one claim with an idempotency key; the result shows and the balance is asked again', async () => {
    const { page } = e2e
    await openInbox(page)
    await row(page, 'A reward for you').click()
    const dialog = detail(page, 'A reward for you')
    await visible(dialog.getByText(/^Ends in /))
    const calls = recordCalls(page, 'EMFE_claimInboxReward', '/wps/v2/wallets/balance')
    await dialog.getByRole('button', { name: 'Claim', exact: true }).dblclick()
    await visible(dialog.getByRole('heading', { name: 'You received' }))
    await visible(dialog.getByText('Bonus ₱88'))
    expect(await dialog.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0)
    const claims = calls.of('EMFE_claimInboxReward')
    expect(claims.length).toBe(1)
    expect(claims[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => calls.of('/wps/v2/wallets/balance').length > 0, { message: 'the balance asked again' })
    expect((await harnessInbox()).mails.find((mail) => mail.inboxId === 'mail-reward-open')?.metadata?.reward?.claimed).toBe(true)
    calls.stop()
  })

  it("a campaign's mail tells the platform it was opened, once in a login however often it is opened", async () => {
    const { page } = e2e
    await openInbox(page)
    for (let opening = 0; opening < 2; opening++) {
      await row(page, 'A reward for you').click()
      await visible(detail(page, 'A reward for you').getByText(/^Ends in /))
      await closeDetail(page, 'A reward for you')
    }
    await waitFor(async () => (await harnessInbox()).clicks.length > 0, { message: 'the campaign callback' })
    expect((await harnessInbox()).clicks).toEqual([expect.objectContaining({ inboxDeliveryId: 'dlv-loyalty-88' })])
  })

  it('an expired reward cannot be claimed', async () => {
    const { page } = e2e
    await openInbox(page)
    await row(page, 'Weekend reward (ended)').click()
    const dialog = detail(page, 'Weekend reward (ended)')
    const expired = dialog.getByRole('button', { name: 'Expired', exact: true })
    await visible(expired)
    expect(await expired.isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0)
  })

  it('a 5xx on claim keeps the button and sends nothing twice', async () => {
    const { page } = e2e
    await openInbox(page)
    await setScenario({ failing: ['EMFE_claimInboxReward'] })
    const calls = recordCalls(page, 'EMFE_claimInboxReward')
    await row(page, 'A reward for you').click()
    const dialog = detail(page, 'A reward for you')
    const claim = dialog.getByRole('button', { name: 'Claim', exact: true })
    await claim.click()
    // The failure shows once the call has given up: a retry would have been sent before it.
    await visible(page.getByRole('alert'))
    await waitFor(() => claim.isEnabled(), { message: 'the Claim button back' })
    expect(calls.sent.length).toBe(1)
    expect((await harnessInbox()).mails.find((mail) => mail.inboxId === 'mail-reward-open')?.metadata?.reward?.claimed).toBe(false)
    calls.stop()
  })

  it('offline, Claim is refused at once and nothing is queued; back online, one tap claims once', async () => {
    const { page, context } = e2e
    await openInbox(page)
    await row(page, 'A reward for you').click()
    const dialog = detail(page, 'A reward for you')
    const claim = dialog.getByRole('button', { name: 'Claim', exact: true })
    await visible(claim)
    const calls = recordCalls(page, 'EMFE_claimInboxReward')
    await context.setOffline(true)
    try {
      await claim.click()
      await visible(failureToast(page, 'Network is slow or offline'))
      expect(await claim.isEnabled()).toBe(true)
    } finally {
      await context.setOffline(false)
    }
    expect(calls.sent.length).toBe(0)
    await claim.click()
    await visible(dialog.getByRole('heading', { name: 'You received' }))
    expect(calls.sent.length).toBe(1)
    calls.stop()
  })

  /** The mail that may be answered, opened, its reply form shown. */
  const replySubject = 'About your withdrawal question'
  const openReply = async (page: Page) => {
    await openInbox(page)
    await row(page, replySubject).click()
    const dialog = detail(page, replySubject)
    await dialog.getByRole('button', { name: 'Reply', exact: true }).click()
    return dialog
  }

  it('a reply is sent once with "RE:" before the subject; success closes the form', async () => {
    const { page } = e2e
    const subject = replySubject
    const dialog = await openReply(page)
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await send.click()
    await visible(dialog.getByText('Please write your reply'))
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill('BDO, last Tuesday.')
    // Closed by mistake and opened again, the mail still holds what was written.
    await page.keyboard.press('Escape')
    await gone(dialog)
    await row(page, subject).click()
    expect(await dialog.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe('BDO, last Tuesday.')
    const replies = requestsTo(page, 'EMFE_submitOutboxReply', 'POST')
    await doubleTapWhileSending(page, send, /\/EMFE_submitOutboxReply\b/, replies)
    await visible(ui(page).toast('Reply sent'))
    await gone(dialog.getByRole('textbox', { name: 'Your reply' }))
    expect((await harnessInbox()).replies).toEqual([
      expect.objectContaining({ inboxId: 'mail-reply', subject: `RE: ${subject}`, content: 'BDO, last Tuesday.' }),
    ])
  })

  it('a reply that fails says why in the mail and keeps the text; sent again, it goes once', async () => {
    const { page } = e2e
    const dialog = await openReply(page)
    const text = dialog.getByRole('textbox', { name: 'Your reply' })
    await text.fill('GCash, yesterday.')
    await setScenario({ failing: ['EMFE_submitOutboxReply'] })
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await send.click()
    const why = dialog.getByRole('alert')
    await visible(why)
    expect(await text.inputValue()).toBe('GCash, yesterday.')
    expect((await harnessInbox()).replies).toEqual([])

    await setScenario({ failing: [] })
    await send.click()
    await visible(ui(page).toast('Reply sent'))
    await gone(why)
    expect((await harnessInbox()).replies).toEqual([expect.objectContaining({ inboxId: 'mail-reply', content: 'GCash, yesterday.' })])
  })

  it('no Reply where the mail does not allow it', async () => {
    const { page } = e2e
    await openInbox(page)
    await row(page, 'Birthday bonus').click()
    const dialog = detail(page, 'Birthday bonus')
    await visible(dialog.getByRole('heading', { name: 'You received' }))
    expect(await dialog.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0)
  })
})

describe('inbox: accessibility', () => {
  it('the list, select mode and a mail with its reward and reply form have no serious axe findings', async () => {
    const { page } = e2e
    await openInbox(page)
    const findings = [...(await runAxe(page, 'inbox list'))]
    await main(page).getByRole('button', { name: 'Select', exact: true }).click()
    await visible(main(page).getByRole('checkbox', { name: 'Select all', exact: true }))
    findings.push(...(await runAxe(page, 'inbox select mode')))
    await main(page).getByRole('button', { name: 'Done', exact: true }).click()
    await row(page, 'A reward for you').click()
    await visible(detail(page, 'A reward for you').getByRole('button', { name: 'Claim', exact: true }))
    findings.push(...(await runAxe(page, 'mail with a reward')))
    await closeDetail(page, 'A reward for you')
    await row(page, 'About your withdrawal question').click()
    await detail(page, 'About your withdrawal question').getByRole('button', { name: 'Reply', exact: true }).click()
    await visible(detail(page, 'About your withdrawal question').getByRole('textbox', { name: 'Your reply' }))
    findings.push(...(await runAxe(page, 'reply form')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
