import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mallItemFixtures, mallRulesHtml } from '../fixtures/mall'
import { seal } from '../src/domain/encrypted-body'
import type { ConversionType, PointReward, RedeemList } from '../src/features/mall/mall-schema'
import type { AccountRecord } from '../src/features/records/records-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient, type HarnessAnswer } from './test-client'

/** player01's payment password in these tests: the one the panel's qaSecurity 'partly' sets. */
const paymentPassword = '246810'
const day = 24 * 60 * 60 * 1000

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient(patch, userName)
  const { harness, send, token } = client
  if (userName === 'player01') await harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = paymentPassword))
  const balance = async (as?: string | null) =>
    (await send('/wps/relay/MCSFE_getPointBalance', { token: as })).value as { pointBalance: number }
  const tabs = async () => (await send('/wps/relay/MCSFE_getPointRewardConversionType?language=EN')).value as ConversionType[]
  const items = async (conversionType: string, as?: string) =>
    (await send(`/wps/relay/MCSFE_getPointReward?conversionType=${conversionType}&language=EN`, { token: as })).value as PointReward[]
  const item = async (rewardId: string) => {
    const found = mallItemFixtures.find((entry) => entry.rewardId === rewardId)!
    return (await items(found.conversionType)).find((entry) => entry.rewardId === rewardId)!
  }
  const history = async (page = 1, size = 10) =>
    (await send(`/wps/relay/MCSFE_getRedeemPointList?page=${page}&size=${size}`)).value as RedeemList
  let keys = 0
  /** The sealed redeem, as the app sends it. */
  const redeem = async (
    rewardId: string,
    {
      quantity = 1,
      password = paymentPassword,
      key = `key-${++keys}`,
      as = token,
    }: { quantity?: number; password?: string; key?: string; as?: string } = {},
  ) => {
    const sealed = await seal({ rewardId, quantity, password }, harness.keys.publicKey)
    const request = new Request('http://harness.test/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: as, 'Idempotency-Key': key, ModuleId: 'PTSYS3', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    })
    const response = await getResponse(harness.handlers, request)
    return (await response?.json()) as HarnessAnswer
  }
  /** The sealed conversion, as the app sends it. */
  const convert = async (
    points: number,
    { password = paymentPassword, key = `key-${++keys}` }: { password?: string; key?: string } = {},
  ) => {
    const sealed = await seal({ points, password }, harness.keys.publicKey)
    const request = new Request('http://harness.test/wps/relay/passwordCheck/MCSFE_convertPoint', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token, 'Idempotency-Key': key, ModuleId: 'PTSYS3', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    })
    return (await (await getResponse(harness.handlers, request))?.json()) as HarnessAnswer
  }
  const ledger = async () =>
    (await send('/__harness/mall')) as unknown as {
      redemptions: Array<{ userName: string; rewardId: string; quantity: number; points: number; status: string; credited: number }>
      conversions: Array<{ userName: string; points: number; amount: number }>
    }
  return { ...client, balance, tabs, items, item, history, redeem, convert, ledger }
}

describe('points mall (harness/mall-handlers.ts)', () => {
  it('answers the config, the points, the tabs and each tab’s items', async () => {
    const { send, balance, tabs, items, harness } = await setUp()
    expect((await send('/wps/relay/MCSFE_getPointConfig')).value).toEqual({
      mallEnabled: true,
      rulesHtml: mallRulesHtml,
      conversion: { pointsPerPeso: 100, minPoints: 1_000, stepPoints: 100 },
    })
    expect(await balance()).toEqual({ pointBalance: 12_480 })
    expect(await balance(await harness.db.openSession('player02'))).toEqual({ pointBalance: 600 })
    expect(await tabs()).toEqual([
      { conversionType: 'CASH', name: 'Cash' },
      { conversionType: 'BONUS', name: 'Bonus' },
      { conversionType: 'GIFT', name: 'Gifts' },
      { conversionType: 'TICKET', name: 'Tickets' },
    ])
    const cash = await items('CASH')
    expect(cash.map((entry) => [entry.rewardName, entry.points, entry.cashValue])).toEqual([
      ['₱50 cash', 500, 50],
      ['₱200 cash', 1800, 200],
      ['Welcome ₱100 cash', 300, 100],
    ])
    // The welcome cash is used up by player01's history; the spins were redeemed twice; the rejected speaker does not count.
    expect(cash.find((entry) => entry.rewardId === 'mall-cash-welcome')).toMatchObject({ perMemberLimit: 1, redeemedCount: 1 })
    expect((await items('TICKET')).map((entry) => [entry.rewardId, entry.redeemedCount])).toEqual([
      ['mall-ticket-spins', 2],
      ['mall-ticket-raffle', 0],
    ])
    expect((await items('GIFT')).map((entry) => [entry.rewardName, entry.stock])).toEqual([
      ['Lucky Star T-shirt', 3],
      ['iPhone 16', 1],
      ['Lucky Star mug', 0],
    ])
    expect((await items('BONUS')).map((entry) => entry.rewardId)).toEqual(['mall-bonus-100', 'mall-bonus-500'])
    expect(await items('NOPE')).toEqual([])
    expect(mallItemFixtures.every((entry) => entry.imageUrl === null || entry.imageUrl.startsWith('/harness-img/'))).toBe(true)
  })

  it('pages the history, newest first, with PENDING and REJECTED rows', async () => {
    const { history } = await setUp()
    const now = Date.now()
    const first = await history(1, 2)
    expect(first.totalPages).toBe(2)
    expect(first.list.map((row) => [row.redeemId, row.status])).toEqual([
      ['RP-0004', 'PENDING'],
      ['RP-0003', 'SUCCESS'],
    ])
    const second = await history(2, 2)
    expect(second.list.map((row) => [row.redeemId, row.status, row.quantity, row.points])).toEqual([
      ['RP-0002', 'REJECTED', 1, 6000],
      ['RP-0001', 'SUCCESS', 2, 1600],
    ])
    const all = [...first.list, ...second.list]
    expect(all.every((row, index) => row.redeemTime < now && (index === 0 || row.redeemTime < all[index - 1]!.redeemTime))).toBe(true)
    expect((await history(3, 2)).list).toEqual([])
  })

  it('redeems cash: points off, the cash into the main wallet, a SUCCESS row on top of the history', async () => {
    const { redeem, balance, item, history, main, ledger } = await setUp()
    const before = main()
    const answer = await redeem('mall-cash-50', { quantity: 2 })
    expect(answer).toMatchObject({ success: true, value: { pointBalance: 11_480 } })
    const { redeemId } = answer.value as { redeemId: string }
    expect(await balance()).toEqual({ pointBalance: 11_480 })
    expect(main()).toBeCloseTo(before + 100)
    expect(await item('mall-cash-50')).toMatchObject({ redeemedCount: 2, stock: null })
    const top = (await history()).list[0]!
    expect(top).toMatchObject({ redeemId, rewardName: '₱50 cash', quantity: 2, points: 1000, status: 'SUCCESS' })
    expect((await history()).list).toHaveLength(5)
    expect((await ledger()).redemptions).toEqual([
      { userName: 'player01', rewardId: 'mall-cash-50', quantity: 2, points: 1000, status: 'SUCCESS', credited: 100 },
    ])
  })

  it('redeems a gift: PENDING, the shop’s stock down for everyone, nothing credited', async () => {
    const { redeem, item, history, main, items, harness } = await setUp()
    const before = main()
    expect(await redeem('mall-gift-tshirt')).toMatchObject({ success: true, value: { pointBalance: 9980 } })
    expect(main()).toBe(before)
    expect(await item('mall-gift-tshirt')).toMatchObject({ stock: 2, redeemedCount: 2 })
    expect((await history()).list[0]).toMatchObject({ rewardName: 'Lucky Star T-shirt', status: 'PENDING' })
    const other = await harness.db.openSession('player02')
    expect((await items('GIFT', other)).find((entry) => entry.rewardId === 'mall-gift-tshirt')).toMatchObject({
      stock: 2,
      redeemedCount: 0,
    })
  })

  it('converts points into cash once: the points off, the cash into the main wallet; a seen key replays', async () => {
    const { convert, balance, main, ledger } = await setUp()
    const before = main()
    expect(await convert(12_400, { key: 'same' })).toMatchObject({ success: true, value: { amount: 124, pointBalance: 80 } })
    expect(await convert(12_400, { key: 'same' })).toMatchObject({ success: true, value: { amount: 124, pointBalance: 80 } })
    expect(await balance()).toEqual({ pointBalance: 80 })
    expect(main()).toBeCloseTo(before + 124)
    expect((await ledger()).conversions).toEqual([{ userName: 'player01', points: 12_400, amount: 124 }])
  })

  it("lists every move of the points in the account record (type point): the history adds up to the balance, then this run's", async () => {
    const { send, redeem, convert, balance } = await setUp()
    const now = Date.now()
    const moves = async () =>
      (
        (
          await send(
            `/wps/relay/ODSFE2_MemTransDet?codeTypes=point&startTime=${now - 29 * day}&endTime=${now + day}&page=1&size=100&language=EN`,
          )
        ).value as { list: AccountRecord[] }
      ).list
    const before = await moves()
    // Newest first, the last one leaving the mall's balance; the redemptions before the run among them.
    expect(before[0]).toMatchObject({ txTypeId: 12, currentAvailBalance: 12_480 })
    expect(before.find((row) => row.orderNo === 'RP-0004')).toMatchObject({ amount: -2500, remark: 'Lucky Star T-shirt' })
    expect(before.filter((row) => row.orderNo === 'RP-0002').map((row) => row.amount)).toEqual([6000, -6000])
    expect(before.every((row) => row.currentAvailBalance >= 0)).toBe(true)
    // Money rows never: the points have their own type.
    const money = await send(
      `/wps/relay/ODSFE2_MemTransDet?codeTypes=&startTime=${now - day}&endTime=${now + day}&page=1&size=100&language=EN`,
    )
    expect((money.value as { list: AccountRecord[] }).list.some((row) => row.txTypeId === 12)).toBe(false)

    const { redeemId } = (await redeem('mall-cash-50')).value as { redeemId: string }
    await convert(1000)
    const after = await moves()
    expect(after.slice(0, 2)).toMatchObject([
      { amount: -1000, remark: 'Converted into ₱10.00', currentAvailBalance: 10_980 },
      { orderNo: redeemId, amount: -500, remark: '₱50 cash', currentAvailBalance: 11_980 },
    ])
    expect(await balance()).toEqual({ pointBalance: 10_980 })
  })

  it('refuses a conversion by the password, then the terms, and when the scenario turns it off', async () => {
    const { convert, balance, send } = await setUp()
    expect(await convert(1_000, { password: '000000' })).toMatchObject({ errorCode: 'invalid.payment.pw' })
    expect(await convert(900)).toMatchObject({ errorCode: 'mall.conversion.invalid' })
    expect(await convert(1_050)).toMatchObject({ errorCode: 'mall.conversion.invalid' })
    expect(await convert(12.5)).toMatchObject({ errorCode: 'mall.conversion.invalid' })
    expect(await convert(12_500)).toMatchObject({ errorCode: 'mall.points.insufficient' })
    await send('/__harness/scenario', { method: 'PUT', body: { pointConversion: false } })
    expect((await send('/wps/relay/MCSFE_getPointConfig')).value).toMatchObject({ conversion: null })
    expect(await convert(1_000)).toMatchObject({ errorCode: 'mall.conversion.closed' })
    expect(await balance()).toEqual({ pointBalance: 12_480 })
  })

  it('checks the payment password first: wrong, or none set', async () => {
    const { redeem, balance, ledger, harness } = await setUp()
    expect(await redeem('mall-cash-50', { password: '000000' })).toMatchObject({
      success: false,
      errorCode: 'invalid.payment.pw',
    })
    // Before the stock: a wrong password on a sold-out item is still the password.
    expect(await redeem('mall-gift-mug', { password: '000000' })).toMatchObject({ errorCode: 'invalid.payment.pw' })
    await harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = null))
    expect(await redeem('mall-cash-50')).toMatchObject({ errorCode: 'not.exists.payment.password' })
    expect(await balance()).toEqual({ pointBalance: 12_480 })
    expect((await ledger()).redemptions).toEqual([])
  })

  it('refuses an unknown item and a quantity that is not a whole number of at least one', async () => {
    const { redeem } = await setUp()
    expect(await redeem('mall-nope')).toMatchObject({ errorCode: 'mall.reward.not.found' })
    expect(await redeem('mall-cash-50', { quantity: 0 })).toMatchObject({ errorCode: 'mall.quantity.invalid' })
    expect(await redeem('mall-cash-50', { quantity: 1.5 })).toMatchObject({ errorCode: 'mall.quantity.invalid' })
  })

  it('refuses out of stock, a reached limit and too few points, in that order', async () => {
    const { redeem, balance } = await setUp()
    expect(await redeem('mall-gift-mug')).toMatchObject({ errorCode: 'mall.out.of.stock', message: 'This item is out of stock' })
    expect(await redeem('mall-bonus-500')).toMatchObject({ errorCode: 'mall.out.of.stock' })
    expect(await redeem('mall-gift-tshirt', { quantity: 4 })).toMatchObject({ errorCode: 'mall.out.of.stock' })
    expect(await redeem('mall-cash-welcome')).toMatchObject({
      errorCode: 'mall.limit.reached',
      message: 'You have reached the limit for this item',
    })
    expect(await redeem('mall-bonus-100', { quantity: 6 })).toMatchObject({ errorCode: 'mall.limit.reached' })
    expect(await redeem('mall-gift-iphone')).toMatchObject({ errorCode: 'mall.points.insufficient', message: 'Not enough points' })
    expect(await redeem('mall-cash-200', { quantity: 7 })).toMatchObject({ errorCode: 'mall.points.insufficient' })
    // Stock before points, the limit before points.
    expect(await redeem('mall-gift-iphone', { quantity: 2 })).toMatchObject({ errorCode: 'mall.out.of.stock' })
    expect(await redeem('mall-bonus-100', { quantity: 13 })).toMatchObject({ errorCode: 'mall.limit.reached' })
    expect(await balance()).toEqual({ pointBalance: 12_480 })
  })

  it('a stock runs out: the last ones go once, then the item is out', async () => {
    const { redeem } = await setUp()
    expect(await redeem('mall-gift-tshirt', { quantity: 3 })).toMatchObject({ success: true })
    expect(await redeem('mall-gift-tshirt')).toMatchObject({ errorCode: 'mall.out.of.stock' })
  })

  it('acts on an idempotency key once: the same key replays the answer, points are taken once', async () => {
    const { redeem, balance, main, ledger } = await setUp()
    const before = main()
    const first = await redeem('mall-cash-200', { key: 'same' })
    expect(first).toMatchObject({ success: true, value: { pointBalance: 10_680 } })
    expect(await redeem('mall-cash-200', { key: 'same' })).toEqual(first)
    expect(await balance()).toEqual({ pointBalance: 10_680 })
    expect(main()).toBeCloseTo(before + 200)
    expect((await ledger()).redemptions).toHaveLength(1)
    // A new key is a new redemption.
    expect(await redeem('mall-cash-200', { key: 'other' })).toMatchObject({ value: { pointBalance: 8880 } })
  })

  it('refuses a redeem sent in the clear, or without an idempotency key', async () => {
    const { send } = await setUp()
    const body = { rewardId: 'mall-cash-50', quantity: 1, password: paymentPassword }
    expect(await send('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { body, key: 'k' })).toMatchObject({
      errorCode: 'request_body_required',
    })
    expect(await send('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { body })).toMatchObject({
      errorCode: 'idempotency.key.required',
    })
  })

  it('refuses without a session, and refuses trial members on every call', async () => {
    const { send, redeem } = await setUp()
    expect(await send('/wps/relay/MCSFE_getPointBalance', { token: null })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    expect(await send('/wps/relay/MCSFE_getPointConfig', { token: null })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    expect(await redeem('mall-cash-50', { as: 'tok-nope' })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    const trial = await setUp({ memberType: 4 })
    for (const path of [
      '/wps/relay/MCSFE_getPointConfig',
      '/wps/relay/MCSFE_getPointBalance',
      '/wps/relay/MCSFE_getPointRewardConversionType?language=EN',
      '/wps/relay/MCSFE_getPointReward?conversionType=CASH&language=EN',
      '/wps/relay/MCSFE_getRedeemPointList?page=1&size=10',
    ]) {
      expect(await trial.send(path)).toMatchObject({ errorCode: 'free_reject' })
    }
    expect(await trial.redeem('mall-cash-50')).toMatchObject({ errorCode: 'free_reject' })
    expect((await trial.ledger()).redemptions).toEqual([])
    // Agents may shop.
    const agent = await setUp({ memberType: 2 })
    expect(await agent.balance()).toEqual({ pointBalance: 12_480 })
  })

  it('answers the older MCS2_ names too', async () => {
    const { send } = await setUp()
    expect((await send('/wps/relay/MCS2_getPointBalance')).value).toEqual({ pointBalance: 12_480 })
  })

  it('follows the scenario: mallEnabled, hostile rules', async () => {
    const { send, store } = await setUp({ mallEnabled: false })
    expect((await send('/wps/relay/MCSFE_getPointConfig')).value).toMatchObject({ mallEnabled: false })
    store.set({ mallEnabled: true, hostileHtml: true })
    const config = (await send('/wps/relay/MCSFE_getPointConfig')).value as { mallEnabled: boolean; rulesHtml: string }
    expect(config.mallEnabled).toBe(true)
    expect(config.rulesHtml.startsWith(mallRulesHtml)).toBe(true)
    expect(config.rulesHtml.length).toBeGreaterThan(mallRulesHtml.length)
  })

  it('forgets points, redemptions, conversions and stock on reset', async () => {
    const { redeem, convert, send, ledger, harness } = await setUp()
    await redeem('mall-gift-tshirt')
    await redeem('mall-cash-50')
    await convert(1_000)
    expect((await ledger()).redemptions).toHaveLength(2)
    expect((await ledger()).conversions).toHaveLength(1)
    await send('/__harness/reset', { body: {} })
    expect(await ledger()).toEqual({ redemptions: [], conversions: [] })
    const token = await harness.db.openSession('player01')
    expect((await send('/wps/relay/MCSFE_getPointBalance', { token })).value).toEqual({ pointBalance: 12_480 })
    const gifts = (await send('/wps/relay/MCSFE_getPointReward?conversionType=GIFT&language=EN', { token })).value as PointReward[]
    expect(gifts.find((entry) => entry.rewardId === 'mall-gift-tshirt')).toMatchObject({ stock: 3, redeemedCount: 1 })
    expect(((await send('/wps/relay/MCSFE_getRedeemPointList?page=1&size=10', { token })).value as RedeemList).list).toHaveLength(4)
  })
})
