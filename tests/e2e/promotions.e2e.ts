import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectNothingRan,
  gone,
  harnessJson,
  logIn,
  onSlowCpu,
  setScenario,
  ui,
  unsafeInOperatorHtml,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  pickOversizedImage,
} from './browser'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'

/**
 * Promotions (/m/activity, issue 14; SPEC §2, §6, §9): the categories as tabs, a card per promotion
 * in its status, the details with the sanitised rules, joining, applying (comment and images) and
 * claiming by kind, the promo-code box, and who may act.
 */
const e2e = useBrowser()

interface HarnessPromotions {
  readonly applications: ReadonlyArray<{ userName: string; promotionId: string; comment: string; imageCount: number }>
  readonly claims: ReadonlyArray<{ userName: string; promotionId: string; amount: number }>
  readonly codes: ReadonlyArray<{ userName: string; promoCode: string; amount: number }>
}
const harnessPromotions = () => harnessJson<HarnessPromotions>('/__harness/promotions')

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Promotion categories', exact: true })
const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true })
const detail = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** The cards' names in the open tab, in order. */
const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((each) => each.querySelector('h2')?.textContent ?? ''))

/** Every call to a relay the page makes from now on. */
const recordCalls = (page: Page, relay: string) => {
  const sent: Request[] = []
  const onRequest = (request: Request) => {
    if (request.url().includes(relay)) sent.push(request)
  }
  page.on('request', onRequest)
  /** Each call as "body → status answer", so a failing count says what was sent and answered. */
  const answered = () =>
    Promise.all(
      sent.map(async (request) => {
        const response = await request.response()
        return `${request.postData()} → ${response?.status()} ${await response?.text().catch(() => '(no body)')}`
      }),
    )
  return { sent, answered, stop: () => page.off('request', onRequest) }
}

/** A real PNG drawn by the page, as a phone's picker would hand it over. */
const pngOf = async (page: Page, name: string, side = 64) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    await page.evaluate((size) => {
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')!
      context.fillStyle = '#f5b335'
      context.fillRect(0, 0, (size * 5) / 8, (size * 5) / 8)
      return canvas.toDataURL('image/png').split(',')[1]!
    }, side),
    'base64',
  ),
})

const openPromotions = async (page: Page) => {
  await e2e.goto('/m/activity')
  await visible(tabs(page))
}

describe('promotions: the list', () => {
  it('a member sees the categories as tabs and a card per promotion in every status; a tab shows its own', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    expect(await tabs(page).getByRole('tab').allInnerTexts()).toEqual([
      'All',
      'Deposit bonus',
      'Slots',
      'Live casino',
      'Sports',
      'New members',
      'VIP',
    ])
    await visible(card(page, 'Welcome bonus 100%'))
    const main = page.getByRole('main')
    for (const status of ['Issued', 'Rejected', 'Close', 'Applying', 'Joined', 'Process', 'Claimed', 'Coming soon'])
      await visible(main.getByText(status, { exact: true }).first())
    expect(await main.getByRole('button', { name: 'Join', exact: true }).count()).toBe(5)
    expect(await main.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(3)
    expect(await card(page, 'Weekly reload bonus').getByText('2026').count()).toBeGreaterThan(0)

    await tabs(page).getByRole('tab', { name: 'Slots', exact: true }).click()
    await waitFor(async () => JSON.stringify(await cardNames(page)) === JSON.stringify(['Weekend slots race', 'Summer slots festival']), {
      message: 'the Slots tab to hold its two promotions',
    })
  })

  it('a card opens its details: period, status and the rules, sanitised; Close returns to the list', async () => {
    const { page } = e2e
    await setScenario({ hostileHtml: true })
    await openPromotions(page)
    await card(page, 'Weekend slots race').getByRole('button', { name: 'Details of Weekend slots race' }).click()
    const dialog = detail(page, 'Weekend slots race')
    await visible(dialog.getByRole('heading', { name: 'Rules', exact: true }))
    // The rules' code comes with the dialog (operator-html-on-demand.tsx): count once they are in.
    await waitFor(async () => (await dialog.locator('.operator-html').count()) === 1, { message: 'the rules shown' })
    expect(await dialog.locator('.operator-html').locator(unsafeInOperatorHtml).count()).toBe(0)
    await expectNothingRan(page)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(dialog)
  })

  it("a deposit promotion's detail states its steps and previews the bonus of a typed deposit, by the deposit screen's rule", async () => {
    const { page } = e2e
    await openPromotions(page)
    await card(page, 'Weekly reload bonus').getByRole('button', { name: 'Details of Weekly reload bonus' }).click()
    const bonus = detail(page, 'Weekly reload bonus').getByRole('region', { name: 'Your bonus', exact: true })
    expect(await bonus.getByRole('listitem').allInnerTexts()).toEqual([
      'From ₱1,000: 20%, up to ₱2,000',
      'From ₱5,000: 25%, ₱1,500 to ₱5,000',
    ])
    const result = bonus.getByRole('status')
    await visible(result.getByText('You get a bonus of ₱200', { exact: true }))
    const amount = bonus.getByLabel('If I deposit')
    // 25% of 5,000 is 1,250: the step's floor raises it; 25% of 40,000 is held at the cap.
    await amount.fill('5000')
    await visible(result.getByText('You get a bonus of ₱1,500', { exact: true }))
    await amount.fill('40000')
    await visible(result.getByText('You get a bonus of ₱5,000', { exact: true }))
    await amount.fill('999.99')
    await visible(result.getByText('You get a bonus of ₱0', { exact: true }))
    await amount.fill('12abc')
    await visible(bonus.getByText('Enter an amount in pesos, up to two decimals', { exact: true }))
  })

  it('the PROMO deep link (?id=) opens that promotion at once', async () => {
    const { page } = e2e
    await e2e.goto('/m/activity?id=promo-vip-upgrade')
    await visible(detail(page, 'VIP upgrade bonus'))
  })
})

describe('promotions: who may act', () => {
  it('a guest sees Join and no Claim; Join sends them to log in and back to that promotion', async () => {
    const { page } = e2e
    await openPromotions(page)
    expect(await page.getByRole('main').getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0)
    await card(page, 'Weekend slots race').getByRole('button', { name: 'Join', exact: true }).click()
    await waitForPath(page, '/m/login', `?redirect=${encodeURIComponent('/m/activity?id=promo-weekend-slots-race')}`)
    await logIn(page, { from: '' })
    await waitForPath(page, '/m/activity', '?id=promo-weekend-slots-race')
    await visible(detail(page, 'Weekend slots race'))
  })

  it('a free trial (type 4) is refused with free_reject and nothing is sent', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    await openPromotions(page)
    const joins = recordCalls(page, 'MCSFE_signUpPromotionJoin')
    await card(page, 'Weekend slots race').getByRole('button', { name: 'Join', exact: true }).click()
    await visible(ui(page).toast('Please login an actual account to use this function'))
    expect(joins.sent).toHaveLength(0)
    joins.stop()
  })
})

describe('promotions: join, claim, apply', () => {
  it('Join signs up at once: the card says Joined', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    const race = card(page, 'Weekend slots race')
    await race.getByRole('button', { name: 'Join', exact: true }).click()
    await visible(ui(page).toast('You joined Weekend slots race'))
    await visible(race.getByText('Joined', { exact: true }))
    expect(await race.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0)
  })

  it('a double tap on Claim claims once; the bonus is said and the card says Claimed', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    const claims = recordCalls(page, 'PROMOFE_claimPromo')
    const checkIn = card(page, 'Daily check-in bonus')
    await checkIn.getByRole('button', { name: 'Claim', exact: true }).dblclick()
    await visible(ui(page).toast('Bonus of ₱88 claimed'))
    await visible(checkIn.getByText('Claimed', { exact: true }))
    expect(await claims.answered()).toEqual([expect.stringMatching(/^{"promotionId":"promo-daily-checkin"} → 200 .*"CLAIMED"/)])
    expect((await harnessPromotions()).claims).toEqual([{ userName: 'player01', promotionId: 'promo-daily-checkin', amount: 88 }])
    claims.stop()
  })

  it("a raffle's prize is claimed by the raffle's own call, once", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    const raffleClaims = recordCalls(page, 'MCSFE_claimRafflePromotion')
    const expressClaims = recordCalls(page, 'PROMOFE_claimPromo')
    const draw = card(page, 'Live casino lucky draw')
    await draw.getByRole('button', { name: 'Claim', exact: true }).click()
    await visible(ui(page).toast('Bonus of ₱500 claimed'))
    await visible(draw.getByText('Claimed', { exact: true }))
    expect(await raffleClaims.answered()).toEqual([expect.stringMatching(/^{"promotionId":"promo-live-lucky-draw"} → 200 .*"CLAIMED"/)])
    expect(await expressClaims.answered()).toEqual([])
    expect((await harnessPromotions()).claims).toEqual([{ userName: 'player01', promotionId: 'promo-live-lucky-draw', amount: 500 }])
    raffleClaims.stop()
    expressClaims.stop()
  })

  it('offline, Claim is refused at once and never queued; back online one tap claims', async () => {
    const { page, context } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    const claim = card(page, 'Sports cashback').getByRole('button', { name: 'Claim', exact: true })
    const why = card(page, 'Sports cashback').getByRole('alert').filter({ hasText: 'Network is slow or offline' })
    await context.setOffline(true)
    try {
      await claim.click()
      // On its card, until Claim is tapped again.
      await visible(why)
    } finally {
      await context.setOffline(false)
    }
    expect((await harnessPromotions()).claims).toEqual([])
    await claim.click()
    await visible(ui(page).toast('Bonus of ₱150 claimed'))
    await gone(why)
    expect((await harnessPromotions()).claims).toHaveLength(1)
  })

  it('applying: a comment and images (refused ones say why), a failed send keeps them, the next sends once', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    await card(page, 'Loyalty bonus application').getByRole('button', { name: 'Join', exact: true }).click()
    const form = detail(page, 'Apply: Loyalty bonus application')
    await visible(form)
    await form.getByRole('textbox', { name: 'Comment' }).fill('VIP since 2024, monthly turnover over ₱500,000.')
    const file = form.locator('input[type="file"]')
    await file.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await visible(form.getByRole('alert').filter({ hasText: 'Only PNG or JPG images can be uploaded' }))
    await pickOversizedImage(file, 'huge.png')
    await visible(form.getByRole('alert').filter({ hasText: 'Images must be 5 MB or smaller' }))
    await file.setInputFiles(await pngOf(page, 'one.png'))
    await file.setInputFiles(await pngOf(page, 'two.png'))
    await visible(form.getByRole('img', { name: 'Image 2', exact: true }))
    await form.getByRole('button', { name: 'Remove image 1', exact: true }).click()
    expect(await form.getByRole('img').count()).toBe(1)

    await setScenario({ failing: ['MCSFE_applyPromotion'] })
    await form.getByRole('button', { name: 'Send application', exact: true }).click()
    await visible(form.getByRole('alert').filter({ hasText: 'Unknown error' }))
    expect(await form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('VIP since 2024, monthly turnover over ₱500,000.')
    expect(await form.getByRole('img').count()).toBe(1)

    await setScenario({ failing: [] })
    await form.getByRole('button', { name: 'Send application', exact: true }).click()
    await visible(ui(page).toast('Application sent. We will review it soon.'))
    await gone(form)
    await visible(card(page, 'Loyalty bonus application').getByText('Applying', { exact: true }))
    expect((await harnessPromotions()).applications).toMatchObject([
      {
        userName: 'player01',
        promotionId: 'promo-loyalty-application',
        comment: 'VIP since 2024, monthly turnover over ₱500,000.',
        imageCount: 1,
      },
    ])
  })

  it('a second tap while a photo is made smaller sends nothing more: one application', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    await card(page, 'Loyalty bonus application').getByRole('button', { name: 'Join', exact: true }).click()
    const form = detail(page, 'Apply: Loyalty bonus application')
    // A phone camera's photo.
    await form.locator('input[type="file"]').setInputFiles(await pngOf(page, 'photo.png', 4000))
    await visible(form.getByRole('img', { name: 'Image 1', exact: true }))
    const applications = recordCalls(page, 'MCSFE_applyPromotion')
    // A phone's CPU, on which shrinking the photo takes well over a second while the call is quick;
    // the second tap comes 600 ms later, as a player's does when nothing seems to happen.
    await onSlowCpu(page, 6, async () => {
      await form.getByRole('button', { name: 'Send application', exact: true }).evaluate(async (button: HTMLButtonElement) => {
        button.click()
        await new Promise((done) => setTimeout(done, 600))
        button.click()
      })
      await visible(ui(page).toast('Application sent. We will review it soon.'))
      await gone(form)
      // Long enough for a second photo's shrinking and its call: none may come.
      await page.waitForTimeout(3000)
    })
    expect(applications.sent.length, 'applications sent').toBe(1)
    expect((await harnessPromotions()).applications).toHaveLength(1)
  })
})

describe('promotions: the promo code', () => {
  it('an empty code asks for one; a wrong one says so and keeps it; a good one credits once; again it is used', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    const box = page.getByRole('region', { name: 'Promo code', exact: true })
    const input = box.getByRole('textbox', { name: 'Promo code' })
    const redeem = box.getByRole('button', { name: 'Redeem', exact: true })
    await redeem.click()
    await visible(box.getByText('Please enter a promo code'))
    await input.fill('NOPE42')
    await redeem.click()
    await visible(box.getByText('Invalid promo code'))
    expect(await input.inputValue()).toBe('NOPE42')
    await input.fill(' welcome100 ')
    await redeem.click()
    await visible(ui(page).toast('Welcome code: ₱100 credited'))
    await waitFor(async () => (await input.inputValue()) === '', { message: 'the redeemed code cleared' })
    await input.fill('WELCOME100')
    await redeem.click()
    await visible(box.getByText('This promo code has already been used'))
    expect((await harnessPromotions()).codes).toHaveLength(1)
  })

  it('a guest who types a code and taps Redeem signs in first, and comes back to the code still typed', async () => {
    const { page } = e2e
    await openPromotions(page)
    const box = page.getByRole('region', { name: 'Promo code', exact: true })
    await box.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME100')
    await box.getByRole('button', { name: 'Redeem', exact: true }).click()
    await waitForPath(page, '/m/login')
    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await waitForPath(page, '/m/activity')
    expect(await box.getByRole('textbox', { name: 'Promo code' }).inputValue()).toBe('WELCOME100')
  })

  it('where the site takes no codes there is no box, for a guest or a member', async () => {
    const { page } = e2e
    await setScenario({ promoCodes: false })
    const enabledAsked = page.waitForResponse((response) => response.url().includes('PROMOFE_getPromoCodeEnable'))
    await openPromotions(page)
    await enabledAsked
    await visible(page.getByRole('article').first())
    // A frame after both answers: a box drawn from the answer would be there by now.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    expect(await page.getByRole('region', { name: 'Promo code', exact: true }).count()).toBe(0)
    await e2e.openAs(0)
    await openPromotions(page)
    await visible(page.getByRole('article').first())
    expect(await page.getByRole('region', { name: 'Promo code', exact: true }).count()).toBe(0)
  })
})

describe('promotions: accessibility', () => {
  it('dark and light themes: the list, a detail and the application form have no serious axe findings', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openPromotions(page)
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'promotions list'))]
    await card(page, 'Weekly reload bonus').getByRole('button', { name: 'Details of Weekly reload bonus' }).click()
    await visible(detail(page, 'Weekly reload bonus').getByText('Reason: Deposit requirement not met'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'rejected promotion detail')))
    await detail(page, 'Weekly reload bonus').getByRole('button', { name: 'Join', exact: true }).click()
    const form = detail(page, 'Apply: Weekly reload bonus')
    await form.locator('input[type="file"]').setInputFiles(await pngOf(page, 'receipt.png'))
    await visible(form.getByRole('img', { name: 'Image 1', exact: true }))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'application form')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
