import { http, HttpResponse } from 'msw'
import {
  claimedRewards,
  issuedRewards,
  promoRewardSummary,
  ticketFixtures,
  type RewardFixture,
  type TicketFixture,
} from '../fixtures/rewards'
import * as endpoints from '../src/features/rewards/rewards-endpoints'
import type { IssuedReward, Ticket } from '../src/features/rewards/rewards-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

const cents = (amount: number) => Math.round(amount * 100) / 100

/** A fixture reward as the list answers it, its times resolved at `now`. */
const rewardAt = (reward: RewardFixture, now: number): IssuedReward => ({
  rewardId: reward.rewardId,
  promotionClaimId: reward.promotionClaimId,
  promotionType: reward.promotionType,
  promotionName: reward.promotionName,
  bonus: reward.bonus,
  expiredTime: reward.expiresIn === null ? null : now + reward.expiresIn,
  ...(reward.claimedIn === undefined ? {} : { claimedTime: now + reward.claimedIn }),
})

const ticketAt = (ticket: TicketFixture, now: number): Ticket => ({
  transactionId: ticket.transactionId,
  ticketName: ticket.ticketName,
  ticketType: ticket.ticketType,
  rewardAmount: ticket.rewardAmount,
  expiredTime: ticket.expiresIn === null ? null : now + ticket.expiresIn,
  conditionStatus: ticket.conditionStatus,
})

interface Claim {
  readonly userName: string
  readonly kind: 'promotion' | 'ticket'
  /** promotionClaimId or transactionId. */
  readonly id: string
  readonly amount: number
  /** The reward as the claimed list (status C) shows it (promotions only). */
  readonly claimed?: IssuedReward
}

/**
 * The reward centre (docs/harness.md "Reward centre"): issued and claimed promotion rewards,
 * tickets, and the bonus summary, from fixtures/rewards.ts (the same for every member). Claims are
 * kept per member in memory until a harness reset; they are money calls, so `serve` replays a seen
 * idempotency key and nothing is claimed twice.
 */
export const rewardsHandlers = ({ db, serve, moneyMemberOf: claimant, onReset, platformNow }: EndpointKit) => {
  /** This run's claims, oldest first. */
  const claims: Claim[] = []
  onReset(() => {
    claims.length = 0
  })

  const claimsOf = (userName: string, kind: Claim['kind']) => claims.filter((claim) => claim.userName === userName && claim.kind === kind)
  const isClaimed = (userName: string, kind: Claim['kind'], id: string) => claimsOf(userName, kind).some((claim) => claim.id === id)
  const notFound = () => refuse('reward.not.found', 'Unknown error')
  const expiredReward = () => refuse('reward.expired', 'This reward has expired')

  return [
    /** What members claimed since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/rewards', () =>
      HttpResponse.json({ claims: claims.map(({ userName, kind, id, amount }) => ({ userName, kind, id, amount })) }),
    ),

    ...serve(endpoints.promoReward, ({ request }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      // Every claim of this run was made today.
      const claimed = cents(claims.filter((claim) => claim.userName === userName).reduce((sum, claim) => sum + claim.amount, 0))
      return {
        dailyReceivedBonus: cents(promoRewardSummary.dailyReceivedBonus + claimed),
        totalBonus: cents(promoRewardSummary.totalBonus + claimed),
        totalPoints: promoRewardSummary.totalPoints,
      }
    }),

    ...serve(endpoints.claimPromotions, ({ request, query }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const now = platformNow()
      const ofType = (reward: { promotionType: string }) => query.promotionType === '' || reward.promotionType === query.promotionType
      if (query.status === 'I') {
        return issuedRewards
          .filter((reward) => ofType(reward) && !isClaimed(userName, 'promotion', reward.promotionClaimId))
          .map((reward) => rewardAt(reward, now))
      }
      const thisRun = claimsOf(userName, 'promotion')
        .flatMap((claim) => (claim.claimed ? [claim.claimed] : []))
        .reverse()
      return [...thisRun, ...claimedRewards.map((reward) => rewardAt(reward, now))].filter(ofType)
    }),

    ...serve(endpoints.claimIssued, ({ request, body }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const reward = issuedRewards.find((entry) => entry.promotionClaimId === body.promotionClaimId)
      if (!reward || isClaimed(userName, 'promotion', reward.promotionClaimId)) return notFound()
      const now = platformNow()
      if (reward.expiresIn !== null && reward.expiresIn <= 0) return expiredReward()
      claims.push({
        userName,
        kind: 'promotion',
        id: reward.promotionClaimId,
        amount: reward.bonus,
        claimed: { ...rewardAt(reward, now), claimedTime: now },
      })
      db.addToMain(userName, reward.bonus)
      return { claimedMoney: reward.bonus }
    }),

    ...serve(endpoints.tickets, ({ request }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const now = platformNow()
      return ticketFixtures.filter((ticket) => !isClaimed(userName, 'ticket', ticket.transactionId)).map((ticket) => ticketAt(ticket, now))
    }),

    ...serve(endpoints.claimTicket, ({ request, body }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const ticket = ticketFixtures.find((entry) => entry.transactionId === body.transactionId)
      if (!ticket || isClaimed(userName, 'ticket', ticket.transactionId)) return notFound()
      if (ticket.expiresIn !== null && ticket.expiresIn <= 0) return expiredReward()
      if (ticket.conditionStatus.some((condition) => !condition.met)) {
        return refuse('ticket.condition.unmet', 'The ticket conditions are not met yet')
      }
      claims.push({ userName, kind: 'ticket', id: ticket.transactionId, amount: ticket.rewardAmount })
      db.addToMain(userName, ticket.rewardAmount)
      return { claimedMoney: ticket.rewardAmount }
    }),
  ]
}
