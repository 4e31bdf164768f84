import { describe, expect, it } from 'vitest'
import type { WelcomeBonuses } from '../src/features/rewards/welcome-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient(patch, userName)
  const bonuses = async () => ((await client.send('/wps/relay/MCSFE_getRegisterPromotionList')).value as WelcomeBonuses).list
  let keys = 0
  const claim = (promotionId: string, key = `key-${++keys}`) =>
    client.send('/wps/relay/MCSFE_claimRegisterPromotion', { method: 'POST', key, body: { promotionId } })
  const paid = async () => ((await client.send('/__harness/welcome')) as unknown as { paid: unknown[] }).paid
  return { ...client, bonuses, claim, paid }
}

describe('welcome bonuses (harness/welcome-handlers.ts)', () => {
  it('offers a new member the two bonuses, the first for six more days, the second without a limit', async () => {
    const { bonuses } = await setUp()
    const [first, second] = await bonuses()
    expect(first).toMatchObject({ promotionId: 'REG-NEW-58', bonus: 58, status: 'CLAIMABLE', claimedTime: null })
    expect(first!.claimBefore! - Date.now()).toBeGreaterThan(5.9 * 86_400_000)
    expect(first!.claimBefore! - Date.now()).toBeLessThanOrEqual(6 * 86_400_000)
    expect(second).toMatchObject({ promotionId: 'REG-PHONE-18', bonus: 18, claimBefore: null })
  })

  it('pays a bonus once into the main wallet, replays a seen key, then says it is claimed', async () => {
    const { bonuses, claim, paid, main } = await setUp()
    const before = main()
    expect(await claim('REG-NEW-58', 'same')).toMatchObject({ success: true, value: { claimedMoney: 58 } })
    expect(await claim('REG-NEW-58', 'same')).toMatchObject({ success: true, value: { claimedMoney: 58 } })
    expect(await claim('REG-NEW-58')).toMatchObject({ errorCode: 'welcome.claimed' })
    expect(main()).toBe(before + 58)
    expect(await paid()).toEqual([{ userName: 'player01', promotionId: 'REG-NEW-58', amount: 58 }])
    expect((await bonuses())[0]).toMatchObject({ status: 'CLAIMED' })
    expect((await bonuses())[0]!.claimedTime).toBeGreaterThan(Date.now() - 60_000)
  })

  it('has none for a member who is not new, and refuses an unknown bonus and the trial types', async () => {
    const old = await setUp({ welcomeBonus: 'none' })
    expect(await old.bonuses()).toEqual([])
    expect(await old.claim('REG-NEW-58')).toMatchObject({ errorCode: 'welcome.not_open' })
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/MCSFE_getRegisterPromotionList')).toMatchObject({ errorCode: 'free_reject' })
    expect(await trial.claim('REG-NEW-58')).toMatchObject({ errorCode: 'free_reject' })
    expect(await old.paid()).toEqual([])
  })
})
