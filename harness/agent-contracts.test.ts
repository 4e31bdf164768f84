import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { scenarioOfferTerms, seededContracts, seededMemberDividends } from '../fixtures/agent-contracts'
import { contractEndpoints } from '../src/features/agent/agent-endpoints'
import { AnsweredContract, ContractInfo, ContractLog, OfferedContract, type ContractKind } from '../src/features/agent/contract-schema'
import { ContractRequests } from '../src/features/agent/agent-schema'
import { byListOrder, rebateProducts, teamOf, type Downline } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const day = 86_400_000
const team = teamOf('agent01')
const direct = team.filter((member) => member.parent === 'agent01')
const deeper = team.find((member) => member.level === 2)!
const [first, second] = direct
/** The sub-agents holding dividend terms from the account: all its direct sub-agents, in its members list's order. */
const dividendSubAgentsOf = (agent: string) =>
  teamOf(agent)
    .filter((member) => member.parent === agent && member.type === 1)
    .sort(byListOrder)
/** How many days ago a seeded sub-agent's dividend terms began: 120, or its registration if later. */
const dividendSinceDaysAgo = (member: Downline) => Math.min(seededMemberDividends.sinceDaysAgo, member.registeredDaysAgo)

/** Good salary terms for agent01 (top rate 1.5). */
const goodTerms = [
  { threshold: 20000, activeMembers: 4, rate: 0.7 },
  { threshold: 80000, activeMembers: 10, rate: 1.5 },
]

const refusedWith = (errorCode: string) => ({ success: false, errorCode })

/** A signed-in member (agent01 as a type-2 agent unless told), and the contract calls of each kind as the app sends them. */
const setUp = async (patch: ScenarioPatch = {}, userName = 'agent01') => {
  const client = await harnessClient({ memberType: 2, ...patch }, userName)
  const { send } = client
  type Auth = { token?: string | null; path?: string }
  const calls = (kind: ContractKind) => contractEndpoints[kind]
  const info = (kind: ContractKind, { token, path = calls(kind).info.path }: Auth = {}) => send(path, { token })
  const infoOf = async (kind: ContractKind, auth: Auth = {}) => Schema.decodeUnknownSync(ContractInfo)((await info(kind, auth)).value)
  const offer = (kind: ContractKind, userName: string, terms: unknown, { token, path = calls(kind).offer.path }: Auth = {}) =>
    send(path, { body: { userName, terms }, token })
  const answer = (kind: ContractKind, requestId: string, accept: boolean, { token, path = calls(kind).answer.path }: Auth = {}) =>
    send(path, { body: { requestId, accept }, token })
  const log = (kind: ContractKind, page = 1, size = 50, { token, path = calls(kind).log.path }: Auth = {}) =>
    send(`${path}?page=${page}&size=${size}`, { token })
  const logOf = async (kind: ContractKind, auth: Auth = {}, page = 1, size = 50) =>
    Schema.decodeUnknownSync(ContractLog)((await log(kind, page, size, auth)).value)
  const prompts = async (token?: string | null) =>
    Schema.decodeUnknownSync(ContractRequests)((await send('/wps/member/info/funds/consolidated', { token })).value)
  /** A member the signed-in agent opens an account for, signed in: its token. */
  const made = async (userName: string, type: 0 | 1 = 0) => {
    const configs = rebateProducts.map((product) => ({ type: product, rebateValue: 0 }))
    const created = await send('/wps/agent/downline', { body: { userName, password: 'pass1234', type, configs }, sealed: true })
    expect(created).toMatchObject({ success: true })
    const session = await send('/wps/session/login', {
      body: { type: 'username', username: userName, password: 'pass1234' },
      sealed: true,
      token: null,
    })
    return (session.value as { token: string }).token
  }
  return { ...client, info, infoOf, offer, answer, log, logOf, prompts, made }
}

describe('contract info (MCSFE_getContractDailySalInfo, MCSFE_getContractDividendInfo, MCSFE_getContractHourSalaryInfo, MCSFE_getRealTimeSalaryContractInfo)', () => {
  it("answers agent01's four contracts from wpsmaster, no request, and its own top rates as the most it may offer", async () => {
    const { infoOf } = await setUp()
    const now = Date.now()
    for (const [kind, offerRateMax] of [
      ['salary', 1.5],
      ['dividend', 30],
      ['hourly', 0.6],
      ['realtime', 0.3],
    ] as const) {
      const answer = await infoOf(kind)
      expect(answer).toMatchObject({
        current: { contractId: `C-${kind}-agent01`, upline: 'wpsmaster', terms: seededContracts.agent01![kind]!.terms },
        request: null,
        offerRateMax,
      })
      expect(Math.round((now - answer.current!.since) / day)).toBe(seededContracts.agent01![kind]!.sinceDaysAgo)
    }
  })

  it('answers a player its contracts, with nothing to offer; as an agent, its top rate for those kinds alone', async () => {
    const { infoOf, store } = await setUp({ memberType: 0 }, 'player01')
    for (const kind of ['salary', 'dividend'] as const)
      expect(await infoOf(kind)).toMatchObject({
        current: { upline: 'wpsmaster', terms: seededContracts.player01![kind]!.terms },
        request: null,
        offerRateMax: null,
      })
    expect(await infoOf('hourly')).toEqual({ current: null, request: null, offerRateMax: null })
    store.set({ memberType: 1 })
    expect((await infoOf('salary')).offerRateMax).toBe(0.6)
    expect((await infoOf('dividend')).offerRateMax).toBe(25)
    expect((await infoOf('hourly')).offerRateMax).toBeNull()
  })

  it('gives every direct sub-agent of each dividend holder dividend terms from it, since 120 days ago or its registration if later', async () => {
    const { harness } = await setUp()
    const now = Date.now()
    // By hand: agent01's generated team has 16 direct sub-agents, player01's 10.
    expect([dividendSubAgentsOf('agent01').length, dividendSubAgentsOf('player01').length]).toEqual([16, 10])
    for (const agent of ['agent01', 'player01']) {
      const subAgents = dividendSubAgentsOf(agent)
      const held = harness.db.contractsInForce.findMany((q) => q.where({ kind: 'dividend', upline: agent }))
      expect(held.map((contract) => contract.userName)).toEqual(subAgents.map((member) => member.userName))
      // Both kinds are among them: some registered within the 120 days, some before.
      expect(subAgents.some((member) => member.registeredDaysAgo < 120)).toBe(true)
      expect(subAgents.some((member) => member.registeredDaysAgo > 120)).toBe(true)
      for (const [index, contract] of held.entries()) {
        expect(contract).toMatchObject({ contractId: `C-dividend-${contract.userName}`, terms: seededMemberDividends.terms })
        expect(Math.round((now - contract.since) / day)).toBe(dividendSinceDaysAgo(subAgents[index]!))
        expect(harness.db.contractRequests.findFirst((q) => q.where({ requestId: `R-dividend-${contract.userName}` }))).toMatchObject({
          from: agent,
          to: contract.userName,
          outcome: 'accepted',
          answeredAt: contract.since,
        })
      }
    }
  })

  it('answers player02 no contract of any kind', async () => {
    const { infoOf } = await setUp({ memberType: 1 }, 'player02')
    for (const kind of ['salary', 'dividend', 'hourly', 'realtime'] as const)
      expect(await infoOf(kind)).toEqual({ current: null, request: null, offerRateMax: null })
  })

  it('refuses without a session, and the types without contracts (trial, 40, 41, 42)', async () => {
    const { info, log, answer, store } = await setUp({}, 'player01')
    expect(await info('salary', { token: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
    for (const memberType of [4, 40, 41, 42] as const) {
      store.set({ memberType })
      expect(await info('salary')).toMatchObject({ ...refusedWith('no_permissions'), value: null })
      expect(await log('dividend')).toMatchObject(refusedWith('no_permissions'))
      expect(await answer('hourly', 'SCN-hourly-player01', true)).toMatchObject(refusedWith('no_permissions'))
    }
  })

  it("answers the same on the SPEC's MCS2_ names", async () => {
    const { info, log } = await setUp()
    expect(await info('salary', { path: '/wps/relay/MCS2_getContractDailySalInfo' })).toEqual(await info('salary'))
    expect(await info('dividend', { path: '/wps/relay/MCS2_getContractDividendInfo' })).toEqual(await info('dividend'))
    expect(await log('salary', 1, 10, { path: '/wps/relay/MCS2_getDailySalContractHist' })).toEqual(await log('salary', 1, 10))
  })
})

describe("the scenario's request (pendingContracts)", () => {
  it('waits for the signed-in member from their upline, with the fixed terms, and the home prompt says so', async () => {
    const { infoOf, prompts, logOf } = await setUp({ memberType: 0, pendingContracts: ['salary', 'hourly', 'realtime'] }, 'player01')
    const now = Date.now()
    const salary = await infoOf('salary')
    expect(salary.request).toMatchObject({ requestId: 'SCN-salary-player01', from: 'wpsmaster', terms: scenarioOfferTerms.salary })
    expect(Math.round((now - salary.request!.sentAt) / 60_000)).toBe(120)
    expect((await infoOf('hourly')).request).toMatchObject({ requestId: 'SCN-hourly-player01', terms: scenarioOfferTerms.hourly })
    expect((await infoOf('dividend')).request).toBeNull()
    expect((await infoOf('realtime')).request).toMatchObject({ requestId: 'SCN-realtime-player01', terms: scenarioOfferTerms.realtime })
    expect(await prompts()).toEqual({
      dailysalreqtype: 'DAILY',
      divtypereq: '',
      contracthoursalreq: 'HOURLY',
      realtimesalreqtype: 'REALTIME',
    })
    // In the log while it waits, before the accepted request the fixture contract came from.
    const log = await logOf('salary')
    expect(log.list.map(({ requestId, outcome }) => [requestId, outcome])).toEqual([
      ['SCN-salary-player01', 'pending'],
      ['R-salary-player01', 'accepted'],
    ])
    expect(log.list[0]).not.toHaveProperty('answeredAt')
  })

  it('is for any account that signs in', async () => {
    const { infoOf, prompts } = await setUp({ pendingContracts: ['dividend'] })
    expect((await infoOf('dividend')).request).toMatchObject({ requestId: 'SCN-dividend-agent01', from: 'wpsmaster' })
    expect(await prompts()).toEqual({ dailysalreqtype: '', divtypereq: 'MONTHLY', contracthoursalreq: '', realtimesalreqtype: '' })
  })

  it('accepted: its terms replace the current ones, it waits no more, the log keeps it; answered again it is gone', async () => {
    const { answer, infoOf, prompts, logOf } = await setUp({ memberType: 0, pendingContracts: ['salary', 'hourly'] }, 'player01')
    const accepted = Schema.decodeUnknownSync(AnsweredContract)((await answer('salary', 'SCN-salary-player01', true)).value)
    expect(accepted).toMatchObject({ accepted: true, current: { upline: 'wpsmaster', terms: scenarioOfferTerms.salary } })
    expect(await infoOf('salary')).toEqual({ current: accepted.current, request: null, offerRateMax: null })
    expect(await prompts()).toEqual({ dailysalreqtype: '', divtypereq: '', contracthoursalreq: 'HOURLY', realtimesalreqtype: '' })
    const [entry] = (await logOf('salary')).list
    expect(entry).toMatchObject({ requestId: 'SCN-salary-player01', outcome: 'accepted', to: 'player01' })
    expect(entry!.answeredAt).toBe(accepted.current!.since)
    expect(await answer('salary', 'SCN-salary-player01', false)).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect((await infoOf('salary')).current).toEqual(accepted.current)
  })

  it('declined: the current terms stay, and it waits no more', async () => {
    const { answer, infoOf, prompts, logOf } = await setUp({ memberType: 0, pendingContracts: ['salary'] }, 'player01')
    const before = (await infoOf('salary')).current
    expect((await answer('salary', 'SCN-salary-player01', false)).value).toEqual({ accepted: false, current: before })
    expect(await infoOf('salary')).toEqual({ current: before, request: null, offerRateMax: null })
    expect((await prompts()).dailysalreqtype).toBe('')
    expect((await logOf('salary')).list[0]).toMatchObject({ requestId: 'SCN-salary-player01', outcome: 'declined' })
    expect(await answer('salary', 'SCN-salary-player01', true)).toMatchObject(refusedWith('agent.contract.request_gone'))
  })

  it('is gone for another kind, a made-up id, or when the scenario no longer asks; a harness reset brings it back', async () => {
    const { answer, infoOf, send, store, harness } = await setUp({ memberType: 0, pendingContracts: ['salary'] }, 'player01')
    expect(await answer('dividend', 'SCN-salary-player01', true)).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect(await answer('salary', 'SCN-salary-player02', true)).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect(await answer('salary', 'nothing', true)).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect(await answer('salary', 'SCN-salary-player01', true)).toMatchObject({ success: true })
    await send('/__harness/reset', { body: {} })
    // A reset ends every session and the scenario too: sign in again and ask again.
    store.set({ pendingContracts: ['salary'] })
    const token = await harness.db.openSession('player01')
    expect(await infoOf('salary', { token })).toMatchObject({
      current: { terms: seededContracts.player01!.salary!.terms },
      request: { requestId: 'SCN-salary-player01' },
    })
    store.set({ pendingContracts: [] })
    expect((await infoOf('salary', { token })).request).toBeNull()
    expect(await answer('salary', 'SCN-salary-player01', true, { token })).toMatchObject(refusedWith('agent.contract.request_gone'))
  })
})

describe('an offer (MCSFE_applyContractDailySalary, MCSFE_applyContractualDividend, MCSFE_applyContractHourSalary)', () => {
  it('is sent to a direct member, waits for them, and shows in the log', async () => {
    const { offer, logOf, harness } = await setUp()
    const sent = Schema.decodeUnknownSync(OfferedContract)((await offer('salary', first!.userName.toUpperCase(), goodTerms)).value)
    expect(sent).toMatchObject({ requestId: expect.stringMatching(/^CR\d{6}$/), userName: first!.userName })
    expect(harness.db.contractRequests.findFirst((q) => q.where({ requestId: sent.requestId }))).toMatchObject({
      kind: 'salary',
      from: 'agent01',
      to: first!.userName,
      outcome: 'pending',
    })
    expect((await logOf('salary')).list[0]).toEqual({
      requestId: sent.requestId,
      from: 'agent01',
      to: first!.userName,
      terms: goodTerms,
      sentAt: sent.sentAt,
      outcome: 'pending',
    })
    expect(await offer('salary', first!.userName, goodTerms)).toMatchObject(refusedWith('agent.contract.pending'))
    // Another kind, another member: each waits on its own.
    expect(await offer('hourly', first!.userName, [{ threshold: 1000, activeMembers: 1, rate: 0.1 }])).toMatchObject({ success: true })
    expect(await offer('salary', second!.userName, goodTerms)).toMatchObject({ success: true })
  })

  it('refuses a member not directly in the team', async () => {
    const { offer, harness } = await setUp()
    for (const userName of [deeper.userName, 'nobody', 'agent01', 'player02'])
      expect(await offer('salary', userName, goodTerms)).toMatchObject(refusedWith('agent.member_not_in_team'))
    expect(harness.db.contractRequests.findMany((q) => q.where({ outcome: 'pending' }))).toEqual([])
  })

  it('refuses an agent without a contract of that kind', async () => {
    const { offer } = await setUp({ memberType: 1 }, 'player01')
    const member = teamOf('player01').find((candidate) => candidate.parent === 'player01')!
    expect(await offer('hourly', member.userName, [{ threshold: 1000, activeMembers: 1, rate: 0.1 }])).toMatchObject(
      refusedWith('agent.contract.none'),
    )
    expect(await offer('salary', member.userName, [{ threshold: 1000, activeMembers: 1, rate: 0.6 }])).toMatchObject({ success: true })
  })

  it('refuses terms out of the rule, and a rate above the agent’s own with the most it may give', async () => {
    const { offer } = await setUp()
    const tier = (threshold: number, activeMembers: number, rate: number) => ({ threshold, activeMembers, rate })
    for (const terms of [
      [],
      Array.from({ length: 6 }, (_, index) => tier(1000 * (index + 1), index, 0.1 * (index + 1))),
      [tier(5000, 3, 0.5), tier(4000, 4, 0.8)],
      [tier(5000, 3, 0.5), tier(6000, 2, 0.8)],
      [tier(5000, 3, 0.5), tier(6000, 4, 0.5)],
      [tier(0, 1, 0.5)],
      [tier(5000, 1, 0.555)],
      // A broken tier counts before a rate too high.
      [tier(5000, 3, 2), tier(4000, 4, 3)],
    ])
      expect(await offer('salary', first!.userName, terms)).toMatchObject(refusedWith('agent.contract.terms'))
    expect(await offer('salary', first!.userName, [tier(5000, 3, 1), tier(6000, 4, 1.51)])).toMatchObject({
      ...refusedWith('agent.contract.rate_max'),
      value: { max: 1.5 },
    })
    expect(await offer('dividend', first!.userName, [tier(5000, 3, 31)])).toMatchObject({
      ...refusedWith('agent.contract.rate_max'),
      value: { max: 30 },
    })
    expect(await offer('salary', first!.userName, [tier(5000, 3, 1.5)])).toMatchObject({ success: true })
  })

  it('refuses without a session, a player, and a virtual agent', async () => {
    const { offer, store } = await setUp()
    expect(await offer('salary', first!.userName, goodTerms, { token: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
    store.set({ memberType: 0 })
    expect(await offer('salary', first!.userName, goodTerms)).toMatchObject(refusedWith('agent.only'))
    store.set({ memberType: 41 })
    expect(await offer('salary', first!.userName, goodTerms)).toMatchObject(refusedWith('no_permissions'))
  })

  it("answers the same on the SPEC's MCS2_ name", async () => {
    const { offer } = await setUp()
    const path = '/wps/relay/MCS2_applyContractDailySal'
    expect(await offer('salary', first!.userName, goodTerms, { path })).toMatchObject({
      success: true,
      value: { userName: first!.userName },
    })
    expect(await offer('salary', first!.userName, goodTerms, { path })).toMatchObject(refusedWith('agent.contract.pending'))
  })
})

describe('a member the agent made', () => {
  it('signs in, sees the offer and the prompt, accepts it: its terms are the offered ones, from the agent', async () => {
    const { offer, made, infoOf, prompts, answer, logOf } = await setUp()
    const token = await made('made0001')
    const sent = Schema.decodeUnknownSync(OfferedContract)((await offer('salary', 'MADE0001', goodTerms)).value)
    expect(sent.userName).toBe('made0001')
    expect(await infoOf('salary', { token })).toEqual({
      current: null,
      request: { requestId: sent.requestId, from: 'agent01', terms: goodTerms, sentAt: sent.sentAt },
      offerRateMax: null,
    })
    expect(await prompts(token)).toEqual({ dailysalreqtype: 'DAILY', divtypereq: '', contracthoursalreq: '', realtimesalreqtype: '' })
    expect((await logOf('salary', { token })).list).toEqual([(await logOf('salary')).list[0]])

    const accepted = Schema.decodeUnknownSync(AnsweredContract)((await answer('salary', sent.requestId, true, { token })).value)
    expect(accepted).toMatchObject({ accepted: true, current: { upline: 'agent01', terms: goodTerms } })
    expect(await infoOf('salary', { token })).toEqual({ current: accepted.current, request: null, offerRateMax: null })
    expect((await prompts(token)).dailysalreqtype).toBe('')
    // Both logs show the outcome; the agent may offer again.
    for (const auth of [{ token }, {}])
      expect((await logOf('salary', auth)).list[0]).toMatchObject({
        requestId: sent.requestId,
        outcome: 'accepted',
        answeredAt: accepted.current!.since,
      })
    expect(await answer('salary', sent.requestId, true, { token })).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect(await offer('salary', 'made0001', goodTerms)).toMatchObject({ success: true })
  })

  it('declines: nothing in force; a made agent that accepts may offer up to its new top rate', async () => {
    const { offer, made, infoOf, answer } = await setUp()
    const token = await made('madeagent1', 1)
    const first = (await offer('hourly', 'madeagent1', [{ threshold: 1000, activeMembers: 1, rate: 0.3 }])).value as { requestId: string }
    expect((await answer('hourly', first.requestId, false, { token })).value).toEqual({ accepted: false, current: null })
    expect(await infoOf('hourly', { token })).toEqual({ current: null, request: null, offerRateMax: null })
    const second = (await offer('hourly', 'madeagent1', [{ threshold: 1000, activeMembers: 1, rate: 0.35 }])).value as {
      requestId: string
    }
    // Another member's request is not this member's to answer.
    expect(await answer('hourly', second.requestId, true)).toMatchObject(refusedWith('agent.contract.request_gone'))
    expect(await answer('hourly', second.requestId, true, { token })).toMatchObject({ success: true })
    expect((await infoOf('hourly', { token })).offerRateMax).toBe(0.35)
  })

  it("has the scenario's request too, so an offer waits until it is answered", async () => {
    const { offer, made, answer, infoOf } = await setUp({ pendingContracts: ['salary'] })
    const token = await made('made0002')
    expect((await infoOf('salary', { token })).request).toMatchObject({ requestId: 'SCN-salary-made0002', from: 'wpsmaster' })
    expect(await offer('salary', 'made0002', goodTerms)).toMatchObject(refusedWith('agent.contract.pending'))
    expect(await answer('salary', 'SCN-salary-made0002', false, { token })).toMatchObject({ success: true })
    expect(await offer('salary', 'made0002', goodTerms)).toMatchObject({ success: true })
  })
})

describe('the log (MCSFE_getDailySalaryContractLog, MCSFE_getContractHistory, MCSFE_getContractHourSalaryLog)', () => {
  it('lists the requests of that kind the member sent or received, newest first, a page at a time', async () => {
    const { offer, logOf } = await setUp()
    const sent: string[] = []
    for (const member of direct.slice(0, 5))
      sent.push(((await offer('salary', member.userName, goodTerms)).value as { requestId: string }).requestId)
    const all = await logOf('salary')
    expect(all.totalPages).toBe(1)
    expect(all.list.map((entry) => entry.requestId)).toEqual([...sent.reverse(), 'R-salary-agent01'])
    const pages = await Promise.all([1, 2, 3].map((page) => logOf('salary', {}, page, 2)))
    expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3])
    expect(pages.flatMap((page) => page.list)).toEqual(all.list)
    expect((await logOf('salary', {}, 4, 2)).list).toEqual([])
    // Other kinds keep their own: agent01's dividend from wpsmaster (sent 61 days ago) among the terms it
    // gave its sub-agents (each sent the day before it began), newest first; those sent at the same moment
    // (120 days ago) lead by the one seeded last.
    const dividendLog = (await logOf('dividend')).list.map((entry) => entry.requestId)
    const seeded = [
      { requestId: 'R-dividend-agent01', daysAgo: seededContracts.agent01!.dividend!.sinceDaysAgo, order: 0 },
      ...dividendSubAgentsOf('agent01').map((member, index) => ({
        requestId: `R-dividend-${member.userName}`,
        daysAgo: dividendSinceDaysAgo(member),
        order: index + 1,
      })),
    ].sort((a, b) => a.daysAgo - b.daysAgo || b.order - a.order)
    expect(dividendLog).toEqual(seeded.map((entry) => entry.requestId))
    // By hand: king0072, tiger0028 and dragon0189 registered 0, 1 and 37 days ago, after agent01's own began.
    expect(dividendLog.slice(0, 4)).toEqual(['R-dividend-king0072', 'R-dividend-tiger0028', 'R-dividend-dragon0189', 'R-dividend-agent01'])
  })

  it('is empty for a member who never had a request', async () => {
    const { logOf } = await setUp({}, 'player02')
    expect(await logOf('hourly')).toEqual({ list: [], totalPages: 0 })
  })

  it('forgets what was offered on a harness reset', async () => {
    const { offer, send, harness } = await setUp()
    expect(await offer('salary', first!.userName, goodTerms)).toMatchObject({ success: true })
    await send('/__harness/reset', { body: {} })
    expect(harness.db.contractRequests.findMany((q) => q.where({ outcome: 'pending' }))).toEqual([])
    // agent01's four kinds, player01's two, and a dividend for each of their direct sub-agents.
    expect(harness.db.contractsInForce.all()).toHaveLength(
      4 + 2 + dividendSubAgentsOf('agent01').length + dividendSubAgentsOf('player01').length,
    )
  })
})
