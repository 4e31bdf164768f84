import { inHeaderLanguage, inLanguage } from '@/lib/state/preferences'
import { Exit } from 'effect'
import { run } from '@/lib/effect/runtime'
import { submitAtom } from '@/lib/effect/submit-atom'
import { sessionAtom, sessionTokenAtom, signInAtom, trialNameAtom } from '@/lib/session/session-atoms'
import { queryAtom } from '@/lib/effect/query-atom'
import { forcedChangeAtom } from './account-atoms'
import {
  bindGoogleAuth,
  changePassword,
  changePaymentPassword,
  loadCustomerQuestions,
  loadGoogleAuth,
  loadHasPaymentPassword,
  loadSecurityQuestions,
  loadTrialUser,
  resetPasswordByPhone,
  resetPaymentPassword,
  sendVerifiedCode,
  setPaymentPassword,
  setSecurityQuestions,
  startFreePlay,
} from './password-api'
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

/**
 * Changes the password; on success a forced change is done: the password held for it dropped, and
 * the session no longer held to the change page (its `firstTimeLogin` off, as the platform's is).
 */
export const changePasswordAtom = submitAtom(
  (request: ChangePasswordRequest) => changePassword(request),
  (_changed, { get, set }) => {
    set(forcedChangeAtom, null)
    const session = get(sessionAtom)
    if (session?.firstTimeLogin) set(sessionAtom, { ...session, firstTimeLogin: false })
  },
)

export const resetPasswordByPhoneAtom = submitAtom((request: PhoneResetRequest) => resetPasswordByPhone(request))

/**
 * SPEC §4 free play: the trial account's session is stored, then the trial user, whose name is
 * kept in session storage (trialName).
 */
export const freePlayAtom = submitAtom(
  (_: void) => startFreePlay,
  async (trial, { set }) => {
    set(signInAtom, {
      token: trial.token,
      merchantCode: trial.merchantCode ?? '',
      id: '',
      userName: trial.userName,
      type: trial.customerType,
      firstTimeLogin: false,
    })
    const user = await run(loadTrialUser)
    set(trialNameAtom, Exit.isSuccess(user) ? user.value.userName : trial.userName)
  },
)

/** Whether a payment password exists: the form sets the first one or changes it. Asked on every visit. */
export const hasPaymentPasswordQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadHasPaymentPassword : null), {
  askOnEveryVisit: true,
})

/**
 * Setting the first payment password, or changing it: once per tap, sealed. The form leaves for the
 * security centre after either; the next visit asks again whether one exists.
 */
export const setPaymentPasswordAtom = submitAtom((request: SetPaymentPasswordRequest) => setPaymentPassword(request))
export const changePaymentPasswordAtom = submitAtom((request: ChangePaymentPasswordRequest) => changePaymentPassword(request))

/** The platform's questions, and the member's own (empty until set); the member's asked on every visit. */
export const securityQuestionsQuery = queryAtom(
  (get) => (get(sessionTokenAtom) && inHeaderLanguage(get) ? loadSecurityQuestions : null),
  inLanguage(),
)
export const customerQuestionsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadCustomerQuestions : null), { askOnEveryVisit: true })

/** Setting the questions (once: then they are locked), resetting a forgotten payment password, and its SMS code. */
export const setSecurityQuestionsAtom = submitAtom((request: SetSecurityQuestionsRequest) => setSecurityQuestions(request))
export const resetPaymentPasswordAtom = submitAtom((request: ResetPaymentPasswordRequest) => resetPaymentPassword(request))
export const sendVerifiedCodeAtom = submitAtom((request: SendVerifiedCodeRequest) => sendVerifiedCode(request))

/** Google Authenticator: whether one is bound (else the proposed secret), asked on every visit; binding it, once per tap. */
export const googleAuthQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadGoogleAuth : null), { askOnEveryVisit: true })
export const bindGoogleAuthAtom = submitAtom((request: BindGoogleAuthRequest) => bindGoogleAuth(request))
