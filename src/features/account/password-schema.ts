import { Schema } from 'effect'

/** SPEC §3 change-password payload (POST /wps/member/password). */
export const ChangePasswordRequest = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmNewPassword: Schema.String,
})
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type

/** SPEC §7 "set password by phone" (sealed; our path and shape, docs/api-contract.md). */
export const PhoneResetRequest = Schema.Struct({
  mobileNum: Schema.String,
  countryDialingCode: Schema.String,
  verificationCode: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.String,
})
export type PhoneResetRequest = typeof PhoneResetRequest.Type

/** SPEC §4 free play answer: token, userName, customerType (plus the trial merchant, A). */
export const FreePlayResult = Schema.Struct({
  token: Schema.String,
  userName: Schema.String,
  customerType: Schema.Number,
  merchantCode: Schema.optional(Schema.String),
})
export type FreePlayResult = typeof FreePlayResult.Type

/** GET /wps/member/trialuser: the trial account, stored as such (A: its name is what the app keeps). */
export const TrialUser = Schema.Struct({ userName: Schema.String })

/** POST /wps/member/paymentPassword (sealed): the first payment password. ASSUMED body. */
export const SetPaymentPasswordRequest = Schema.Struct({ password: Schema.String, confirmPassword: Schema.String })
export type SetPaymentPasswordRequest = typeof SetPaymentPasswordRequest.Type

/** POST /wps/member/paymentPassword/reset (sealed): a new payment password for the old one. ASSUMED body. */
export const ChangePaymentPasswordRequest = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmPassword: Schema.String,
})
export type ChangePaymentPasswordRequest = typeof ChangePaymentPasswordRequest.Type

/**
 * Security questions (PLATFORM.md §2 `/wps/member/securityQuestions`, the platform's list, and
 * `/wps/v2/member/customerSecurityQuestions`, the member's). ASSUMED shapes: no public source shows them.
 */
export const SecurityQuestion = Schema.Struct({ questionId: Schema.String, question: Schema.String })
export const SecurityQuestionList = Schema.Array(SecurityQuestion)
export type SecurityQuestion = typeof SecurityQuestion.Type
const Answer = Schema.Struct({ questionId: Schema.String, answer: Schema.String })
/** Sealed: answers are as secret as a password. */
export const SetSecurityQuestionsRequest = Schema.Struct({ answers: Schema.Array(Answer) })
export type SetSecurityQuestionsRequest = typeof SetSecurityQuestionsRequest.Type

/** POST /wps/v2/member/paymentPassword/reset2 (sealed): a forgotten payment password, by the answers or by an SMS code. ASSUMED body. */
export const ResetPaymentPasswordRequest = Schema.Struct({
  method: Schema.Literals(['QUESTION', 'SMS']),
  answers: Schema.optional(Schema.Array(Answer)),
  verificationCode: Schema.optional(Schema.String),
  newPassword: Schema.String,
  confirmPassword: Schema.String,
})
export type ResetPaymentPasswordRequest = typeof ResetPaymentPasswordRequest.Type

/**
 * POST /wps/v2/verification/sms/send-verified: a code to the member's verified phone, for one
 * sensitive action, behind the human check (PLATFORM.md §2 "+human check": `humanVerification`, the
 * pass of an 'sms' check, as the register's SMS code carries). ASSUMED: the number is not sent (the
 * platform knows it; the app sees it masked); the operation is named RESET_PAYMENT_PASSWORD or WITHDRAW.
 */
export const SendVerifiedCodeRequest = Schema.Struct({
  operationType: Schema.Literals(['RESET_PAYMENT_PASSWORD', 'WITHDRAW']),
  humanVerification: Schema.String,
})
export type SendVerifiedCodeRequest = typeof SendVerifiedCodeRequest.Type

/**
 * GET /wps/member/ga (PLATFORM.md §2, Google Authenticator). ASSUMED shape: whether the member has
 * bound an authenticator and, until then, the secret the platform proposes (Base32) with its
 * `otpauth://` address, which the page shows as a QR code and as text to type in.
 */
export const GoogleAuth = Schema.Union([
  Schema.Struct({ bound: Schema.Literal(true) }),
  Schema.Struct({ bound: Schema.Literal(false), secret: Schema.String, otpauthUrl: Schema.String }),
])
export type GoogleAuth = typeof GoogleAuth.Type

/** POST /wps/member/ga/bind (sealed): the proposed secret with the authenticator's current 6-digit code. ASSUMED body. */
export const BindGoogleAuthRequest = Schema.Struct({ secret: Schema.String, code: Schema.String })
export type BindGoogleAuthRequest = typeof BindGoogleAuthRequest.Type
