import { Schema } from 'effect'
import { FieldRule, FieldRules } from './field-rules'

export { FieldRule, FieldRules }

/** SPEC §3 login payload (username mode); sealed before it leaves the device. */
export const LoginRequest = Schema.Struct({
  username: Schema.String,
  password: Schema.String,
  captcha: Schema.optional(Schema.String),
  /** SMS login: the dialing code of the mobile number sent as username. */
  countryDialingCode: Schema.optional(Schema.String),
  type: Schema.Literals(['username', 'sms', 'firebase']),
  /** Firebase route (SPEC §3): the identity service's id token, the channel, the verified number. */
  firebaseIdToken: Schema.optional(Schema.String),
  firebaseChannel: Schema.optional(Schema.String),
  firebaseMobileNo: Schema.optional(Schema.String),
})
export type LoginRequest = typeof LoginRequest.Type

/** SPEC §3 login response value, plus the id and merchant the session record needs. */
export const LoginResult = Schema.Struct({
  token: Schema.String,
  userName: Schema.String,
  type: Schema.Number,
  firstTimeLogin: Schema.Boolean,
  id: Schema.String,
  merchantCode: Schema.String,
})
export type LoginResult = typeof LoginResult.Type

/** Calls whose answer carries nothing the app reads (logout): any value is accepted. */
export const Ack = Schema.Unknown

/**
 * The server's registration and validation settings (SPEC §5, §7 "registration-validation
 * settings"; our shape, docs/api-contract.md): the rule of every form field, and the age of consent.
 */
export const RegisterSettings = Schema.Struct({
  fields: FieldRules,
  /** SPEC §1: 21 by default, configurable per site. */
  ageLimit: Schema.Number,
})
export type RegisterSettings = typeof RegisterSettings.Type

/** A country the mobile number may belong to (GET /wps/system/country; our shape). */
export const Country = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  /** With the plus sign, e.g. "+63". */
  dialingCode: Schema.String,
})
export type Country = typeof Country.Type
export const CountryList = Schema.Array(Country)

/** Which SMS code: registration, or any flow without a session (login by code, forgot password). */
export type SmsPurpose = 'register' | 'noLogin'

/** SPEC §3 SMS code request; `humanVerification` is the result of the challenge when one is asked. */
export const SmsRequest = Schema.Struct({
  mobileNum: Schema.String,
  countryDialingCode: Schema.String,
  humanVerification: Schema.optional(Schema.String),
})
export type SmsRequest = typeof SmsRequest.Type

/** SPEC §3: the answer carries the code's expiry as a timestamp in ms. */
export const SmsSent = Schema.Struct({ expirationTime: Schema.Number })
export type SmsSent = typeof SmsSent.Type

/** A refused login may carry value.captcha: the platform now wants a captcha (SPEC §3, §8). */
export const LoginRefusal = Schema.Struct({ captcha: Schema.optional(Schema.Boolean) })

/**
 * Phone and e-mail verification of a signed-in member (PLATFORM.md §2 `/wps/v2/verification/sms/*`
 * and `/mail/*`). ASSUMED bodies: the number or address, then it with the code; the code's answer
 * is SmsSent's expirationTime.
 */
export const SendPhoneCodeRequest = Schema.Struct({
  countryDialingCode: Schema.String,
  mobileNum: Schema.String,
  /** ASSUMED: KYC for the identity check's own number (PLATFORM.md §2 "SMS for MOBILE_NUMBER"). */
  operationType: Schema.Literals(['BIND_MOBILE', 'KYC']),
})
export type SendPhoneCodeRequest = typeof SendPhoneCodeRequest.Type
export const VerifyPhoneRequest = Schema.Struct({
  countryDialingCode: Schema.String,
  mobileNum: Schema.String,
  verificationCode: Schema.String,
})
export const SendMailCodeRequest = Schema.Struct({ email: Schema.String, operationType: Schema.Literal('BIND_EMAIL') })
export const VerifyMailRequest = Schema.Struct({ email: Schema.String, verificationCode: Schema.String })
export type VerifyPhoneRequest = typeof VerifyPhoneRequest.Type
export type VerifyMailRequest = typeof VerifyMailRequest.Type
