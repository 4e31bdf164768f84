import { call } from '@/lib/http/call'
import { depositRebateReport, inviteeReport, referralDetails, referralOverview, referralRules } from './referral-endpoints'
import type { ReportQuery } from './referral-schema'

export const loadReferralDetails = call(referralDetails, { query: { autoGenerate: 'true' } })
export const loadReferralOverview = call(referralOverview)
export const loadReferralRules = (language: string) => call(referralRules, { query: { language } })
export const loadInvitees = (query: ReportQuery) => call(inviteeReport, { query })
export const loadDepositRebates = (query: ReportQuery) =>
  call(depositRebateReport, { query: { ...query, sortColumn: 'claimDate', sortType: 'desc' } })
