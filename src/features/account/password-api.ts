import { call } from '@/lib/http/call'
import * as endpoints from './account-endpoints'
import type {
  BindGoogleAuthRequest,
  ChangePasswordRequest,
  ChangePaymentPasswordRequest,
  PhoneResetRequest,
  ResetPaymentPasswordRequest,
  SendVerifiedCodeRequest,
  SetPaymentPasswordRequest,
  SetSecurityQuestionsRequest,
} from './password-schema'

/** The member changes their password. A write: never retried. */
export const changePassword = (request: ChangePasswordRequest) => call(endpoints.changePassword, { body: request })

/** A new password by SMS code, no session; the body is sealed. */
export const resetPasswordByPhone = (request: PhoneResetRequest) => call(endpoints.resetPasswordByPhone, { body: request })

/** A fresh trial account and its session (SPEC §4). */
export const startFreePlay = call(endpoints.freePlay, { body: { moduleId: 'FREEPLAY3' } })

/** The trial account, asked with the trial session's token. */
export const loadTrialUser = call(endpoints.trialUser)

/** The first payment password, and a new one for the old (issue 11). Sealed writes: never retried. */
export const setPaymentPassword = (request: SetPaymentPasswordRequest) => call(endpoints.setPaymentPassword, { body: request })
export const changePaymentPassword = (request: ChangePaymentPasswordRequest) => call(endpoints.changePaymentPassword, { body: request })

export const loadHasPaymentPassword = call(endpoints.hasPaymentPassword)

export const loadSecurityQuestions = call(endpoints.securityQuestions)
export const loadCustomerQuestions = call(endpoints.customerSecurityQuestions)
/** Writes: sealed, never retried. */
export const setSecurityQuestions = (request: SetSecurityQuestionsRequest) => call(endpoints.setSecurityQuestions, { body: request })
export const resetPaymentPassword = (request: ResetPaymentPasswordRequest) => call(endpoints.resetPaymentPassword, { body: request })
/** A code to the member's verified phone for one sensitive action (a reset, a withdrawal). */
export const sendVerifiedCode = (request: SendVerifiedCodeRequest) => call(endpoints.sendVerifiedCode, { body: request })

/** Google Authenticator: asked on every visit; binding is a sealed write, never retried. */
export const loadGoogleAuth = call(endpoints.googleAuth)
export const bindGoogleAuth = (request: BindGoogleAuthRequest) => call(endpoints.bindGoogleAuth, { body: request })
