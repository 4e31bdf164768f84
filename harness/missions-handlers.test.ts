import { describe, expect, it } from 'vitest'
import { missionRulesHtml } from '../fixtures/missions'
import type { Milestone, MissionLeaderboard, MissionSummary } from '../src/features/missions/missions-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const summaryPath = '/wps/relay/MCSFE_getMissionSummaryDetails?language=en'
const milestonesPath = '/wps/relay/MCSFE_getMissionMilestones'
const rulesPath = '/wps/relay/MCSFE_getMissionRules?language=en'
const claimPath = '/wps/relay/MCSFE_claimMissionRewards'

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const { store, harness, send, main } = await harnessClient(patch, userName)
  const summary = async () => (await send(summaryPath)).value as MissionSummary
  const milestones = async () => (await send(milestonesPath)).value as Milestone[]
  const statuses = async () => Object.fromEntries((await summary()).missions.map((mission) => [mission.missionId, mission.status]))
  const milestoneStatuses = async () => Object.fromEntries((await milestones()).map((entry) => [entry.milestoneId, entry.status]))
  let keys = 0
  const claim = (body: { missionId?: string; milestoneId?: string }, key = `key-${++keys}`) => send(claimPath, { body, key })
  const ledger = async () => (await send('/__harness/missions')) as unknown as { claims: unknown[] }
  return { store, harness, send, summary, milestones, statuses, milestoneStatuses, claim, ledger, main }
}

describe('customer missions (harness/missions-handlers.ts)', () => {
  it('lists the daily missions with derived statuses, ending at the next local midnight', async () => {
    const { summary } = await setUp()
    const before = Date.now()
    const answer = await summary()
    expect(answer.periodName).toBe('Daily missions')
    const end = new Date(answer.periodEnd!)
    expect(answer.periodEnd).toBeGreaterThan(before)
    expect(answer.periodEnd! - before).toBeLessThanOrEqual(24 * 60 * 60_000 + 60 * 60_000) // a DST day is 25 hours
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([0, 0, 0, 0])
    expect(
      answer.missions.map(({ title, unit, target, current, reward, status }) => [title, unit, target, current, reward, status]),
    ).toEqual([
      ['Bet ₱1,000 on slots', 'BET', 1000, 640, 20, 'IN_PROGRESS'],
      ['Make a deposit of ₱500', 'DEPOSIT', 500, 500, 30, 'CLAIMABLE'],
      ['Log in today', 'LOGIN', 1, 1, 5, 'CLAIMED'],
      ['Play 10 different games', 'GAMES', 10, 3, 15, 'IN_PROGRESS'],
      ['Bet ₱5,000 in total', 'BET', 5000, 5000, 50, 'CLAIMABLE'],
    ])
    expect(new Set(answer.missions.map((mission) => mission.missionId)).size).toBe(5)
  })

  it('derives the milestones from three complete missions, and serves safe rules', async () => {
    const { milestones, send } = await setUp()
    expect(await milestones()).toEqual([
      { milestoneId: 'm-2', requiredCompleted: 2, reward: 25, status: 'CLAIMABLE' },
      { milestoneId: 'm-4', requiredCompleted: 4, reward: 60, status: 'LOCKED' },
      { milestoneId: 'm-5', requiredCompleted: 5, reward: 120, status: 'LOCKED' },
    ])
    expect(await send(rulesPath)).toMatchObject({ success: true, value: { rulesHtml: missionRulesHtml } })
    expect(missionRulesHtml).toMatch(/^<ol>.*<\/ol>$/)
    expect(missionRulesHtml).not.toMatch(/<script|on\w+=|javascript:/i)
  })

  it('refuses guests, trials (type 4) and type 40 on every call; agents may take part', async () => {
    const { send } = await setUp()
    for (const path of [summaryPath, milestonesPath, rulesPath])
      expect(await send(path, { token: null })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
    expect(await send(claimPath, { token: null, body: { missionId: 'mission-deposit' }, key: 'k' })).toMatchObject({
      errorCode: 'SESSION_EXPIRED',
    })
    for (const [memberType, errorCode] of [
      [4, 'free_reject'],
      [40, 'no_permissions'],
    ] as const) {
      const member = await setUp({ memberType })
      for (const path of [summaryPath, milestonesPath, rulesPath])
        expect(await member.send(path)).toMatchObject({ success: false, errorCode })
      expect(await member.claim({ missionId: 'mission-deposit' })).toMatchObject({ success: false, errorCode })
      expect((await member.ledger()).claims).toEqual([])
    }
    for (const memberType of [1, 2, 41, 42] as const) {
      expect(await (await setUp({ memberType })).send(summaryPath)).toMatchObject({ success: true })
    }
  })

  it('pays a claimable mission into the main wallet once and marks it claimed', async () => {
    const { claim, statuses, ledger, main } = await setUp()
    const before = main()
    expect(await claim({ missionId: 'mission-deposit' })).toMatchObject({ success: true, value: { claimedMoney: 30 } })
    expect(main()).toBeCloseTo(before + 30)
    expect((await statuses())['mission-deposit']).toBe('CLAIMED')
    expect(await claim({ missionId: 'mission-deposit' })).toMatchObject({
      errorCode: 'mission.claimed',
      message: 'This reward has already been claimed',
    })
    expect(await claim({ missionId: 'mission-login' })).toMatchObject({ errorCode: 'mission.claimed' })
    expect(main()).toBeCloseTo(before + 30)
    expect((await ledger()).claims).toEqual([{ userName: 'player01', missionId: 'mission-deposit', amount: 30 }])
  })

  it('refuses a mission in progress, an unknown id and a request without exactly one id', async () => {
    const { claim, ledger, main } = await setUp()
    const before = main()
    expect(await claim({ missionId: 'mission-slots-bet' })).toMatchObject({
      errorCode: 'mission.not.complete',
      message: 'This mission is not complete yet',
    })
    expect(await claim({ missionId: 'mission-nope' })).toMatchObject({ errorCode: 'mission.not.found' })
    expect(await claim({ milestoneId: 'm-3' })).toMatchObject({ errorCode: 'mission.not.found' })
    expect(await claim({ missionId: 'mission-deposit', milestoneId: 'm-2' })).toMatchObject({ errorCode: 'mission.request.invalid' })
    expect(await claim({})).toMatchObject({ errorCode: 'mission.request.invalid' })
    expect(main()).toBe(before)
    expect((await ledger()).claims).toEqual([])
  })

  it('refuses a locked milestone and pays the claimable one', async () => {
    const { claim, milestoneStatuses, ledger, main } = await setUp()
    const before = main()
    expect(await claim({ milestoneId: 'm-4' })).toMatchObject({ errorCode: 'mission.not.complete' })
    expect(await claim({ milestoneId: 'm-2' })).toMatchObject({ success: true, value: { claimedMoney: 25 } })
    expect(await claim({ milestoneId: 'm-2' })).toMatchObject({ errorCode: 'mission.claimed' })
    expect(main()).toBeCloseTo(before + 25)
    expect(await milestoneStatuses()).toEqual({ 'm-2': 'CLAIMED', 'm-4': 'LOCKED', 'm-5': 'LOCKED' })
    expect((await ledger()).claims).toEqual([{ userName: 'player01', milestoneId: 'm-2', amount: 25 }])
  })

  it('replays a seen idempotency key without paying twice', async () => {
    const { claim, ledger, main } = await setUp()
    const before = main()
    const first = await claim({ missionId: 'mission-total-bet' }, 'same')
    expect(first).toMatchObject({ success: true, value: { claimedMoney: 50 } })
    expect(await claim({ missionId: 'mission-total-bet' }, 'same')).toEqual(first)
    expect(main()).toBeCloseTo(before + 50)
    expect((await ledger()).claims).toHaveLength(1)
  })

  it('keeps claims per member and forgets them on reset', async () => {
    const { claim, send, ledger, harness } = await setUp()
    await claim({ missionId: 'mission-deposit' })
    const other = await harness.db.openSession('player02')
    const theirs = (await send(summaryPath, { token: other })).value as MissionSummary
    expect(theirs.missions.find((mission) => mission.missionId === 'mission-deposit')?.status).toBe('CLAIMABLE')
    await send('/__harness/reset', { body: {} })
    expect(await ledger()).toEqual({ claims: [] })
    const token = await harness.db.openSession('player01')
    const mine = (await send(summaryPath, { token })).value as MissionSummary
    expect(mine.missions.find((mission) => mission.missionId === 'mission-deposit')?.status).toBe('CLAIMABLE')
  })

  it('ranks the member among the rivals by points, with the prize each place pays', async () => {
    const { send } = await setUp()
    const board = (await send('/wps/relay/MCSFE_getMissionLeaderboard?language=en')).value as MissionLeaderboard
    expect(board.periodName).toBe('Daily missions')
    expect(board.list).toHaveLength(20)
    expect(board.list.map((place) => place.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    expect(board.list[0]).toEqual({ rank: 1, userName: 'jua***88', points: 980, prize: 888 })
    expect(board.list[7]).toEqual({ rank: 8, userName: 'pla***01', points: 394, prize: 88 })
    expect(board.list[10]!.prize).toBe(0)
    expect(board.me).toEqual({ rank: 8, points: 394, prize: 88 })
    const trial = await setUp({ memberType: 4 })
    expect(await trial.send('/wps/relay/MCSFE_getMissionLeaderboard?language=en')).toMatchObject({ errorCode: 'free_reject' })
  })
})
