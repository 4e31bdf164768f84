import { call } from '@/lib/http/call'
import { applyPromotion, claimPromoCode, claimPromotion, joinPromotion, promoCodeEnabled, promotions } from './promotions-endpoints'
import type { PromotionApplication } from './promotions-schema'

export const loadPromotions = (language: string) => call(promotions, { query: { language } })
export const joinPromotionById = (promotionId: string) => call(joinPromotion, { body: { promotionId } })
export const applyForPromotion = (application: PromotionApplication) => call(applyPromotion, { body: application })
export const claimPromotionById = (promotionId: string) => call(claimPromotion, { body: { promotionId } })
export const loadPromoCodeEnabled = call(promoCodeEnabled)
export const claimCode = (promoCode: string) => call(claimPromoCode, { body: { promoCode } })
