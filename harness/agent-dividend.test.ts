import { Schema } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seededContracts, seededMemberDividends } from '../fixtures/agent-contracts'
import { addDays, dayOf, type Day } from '../src/domain/date-range'
import { CurrentDividends, DividendDetail, DividendPage, PaidDividend } from '../src/features/agent/dividend-schema'
import { DownlinePage } from '../src/features/agent/downline-schema'
import { periodOf, periodsAt, teamDividendOf, timesOf, type Period } from './agent-dividend'
import { byListOrder, downlineMoney, teamOf, type Downline } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

/**
 * The figures hang on the day: every direct sub-agent holds the seeded terms, since 120 days ago or
 * its registration if later, and what each is owed changes with the day. The clock is set to
 * 5 November 2026: for 16-31 October player01's ace0167 (registered 28 October) is owed ₱154.05,
 * and dragon0005 and dragon0109 (registered 3 November) held no terms yet.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 5, 12))
})
afterEach(() => vi.useRealTimers())

const day = 86_400_000
/** player01's payment password with the panel's qaSecurity 'partly'. */
const paymentPassword = '246810'
const refusedWith = (errorCode: string) => ({ success: false, errorCode })

/** The account's direct sub-agents holding its dividend terms: all of them, in its members list's order. */
const seededMembersOf = (agent: string) =>
  teamOf(agent)
    .filter((member) => member.parent === agent && member.type === 1)
    .sort(byListOrder)
/** A member and everyone below them. */
const teamBelow = (agent: string, root: string) => {
  const inside = new Set([root])
  return teamOf(agent).filter((member) => (member.userName === root || inside.has(member.parent)) && Boolean(inside.add(member.userName)))
}
const ownTerms = (agent: string) => seededContracts[agent]!.dividend!.terms
const todayOf = () => dayOf(new Date())
/** The day a seeded sub-agent's terms began (at a reset today): 120 days ago, or its registration if later. */
const sinceDayOf = (member: Downline, today: Day = todayOf()) =>
  addDays(today, -Math.min(seededMemberDividends.sinceDaysAgo, member.registeredDaysAgo))
/** The account's seeded sub-agents that held its terms during the period (began by its last day), in its members list's order. */
const holdersDuring = (agent: string, period: Period, today: Day = todayOf()) =>
  seededMembersOf(agent).filter((member) => sinceDayOf(member, today) <= period.last)
/** A seeded sub-agent's figures for the period, by its team and the seeded terms. */
const figuresOf = (agent: string, member: Downline, period: Period, today: Day = todayOf()) =>
  teamDividendOf(teamBelow(agent, member.userName), period, today, seededMemberDividends.terms)
/** The seeded sub-agent of that name. */
const seededNamed = (agent: string, userName: string) => seededMembersOf(agent).find((member) => member.userName === userName)!
/** player01's row for a seeded sub-agent in the last ended period's detail before any payout: its figures, unpaid if owed. */
const waitingRowOf = (member: Downline, period: Period) => {
  const figures = figuresOf('player01', member, period)
  return { userName: member.userName, ...figures, status: figures.dividend === 0 ? 'paid' : 'unpaid' }
}
const name = (member: { readonly userName: string }) => member.userName

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient({ memberType: 1, qaSecurity: 'partly', ...patch }, userName)
  const { send, token, harness } = client
  const current = async (path = '/wps/relay/ODSFE2_getContractPreviousAndCurrentDividend') =>
    Schema.decodeUnknownSync(CurrentDividends)((await send(path)).value)
  const past = (page: number, size: number) => send(`/wps/relay/ODSFE2_QueryDividend?page=${page}&size=${size}`)
  const pastOf = async (page = 1, size = 50) => Schema.decodeUnknownSync(DividendPage)((await past(page, size)).value)
  const detail = (periodId: string) => send(`/wps/relay/ODSFE2_getDirectDividendDetail?periodId=${encodeURIComponent(periodId)}`)
  const detailOf = async (periodId: string) => Schema.decodeUnknownSync(DividendDetail)((await detail(periodId)).value)
  let keys = 0
  const payout = (
    periodId: string,
    member: string,
    { password = paymentPassword, key = `payout-${++keys}`, auth = token as string | null } = {},
  ) =>
    send('/wps/relay/ODSFE2_PayoutDividend', {
      body: { periodId, userName: member, paymentPassword: password },
      sealed: true,
      token: auth,
      key,
    })
  const balances = async () =>
    new Map(
      Schema.decodeUnknownSync(DownlinePage)((await send('/wps/relay/ODSFE2_getSubordinatev2?page=1&size=1000')).value).list.map((row) => [
        row.userName,
        row.balance,
      ]),
    )
  /** Nothing paid in this run. */
  const nothingPaid = (before: number) => {
    expect(client.main()).toBe(before)
    expect(harness.db.dividendPayouts.all()).toEqual([])
    expect(harness.db.downlineTransfers.all()).toEqual([])
  }
  return { ...client, current, past, pastOf, detail, detailOf, payout, balances, nothingPaid }
}

/** The sums by hand: every member's every day of the period up to today, from downlineMoney. */
const handSums = (team: ReadonlyArray<Downline>, period: Period, today: Day) => {
  let bet = 0
  let pnl = 0
  const active = new Set<string>()
  for (let date = period.first; date <= period.last && date <= today; date = addDays(date, 1))
    for (const member of team) {
      const money = downlineMoney(member, date, today)
      bet += Math.round(money.validBetAmount * 100)
      pnl += Math.round(money.profitAndLoss * 100)
      if (money.betAmount > 0) active.add(member.userName)
    }
  return { teamBet: bet / 100, teamLoss: Math.max(0, -pnl) / 100, activeMembers: active.size }
}

describe('periods and figures (agent-dividend.ts)', () => {
  it('cuts months in halves: the 1st to the 15th, the 16th to the end', () => {
    expect(periodOf('2026-11-05')).toEqual({ periodId: '2026-11-1', first: '2026-11-01', last: '2026-11-15' })
    expect(periodOf('2026-11-15').periodId).toBe('2026-11-1')
    expect(periodOf('2026-11-16')).toEqual({ periodId: '2026-11-2', first: '2026-11-16', last: '2026-11-30' })
    expect(periodOf('2026-12-31').last).toBe('2026-12-31')
    expect(periodOf('2026-02-20').last).toBe('2026-02-28')
    expect(periodOf('2028-02-16').last).toBe('2028-02-29')
    expect(timesOf(periodOf('2026-11-20'))).toEqual({
      start: new Date(2026, 10, 16).getTime(),
      end: new Date(2026, 11, 1).getTime() - 1,
    })
  })

  it('keeps the ended periods whose days all lie in the last 90 days, newest first', () => {
    // 90 days back from 5 November is 8 August: 1-15 August is partly older.
    expect(periodsAt('2026-11-05')).toEqual({
      current: periodOf('2026-11-05'),
      ended: ['2026-10-16', '2026-10-01', '2026-09-16', '2026-09-01', '2026-08-16'].map(periodOf),
    })
    expect(periodsAt('2026-11-16').ended.map((period) => period.periodId)).toEqual([
      '2026-11-1',
      '2026-10-2',
      '2026-10-1',
      '2026-09-2',
      '2026-09-1',
    ])
  })

  it("sums the team's valid bets, loss and active members by hand, and pays the highest tier reached", () => {
    const today = '2026-11-05'
    const team = teamBelow('player01', seededNamed('player01', 'star0071').userName)
    const period = periodOf('2026-10-20')
    const sums = handSums(team, period, today)
    // star0071's team lost ₱48,035.38 over 16-31 October with 27 members betting: the ₱2,000 / 2 and
    // ₱10,000 / 5 tiers are reached, ₱50,000 / 10 is not, so 8 %: ₱3,842.8304, ₱3,842.83 to the cent.
    expect(sums).toMatchObject({ teamLoss: 48035.38, activeMembers: 27 })
    const figures = teamDividendOf(team, period, today, seededMemberDividends.terms)
    expect(figures).toEqual({ ...sums, rate: 8, dividend: 3842.83 })
    const tier = (threshold: number, activeMembers: number, rate: number) => ({ threshold, activeMembers, rate })
    const { teamLoss, activeMembers } = sums
    // Exactly at a tier's threshold and member count reaches it; a cent or a member more does not.
    expect(teamDividendOf(team, period, today, [tier(teamLoss, activeMembers, 5), tier(teamLoss + 0.01, activeMembers, 9)]).rate).toBe(5)
    expect(teamDividendOf(team, period, today, [tier(1, 1, 5), tier(teamLoss, activeMembers + 1, 9)]).rate).toBe(5)
    expect(teamDividendOf(team, period, today, [tier(teamLoss + 0.01, 1, 5)])).toMatchObject({ rate: 0, dividend: 0 })
    expect(teamDividendOf(team, period, today, [])).toMatchObject({ ...sums, rate: 0, dividend: 0 })
  })

  it("owes some seeded sub-agent a dividend for the last ended period on every day of November 2026 (agent01's and player01's)", () => {
    for (let today: Day = '2026-11-01'; today <= '2026-11-30'; today = addDays(today, 1)) {
      const last = periodsAt(today).ended[0]!
      for (const agent of ['agent01', 'player01'])
        expect(
          holdersDuring(agent, last, today).some((member) => figuresOf(agent, member, last, today).dividend > 0),
          `${agent} on ${today}`,
        ).toBe(true)
    }
  })

  it('counts the running period up to today only, and a team that won as no loss', () => {
    const team = teamOf('player01')
    const period = periodOf('2026-11-05')
    const figures = teamDividendOf(team, period, '2026-11-05', ownTerms('player01'))
    expect(figures).toMatchObject(handSums(team, period, '2026-11-05'))
    expect(figures).toEqual(teamDividendOf(team, { ...period, last: '2026-11-05' }, '2026-11-05', ownTerms('player01')))
    expect(teamDividendOf(team, { ...period, first: '2026-11-06' }, '2026-11-05', ownTerms('player01'))).toEqual({
      teamBet: 0,
      teamLoss: 0,
      activeMembers: 0,
      rate: 0,
      dividend: 0,
    })
    // agent01's team won over 1-15 September (seen from 5 November): no loss, no dividend.
    const won = handSums(teamOf('agent01'), periodOf('2026-09-01'), '2026-11-05')
    expect(won.teamLoss).toBe(0)
    expect(teamDividendOf(teamOf('agent01'), periodOf('2026-09-01'), '2026-11-05', ownTerms('agent01'))).toMatchObject({
      teamLoss: 0,
      rate: 0,
      dividend: 0,
    })
  })
})

describe("the agent's own dividend (ODSFE2_getContractPreviousAndCurrentDividend, ODSFE2_QueryDividend)", () => {
  it('answers the running period (accruing) and the last ended one (paid by the platform) by its own terms', async () => {
    const { current } = await setUp()
    const { current: running, ended } = periodsAt(todayOf())
    const team = teamOf('player01')
    const answer = await current()
    expect(answer).toEqual({
      current: {
        periodId: '2026-11-1',
        ...timesOf(running),
        ...teamDividendOf(team, running, todayOf(), ownTerms('player01')),
        status: 'accruing',
      },
      previous: {
        periodId: '2026-10-2',
        ...timesOf(ended[0]!),
        ...teamDividendOf(team, ended[0]!, todayOf(), ownTerms('player01')),
        status: 'paid',
      },
    })
    expect(answer.previous!.dividend).toBeGreaterThan(0)
  })

  it("answers the same on the SPEC's ODSFE2_CurrentDividend and ODS2_AgentPrevAndCurrIncome", async () => {
    const { current } = await setUp()
    expect(await current('/wps/relay/ODSFE2_CurrentDividend')).toEqual(await current())
    expect(await current('/wps/relay/ODS2_AgentPrevAndCurrIncome')).toEqual(await current())
  })

  it('lists the ended periods newest first, a page at a time', async () => {
    const { pastOf } = await setUp()
    const all = await pastOf()
    expect(all.totalPages).toBe(1)
    expect(all.list.map((period) => period.periodId)).toEqual(['2026-10-2', '2026-10-1', '2026-09-2', '2026-09-1', '2026-08-2'])
    expect(all.list.every((period) => period.status === 'paid')).toBe(true)
    expect(all.list[1]).toEqual({
      periodId: '2026-10-1',
      ...timesOf(periodOf('2026-10-01')),
      ...teamDividendOf(teamOf('player01'), periodOf('2026-10-01'), todayOf(), ownTerms('player01')),
      status: 'paid',
    })
    const pages = await Promise.all([1, 2, 3].map((page) => pastOf(page, 2)))
    expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3])
    expect(pages.flatMap((page) => page.list)).toEqual(all.list)
    expect(await pastOf(4, 2)).toEqual({ list: [], totalPages: 3 })
  })

  it('leaves out the periods that ended before the contract began', async () => {
    // agent01's contract began 60 days before 5 November: 6 September.
    const { pastOf } = await setUp({ memberType: 2 }, 'agent01')
    expect((await pastOf()).list.map((period) => period.periodId)).toEqual(['2026-10-2', '2026-10-1', '2026-09-2', '2026-09-1'])
  })

  it('answers nothing for an agent without dividend terms, and for a virtual agent', async () => {
    const { current, pastOf } = await setUp({}, 'player02')
    expect(await current()).toEqual({ current: null, previous: null })
    expect(await pastOf()).toEqual({ list: [], totalPages: 0 })
    for (const memberType of [41, 42] as const) {
      const virtual = await setUp({ memberType })
      expect(await virtual.current()).toEqual({ current: null, previous: null })
      expect(await virtual.pastOf()).toEqual({ list: [], totalPages: 0 })
    }
  })

  it('refuses without a session, and a member who is not an agent', async () => {
    const { send, past, store } = await setUp()
    expect(await send('/wps/relay/ODSFE2_CurrentDividend', { token: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
    store.set({ memberType: 0 })
    expect(await send('/wps/relay/ODSFE2_CurrentDividend')).toMatchObject(refusedWith('agent.only'))
    expect(await past(1, 10)).toMatchObject(refusedWith('agent.only'))
  })
})

describe("a period's detail (ODSFE2_getDirectDividendDetail)", () => {
  it('lists every sub-agent holding terms in the period, in the members list order, each by its team and terms; the last ended period waits', async () => {
    const { detailOf, current } = await setUp()
    const period = periodOf('2026-10-16')
    const answer = await detailOf('2026-10-2')
    expect(answer.period).toEqual((await current()).previous)
    const held = holdersDuring('player01', period)
    expect(answer.members).toEqual(held.map((member) => waitingRowOf(member, period)))
    // The two registered after 31 October held no terms then; the rest did, ace0167 from its registration on 28 October.
    expect(
      seededMembersOf('player01')
        .filter((member) => !held.includes(member))
        .map(name),
    ).toEqual(['dragon0005', 'dragon0109'])
    expect(sinceDayOf(seededNamed('player01', 'ace0167'))).toBe('2026-10-28')
    // By hand: ace0167's team lost ₱3,851.26 with 4 members betting, the first tier: 4 %, ₱154.05.
    expect(answer.members.find((member) => member.userName === 'ace0167')).toEqual({
      userName: 'ace0167',
      teamBet: 13622.53,
      teamLoss: 3851.26,
      activeMembers: 4,
      rate: 4,
      dividend: 154.05,
      status: 'unpaid',
    })
    // Several are owed, and one who held terms owes nothing (its team won): paid.
    expect(answer.members.filter((member) => member.status === 'unpaid').length).toBeGreaterThan(1)
    expect(answer.members.some((member) => member.dividend === 0 && member.status === 'paid')).toBe(true)
    // The running period accrues for every sub-agent; an older one counts as paid.
    const running = await detailOf('2026-11-1')
    expect(running.members.map(({ userName, status }) => [userName, status])).toEqual(
      seededMembersOf('player01').map((member) => [member.userName, 'accruing']),
    )
    const older = await detailOf('2026-10-1')
    expect(older.members.map(name)).toEqual(holdersDuring('player01', periodOf('2026-10-01')).map(name))
    expect(older.members.some((member) => member.dividend > 0)).toBe(true)
    expect(older.members.every((member) => member.status === 'paid')).toBe(true)
  })

  it('counts an older ended period with a dividend as paid: only the last one waits', async () => {
    const { detailOf } = await setUp()
    // A sub-agent that held terms since before 16 September and is owed for both 16-30 September and 16-31 October.
    const [september, october] = [periodOf('2026-09-16'), periodOf('2026-10-16')]
    const veteran = holdersDuring('player01', september).find((member) =>
      [september, october].every((period) => figuresOf('player01', member, period).dividend > 0),
    )!
    expect(veteran).toBeDefined()
    const statusOf = async (periodId: string) => {
      const member = (await detailOf(periodId)).members.find((candidate) => candidate.userName === veteran.userName)!
      expect(member.dividend).toBeGreaterThan(0)
      return member.status
    }
    expect(await statusOf('2026-10-2')).toBe('unpaid')
    expect(await statusOf('2026-09-2')).toBe('paid')
  })

  it('leaves out a member whose terms began after the period ended', async () => {
    const { detailOf, harness } = await setUp()
    const held = holdersDuring('player01', periodOf('2026-10-16'))
    const owed = seededNamed('player01', 'ace0167')
    await harness.db.contractsInForce.update((q) => q.where({ userName: owed.userName, kind: 'dividend' }), {
      data: (contract) => void (contract.since = Date.now() - day),
    })
    expect((await detailOf('2026-10-2')).members.map(name)).toEqual(held.filter((member) => member !== owed).map(name))
    expect((await detailOf('2026-11-1')).members.map(name)).toEqual(seededMembersOf('player01').map(name))
  })

  it('refuses an unknown period, and one out of the window', async () => {
    const { detail } = await setUp()
    for (const periodId of ['', 'nope', '2026-13-1', '2026-10-3', '2026-08-1', '2026-11-2', '2027-01-1'])
      expect(await detail(periodId)).toMatchObject(refusedWith('agent.dividend.period'))
  })

  it("answers a virtual agent's period by no terms, with no members; refuses a member who is not an agent", async () => {
    const { detailOf, detail, store } = await setUp({ memberType: 41 })
    const answer = await detailOf('2026-10-2')
    expect(answer).toEqual({
      period: {
        periodId: '2026-10-2',
        ...timesOf(periodOf('2026-10-16')),
        ...teamDividendOf(teamOf('player01'), periodOf('2026-10-16'), todayOf(), []),
        status: 'paid',
      },
      members: [],
    })
    store.set({ memberType: 0 })
    expect(await detail('2026-10-2')).toMatchObject(refusedWith('agent.only'))
  })
})

describe('paying a dividend (ODSFE2_PayoutDividend)', () => {
  // Owed for 16-31 October on the faked day, as the detail's test checks by hand.
  const owed = seededNamed('player01', 'ace0167')
  const amount = 154.05
  /** Registered 3 November: held no terms for 16-31 October. */
  const late = seededNamed('player01', 'dragon0005')
  /** A sub-agent who held terms for 16-31 October and is owed nothing for it. */
  const quietOf = () =>
    holdersDuring('player01', periodOf('2026-10-16')).find(
      (member) => figuresOf('player01', member, periodOf('2026-10-16')).dividend === 0,
    )!

  it("moves exactly the dividend from the agent's main wallet to the member; the period is paid", async () => {
    const { payout, main, balances, detailOf, harness, send } = await setUp()
    const [agentBefore, before] = [main(), await balances()]
    const answer = await payout('2026-10-2', owed.userName.toUpperCase())
    expect(answer).toMatchObject({ success: true })
    const paid = Schema.decodeUnknownSync(PaidDividend)(answer.value)
    expect(paid).toEqual({
      periodId: '2026-10-2',
      userName: owed.userName,
      amount,
      balance: Math.round((agentBefore - amount) * 100) / 100,
    })
    expect(main()).toBe(paid.balance)
    expect((await send('/wps/v2/wallets/balance')).value).toMatchObject({ sumBalance: paid.balance })
    expect((await balances()).get(owed.userName)).toBe(Math.round((before.get(owed.userName)! + amount) * 100) / 100)
    expect(figuresOf('player01', owed, periodOf('2026-10-16')).dividend).toBe(amount)
    // That member's period is paid; every other sub-agent's is as it was.
    expect((await detailOf('2026-10-2')).members).toEqual(
      holdersDuring('player01', periodOf('2026-10-16')).map((member) =>
        member === owed
          ? { ...waitingRowOf(member, periodOf('2026-10-16')), status: 'paid' }
          : waitingRowOf(member, periodOf('2026-10-16')),
      ),
    )
    expect(harness.db.dividendPayouts.all()).toMatchObject([{ agent: 'player01', userName: owed.userName, periodId: '2026-10-2', amount }])
    // Paid once: again (a new key) is refused, before the password is checked.
    expect(await payout('2026-10-2', owed.userName, { password: 'wrong' })).toMatchObject(refusedWith('agent.dividend.paid'))
    expect(main()).toBe(paid.balance)
  })

  it('is done once per idempotency key: a resend replays the answer and pays nothing more', async () => {
    const { payout, main, harness } = await setUp()
    const before = main()
    const answer = await payout('2026-10-2', owed.userName, { key: 'same' })
    expect(answer).toMatchObject({ success: true })
    expect(await payout('2026-10-2', owed.userName, { key: 'same' })).toEqual(answer)
    expect(main()).toBe(Math.round((before - amount) * 100) / 100)
    expect(harness.db.dividendPayouts.all()).toHaveLength(1)
    expect(harness.db.downlineTransfers.all()).toHaveLength(1)
    expect(await payout('2026-10-2', owed.userName, { key: '' })).toMatchObject(refusedWith('idempotency.key.required'))
  })

  it('refuses, in order: not a direct member, nothing due, the payment password, the balance', async () => {
    const { payout, main, nothingPaid, harness } = await setUp()
    const before = main()
    const deeper = teamOf('player01').find((member) => member.level === 2)!
    const uncontracted = teamOf('player01').find((member) => member.parent === 'player01' && member.type === 0)!
    for (const userName of [deeper.userName, 'nobody', 'player01', 'player02'])
      expect(await payout('2026-10-2', userName, { password: 'wrong' })).toMatchObject(refusedWith('agent.member_not_in_team'))
    for (const [periodId, userName] of [
      ['2026-11-1', owed.userName],
      ['2026-10-1', owed.userName],
      ['2026-08-1', owed.userName],
      ['nope', owed.userName],
      ['2026-10-2', quietOf().userName],
      ['2026-10-2', late.userName],
      ['2026-10-2', uncontracted.userName],
    ] as const)
      expect(await payout(periodId, userName, { password: 'wrong' })).toMatchObject(refusedWith('agent.dividend.not_due'))
    expect(await payout('2026-10-2', owed.userName, { password: 'wrong' })).toMatchObject(refusedWith('invalid.payment.pw'))
    await harness.db.addToMain('player01', -(before - amount + 0.01))
    expect(await payout('2026-10-2', owed.userName)).toMatchObject({ ...refusedWith('agent.dividend.balance'), value: { amount } })
    await harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = null))
    expect(await payout('2026-10-2', owed.userName)).toMatchObject(refusedWith('not.exists.payment.password'))
    await harness.db.addToMain('player01', before - amount + 0.01)
    nothingPaid(before)
  })

  it('may pay exactly what the main wallet holds', async () => {
    const { payout, main, harness } = await setUp()
    await harness.db.addToMain('player01', amount - main())
    expect(await payout('2026-10-2', owed.userName)).toMatchObject({ success: true, value: { amount, balance: 0 } })
  })

  it('refuses a member whose terms began after the period ended', async () => {
    const { payout, harness, main, nothingPaid } = await setUp()
    await harness.db.contractsInForce.update((q) => q.where({ userName: owed.userName, kind: 'dividend' }), {
      data: (contract) => void (contract.since = Date.now()),
    })
    expect(await payout('2026-10-2', owed.userName)).toMatchObject(refusedWith('agent.dividend.not_due'))
    nothingPaid(main())
  })

  it('refuses without a session, a member who is not an agent, a virtual agent', async () => {
    const { payout, store, main, nothingPaid } = await setUp()
    const before = main()
    expect(await payout('2026-10-2', owed.userName, { auth: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
    store.set({ memberType: 0 })
    expect(await payout('2026-10-2', owed.userName)).toMatchObject(refusedWith('agent.only'))
    for (const memberType of [41, 42] as const) {
      store.set({ memberType })
      expect(await payout('2026-10-2', owed.userName)).toMatchObject(refusedWith('no_permissions'))
    }
    nothingPaid(before)
  })

  it('has something to pay on 27 November 2026 too: 1-15 November waits for the sub-agents owed', async () => {
    vi.setSystemTime(new Date(2026, 10, 27, 12))
    const { detailOf, payout, main } = await setUp()
    const period = periodOf('2026-11-01')
    const answer = await detailOf('2026-11-1')
    expect(answer.members).toEqual(holdersDuring('player01', period).map((member) => waitingRowOf(member, period)))
    // By hand (teamDividendOf): gold0016 ₱35,650.96 lost × 8 %, star0071 ₱21,377.49 × 8 %, dragon0147 ₱3,487.26 × 4 %.
    const owedNow = answer.members.filter((member) => member.status === 'unpaid')
    expect(owedNow.map(({ userName, dividend }) => [userName, dividend])).toEqual([
      ['gold0016', 2852.08],
      ['star0071', 1710.2],
      ['dragon0147', 139.49],
    ])
    const before = main()
    expect(await payout('2026-11-1', 'star0071')).toMatchObject({ success: true, value: { amount: 1710.2 } })
    expect(main()).toBe(Math.round((before - 1710.2) * 100) / 100)
  })

  it('forgets the payouts on a harness reset: the period waits again', async () => {
    const { payout, send, harness, store } = await setUp()
    expect(await payout('2026-10-2', owed.userName)).toMatchObject({ success: true })
    await send('/__harness/reset', { body: {} })
    expect(harness.db.dividendPayouts.all()).toEqual([])
    // A reset clears the scenario too: play player01 as an agent again.
    store.set({ memberType: 1 })
    const token = await harness.db.openSession('player01')
    const detail = await send('/wps/relay/ODSFE2_getDirectDividendDetail?periodId=2026-10-2', { token })
    expect(detail).toMatchObject({ success: true })
    const row = Schema.decodeUnknownSync(DividendDetail)(detail.value).members.find((member) => member.userName === owed.userName)
    expect(row!.status).toBe('unpaid')
  })
})
