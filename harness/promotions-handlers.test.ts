import { describe, expect, it } from 'vitest'
import { hostileHtml } from '../fixtures/hostile-html'
import { promotionCategories, promotionFixtures } from '../fixtures/promotions'
import { activityStatuses, type Promotion } from '../src/features/promotions/promotions-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const { store, harness, token, send, main } = await harnessClient(patch, userName)
  const list = async (auth?: string | null) => {
    const answer = await send('/wps/relay/MCSFE_getAvailablePromotions?language=en', { token: auth })
    return answer.value as { categories: unknown[]; list: Promotion[] }
  }
  const statusOf = async (promotionId: string, auth?: string | null) =>
    (await list(auth)).list.find((entry) => entry.promotionId === promotionId)?.status
  let keys = 0
  const claim = (promotionId: string, key = `key-${++keys}`) => send('/wps/relay/PROMOFE_claimPromo', { body: { promotionId }, key })
  const code = (promoCode: string) => send('/wps/relay/PROMOFE_claimPromoCode', { body: { promoCode }, key: `key-${++keys}` })
  const ledger = () => send('/__harness/promotions') as Promise<{ applications: unknown[]; claims: unknown[]; codes: unknown[] }>
  return { store, harness, token, send, list, statusOf, claim, code, ledger, main }
}

/** A base64 string that decodes to `bytes` bytes. */
const base64Of = (bytes: number) => 'AAAA'.repeat(Math.floor(bytes / 3)) + ['', 'AA==', 'AAA='][bytes % 3]

describe('promotions (harness/promotions-handlers.ts)', () => {
  it('shows player01 every status, the categories in order, and deterministic fixtures', async () => {
    const { list } = await setUp()
    const answer = await list()
    expect(answer.categories).toEqual(promotionCategories)
    expect(answer.list.map((entry) => entry.promotionId)).toEqual(promotionFixtures.map((entry) => entry.promotionId))
    expect(new Set(answer.list.map((entry) => entry.status))).toEqual(new Set(activityStatuses))
    const byStatus = (status: string) => answer.list.filter((entry) => entry.status === status)
    expect(byStatus('JOIN').map((entry) => entry.joinKind)).toEqual(expect.arrayContaining(['SIGN_UP', 'APPLICATION']))
    expect(byStatus('CLAIM')).toHaveLength(3)
    expect(byStatus('REJECTED')[0]?.rejectReason).toBe('Deposit requirement not met')
    const now = Date.now()
    expect(byStatus('COMING_SOON')[0]!.startTime).toBeGreaterThan(now)
    expect(byStatus('CLOSE')[0]!.endTime).toBeLessThan(now)
    expect(answer.list.some((entry) => entry.endTime === null)).toBe(true)
    expect(answer.list.filter((entry) => entry.bannerUrl === null)).toHaveLength(1)
  })

  it('shows a guest and other members only starting statuses', async () => {
    const { list, harness } = await setUp()
    for (const auth of [null, await harness.db.openSession('player02')]) {
      const statuses = new Set((await list(auth)).list.map((entry) => entry.status))
      expect(statuses).toEqual(new Set(['JOIN', 'CLOSE', 'COMING_SOON']))
    }
  })

  it('joins a SIGN_UP promotion once, and refuses applications, guests and unknown ids', async () => {
    const { send, statusOf } = await setUp()
    const join = (promotionId: string, token?: string | null) =>
      send('/wps/relay/MCSFE_signUpPromotionJoin', { body: { promotionId }, token })
    expect(await join('promo-weekend-slots-race', null)).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    expect(await join('promo-weekend-slots-race')).toMatchObject({ success: true, value: { status: 'JOINED' } })
    expect(await statusOf('promo-weekend-slots-race')).toBe('JOINED')
    expect(await join('promo-weekend-slots-race')).toMatchObject({ errorCode: 'promotion.not.joinable' })
    expect(await join('promo-loyalty-application')).toMatchObject({ errorCode: 'promotion.not.joinable' })
    expect(await join('promo-nope')).toMatchObject({ errorCode: 'promotion.not.found' })
  })

  it('takes an application (and a re-application after a rejection), and refuses an image over 5 MB', async () => {
    const { send, statusOf, ledger } = await setUp()
    const apply = (promotionId: string, images: string[]) =>
      send('/wps/relay/MCSFE_applyPromotion', { body: { promotionId, comment: 'Please', images } })
    expect(await apply('promo-loyalty-application', [base64Of(5 * 1024 * 1024 + 1)])).toMatchObject({
      errorCode: 'promotion.image.too.large',
    })
    expect(await statusOf('promo-loyalty-application')).toBe('JOIN')
    expect(await apply('promo-loyalty-application', [base64Of(3000), base64Of(5 * 1024 * 1024)])).toMatchObject({
      value: { status: 'APPLYING' },
    })
    expect(await statusOf('promo-loyalty-application')).toBe('APPLYING')
    expect(await apply('promo-reload', [])).toMatchObject({ value: { status: 'APPLYING' } })
    expect(await apply('promo-weekend-slots-race', [])).toMatchObject({ errorCode: 'promotion.not.joinable' })
    expect((await ledger()).applications).toEqual([
      {
        userName: 'player01',
        promotionId: 'promo-loyalty-application',
        comment: 'Please',
        imageCount: 2,
        imageSizes: [3000, 5 * 1024 * 1024],
      },
      { userName: 'player01', promotionId: 'promo-reload', comment: 'Please', imageCount: 0, imageSizes: [] },
    ])
  })

  it('claims a CLAIM promotion once, credits the main wallet, and replays a seen key without claiming again', async () => {
    const { claim, statusOf, ledger, main } = await setUp()
    const before = main()
    expect(await claim('promo-daily-checkin', 'same')).toMatchObject({ value: { status: 'CLAIMED', claimedMoney: 88 } })
    expect(await claim('promo-daily-checkin', 'same')).toMatchObject({ value: { status: 'CLAIMED', claimedMoney: 88 } })
    expect(await claim('promo-daily-checkin')).toMatchObject({ errorCode: 'promotion.already.claimed' })
    expect(await claim('promo-sports-cashback')).toMatchObject({ value: { claimedMoney: 150 } })
    expect(await statusOf('promo-daily-checkin')).toBe('CLAIMED')
    expect((await ledger()).claims).toEqual([
      { userName: 'player01', promotionId: 'promo-daily-checkin', amount: 88 },
      { userName: 'player01', promotionId: 'promo-sports-cashback', amount: 150 },
    ])
    expect(main()).toBeCloseTo(before + 238)
  })

  it("claims a raffle's prize by the raffle's call (and its MCS2 alias) only: the express claim refuses it, and the raffle call any other", async () => {
    const { claim, send, statusOf, ledger } = await setUp()
    const raffle = (promotionId: string, call = 'MCSFE_claimRafflePromotion') =>
      send(`/wps/relay/${call}`, { body: { promotionId }, key: `raffle-${promotionId}-${call}` })
    expect(await claim('promo-live-lucky-draw')).toMatchObject({ errorCode: 'promotion.not.claimable' })
    expect(await raffle('promo-daily-checkin')).toMatchObject({ errorCode: 'promotion.not.claimable' })
    expect(await raffle('promo-live-lucky-draw', 'MCS2_claimRafflePromotion')).toMatchObject({
      value: { status: 'CLAIMED', claimedMoney: 500 },
    })
    expect(await statusOf('promo-live-lucky-draw')).toBe('CLAIMED')
    expect(await statusOf('promo-daily-checkin')).toBe('CLAIM')
    expect((await ledger()).claims).toEqual([{ userName: 'player01', promotionId: 'promo-live-lucky-draw', amount: 500 }])
  })

  it('refuses a claim without an idempotency key, and a trial member', async () => {
    const { send } = await setUp()
    expect(await send('/wps/relay/PROMOFE_claimPromo', { body: { promotionId: 'promo-daily-checkin' } })).toMatchObject({
      errorCode: 'idempotency.key.required',
    })
    const trial = await setUp({ memberType: 4 })
    expect(await trial.claim('promo-daily-checkin')).toMatchObject({ errorCode: 'free_reject' })
    expect((await trial.ledger()).claims).toEqual([])
  })

  it('redeems a promo code once per member, trimmed and in any case', async () => {
    const { code, ledger } = await setUp()
    expect(await code(' welcome100 ')).toMatchObject({ value: { promotionName: 'Welcome code', claimedMoney: 100 } })
    expect(await code('WELCOME100')).toMatchObject({ errorCode: 'promo.code.used' })
    expect(await code('lucky88')).toMatchObject({ value: { promotionName: 'Lucky code', claimedMoney: 88 } })
    expect(await code('NOPE')).toMatchObject({ errorCode: 'promo.code.invalid' })
    expect((await ledger()).codes).toHaveLength(2)
  })

  it('says whether the site takes codes, to guests too; off, a code sent is refused #543 and credits nothing', async () => {
    const { code, send, store, ledger, main } = await setUp({ promoCodes: false })
    const enabled = async (token?: string | null) => (await send('/wps/relay/PROMOFE_getPromoCodeEnable', { token })).value
    expect(await enabled()).toBe(false)
    expect(await enabled(null)).toBe(false)
    const before = await main()
    expect(await code('LUCKY88')).toMatchObject({ success: false, errorCode: '#543 function.not.available' })
    expect(await main()).toBe(before)
    expect((await ledger()).codes).toEqual([])
    store.set({ promoCodes: true })
    expect(await enabled(null)).toBe(true)
    expect(await code('LUCKY88')).toMatchObject({ value: { claimedMoney: 88 } })
  })

  it('forgets every change on reset', async () => {
    const { claim, code, send, statusOf, ledger, harness } = await setUp()
    await claim('promo-daily-checkin')
    await code('LUCKY88')
    await send('/wps/relay/MCSFE_applyPromotion', { body: { promotionId: 'promo-reload', comment: '', images: [] } })
    expect(await statusOf('promo-daily-checkin')).toBe('CLAIMED')
    await send('/__harness/reset', { body: {} })
    expect(await ledger()).toEqual({ applications: [], claims: [], codes: [] })
    // The reset ended every session: a new one sees player01's starting statuses again.
    const token = await harness.db.openSession('player01')
    expect(await statusOf('promo-daily-checkin', token)).toBe('CLAIM')
    expect(await statusOf('promo-reload', token)).toBe('REJECTED')
    const again = await send('/wps/relay/PROMOFE_claimPromoCode', { body: { promoCode: 'LUCKY88' }, key: 'after-reset', token })
    expect(again.value).toMatchObject({ claimedMoney: 88 })
  })

  it('puts the hostile payloads into the remarks under hostileHtml', async () => {
    const { list } = await setUp({ hostileHtml: true })
    const remarks = (await list()).list.map((entry) => entry.remark)
    remarks.forEach((remark, index) => expect(remark).toContain(hostileHtml[index % hostileHtml.length]!.html))
  })
})
