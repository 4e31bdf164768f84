import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { DownlinePage } from '../src/features/agent/downline-schema'
import { rainMembersMax, RainResult, SimpleDownlines } from '../src/features/agent/red-rain-schema'
import { frozenMemberOf } from './agent-red-rain'
import { teamOf } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const team = teamOf('player01')
const direct = team.filter((member) => member.parent === 'player01')
/** The direct member a rain refuses as frozen: the agent's oldest, the last row of its own list. */
const frozen = frozenMemberOf('player01')!
const [first, second, third] = direct.filter((member) => member.userName !== frozen)
const deeper = team.find((member) => member.level === 2)!

/** player01's payment password with the panel's qaSecurity 'partly'. */
const paymentPassword = '246810'

const setUp = async (patch: ScenarioPatch = {}) => {
  const client = await harnessClient({ memberType: 1, qaSecurity: 'partly', ...patch })
  const { harness, send, token } = client
  /** A sealed call, as the app sends it. */
  const sealed = (path: string, payload: unknown, { key, auth = token as string | null }: { key?: string; auth?: string | null } = {}) =>
    send(path, { body: payload, sealed: true, token: auth, key })
  let keys = 0
  const rain = (
    userNames: ReadonlyArray<string>,
    amountEach: number,
    { password = paymentPassword, key = `rain-${++keys}`, auth = token as string | null } = {},
  ) => sealed('/wps/agent/transferMultipleDownline', { userNames, amountEach, paymentPassword: password }, { key, auth })
  const simple = (query = '', as?: string | null) => send(`/wps/relay/ODSFE2_subordinateSimple${query}`, { token: as })
  const members = async (query = 'page=1&size=1000') =>
    Schema.decodeUnknownSync(DownlinePage)((await send(`/wps/relay/ODSFE2_getSubordinatev2?${query}`)).value)
  /** Every member's balance as the members list shows it. */
  const balances = async () => new Map((await members()).list.map((row) => [row.userName, row.balance]))
  /** Nothing moved: the agent's wallet and the money sent in this run. */
  const untouched = (before: number) => {
    expect(client.main()).toBe(before)
    expect(harness.db.downlineTransfers.all()).toEqual([])
  }
  return { ...client, sealed, rain, simple, members, balances, untouched }
}

describe('red rain: the members to choose from (ODSFE2_subordinateSimple)', () => {
  // The first call works out the team's 30-day ledger (the members list's figures): seconds on a busy machine.
  it("lists the agent's direct members as the members list does, in its order, with type and online", { timeout: 20_000 }, async () => {
    const { simple, members } = await setUp()
    const answer = Schema.decodeUnknownSync(SimpleDownlines)((await simple()).value)
    const listed = await members()
    expect(answer.list).toEqual(listed.list.map(({ userName, type, online }) => ({ userName, type, online })))
    expect(answer.list).toHaveLength(direct.length)
    expect(answer.list.at(-1)!.userName).toBe(frozen)
    // Every page of the members list, in order.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => members(`page=${page}&size=10`)))
    expect(pages.flatMap((page) => page.list.map((row) => row.userName))).toEqual(answer.list.map((row) => row.userName))
  })

  it('filters by a part of the name, any case, direct members only', async () => {
    const { simple } = await setUp()
    const all = Schema.decodeUnknownSync(SimpleDownlines)((await simple()).value).list
    const found = Schema.decodeUnknownSync(SimpleDownlines)((await simple('?userName=ACE')).value).list
    expect(found).toEqual(all.filter((row) => row.userName.includes('ace')))
    expect(found.length).toBeGreaterThan(0)
    expect(team.some((member) => member.level > 1 && member.userName.includes('ace'))).toBe(true)
    expect((await simple(`?userName=${deeper.userName}`)).value).toEqual({ list: [] })
  })

  it('puts the members the agent made in this run first, as the members list does', async () => {
    const { simple, harness, members } = await setUp()
    await harness.db.madeDownlines.create({
      agent: 'player01',
      userName: 'newkid01',
      type: 0,
      createdAt: Date.now(),
      at: harness.db.tick(),
    })
    const list = Schema.decodeUnknownSync(SimpleDownlines)((await simple()).value).list
    expect(list[0]).toEqual({ userName: 'newkid01', type: 0, online: false })
    expect(list.map((row) => row.userName)).toEqual((await members()).list.map((row) => row.userName))
  })

  it('refuses without a session, and a member who is not an agent', async () => {
    const { simple, store } = await setUp()
    expect(await simple('', null)).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' })
    store.set({ memberType: 0 })
    expect(await simple()).toMatchObject({ success: false, errorCode: 'agent.only' })
  })
})

describe('red rain (/wps/agent/transferMultipleDownline)', () => {
  it('sends the amount to each member, debits the agent the total, and the members list shows it', async () => {
    const { rain, main, balances, send } = await setUp()
    const [agentBefore, before] = [main(), await balances()]
    const answer = await rain([first!.userName, second!.userName.toUpperCase(), third!.userName], 12.34)
    expect(answer).toMatchObject({ success: true })
    const result = Schema.decodeUnknownSync(RainResult)(answer.value)
    expect(result).toMatchObject({
      results: [first, second, third].map((member) => ({ userName: member!.userName, sent: true })),
      totalSent: 37.02,
      sentCount: 3,
      balance: Math.round((agentBefore - 37.02) * 100) / 100,
    })
    expect(main()).toBe(result.balance)
    expect((await send('/wps/v2/wallets/balance')).value).toMatchObject({ sumBalance: result.balance })
    const after = await balances()
    for (const member of [first, second, third])
      expect(after.get(member!.userName)).toBe(Math.round((before.get(member!.userName)! + 12.34) * 100) / 100)
  })

  it('refuses some members on their own and debits only for those credited', async () => {
    const { rain, main, balances, harness } = await setUp()
    const [agentBefore, before] = [main(), await balances()]
    const asked = [first!.userName, frozen, deeper.userName, 'nobody', 'player01', second!.userName]
    const result = Schema.decodeUnknownSync(RainResult)((await rain(asked, 5)).value)
    expect(result.results).toEqual([
      { userName: first!.userName, sent: true },
      { userName: frozen, sent: false, reason: 'member.frozen' },
      { userName: deeper.userName, sent: false, reason: 'agent.member_not_in_team' },
      { userName: 'nobody', sent: false, reason: 'agent.member_not_in_team' },
      { userName: 'player01', sent: false, reason: 'agent.member_not_in_team' },
      { userName: second!.userName, sent: true },
    ])
    expect(result).toMatchObject({ totalSent: 10, sentCount: 2, balance: agentBefore - 10 })
    expect(main()).toBe(agentBefore - 10)
    const after = await balances()
    expect(after.get(first!.userName)).toBe(before.get(first!.userName)! + 5)
    expect(after.get(second!.userName)).toBe(before.get(second!.userName)! + 5)
    expect(after.get(frozen)).toBe(before.get(frozen))
    expect(harness.db.downlineTransfers.all().map((transfer) => transfer.userName)).toEqual([first!.userName, second!.userName])
  })

  it('answers nothing sent when every member is refused', async () => {
    const { rain, main } = await setUp()
    const before = main()
    const result = Schema.decodeUnknownSync(RainResult)((await rain([frozen, 'nobody'], 5)).value)
    expect(result).toMatchObject({ totalSent: 0, sentCount: 0, balance: before })
    expect(main()).toBe(before)
  })

  it('credits a member the agent made in this run: its own wallet receives the money', async () => {
    const { rain, sealed, harness, balances } = await setUp()
    const configs = ['VIETNAM_LOTTO', 'ELOTTO', 'SBO', 'FISH'].map((type) => ({ type, rebateValue: 0 }))
    expect(await sealed('/wps/agent/downline', { userName: 'newkid01', password: 'pass1234', type: 0, configs })).toMatchObject({
      success: true,
    })
    const result = Schema.decodeUnknownSync(RainResult)((await rain(['NEWKID01', first!.userName], 20)).value)
    expect(result.results[0]).toEqual({ userName: 'newkid01', sent: true })
    expect(harness.db.accounts.findFirst((q) => q.where({ member: { userName: 'newkid01' } }))!.wallet.sumBalance).toBe(20)
    expect((await balances()).get('newkid01')).toBe(20)
  })

  it('may send exactly what the main wallet holds', async () => {
    const { rain, main } = await setUp()
    const half = main() / 2
    expect(await rain([first!.userName, second!.userName], half)).toMatchObject({ success: true, value: { balance: 0, sentCount: 2 } })
    expect(main()).toBe(0)
  })

  it('refuses the whole rain, sending nothing: members, too many, the amount, the payment password, the balance', async () => {
    const { rain, main, untouched, harness } = await setUp()
    const before = main()
    const names = direct.map((member) => member.userName)
    expect(await rain([], 1)).toMatchObject({ success: false, errorCode: 'agent.rain.members' })
    expect(await rain([first!.userName, second!.userName, first!.userName.toUpperCase()], 1)).toMatchObject({
      success: false,
      errorCode: 'agent.rain.members',
    })
    expect(await rain([first!.userName, ' '], 1)).toMatchObject({ success: false, errorCode: 'agent.rain.members' })
    const tooMany = [...names, ...Array.from({ length: rainMembersMax + 1 - names.length }, (_, index) => `extra${index}`)]
    expect(tooMany).toHaveLength(rainMembersMax + 1)
    expect(await rain(tooMany, 1)).toMatchObject({ success: false, errorCode: 'agent.rain.too_many', value: { max: rainMembersMax } })
    for (const amountEach of [0, -5, 1.234])
      expect(await rain([first!.userName], amountEach)).toMatchObject({
        success: false,
        errorCode: 'amount.invalid',
        message: 'Amount format incorrect',
      })
    expect(await rain([first!.userName], 1, { password: '111111' })).toMatchObject({ success: false, errorCode: 'invalid.payment.pw' })
    // Three members at a third of the balance and a cent each: more than the wallet holds.
    const each = Math.ceil((before / 3) * 100) / 100 + 0.01
    expect(await rain([first!.userName, second!.userName, third!.userName], each)).toMatchObject({
      success: false,
      errorCode: 'agent.rain.balance',
    })
    // Checked before the members: a rain to members all refused still needs the whole total.
    expect(await rain([frozen, 'nobody'], before)).toMatchObject({ success: false, errorCode: 'agent.rain.balance' })
    await harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = null))
    expect(await rain([first!.userName], 1)).toMatchObject({ success: false, errorCode: 'not.exists.payment.password' })
    untouched(before)
  })

  it('refuses without a session, a member who is not an agent, a virtual agent', async () => {
    const { rain, store, untouched, main } = await setUp()
    const before = main()
    expect(await rain([first!.userName], 1, { auth: null })).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' })
    store.set({ memberType: 0 })
    expect(await rain([first!.userName], 1)).toMatchObject({ success: false, errorCode: 'agent.only' })
    store.set({ memberType: 41 })
    expect(await rain([first!.userName], 1)).toMatchObject({ success: false, errorCode: 'no_permissions' })
    untouched(before)
  })

  it('is done once per idempotency key: a seen key replays the answer, a new one rains again with a new id', async () => {
    const { rain, main, balances, harness } = await setUp()
    const [agentBefore, before] = [main(), await balances()]
    const answer = await rain([first!.userName, frozen], 7.5, { key: 'same' })
    expect(answer).toMatchObject({ success: true })
    expect(await rain([first!.userName, frozen], 7.5, { key: 'same' })).toEqual(answer)
    expect(main()).toBe(agentBefore - 7.5)
    expect((await balances()).get(first!.userName)).toBe(before.get(first!.userName)! + 7.5)
    expect(harness.db.downlineTransfers.all()).toHaveLength(1)
    // No key ('' sends none): refused by the gateway, nothing sent.
    expect(await rain([first!.userName], 1, { key: '' })).toMatchObject({
      success: false,
      errorCode: 'idempotency.key.required',
    })
    expect(main()).toBe(agentBefore - 7.5)
    const again = Schema.decodeUnknownSync(RainResult)((await rain([first!.userName], 7.5, { key: 'other' })).value)
    expect(again.rainId).not.toBe((answer.value as { rainId: string }).rainId)
    expect(main()).toBe(agentBefore - 15)
  })

  it('forgets what was sent on a harness reset', async () => {
    const { rain, send, harness } = await setUp()
    expect(await rain([first!.userName], 1)).toMatchObject({ success: true })
    await send('/__harness/reset', { body: {} })
    expect(harness.db.downlineTransfers.all()).toEqual([])
  })
})
