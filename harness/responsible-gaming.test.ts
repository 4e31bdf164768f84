import { afterEach, describe, expect, it, vi } from 'vitest'
import { coolingOffMs } from '../src/domain/responsible-gaming'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const refusedWith = (errorCode: string) => expect.objectContaining({ success: false, errorCode })
/** Saturday 5 December 2026, 14:00 in Manila. */
const start = Date.parse('2026-12-05T14:00:00+08:00')

const setUp = async (patch: ScenarioPatch = {}) => {
  vi.useFakeTimers({ now: start, toFake: ['Date'] })
  const client = await harnessClient(patch)
  const limits = async () =>
    ((await client.send('/wps/relay/MCSFE_getResponsibleGaming')).value as { depositLimits: unknown[] }).depositLimits
  const setLimit = (period: string, amount: number | null) => client.send('/wps/relay/MCSFE_setDepositLimit', { body: { period, amount } })
  let orders = 0
  const deposit = (amount: number) =>
    client.send('/wps/relay/MCSFE_depositByGCash', { body: { amount, bankCode: 'GCASH' }, key: `order-${++orders}` })
  const exclude = (months: number, password: string) =>
    client.send('/wps/relay/MCSFE_selfExclude', { body: { months, password }, sealed: true })
  const login = (password = 'pass1234') =>
    client.send('/wps/session/login', { body: { type: 'username', username: 'player01', password }, sealed: true, token: null })
  return { ...client, limits, setLimit, deposit, exclude, login }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('deposit limits (harness/responsible-gaming.ts)', () => {
  it('none at first; a limit holds at once, and the cashier refuses an order past it', async () => {
    const { limits, setLimit, deposit } = await setUp()
    expect(await limits()).toEqual(['DAILY', 'WEEKLY', 'MONTHLY'].map((period) => ({ period, amount: null, used: 0, pending: null })))
    expect(await setLimit('DAILY', 1000)).toMatchObject({ success: true })
    expect(await deposit(700)).toMatchObject({ success: true })
    expect(await deposit(400)).toEqual(refusedWith('deposit.limit.exceeded'))
    expect(await deposit(300)).toMatchObject({ success: true })
    expect((await limits())[0]).toEqual({ period: 'DAILY', amount: 1000, used: 1000, pending: null })
  })

  it("QA's limits (scenario depositLimits) hold for a member who set none, until the member sets their own", async () => {
    const { limits, setLimit, deposit } = await setUp({ depositLimits: { DAILY: 800, WEEKLY: 0, MONTHLY: 5000 } })
    expect((await limits()).map((limit) => (limit as { amount: number | null }).amount)).toEqual([800, null, 5000])
    expect(await deposit(900)).toEqual(refusedWith('deposit.limit.exceeded'))
    // Their own: a looser one waits its cooling-off day, from QA's limit as the one in force.
    await setLimit('DAILY', 2000)
    expect((await limits())[0]).toEqual({
      period: 'DAILY',
      amount: 800,
      used: 0,
      pending: { amount: 2000, effectiveAt: start + coolingOffMs },
    })
    await setLimit('MONTHLY', 300)
    expect((await limits())[2]).toEqual({ period: 'MONTHLY', amount: 300, used: 0, pending: null })
  })

  it("a higher limit waits a day; the next day's deposits start from nothing", async () => {
    const { limits, setLimit, deposit } = await setUp()
    await setLimit('DAILY', 500)
    await deposit(500)
    await setLimit('DAILY', 2000)
    expect((await limits())[0]).toEqual({
      period: 'DAILY',
      amount: 500,
      used: 500,
      pending: { amount: 2000, effectiveAt: start + coolingOffMs },
    })
    expect(await deposit(100)).toEqual(refusedWith('deposit.limit.exceeded'))
    vi.setSystemTime(start + coolingOffMs)
    expect((await limits())[0]).toEqual({ period: 'DAILY', amount: 2000, used: 0, pending: null })
    expect(await deposit(2000)).toMatchObject({ success: true })
  })

  it('refuses a member of another type, and the site without RESPGAME3', async () => {
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/MCSFE_getResponsibleGaming')).toEqual(refusedWith('free_reject'))
    const off = await setUp({ whitelabel: [] })
    expect(await off.send('/wps/relay/MCSFE_getResponsibleGaming')).toMatchObject({ success: false })
  })
})

describe('self-exclusion', () => {
  it('needs the login password; then ends the session and refuses every login until its end', async () => {
    const { exclude, login, send } = await setUp()
    expect(await exclude(6, 'wrong')).toEqual(refusedWith('login.password.incorrect'))
    expect(await send('/wps/relay/MCSFE_getResponsibleGaming')).toMatchObject({ success: true })
    const answer = await exclude(6, 'pass1234')
    expect(answer.value).toEqual({ excludedUntil: Date.parse('2027-06-05T14:00:00+08:00') })
    expect(await send('/wps/relay/MCSFE_getResponsibleGaming')).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' })
    expect(await login()).toEqual(refusedWith('member.self.excluded'))
    vi.setSystemTime(Date.parse('2027-06-05T14:00:00+08:00'))
    expect(await login()).toMatchObject({ success: true })
  })
})
