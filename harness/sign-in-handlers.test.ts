import { describe, expect, it } from 'vitest'
import type { LoginPromotion } from '../src/features/rewards/sign-in-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient(patch, userName)
  const promotion = async () => (await client.send('/wps/relay/MCSFE_getLoginPromotion')).value as LoginPromotion | null
  let keys = 0
  const signIn = (promotionId = 'LOGIN-7DAY', key = `key-${++keys}`) =>
    client.send('/wps/relay/MCSFE_claimLoginPromotion', { method: 'POST', key, body: { promotionId } })
  const paid = async () => ((await client.send('/__harness/sign-in')) as unknown as { paid: unknown[] }).paid
  return { ...client, promotion, signIn, paid }
}

describe('daily sign-in (harness/sign-in-handlers.ts)', () => {
  it('answers the seven-day cycle with two days signed up to yesterday, and the next day’s start in Manila', async () => {
    const { promotion } = await setUp()
    const answer = (await promotion())!
    expect(answer.days.map((day) => day.bonus)).toEqual([5, 10, 15, 20, 25, 30, 88])
    expect(answer).toMatchObject({ promotionId: 'LOGIN-7DAY', signedDays: 2, signedToday: false })
    // Midnight at GMT+8 is 16:00 UTC.
    expect(new Date(answer.nextSignInTime).getUTCHours()).toBe(16)
    expect(answer.nextSignInTime - Date.now()).toBeGreaterThan(0)
    expect(answer.nextSignInTime - Date.now()).toBeLessThanOrEqual(86_400_000)
  })

  it('pays day 3 once into the main wallet, replays a seen key, and refuses a second sign-in today', async () => {
    const { promotion, signIn, paid, main } = await setUp()
    const before = main()
    expect(await signIn('LOGIN-7DAY', 'same')).toMatchObject({ success: true, value: { day: 3, claimedMoney: 15 } })
    expect(await signIn('LOGIN-7DAY', 'same')).toMatchObject({ success: true, value: { day: 3, claimedMoney: 15 } })
    expect(await signIn()).toMatchObject({ errorCode: 'signin.already' })
    expect(main()).toBe(before + 15)
    expect(await paid()).toEqual([{ userName: 'player01', day: 3, amount: 15 }])
    expect(await promotion()).toMatchObject({ signedDays: 3, signedToday: true })
  })

  it('pays the big bonus on day 7', async () => {
    const { signIn } = await setUp({ signIn: 'day-7' })
    expect(await signIn()).toMatchObject({ value: { day: 7, claimedMoney: 88 } })
  })

  it('answers null while no LOGIN promotion runs, and refuses a sign-in or an unknown promotion', async () => {
    const off = await setUp({ signIn: 'off' })
    expect(await off.promotion()).toBeNull()
    expect(await off.signIn()).toMatchObject({ errorCode: 'signin.not.running' })
    const on = await setUp()
    expect(await on.signIn('LOGIN-OLD')).toMatchObject({ errorCode: 'signin.not.running' })
    expect(await on.paid()).toEqual([])
  })

  it('refuses the trial types', async () => {
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/MCSFE_getLoginPromotion')).toMatchObject({ errorCode: 'free_reject' })
    expect(await trial.signIn()).toMatchObject({ errorCode: 'free_reject' })
  })
})
