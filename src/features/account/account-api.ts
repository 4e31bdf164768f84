import { call } from '@/lib/http/call'
import * as endpoints from './account-endpoints'
import type { LoginRequest, SendPhoneCodeRequest, SmsPurpose, SmsRequest, VerifyMailRequest, VerifyPhoneRequest } from './account-schema'
import type { AccountKind, AddBankCardRequest, DeleteBankCardRequest } from './card-schema'
import type { SubmitKycRequest } from './kyc-schema'
import type { ProfileField } from './profile-rules'

/** Logs in with a sealed body (DESIGN.md §4). Never retried. */
export const login = (request: LoginRequest) => call(endpoints.login, { body: { ...request, username: request.username.trim() } })

/** Ends the session; the Api sends the token in Authorization. */
export const logout = call(endpoints.logout)

/** Every form field's rule and the age of consent. */
export const loadRegisterSettings = call(endpoints.registerSettings)

/** The dialing codes a mobile number may carry. */
export const loadCountries = call(endpoints.countries)

/** An SMS code (SPEC §7). A write: never retried, never sent twice. */
export const sendSmsCode = (purpose: SmsPurpose, request: SmsRequest) =>
  call(purpose === 'register' ? endpoints.smsForRegister : endpoints.smsWithoutLogin, { body: request })

/** Saves one profile field of my account (nickname, e-mail or payee name). A write: never retried. */
export const saveProfileField = (field: ProfileField, value: string) => {
  switch (field) {
    case 'nickname':
      return call(endpoints.updateNickname, { body: { nickname: value } })
    case 'email':
      return call(endpoints.updateEmail, { body: { email: value } })
    case 'payeeName':
      return call(endpoints.updatePayeeName, { body: { payeeName: value } })
  }
}

/** A verification code to the member's phone or e-mail, and the check of it (writes: never retried). */
export type ContactCodeRequest = ({ readonly kind: 'phone' } & SendPhoneCodeRequest) | { readonly kind: 'email'; readonly email: string }
export const sendContactCode = (request: ContactCodeRequest) =>
  request.kind === 'phone'
    ? call(endpoints.sendPhoneCode, {
        body: { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum, operationType: request.operationType },
      })
    : call(endpoints.sendMailCode, { body: { email: request.email, operationType: 'BIND_EMAIL' } })
export const verifyContact = (
  request: ({ readonly kind: 'phone' } & VerifyPhoneRequest) | ({ readonly kind: 'email' } & VerifyMailRequest),
) =>
  request.kind === 'phone'
    ? call(endpoints.verifyPhone, {
        body: { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum, verificationCode: request.verificationCode },
      })
    : call(endpoints.verifyMail, { body: { email: request.email, verificationCode: request.verificationCode } })

export const loadBankCards = (type: AccountKind) => call(endpoints.bankCards, { query: { type } })
export const loadBanks = (type: AccountKind) => call(endpoints.banks, { query: { type } })
/** Writes: never retried. */
export const addBankCard = (request: AddBankCardRequest) => call(endpoints.addBankCard, { body: request })
export const deleteBankCard = (request: DeleteBankCardRequest) => call(endpoints.deleteBankCard, { body: request })

export const loadKycSettings = call(endpoints.kycSettings)
export const loadKycStatus = call(endpoints.kycStatus)
export const loadKycFields = call(endpoints.kycFields)
/** Writes: never retried. */
export const uploadIdImage = (image: string, fileName: string) => call(endpoints.uploadIdImage, { body: { image, fileName } })
export const submitKyc = (request: SubmitKycRequest) => call(endpoints.submitKyc, { body: request })
