import { Schema } from 'effect'

/**
 * The identity check (KYC) of PLATFORM.md §2 ([MC] modules JT98, iUIk). Field names are the
 * platform's; what no public source shows is marked ASSUMED (docs/api-contract.md).
 */

export const KycPopup = Schema.Struct({
  title: Schema.String,
  /** Operator HTML: rendered only through the sanitiser. */
  content: Schema.String,
  verifyButtonDesc: Schema.String,
  notVerifyButtonDesc: Schema.String,
  backgroundImageUrl: Schema.optional(Schema.NullOr(Schema.String)),
  mandatoryVerification: Schema.Boolean,
})
export type KycPopup = typeof KycPopup.Type

/** MCSFE_getCustomerKycMerchantSetting. ASSUMED: the switches are booleans; `loginVerification` and `gameVerification` name the two moments PLATFORM.md lists without their fields. */
export const KycSettings = Schema.Struct({
  merchantProviderResponse: Schema.Struct({
    kycSwitchValue: Schema.Boolean,
    mandatoryVerification: Schema.Boolean,
    beforeDepositVerification: Schema.Boolean,
    beforeWithdrawVerification: Schema.Boolean,
    loginVerification: Schema.optional(Schema.Boolean),
    gameVerification: Schema.optional(Schema.Boolean),
  }),
  popUpContentResponse: Schema.Array(KycPopup),
})
export type KycSettings = typeof KycSettings.Type

/** MCSFE_getCustomerKycStatus. `statusForFE`: ASSUMED values NOT_SUBMITTED, PENDING, APPROVED, REJECTED. */
export const KycStatus = Schema.Struct({
  verifyStatus: Schema.Literals(['NOT_VERIFIED', 'VERIFIED']),
  statusForFE: Schema.String,
})
export type KycStatus = typeof KycStatus.Type

/** MCSFE_getFieldType: the form the operator asks for. ASSUMED: `fieldType` and `options`. */
export const KycField = Schema.Struct({
  fieldId: Schema.String,
  fieldType: Schema.Literals(['TEXT', 'DATE', 'SELECT', 'IMAGE']),
  required: Schema.Boolean,
  formatMin: Schema.optional(Schema.Number),
  formatMax: Schema.optional(Schema.Number),
  format: Schema.optional(Schema.Struct({ pattern: Schema.String, description: Schema.String })),
  options: Schema.optional(Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String }))),
})
export type KycField = typeof KycField.Type
export const KycFields = Schema.Array(KycField)

/** MCSFE_uploadIdImg: ASSUMED base64 JPEG in, the stored image's id out. */
export const UploadIdImageRequest = Schema.Struct({ image: Schema.String, fileName: Schema.String })
export const UploadedIdImage = Schema.Struct({ imageId: Schema.String })

/**
 * UCSFE_submitPlayerVerifyMaterials: the bare list of the fields given (PLATFORM.md §2); an image
 * field's value is its image id; MOBILE_NUMBER comes with its country code and the SMS code sent to it.
 */
export const KycSubmission = Schema.Struct({
  fieldId: Schema.String,
  fieldValue: Schema.String,
  countryCode: Schema.optional(Schema.String),
  verificationCode: Schema.optional(Schema.String),
})
export const SubmitKycRequest = Schema.Array(KycSubmission)
export type SubmitKycRequest = typeof SubmitKycRequest.Type
