import { http, HttpResponse } from 'msw'
import {
  leaderboardPrizes,
  leaderboardRivals,
  leaderboardSize,
  milestoneFixtures,
  missionFixtures,
  missionPeriodEndAfter,
  missionPeriodName,
  missionRulesHtml,
  type MilestoneFixture,
  type MissionFixture,
} from '../fixtures/missions'
import * as endpoints from '../src/features/missions/missions-endpoints'
import type { Milestone, Mission, MissionStatus, MilestoneStatus } from '../src/features/missions/missions-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** Free-play trials may not take part in missions. */
const trialType = 4
/** Type 40 has no missions (the feature is not offered to it). */
const noMissionsType = 40

/** A claim of this run: one mission's reward or one milestone's. */
interface Claim {
  readonly userName: string
  readonly missionId?: string
  readonly milestoneId?: string
  readonly amount: number
}

/** Missions of the period that are complete (the fixture's progress; claiming does not change it). */
const completedCount = missionFixtures.filter((mission) => mission.current >= mission.target).length

/** A member's leaderboard points: each mission's progress in per cent, summed. */
const memberPoints = missionFixtures.reduce((sum, mission) => sum + Math.floor(Math.min(mission.current / mission.target, 1) * 100), 0)

/** A name as the platform shows it to other players: the first three letters and the last two. */
const masked = (userName: string) => `${userName.slice(0, 3)}***${userName.slice(-2)}`

/** The period's places with the member among the rivals (ahead of a rival with equal points, who got there later). */
const leaderboardOf = (userName: string) => {
  const me = { userName: masked(userName), points: memberPoints, own: true }
  const ranked = [...leaderboardRivals.map((rival) => ({ ...rival, own: false })), ...(memberPoints > 0 ? [me] : [])]
    .sort((a, b) => b.points - a.points || Number(b.own) - Number(a.own))
    .map((entry, index) => ({ ...entry, rank: index + 1, prize: leaderboardPrizes[index] ?? 0 }))
  const own = ranked.find((entry) => entry.own)
  return {
    list: ranked.slice(0, leaderboardSize).map(({ rank, userName: name, points, prize }) => ({ rank, userName: name, points, prize })),
    me: own ? { rank: own.rank, points: own.points, prize: own.prize } : { rank: null, points: 0, prize: 0 },
  }
}

/**
 * The customer missions (docs/harness.md "Customer missions"): the daily missions, milestones and
 * rules of fixtures/missions.ts (the same for every member, English whatever the language). Statuses
 * are derived from the progress and the claims; claims are kept per member in memory until a harness
 * reset. The claim is a money call, so `serve` replays a seen idempotency key and nothing is paid twice.
 */
export const missionsHandlers = ({ db, serve, expired, memberOf, onReset, platformNow }: EndpointKit) => {
  /** This run's claims, oldest first. */
  const claims: Claim[] = []
  onReset(() => {
    claims.length = 0
  })

  const missionClaimed = (userName: string, mission: MissionFixture) =>
    mission.claimed || claims.some((claim) => claim.userName === userName && claim.missionId === mission.missionId)
  const milestoneClaimed = (userName: string, milestone: MilestoneFixture) =>
    claims.some((claim) => claim.userName === userName && claim.milestoneId === milestone.milestoneId)

  const missionStatus = (userName: string, mission: MissionFixture): MissionStatus =>
    missionClaimed(userName, mission) ? 'CLAIMED' : mission.current >= mission.target ? 'CLAIMABLE' : 'IN_PROGRESS'
  const milestoneStatus = (userName: string, milestone: MilestoneFixture): MilestoneStatus =>
    milestoneClaimed(userName, milestone) ? 'CLAIMED' : completedCount >= milestone.requiredCompleted ? 'CLAIMABLE' : 'LOCKED'

  const missionAt = (userName: string, mission: MissionFixture): Mission => ({
    missionId: mission.missionId,
    title: mission.title,
    unit: mission.unit,
    target: mission.target,
    current: mission.current,
    reward: mission.reward,
    status: missionStatus(userName, mission),
  })
  const milestoneAt = (userName: string, milestone: MilestoneFixture): Milestone => ({
    milestoneId: milestone.milestoneId,
    requiredCompleted: milestone.requiredCompleted,
    reward: milestone.reward,
    status: milestoneStatus(userName, milestone),
  })

  /** The member who may use the missions, or the refusal. */
  const participant = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    const type = account.member.type
    if (type === trialType) return refuse('free_reject', 'free-play account restriction')
    if (type === noMissionsType) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
    return account.member.userName
  }

  const notFound = () => refuse('mission.not.found', 'Unknown error')
  const alreadyClaimed = () => refuse('mission.claimed', 'This reward has already been claimed')
  const notComplete = () => refuse('mission.not.complete', 'This mission is not complete yet')

  /** Pays a claim into the main wallet, as the reward centre's claims do, and remembers it. */
  const pay = async (claim: Claim) => {
    claims.push(claim)
    await db.addToMain(claim.userName, claim.amount)
    return { claimedMoney: claim.amount }
  }

  return [
    /** What members claimed since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/missions', () =>
      HttpResponse.json({
        claims: claims.map(({ userName, missionId, milestoneId, amount }) => ({
          userName,
          ...(missionId === undefined ? {} : { missionId }),
          ...(milestoneId === undefined ? {} : { milestoneId }),
          amount,
        })),
      }),
    ),

    ...serve(endpoints.missionSummary, ({ request }) => {
      const userName = participant(request)
      if (typeof userName !== 'string') return userName
      return {
        periodName: missionPeriodName,
        periodEnd: missionPeriodEndAfter(platformNow()),
        missions: missionFixtures.map((mission) => missionAt(userName, mission)),
      }
    }),

    ...serve(endpoints.missionLeaderboard, ({ request }) => {
      const userName = participant(request)
      if (typeof userName !== 'string') return userName
      return { periodName: missionPeriodName, periodEnd: missionPeriodEndAfter(platformNow()), ...leaderboardOf(userName) }
    }),

    ...serve(endpoints.missionMilestones, ({ request }) => {
      const userName = participant(request)
      if (typeof userName !== 'string') return userName
      return milestoneFixtures.map((milestone) => milestoneAt(userName, milestone))
    }),

    ...serve(endpoints.missionRules, ({ request }) => {
      const userName = participant(request)
      if (typeof userName !== 'string') return userName
      return { rulesHtml: missionRulesHtml }
    }),

    ...serve(endpoints.claimMission, async ({ request, body }) => {
      const userName = participant(request)
      if (typeof userName !== 'string') return userName
      const { missionId, milestoneId } = body
      if ((missionId === undefined) === (milestoneId === undefined)) return refuse('mission.request.invalid', 'Unknown error')

      if (missionId !== undefined) {
        const mission = missionFixtures.find((entry) => entry.missionId === missionId)
        if (!mission) return notFound()
        const status = missionStatus(userName, mission)
        if (status === 'CLAIMED') return alreadyClaimed()
        if (status !== 'CLAIMABLE') return notComplete()
        return pay({ userName, missionId, amount: mission.reward })
      }

      const milestone = milestoneFixtures.find((entry) => entry.milestoneId === milestoneId)
      if (!milestone) return notFound()
      const status = milestoneStatus(userName, milestone)
      if (status === 'CLAIMED') return alreadyClaimed()
      if (status !== 'CLAIMABLE') return notComplete()
      return pay({ userName, milestoneId: milestone.milestoneId, amount: milestone.reward })
    }),
  ]
}
