import { endpoint, relay } from '@/lib/http/endpoint'
import {
  ClaimedReward,
  ClaimIssuedRequest,
  ClaimPromotionQuery,
  ClaimTicketRequest,
  IssuedRewards,
  PromoReward,
  TicketQuery,
  Tickets,
} from './rewards-schema'
import { Rebate, RebatePaid } from './rebate-schema'
import { ClaimLoginRequest, LoginBonusPaid, LoginPromotionAnswer } from './sign-in-schema'
import { ClaimWelcomeRequest, WelcomeBonuses, WelcomeBonusPaid } from './welcome-schema'

/** The reward centre's calls (docs/api-contract.md "Reward centre"; PLATFORM.md §6). */
export const promoReward = endpoint({ method: 'GET', path: relay('PROMOFE_getPromoReward'), success: PromoReward, module: 'REWCEN3' })

/** Issued (status I) or claimed (C) promotion rewards; the SPEC's MCS2_getPromotionClaimList is an alias. */
export const claimPromotions = endpoint({
  method: 'GET',
  path: relay('MCSFE_getClaimPromotion'),
  aliases: [relay('MCS2_getPromotionClaimList')],
  query: ClaimPromotionQuery,
  success: IssuedRewards,
  module: 'REWCEN3',
})

export const claimIssued = endpoint({
  method: 'POST',
  path: relay('MCSFE_claimIssuedPromotion'),
  body: ClaimIssuedRequest,
  success: ClaimedReward,
  module: 'REWCEN3',
  money: true,
})

export const tickets = endpoint({ method: 'GET', path: relay('PROMOFE_getClaimTicketList'), query: TicketQuery, success: Tickets })

export const claimTicket = endpoint({
  method: 'POST',
  path: relay('PROMOFE_claimTicket'),
  body: ClaimTicketRequest,
  success: ClaimedReward,
  money: true,
})

/** The rebate claimed by hand (docs/api-contract.md "Rebate"; PLATFORM.md §6 "manual rebate"). */
export const rebate = endpoint({ method: 'GET', path: relay('ODSFE2_getRebate'), success: Rebate, module: 'PLYRBT' })

/** Pays out everything `rebate` shows; no body: the platform pays what it counts at that moment (ASSUMED). */
export const rebateDisburse = endpoint({
  method: 'POST',
  path: relay('ODSFE2_rebateDisburse'),
  success: RebatePaid,
  module: 'PLYRBT',
  money: true,
})

/** The daily sign-in (docs/api-contract.md "Daily sign-in"; PLATFORM.md §6 "login / register"). */
export const loginPromotion = endpoint({ method: 'GET', path: relay('MCSFE_getLoginPromotion'), success: LoginPromotionAnswer })

/** Today's sign-in: pays the day's bonus into the main wallet. */
export const claimLoginPromotion = endpoint({
  method: 'POST',
  path: relay('MCSFE_claimLoginPromotion'),
  body: ClaimLoginRequest,
  success: LoginBonusPaid,
  money: true,
})

/** The welcome bonuses (docs/api-contract.md "Welcome bonuses"; PLATFORM.md §6 promotion type NEW_REGISTER). */
export const welcomeBonuses = endpoint({ method: 'GET', path: relay('MCSFE_getRegisterPromotionList'), success: WelcomeBonuses })

export const claimWelcomeBonus = endpoint({
  method: 'POST',
  path: relay('MCSFE_claimRegisterPromotion'),
  body: ClaimWelcomeRequest,
  success: WelcomeBonusPaid,
  money: true,
})
