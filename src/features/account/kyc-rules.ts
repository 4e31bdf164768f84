import type { GateMoment } from '@/lib/state/gates'
import type { KycField, KycPopup, KycSettings, KycStatus, SubmitKycRequest } from './kyc-schema'

/**
 * Whether the identity check interrupts the member at a moment, and how: null when it does not
 * (KYC off, already verified, or under review: the member has done their part), else the
 * operator's popup and whether it may be skipped.
 */
export const kycGateOf = (settings: KycSettings, status: KycStatus, moment: GateMoment): { popup: KycPopup; mandatory: boolean } | null => {
  const provider = settings.merchantProviderResponse
  if (status.verifyStatus === 'VERIFIED' || status.statusForFE === 'PENDING') return null
  const popup = settings.popUpContentResponse[0]
  if (!asksAt(settings, moment) || !popup) return null
  return { popup, mandatory: popup.mandatoryVerification || provider.mandatoryVerification }
}

/** Whether the operator asks for the identity check at a moment at all (KYC on, and that moment's switch). */
const asksAt = (settings: KycSettings, moment: GateMoment) => {
  const provider = settings.merchantProviderResponse
  const asks: Record<GateMoment, boolean> = {
    // ASSUMED: without its own switch, the login moment follows the mandatory setting.
    login: provider.loginVerification ?? provider.mandatoryVerification,
    game: provider.gameVerification ?? false,
    deposit: provider.beforeDepositVerification,
    withdraw: provider.beforeWithdrawVerification,
  }
  return provider.kycSwitchValue && asks[moment]
}

/**
 * What the identity check means for a step that lists its conditions (the withdraw checklist):
 * not asked there, done (or under review), or still to do where it is mandatory. A skippable one
 * is the gate's to ask on the way in; an unknown answer (a failed call) lets the member go on,
 * since the platform checks again itself.
 */
export const identityStepOf = (
  settings: KycSettings | null,
  status: KycStatus | null,
  moment: GateMoment,
): 'not_required' | 'done' | 'required' => {
  if (!settings || !status || !asksAt(settings, moment)) return 'not_required'
  const gate = kycGateOf(settings, status, moment)
  return gate === null ? 'done' : gate.mandatory ? 'required' : 'not_required'
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

/** The identity check's phone field: its number is sent with its country code and the SMS code sent to it (PLATFORM.md §2). */
export const kycMobileField = 'MOBILE_NUMBER'

/** The form's own entries beside the operator's fields: the phone's country code (MobileField's) and its SMS code. */
export const kycFormKeys = { dialingCode: 'dialingCode', smsCode: 'verificationCode' } as const

/**
 * What the identity check sends: the fields given, in the operator's order, each trimmed; an image
 * field's value is its uploaded image's id; fields left empty are left out.
 */
export const kycSubmissionOf = (
  fields: ReadonlyArray<KycField>,
  values: Readonly<Record<string, string>>,
  imageIds: Readonly<Record<string, string>>,
): SubmitKycRequest =>
  fields.flatMap((field) => {
    const fieldValue = field.fieldType === 'IMAGE' ? (imageIds[field.fieldId] ?? '') : (values[field.fieldId] ?? '').trim()
    if (fieldValue === '') return []
    if (field.fieldId !== kycMobileField) return [{ fieldId: field.fieldId, fieldValue }]
    return [
      {
        fieldId: field.fieldId,
        fieldValue,
        countryCode: values[kycFormKeys.dialingCode] ?? '',
        verificationCode: (values[kycFormKeys.smsCode] ?? '').trim(),
      },
    ]
  })
