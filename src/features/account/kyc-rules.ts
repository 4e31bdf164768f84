import type { GateMoment } from '@/lib/state/gates'
import type { KycField, KycPopup, KycSettings, KycStatus } from './kyc-schema'

/**
 * Whether the identity check interrupts the member at a moment, and how: null when it does not
 * (KYC off, already verified, or under review: the member has done their part), else the
 * operator's popup and whether it may be skipped.
 */
export const kycGateOf = (settings: KycSettings, status: KycStatus, moment: GateMoment): { popup: KycPopup; mandatory: boolean } | null => {
  const provider = settings.merchantProviderResponse
  if (!provider.kycSwitchValue || status.verifyStatus === 'VERIFIED' || status.statusForFE === 'PENDING') return null
  const asks: Record<GateMoment, boolean> = {
    // ASSUMED: without its own switch, the login moment follows the mandatory setting.
    login: provider.loginVerification ?? provider.mandatoryVerification,
    game: provider.gameVerification ?? false,
    deposit: provider.beforeDepositVerification,
    withdraw: provider.beforeWithdrawVerification,
  }
  const popup = settings.popUpContentResponse[0]
  if (!asks[moment] || !popup) return null
  return { popup, mandatory: popup.mandatoryVerification || provider.mandatoryVerification }
}

/** One field of the operator's form against its rules: the dictionary key of the problem, or null. */
export const kycFieldIssue = (field: KycField, value: string): string | null => {
  const trimmed = value.trim()
  if (trimmed === '') return field.required ? 'validation.required' : null
  if (field.formatMin !== undefined && trimmed.length < field.formatMin) return 'validation.field_format'
  if (field.formatMax !== undefined && trimmed.length > field.formatMax) return 'validation.field_format'
  if (field.format?.pattern) {
    try {
      if (!new RegExp(field.format.pattern).test(trimmed)) return 'validation.field_format'
    } catch {
      return null // a broken pattern from the operator must not lock the member out
    }
  }
  return null
}
