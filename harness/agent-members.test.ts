import { Schema } from 'effect'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { addDays, dayOf } from '../src/domain/date-range'
import { seal } from '../src/domain/encrypted-body'
import { DownlinePage, DownlineRebates, TransferDownlineResult, type DownlineMember } from '../src/features/agent/downline-schema'
import { downlineRebatesOf, downlinesOf, rebateProducts, teamKpiOf, teamOf, teamPnlOf, type Downline } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient, type HarnessAnswer } from './test-client'

const today = dayOf(new Date())
const team = teamOf('player01')
/** The members directly under an upline, in the generated tree. */
const childrenOf = (parent: string) => team.filter((member) => member.parent === parent)
/** Every member below an upline, any level. */
const descendantsOf = (parent: string): Downline[] => childrenOf(parent).flatMap((child) => [child, ...descendantsOf(child.userName)])
const subAgent = team.find((member) => member.type === 1 && member.level === 1 && descendantsOf(member.userName).length > 3)!
const deeper = childrenOf(subAgent.userName)[0]!
const player = team.find((member) => member.level === 1 && member.type === 0)!

/** player01's payment password in these tests: the one the panel's qaSecurity 'partly' sets. */
const paymentPassword = '246810'

const setUp = async (patch: ScenarioPatch = {}) => {
  const client = await harnessClient({ memberType: 1, ...patch })
  const { harness, send, token } = client
  const page = async (query: string) => (await send(`/wps/relay/ODSFE2_getSubordinatev2?${query}`)) as HarnessAnswer
  const list = async (query: string) => Schema.decodeUnknownSync(DownlinePage)((await page(query)).value)
  const rebates = async (userName: string) => (await send(`/wps/relay/MCSFE_getDownlineRebates?userName=${userName}`)) as HarnessAnswer
  const update = (userName: string, configs: ReadonlyArray<{ type: string; rebateValue: number }>) =>
    send('/wps/agent/updateDownlineRebates', { body: { userName, configs } })
  /** A member's balance as the list shows it. */
  const balanceOf = async (userName: string) =>
    (await list(`userName=${userName}&page=1&size=100`)).list.find((row) => row.userName === userName)!.balance
  let keys = 0
  /** The sealed transfer, as the app sends it. */
  const transfer = async (userName: string, amount: number, { password = paymentPassword, key = `key-${++keys}` } = {}) => {
    const sealed = await seal({ userName, amount, paymentPassword: password }, harness.keys.publicKey)
    const request = new Request('http://harness.test/wps/agent/transferDownline', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token, 'Idempotency-Key': key, ...sealed.headers },
      body: JSON.stringify(sealed.body),
    })
    return (await (await getResponse(harness.handlers, request))?.json()) as HarnessAnswer
  }
  const setPaymentPassword = (password: string | null) =>
    harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = password))
  return { ...client, page, list, rebates, update, balanceOf, transfer, setPaymentPassword }
}

describe('members list (ODSFE2_getSubordinatev2)', () => {
  it("lists the agent's direct members, newest first then by name, with their standing", async () => {
    const { list, send } = await setUp()
    const direct = await list('page=1&size=100')
    const expected = childrenOf('player01')
    expect(direct.totalCount).toBe(expected.length)
    expect(direct.totalPages).toBe(1)
    expect(new Set(direct.list.map((row) => row.userName))).toEqual(new Set(expected.map((member) => member.userName)))
    expect(direct.list.every((row) => row.level === 1 && row.parent === 'player01')).toBe(true)
    for (let index = 1; index < direct.list.length; index++) {
      const [before, after] = [direct.list[index - 1]!, direct.list[index]!]
      expect(
        before.registeredDate > after.registeredDate ||
          (before.registeredDate === after.registeredDate && before.userName < after.userName),
      ).toBe(true)
    }
    for (const row of direct.list) {
      const member = team.find((candidate) => candidate.userName === row.userName)!
      expect(row).toMatchObject({ type: member.type, registeredDate: addDays(today, -member.registeredDaysAgo) })
      expect(row.teamSize).toBe(descendantsOf(row.userName).length)
      expect(Math.round(row.balance * 100) / 100).toBe(row.balance)
      expect(row.balance).toBeGreaterThanOrEqual(0)
      if (row.type === 0) expect(row.teamSize).toBe(0)
    }
    // The agent's own name lists the same; the SPEC's name is an alias.
    expect(await list('parent=PLAYER01&page=1&size=100')).toEqual(direct)
    expect((await send('/wps/relay/ODSFE2_Subordinate?page=1&size=100')).value).toEqual(direct)
  })

  it("lists a sub-agent's members, its teamSize its descendants'; a name outside the team is refused", async () => {
    const { list, page } = await setUp()
    const under = await list(`parent=${subAgent.userName}&page=1&size=100`)
    expect(under.list.map((row) => row.userName).sort()).toEqual(
      childrenOf(subAgent.userName)
        .map((member) => member.userName)
        .sort(),
    )
    expect(under.list.every((row) => row.level === 2 && row.parent === subAgent.userName)).toBe(true)
    const row = (await list('page=1&size=100')).list.find((candidate) => candidate.userName === subAgent.userName)!
    expect(row.teamSize).toBe(descendantsOf(subAgent.userName).length)
    expect(row.teamSize).toBe(under.list.reduce((sum, member) => sum + 1 + member.teamSize, 0))
    expect((await list(`parent=${player.userName}&page=1&size=10`)).list).toEqual([])
    expect(await page('parent=nobody&page=1&size=10')).toMatchObject({ success: false, errorCode: 'agent.member_not_in_team' })
  })

  it('finds members of the whole team by name, any case, whatever the parent', async () => {
    const { list } = await setUp()
    const found = await list(`userName=ACE&parent=${subAgent.userName}&page=1&size=1000`)
    const expected = team.filter((member) => member.userName.includes('ace'))
    expect(found.totalCount).toBe(expected.length)
    expect(found.list.map((row) => row.userName).sort()).toEqual(expected.map((member) => member.userName).sort())
    expect(new Set(found.list.map((row) => row.level)).size).toBeGreaterThan(1)
    expect(await list('userName=zzz&page=1&size=10')).toEqual({ list: [], totalPages: 0, totalCount: 0 })
  })

  it('pages every member once', async () => {
    const { list } = await setUp()
    const all = await list('page=1&size=1000')
    const first = await list('page=1&size=7')
    expect(first.totalPages).toBe(Math.ceil(all.totalCount / 7))
    const pages = await Promise.all(Array.from({ length: first.totalPages }, (_, index) => list(`page=${index + 1}&size=7`)))
    expect(pages.flatMap((each) => each.list)).toEqual(all.list)
    expect((await list(`page=${first.totalPages + 1}&size=7`)).list).toEqual([])
  })

  it("covers the whole team from the top, online as agent home counts it, money as the 30-day P&L's", () => {
    const now = Date.now()
    const rows: DownlineMember[] = []
    const walk = (parent?: string) => {
      for (const row of downlinesOf('player01', { parent, page: 1, size: 100_000 }, undefined, now)!.list) {
        rows.push(row)
        if (row.teamSize > 0) walk(row.userName)
      }
    }
    walk()
    expect(rows.map((row) => row.userName).sort()).toEqual(team.map((member) => member.userName).sort())
    const online = rows.filter((row) => row.online).length
    expect(online).toBe(teamKpiOf('player01', today, today, now).teamOnlineCount)
    expect(online).toBeGreaterThan(0)
    const pnl = teamPnlOf('player01', { from: addDays(today, -29), to: today, page: 1, size: 100_000 }, now).list
    for (const row of rows) {
      const figures = pnl.find((candidate) => candidate.userName === row.userName)
      expect([row.depositAmount, row.betAmount]).toEqual([figures?.depositAmount ?? 0, figures?.betAmount ?? 0])
      if (row.online) expect(dayOf(new Date(row.lastLoginTime!))).toBe(today)
      if (row.lastLoginTime !== null) {
        expect(row.lastLoginTime).toBeLessThanOrEqual(now)
        expect(row.lastLoginTime).toBeGreaterThan(now - 91 * 86_400_000)
      }
    }
    expect(rows.some((row) => row.lastLoginTime === null) && rows.some((row) => row.betAmount > 0)).toBe(true)
  })
})

describe('member rebates (MCSFE_getDownlineRebates, /wps/agent/updateDownlineRebates)', () => {
  it('keeps every rebate between its members’ highest and its upline’s, through the tree', () => {
    const current = new Map(team.map((member) => [member.userName, downlineRebatesOf('player01', member.userName)!]))
    const own = current.get(childrenOf('player01')[0]!.userName)!.configs.map((config) => config.rebateSubordinateLimit)
    expect(own.every((value) => value >= 2 && value <= 3)).toBe(true)
    for (const member of team) {
      const { configs } = current.get(member.userName)!
      expect(configs.map((config) => config.type)).toEqual([...rebateProducts])
      configs.forEach((config, product) => {
        const limit = member.parent === 'player01' ? own[product]! : current.get(member.parent)!.configs[product]!.rebateValue
        const below = childrenOf(member.userName).map((child) => current.get(child.userName)!.configs[product]!.rebateValue)
        expect(config.rebateSubordinateLimit).toBe(limit)
        expect(config.minRebateValue).toBe(Math.max(0, ...below))
        expect(config.minRebateValue).toBeLessThanOrEqual(config.rebateValue)
        expect(config.rebateValue).toBeLessThanOrEqual(config.rebateSubordinateLimit)
        expect(Math.round(config.rebateValue * 10) / 10).toBe(config.rebateValue)
      })
    }
    expect(downlineRebatesOf('player01', 'player01')).toBeNull()
  })

  it('saves values within the bounds, read back (and bounding its members)', async () => {
    const { rebates, update } = await setUp()
    const before = Schema.decodeUnknownSync(DownlineRebates)((await rebates(subAgent.userName.toUpperCase())).value)
    expect(before.userName).toBe(subAgent.userName)
    const lotto = before.configs[0]!
    const wanted = [
      { type: lotto.type, rebateValue: lotto.rebateSubordinateLimit },
      { type: before.configs[3]!.type, rebateValue: before.configs[3]!.minRebateValue },
    ]
    const saved = await update(subAgent.userName, wanted)
    expect(saved).toMatchObject({ success: true })
    const read = Schema.decodeUnknownSync(DownlineRebates)((await rebates(subAgent.userName)).value)
    expect(saved.value).toEqual(read)
    expect(read.configs.map((config) => config.rebateValue)).toEqual([
      lotto.rebateSubordinateLimit,
      before.configs[1]!.rebateValue,
      before.configs[2]!.rebateValue,
      before.configs[3]!.minRebateValue,
    ])
    const child = Schema.decodeUnknownSync(DownlineRebates)((await rebates(deeper.userName)).value)
    expect(child.configs[0]!.rebateSubordinateLimit).toBe(lotto.rebateSubordinateLimit)
  })

  it('refuses a value out of range (nothing saved), a member not direct, an unknown product, a name outside the team', async () => {
    const { rebates, update } = await setUp()
    const before = (await rebates(subAgent.userName)).value as DownlineRebates
    const [lotto, elotto] = [before.configs[0]!, before.configs[1]!]
    const within = { type: lotto.type, rebateValue: lotto.minRebateValue }
    const bounds = { type: elotto.type, min: elotto.minRebateValue, max: elotto.rebateSubordinateLimit }
    for (const rebateValue of [elotto.rebateSubordinateLimit + 0.1, elotto.minRebateValue - 0.1, elotto.rebateValue + 0.05]) {
      expect(await update(subAgent.userName, [within, { type: elotto.type, rebateValue }])).toMatchObject({
        success: false,
        errorCode: 'rebate.out_of_range',
        message: 'Rebate out of range',
        value: bounds,
      })
    }
    expect((await rebates(subAgent.userName)).value).toEqual(before)
    expect(await update(deeper.userName, [{ type: lotto.type, rebateValue: 0 }])).toMatchObject({
      success: false,
      errorCode: 'agent.not_direct_member',
    })
    expect(await update(subAgent.userName, [{ type: 'POKER', rebateValue: 0 }])).toMatchObject({
      success: false,
      errorCode: 'rebate.unknown_type',
    })
    expect(await update('nobody', [within])).toMatchObject({ success: false, errorCode: 'agent.member_not_in_team' })
    expect(await rebates('nobody')).toMatchObject({ success: false, errorCode: 'agent.member_not_in_team' })
    expect((await rebates(subAgent.userName)).value).toEqual(before)
  })
})

describe('money to a member (/wps/agent/transferDownline)', () => {
  it('refuses a wrong or missing payment password, moving nothing', async () => {
    const { transfer, main, balanceOf, setPaymentPassword } = await setUp()
    const [agentBefore, memberBefore] = [main(), await balanceOf(deeper.userName)]
    expect(await transfer(deeper.userName, 100)).toMatchObject({ success: false, errorCode: 'not.exists.payment.password' })
    await setPaymentPassword(paymentPassword)
    expect(await transfer(deeper.userName, 100, { password: '111111' })).toMatchObject({ success: false, errorCode: 'invalid.payment.pw' })
    expect([main(), await balanceOf(deeper.userName)]).toEqual([agentBefore, memberBefore])
  })

  it('moves the money once: the agent’s main wallet down, the member’s balance up; a seen key replays', async () => {
    const { transfer, main, balanceOf, setPaymentPassword, send } = await setUp()
    await setPaymentPassword(paymentPassword)
    const [agentBefore, memberBefore] = [main(), await balanceOf(deeper.userName)]
    const answer = await transfer(deeper.userName, 150.25, { key: 'once' })
    expect(answer).toMatchObject({ success: true })
    const result = Schema.decodeUnknownSync(TransferDownlineResult)(answer.value)
    expect(result.balance).toBeCloseTo(agentBefore - 150.25, 2)
    expect(main()).toBeCloseTo(agentBefore - 150.25, 2)
    expect(await balanceOf(deeper.userName)).toBeCloseTo(memberBefore + 150.25, 2)
    // The header reads the same balance.
    expect((await send('/wps/v2/wallets/balance')).value).toMatchObject({ sumBalance: result.balance })
    expect(await transfer(deeper.userName, 150.25, { key: 'once' })).toEqual(answer)
    expect(main()).toBeCloseTo(agentBefore - 150.25, 2)
    expect(await balanceOf(deeper.userName)).toBeCloseTo(memberBefore + 150.25, 2)
  })

  it('refuses a bad amount, more than the main wallet holds, a name outside the team, a virtual agent, a player', async () => {
    const { transfer, main, store, setPaymentPassword } = await setUp()
    await setPaymentPassword(paymentPassword)
    const before = main()
    for (const amount of [0, -5, 1.234]) {
      expect(await transfer(player.userName, amount)).toMatchObject({
        success: false,
        errorCode: 'amount.invalid',
        message: 'Amount format incorrect',
      })
    }
    expect(await transfer(player.userName, before + 0.01)).toMatchObject({ success: false, errorCode: 'insufficient.balance' })
    expect(await transfer('nobody', 10)).toMatchObject({ success: false, errorCode: 'agent.member_not_in_team' })
    store.set({ memberType: 41 })
    expect(await transfer(player.userName, 10)).toMatchObject({ success: false, errorCode: 'no_permissions' })
    store.set({ memberType: 0 })
    expect(await transfer(player.userName, 10)).toMatchObject({ success: false, errorCode: 'agent.only' })
    expect(main()).toBe(before)
  })

  it('forgets rebates set and money sent on a harness reset', async () => {
    const { transfer, update, send, harness, store, setPaymentPassword } = await setUp()
    await setPaymentPassword(paymentPassword)
    const rebatesBefore = downlineRebatesOf('player01', player.userName)!
    await update(player.userName, [{ type: 'SBO', rebateValue: 0 }])
    expect(await transfer(player.userName, 10)).toMatchObject({ success: true })
    expect(harness.db.downlineRebates.all()).toHaveLength(1)
    expect(harness.db.downlineTransfers.all()).toHaveLength(1)
    await send('/__harness/reset', { body: {} })
    expect(harness.db.downlineRebates.all()).toEqual([])
    expect(harness.db.downlineTransfers.all()).toEqual([])
    store.set({ memberType: 1 })
    const token = await harness.db.openSession('player01')
    expect((await send(`/wps/relay/MCSFE_getDownlineRebates?userName=${player.userName}`, { token })).value).toEqual(rebatesBefore)
  })
})
