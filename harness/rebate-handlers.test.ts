import { describe, expect, it } from 'vitest'
import { rebateLines } from '../fixtures/rebate'
import type { Rebate } from '../src/features/rewards/rebate-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient(patch, userName)
  const rebate = async () => (await client.send('/wps/relay/ODSFE2_getRebate')).value as Rebate
  let keys = 0
  const claim = (key = `key-${++keys}`) => client.send('/wps/relay/ODSFE2_rebateDisburse', { method: 'POST', key })
  const paid = async () => ((await client.send('/__harness/rebate')) as unknown as { paid: unknown[] }).paid
  return { ...client, rebate, claim, paid }
}

describe('rebate (harness/rebate-handlers.ts)', () => {
  it('earns each game type its rate on the valid bets since the last claim', async () => {
    const { rebate } = await setUp()
    const now = Date.now()
    const answer = await rebate()
    expect(answer.list.map((line) => line.gameType)).toEqual(rebateLines.map((line) => line.gameType))
    expect(answer.list.find((line) => line.gameType === 'RNG')).toMatchObject({ validBet: 12_450, rebateRate: 0.8, rebateAmount: 99.6 })
    // 99.60 + 49.20 + 22.05 + 2.60 + 1.20
    expect(answer.totalRebate).toBe(174.65)
    expect(answer.minClaimAmount).toBe(1)
    expect(answer.lastClaimTime).toBeLessThan(now - 2 * 86_400_000)
  })

  it('pays it all once into the main wallet, replays a seen key, and starts a new period', async () => {
    const { rebate, claim, paid, main } = await setUp()
    const before = main()
    expect(await claim('same')).toMatchObject({ success: true, value: { amount: 174.65 } })
    expect(await claim('same')).toMatchObject({ success: true, value: { amount: 174.65 } })
    expect(main()).toBeCloseTo(before + 174.65)
    expect(await paid()).toEqual([{ userName: 'player01', amount: 174.65 }])
    const after = await rebate()
    expect(after.totalRebate).toBe(0)
    expect(after.list.every((line) => line.validBet === 0 && line.rebateAmount === 0)).toBe(true)
    expect(after.lastClaimTime).toBeGreaterThan(Date.now() - 60_000)
    expect(await claim()).toMatchObject({ errorCode: 'rebate.none', message: 'There is no rebate to claim' })
    expect(main()).toBeCloseTo(before + 174.65)
  })

  it('refuses a rebate under the minimum, and pays nothing', async () => {
    const { rebate, claim, paid, main } = await setUp({ rebate: 'below-minimum' })
    const before = main()
    expect((await rebate()).totalRebate).toBe(0.96)
    expect(await claim()).toMatchObject({ errorCode: 'rebate.below.minimum' })
    expect(await paid()).toEqual([])
    expect(main()).toBe(before)
  })

  it('refuses the trial types, and answers #543 while PLYRBT is off', async () => {
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/ODSFE2_getRebate')).toMatchObject({ errorCode: 'free_reject' })
    const off = await setUp()
    off.store.set({ whitelabel: off.store.get().whitelabel.filter((id) => id !== 'PLYRBT') })
    expect((await off.send('/wps/relay/ODSFE2_getRebate')).errorCode).toMatch(/543/)
    expect((await off.claim()).errorCode).toMatch(/543/)
    expect(await off.paid()).toEqual([])
  })
})
