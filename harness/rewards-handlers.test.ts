import { describe, expect, it } from 'vitest'
import { claimedRewards, issuedRewards, ticketFixtures } from '../fixtures/rewards'
import type { IssuedReward, PromoReward, Ticket } from '../src/features/rewards/rewards-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const { store, harness, send, main } = await harnessClient(patch, userName)
  const issued = async (promotionType = '', status: 'I' | 'C' = 'I') =>
    (await send(`/wps/relay/MCSFE_getClaimPromotion?promotionType=${promotionType}&status=${status}`)).value as IssuedReward[]
  const tickets = async () => (await send('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE')).value as Ticket[]
  const summary = async () => (await send('/wps/relay/PROMOFE_getPromoReward')).value as PromoReward
  let keys = 0
  const claim = (promotionClaimId: string, key = `key-${++keys}`) =>
    send('/wps/relay/MCSFE_claimIssuedPromotion', { body: { promotionClaimId, promotionType: '' }, key })
  const claimTicket = (transactionId: string, key = `key-${++keys}`) =>
    send('/wps/relay/PROMOFE_claimTicket', { body: { transactionId, isApp: 'N' }, key })
  const ledger = async () => (await send('/__harness/rewards')) as unknown as { claims: unknown[] }
  return { store, harness, send, issued, tickets, summary, claim, claimTicket, ledger, main }
}

describe('reward centre (harness/rewards-handlers.ts)', () => {
  it('lists issued rewards, the claimed history, tickets and the summary', async () => {
    const { issued, tickets, summary } = await setUp()
    const now = Date.now()
    const list = await issued()
    expect(list.map((reward) => reward.promotionClaimId)).toEqual(issuedRewards.map((reward) => reward.promotionClaimId))
    expect(list.find((reward) => reward.promotionName === 'VIP birthday gift')?.expiredTime).toBeNull()
    expect(list.find((reward) => reward.promotionName === 'Mid-week cashback')!.expiredTime).toBeLessThan(now)
    expect(list.find((reward) => reward.promotionName === 'Daily check-in bonus')!.expiredTime).toBeGreaterThan(now)
    expect((await issued('DEPOSIT')).map((reward) => reward.promotionName)).toEqual(['Weekend reload bonus'])
    const history = await issued('', 'C')
    expect(history).toHaveLength(claimedRewards.length)
    expect(history.every((reward) => reward.claimedTime! < now && (reward.expiredTime === null || reward.expiredTime < now))).toBe(true)
    expect((await tickets()).map((ticket) => ticket.ticketName)).toEqual(['Golden egg', 'Treasure chest', 'Raffle ticket'])
    expect(await summary()).toEqual({ dailyReceivedBonus: 120, totalBonus: 15230.5, totalPoints: 3420 })
  })

  it('claims an issued reward once, credits it, moves it to the history and replays a seen key', async () => {
    const { claim, issued, ledger, main, summary } = await setUp()
    const before = main()
    expect(await claim('pc-issued-002', 'same')).toMatchObject({ success: true, value: { claimedMoney: 250 } })
    expect(await claim('pc-issued-002', 'same')).toMatchObject({ success: true, value: { claimedMoney: 250 } })
    expect(await claim('pc-issued-002')).toMatchObject({ errorCode: 'reward.not.found' })
    expect(await claim('pc-nope')).toMatchObject({ errorCode: 'reward.not.found' })
    expect(main()).toBeCloseTo(before + 250)
    expect((await ledger()).claims).toEqual([{ userName: 'player01', kind: 'promotion', id: 'pc-issued-002', amount: 250 }])
    expect((await issued()).map((reward) => reward.promotionClaimId)).not.toContain('pc-issued-002')
    const history = await issued('', 'C')
    expect(history[0]).toMatchObject({ promotionClaimId: 'pc-issued-002', bonus: 250 })
    expect(history[0]!.claimedTime).toBeGreaterThan(history[1]!.claimedTime!)
    expect(await summary()).toEqual({ dailyReceivedBonus: 370, totalBonus: 15480.5, totalPoints: 3420 })
  })

  it('refuses an expired reward and a ticket whose conditions are not met', async () => {
    const { claim, claimTicket, ledger, main } = await setUp()
    const before = main()
    expect(await claim('pc-issued-005')).toMatchObject({ errorCode: 'reward.expired', message: 'This reward has expired' })
    expect(await claimTicket('tk-002')).toMatchObject({ errorCode: 'ticket.condition.unmet' })
    expect((await ledger()).claims).toEqual([])
    expect(main()).toBe(before)
  })

  it('claims a ticket once and drops it from the list', async () => {
    const { claimTicket, tickets, main, summary } = await setUp()
    const before = main()
    expect(await claimTicket('tk-001', 't')).toMatchObject({ value: { claimedMoney: 66 } })
    expect(await claimTicket('tk-001', 't')).toMatchObject({ value: { claimedMoney: 66 } })
    expect(await claimTicket('tk-001')).toMatchObject({ errorCode: 'reward.not.found' })
    expect(await claimTicket('tk-nope')).toMatchObject({ errorCode: 'reward.not.found' })
    expect((await tickets()).map((ticket) => ticket.transactionId)).toEqual(['tk-002', 'tk-003'])
    expect(main()).toBeCloseTo(before + 66)
    expect((await summary()).totalBonus).toBe(15296.5)
  })

  it('keeps claims per member', async () => {
    const { claim, harness, send } = await setUp()
    await claim('pc-issued-001')
    const other = await harness.db.openSession('player02')
    const list = (await send('/wps/relay/MCSFE_getClaimPromotion?promotionType=&status=I', { token: other })).value as IssuedReward[]
    expect(list).toHaveLength(issuedRewards.length)
  })

  it('refuses without a session, and refuses trial members on every call', async () => {
    const { send } = await setUp()
    expect(await send('/wps/relay/PROMOFE_getPromoReward', { token: null })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/PROMOFE_getPromoReward')).toMatchObject({ errorCode: 'free_reject' })
    expect(await trial.send('/wps/relay/MCSFE_getClaimPromotion?promotionType=&status=I')).toMatchObject({ errorCode: 'free_reject' })
    expect(await trial.send('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE')).toMatchObject({
      errorCode: 'free_reject',
    })
    expect(await trial.claim('pc-issued-001')).toMatchObject({ errorCode: 'free_reject' })
    expect(await trial.claimTicket('tk-001')).toMatchObject({ errorCode: 'free_reject' })
    expect((await trial.ledger()).claims).toEqual([])
  })

  it('forgets every claim on reset', async () => {
    const { claim, claimTicket, send, ledger, harness } = await setUp()
    await claim('pc-issued-001')
    await claimTicket('tk-003')
    expect((await ledger()).claims).toHaveLength(2)
    await send('/__harness/reset', { body: {} })
    expect(await ledger()).toEqual({ claims: [] })
    const token = await harness.db.openSession('player01')
    const list = (await send('/wps/relay/MCSFE_getClaimPromotion?promotionType=&status=I', { token })).value as IssuedReward[]
    expect(list).toHaveLength(issuedRewards.length)
    const tickets = (await send('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE', { token })).value as Ticket[]
    expect(tickets).toHaveLength(ticketFixtures.length)
  })
})
