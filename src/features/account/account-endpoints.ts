import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import {
  Ack,
  CountryList,
  LoginRequest,
  LoginResult,
  RegisterSettings,
  SendMailCodeRequest,
  SendPhoneCodeRequest,
  SmsRequest,
  SmsSent,
  VerifyMailRequest,
  VerifyPhoneRequest,
} from './account-schema'
import {
  BindGoogleAuthRequest,
  ChangePasswordRequest,
  ChangePaymentPasswordRequest,
  FreePlayResult,
  GoogleAuth,
  PhoneResetRequest,
  ResetPaymentPasswordRequest,
  SecurityQuestionList,
  SendVerifiedCodeRequest,
  SetSecurityQuestionsRequest,
  SetPaymentPasswordRequest,
  TrialUser,
} from './password-schema'
import { AddBankCardRequest, BankCards, BankList, DeleteBankCardRequest, KindQuery } from './card-schema'
import { KycFields, KycSettings, KycStatus, SubmitKycRequest, UploadedIdImage, UploadIdImageRequest } from './kyc-schema'
import { Challenge, ChallengePass, RegisterRequest, UsernameCheck } from './register-schema'

/** The account calls of SPEC §7 "Member and security" (docs/api-contract.md "Account"). Sealed bodies per DESIGN.md §4. */

/** Ends the session; the token travels in Authorization. Any answer will do. */
export const logout = endpoint({ method: 'DELETE', path: '/wps/session/logout', success: Ack })

export const login = endpoint({ method: 'POST', path: '/wps/session/login', body: LoginRequest, sealed: true, success: LoginResult })

/** Every form field's rule and the age of consent. */
export const registerSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  success: RegisterSettings,
  anonymous: true,
})

/** The dialing codes a mobile number may carry. */
export const countries = endpoint({ method: 'GET', path: '/wps/system/country', success: CountryList, anonymous: true })

/** An SMS code for registration, or for any flow without a session (login by code, forgot password). */
export const smsForRegister = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: SmsRequest,
  success: SmsSent,
})
export const smsWithoutLogin = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: SmsRequest,
  success: SmsSent,
})

/** The platform answers with the new member's session (A), so registering is also the login. */
export const registerByUsername = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  body: RegisterRequest,
  sealed: true,
  success: LoginResult,
})
export const registerByMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  body: RegisterRequest,
  sealed: true,
  success: LoginResult,
})

/** Whether a username or an e-mail is taken (told on leaving the field, before the form is sent). */
export const checkUsername = endpoint({
  method: 'GET',
  path: '/wps/check/username',
  query: Schema.Struct({ username: Schema.String }),
  success: UsernameCheck,
  anonymous: true,
})
export const checkEmail = endpoint({
  method: 'GET',
  path: '/wps/check/email',
  query: Schema.Struct({ email: Schema.String }),
  success: UsernameCheck,
  anonymous: true,
})

/** The affiliate check (SPEC §3: code, domain; success). Our path (A). */
export const checkAffiliate = endpoint({
  method: 'GET',
  path: '/wps/affiliate/check',
  query: Schema.Struct({ code: Schema.String, domain: Schema.String }),
  success: Ack,
  anonymous: true,
})

/** The platform's own human-verification challenge: fetch one, then answer it for a single-use token. */
export const ChallengePurpose = Schema.Literals(['sms', 'register'])
export const challenge = endpoint({
  method: 'GET',
  path: '/wps/verification/challenge',
  query: Schema.Struct({ purpose: ChallengePurpose }),
  success: Challenge,
  anonymous: true,
})
export const answerChallenge = endpoint({
  method: 'POST',
  path: '/wps/verification/challenge',
  body: Schema.Struct({ id: Schema.String, position: Schema.Number }),
  success: ChallengePass,
  anonymous: true,
})

/** The member changes their password. */
export const changePassword = endpoint({ method: 'POST', path: '/wps/member/password', body: ChangePasswordRequest, success: Ack })

/** A new password by SMS code, without a session. */
export const resetPasswordByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/phone',
  body: PhoneResetRequest,
  sealed: true,
  success: Ack,
})

/** A fresh trial account and its session (SPEC §4). */
export const freePlay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  body: Schema.Struct({ moduleId: Schema.Literal('FREEPLAY3') }),
  success: FreePlayResult,
})

/** The trial account behind the trial session's token. */
export const trialUser = endpoint({ method: 'GET', path: '/wps/member/trialuser', success: TrialUser })

/**
 * My account's profile edits (SPEC §7 /wps/member/info/nickname, /email, /payeename). ASSUMED:
 * POST with the one field as the body; the answer is not read (member info is renewed after).
 */
export const updateNickname = endpoint({
  method: 'POST',
  path: '/wps/member/info/nickname',
  body: Schema.Struct({ nickname: Schema.String }),
  success: Ack,
})
export const updateEmail = endpoint({
  method: 'POST',
  path: '/wps/member/info/email',
  body: Schema.Struct({ email: Schema.String }),
  success: Ack,
})
export const updatePayeeName = endpoint({
  method: 'POST',
  path: '/wps/member/info/payeename',
  body: Schema.Struct({ payeeName: Schema.String }),
  success: Ack,
})

/** Payment-password bodies are sealed like login (issue 11). */
export const setPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  body: SetPaymentPasswordRequest,
  sealed: true,
  success: Schema.Unknown,
  module: 'PAYMENTPASS3',
})

export const changePaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  body: ChangePaymentPasswordRequest,
  sealed: true,
  success: Schema.Unknown,
  module: 'PAYMENTPASS3',
})

/** Whether the member has a payment password yet (SPEC §7 /hasWithdrawalPassword). ASSUMED: `value` is a boolean. */
export const hasPaymentPassword = endpoint({ method: 'GET', path: '/wps/member/hasWithdrawalPassword', success: Schema.Boolean })

/** Google Authenticator: the member's state (and a proposed secret), then binding it with a code (sealed, once). */
export const googleAuth = endpoint({ method: 'GET', path: '/wps/member/ga', success: GoogleAuth, module: 'BINDGA3' })
export const bindGoogleAuth = endpoint({
  method: 'POST',
  path: '/wps/member/ga/bind',
  body: BindGoogleAuthRequest,
  sealed: true,
  success: Ack,
  module: 'BINDGA3',
})

/** Phone verification of a signed-in member: a code to the number, then the number with its code. */
export const sendPhoneCode = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/sms/send',
  body: SendPhoneCodeRequest,
  success: SmsSent,
  module: 'VERIFICATION3',
})
export const verifyPhone = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/sms/verify-check',
  body: VerifyPhoneRequest,
  success: Ack,
  module: 'VERIFICATION3',
})

/** E-mail verification of a signed-in member, the same way. */
export const sendMailCode = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/mail/send',
  body: SendMailCodeRequest,
  success: SmsSent,
  module: 'MAILVERIFICATION3',
})
export const verifyMail = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/mail/verify-check',
  body: VerifyMailRequest,
  success: Ack,
  module: 'MAILVERIFICATION3',
})

/** The member's bank cards (issue 11); adding one is sealed, like login. */
export const bankCards = endpoint({ method: 'GET', path: '/wps/v2/member/bankCards', query: KindQuery, success: BankCards })
export const banks = endpoint({
  method: 'GET',
  path: relay('MCSFE_getBanks'),
  aliases: [relay('MCS2_withdrawBanks')],
  query: KindQuery,
  success: BankList,
})
export const addBankCard = endpoint({
  method: 'POST',
  path: '/wps/v2/member/bankCards',
  body: AddBankCardRequest,
  sealed: true,
  success: Ack,
  module: 'BINDCARD3',
})
export const deleteBankCard = endpoint({
  method: 'DELETE',
  path: '/wps/v2/member/bankCards',
  body: DeleteBankCardRequest,
  sealed: true,
  success: Ack,
  module: 'BINDCARD3',
})

/** Security questions: the platform's list, the member's chosen ones, and setting them (sealed, once). */
export const securityQuestions = endpoint({ method: 'GET', path: '/wps/member/securityQuestions', success: SecurityQuestionList })
export const customerSecurityQuestions = endpoint({
  method: 'GET',
  path: '/wps/v2/member/customerSecurityQuestions',
  success: SecurityQuestionList,
})
export const setSecurityQuestions = endpoint({
  method: 'POST',
  path: '/wps/v2/member/customerSecurityQuestions',
  body: SetSecurityQuestionsRequest,
  sealed: true,
  success: Ack,
  module: 'SECQUES3',
})

/** A forgotten payment password, reset by the answers or by a code to the verified phone. */
export const resetPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/v2/member/paymentPassword/reset2',
  body: ResetPaymentPasswordRequest,
  sealed: true,
  success: Ack,
  module: 'RESPAYPASS3',
})
export const sendVerifiedCode = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/sms/send-verified',
  body: SendVerifiedCodeRequest,
  success: SmsSent,
})

/** The identity check (KYC, issue 11): the operator's settings, the member's state, the form, the ID image and the submission. */
export const kycSettings = endpoint({ method: 'GET', path: relay('MCSFE_getCustomerKycMerchantSetting'), success: KycSettings })
export const kycStatus = endpoint({ method: 'GET', path: relay('MCSFE_getCustomerKycStatus'), success: KycStatus })
export const kycFields = endpoint({ method: 'GET', path: relay('MCSFE_getFieldType'), success: KycFields })
export const uploadIdImage = endpoint({
  method: 'POST',
  path: relay('MCSFE_uploadIdImg'),
  body: UploadIdImageRequest,
  success: UploadedIdImage,
})
export const submitKyc = endpoint({
  method: 'POST',
  path: relay('UCSFE_submitPlayerVerifyMaterials'),
  body: SubmitKycRequest,
  success: Ack,
})
