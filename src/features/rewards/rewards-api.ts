import { call } from '@/lib/http/call'
import {
  claimIssued,
  claimLoginPromotion,
  claimPromotions,
  claimTicket,
  claimWelcomeBonus,
  loginPromotion,
  promoReward,
  rebate,
  rebateDisburse,
  tickets,
  welcomeBonuses,
} from './rewards-endpoints'
import type { IssuedReward } from './rewards-schema'

export const loadPromoReward = call(promoReward)
/** Every issued reward (status I) or every claimed one (C), whatever the promotion type. */
export const loadClaimPromotions = (status: 'I' | 'C') => call(claimPromotions, { query: { promotionType: '', status } })
export const loadTickets = call(tickets, { query: { isApp: 'N', status: 'AVAILABLE' } })
export const claimIssuedReward = (reward: Pick<IssuedReward, 'promotionClaimId' | 'promotionType'>) =>
  call(claimIssued, { body: { promotionClaimId: reward.promotionClaimId, promotionType: reward.promotionType } })
export const claimTicketById = (transactionId: string) => call(claimTicket, { body: { transactionId, isApp: 'N' } })

export const loadRebate = call(rebate)
export const claimRebate = call(rebateDisburse)

export const loadLoginPromotion = call(loginPromotion)
export const signInToday = (promotionId: string) => call(claimLoginPromotion, { body: { promotionId } })

export const loadWelcomeBonuses = call(welcomeBonuses)
export const claimWelcome = (promotionId: string) => call(claimWelcomeBonus, { body: { promotionId } })
