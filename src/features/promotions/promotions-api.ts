import { call } from '@/lib/http/call'
import {
  applyPromotion,
  claimPromoCode,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  promoCodeEnabled,
  promotions,
} from './promotions-endpoints'
import type { Promotion, PromotionApplication } from './promotions-schema'

export const loadPromotions = (language: string) => call(promotions, { query: { language } })
export const joinPromotionById = (promotionId: string) => call(joinPromotion, { body: { promotionId } })
export const applyForPromotion = (application: PromotionApplication) => call(applyPromotion, { body: application })
/** A raffle is claimed by its own call, any other promotion by the express claim. */
export const claimPromotionOf = ({ promotionId, promotionType }: Pick<Promotion, 'promotionId' | 'promotionType'>) =>
  call(promotionType === 'RAFFLE' ? claimRafflePromotion : claimPromotion, { body: { promotionId } })
export const loadPromoCodeEnabled = call(promoCodeEnabled)
export const claimCode = (promoCode: string) => call(claimPromoCode, { body: { promoCode } })
