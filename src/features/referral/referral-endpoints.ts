import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import {
  DepositRebateQuery,
  DepositRebateReport,
  InviteeReport,
  ReferralDetails,
  ReferralDetailsQuery,
  ReferralOverview,
  ReferralRules,
  ReportQuery,
} from './referral-schema'

/** Invite friends' calls (docs/api-contract.md "Invite friends"; PLATFORM.md §6 "referral"). */
export const referralDetails = endpoint({
  method: 'GET',
  path: relay('MCSFE_getReferralDetails'),
  query: ReferralDetailsQuery,
  success: ReferralDetails,
  module: 'REFERRAL3',
})

export const referralOverview = endpoint({
  method: 'GET',
  path: relay('ODSFE2_referralOverview'),
  success: ReferralOverview,
  module: 'REFERRAL3',
})

/** Asked by guests too: the guest view explains the programme from it. */
export const referralRules = endpoint({
  method: 'GET',
  path: relay('MCSFE_getReferralRules'),
  query: Schema.Struct({ language: Schema.String }),
  success: ReferralRules,
  module: 'REFERRAL3',
})

export const inviteeReport = endpoint({
  method: 'GET',
  path: relay('PROMOFE_getInviteeReport'),
  query: ReportQuery,
  success: InviteeReport,
  module: 'REFERRAL3',
})

/** ASSUMED prefix: PLATFORM.md names the call `getDepositRebateClaimReport` without one. */
export const depositRebateReport = endpoint({
  method: 'GET',
  path: relay('PROMOFE_getDepositRebateClaimReport'),
  query: DepositRebateQuery,
  success: DepositRebateReport,
  module: 'REFERRAL3',
})
