import { endpoint, relay } from '@/lib/http/endpoint'
import {
  PromoCodeClaim,
  PromoCodeEnabled,
  PromoCodeResult,
  PromotionApplication,
  PromotionOutcome,
  PromotionRef,
  Promotions,
  PromotionsQuery,
} from './promotions-schema'

/** The promotions' calls (docs/api-contract.md "Promotions"; PLATFORM.md §6). */
export const promotions = endpoint({
  method: 'GET',
  path: relay('MCSFE_getAvailablePromotions'),
  query: PromotionsQuery,
  success: Promotions,
})

export const joinPromotion = endpoint({
  method: 'POST',
  path: relay('MCSFE_signUpPromotionJoin'),
  body: PromotionRef,
  success: PromotionOutcome,
})

/** ASSUMED name: no public source shows the application call (SPEC §9 shows its limits). */
export const applyPromotion = endpoint({
  method: 'POST',
  path: relay('MCSFE_applyPromotion'),
  body: PromotionApplication,
  success: PromotionOutcome,
})

/** An express claim credits the bonus: sent once, never retried (the SPEC's MCS2_acceptPromo is an alias). */
export const claimPromotion = endpoint({
  method: 'POST',
  path: relay('PROMOFE_claimPromo'),
  aliases: [relay('MCS2_acceptPromo')],
  body: PromotionRef,
  success: PromotionOutcome,
  module: 'REWCEN3',
  money: true,
})

/**
 * A raffle's claim is its own call (PLATFORM.md §6 raffle MCSFE_claimRafflePromotion, alias
 * MCS2_claimRafflePromotion); ASSUMED: the express claim's body and answer. Money, as the express claim.
 */
export const claimRafflePromotion = endpoint({
  method: 'POST',
  path: relay('MCSFE_claimRafflePromotion'),
  aliases: [relay('MCS2_claimRafflePromotion')],
  body: PromotionRef,
  success: PromotionOutcome,
  module: 'REWCEN3',
  money: true,
})

/** PLATFORM.md §6 names it bare (`getPromoCodeEnable`); the prefix is its promo-code sibling's (ASSUMED). */
export const promoCodeEnabled = endpoint({
  method: 'GET',
  path: relay('PROMOFE_getPromoCodeEnable'),
  success: PromoCodeEnabled,
})

export const claimPromoCode = endpoint({
  method: 'POST',
  path: relay('PROMOFE_claimPromoCode'),
  body: PromoCodeClaim,
  success: PromoCodeResult,
  money: true,
})
