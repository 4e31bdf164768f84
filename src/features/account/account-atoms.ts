import { inHeaderLanguage, inLanguage } from '@/lib/state/preferences'
import { Cause, Exit, Option } from 'effect'
import type { CipherError } from '@/lib/crypto/body-cipher'
import { atom } from 'jotai'
import { answeredWithin } from '@/lib/effect/answered-within'
import { makeCaptchaAtoms } from '@/lib/captcha'
import { policies } from '@/lib/effect/policies'
import { run } from '@/lib/effect/runtime'
import { errorMessageKey, refusalKey, type ApiError } from '@/lib/http/errors'
import type { SessionInfo } from '@/domain/member'
import {
  renewMemberAtom,
  sessionEndingAtom,
  sessionScopedAtom,
  sessionTokenAtom,
  signedOutHereAtom,
  signInAtom,
} from '@/lib/session/session-atoms'
import { identityGateAtom } from '@/lib/state/gates'
import { keys } from '@/lib/state/keys'
import { persistedAtom, writeStored } from '@/lib/state/storage'
import {
  loadCountries,
  loadRegisterSettings,
  login,
  logout,
  saveProfileField,
  addBankCard,
  deleteBankCard,
  loadBankCards,
  loadBanks,
  loadKycFields,
  loadKycSettings,
  loadKycStatus,
  submitKyc,
  uploadIdImage,
  sendContactCode,
  sendSmsCode,
  verifyContact,
  type ContactCodeRequest,
} from './account-api'
import type { AccountKind, AddBankCardRequest, DeleteBankCardRequest } from './card-schema'
import type { SubmitKycRequest } from './kyc-schema'
import type { ProfileField } from './profile-rules'
import { Schema } from 'effect'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom, type SubmitOutcome } from '@/lib/effect/submit-atom'
import { LoginRefusal, type LoginRequest, type SmsPurpose, type SmsRequest } from './account-schema'
import { indexedDbKeyStore, makeRememberedLogins, type LoginMode, type Recalled } from './remembered-login'

/** What a screen gets back from an account call: the value, or the text to show and the refusal. */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false
      /** Dictionary key (common namespace) for the failure. */
      readonly messageKey: string
      /** The platform's own message, already in the user's language, when it refused. */
      readonly reason: string | undefined
      readonly code: string | undefined
      /** The refusal's value (a login refusal carries { captcha }). */
      readonly value: unknown
    }

/** Whether a failed call was the platform's refusal (its code or words), not a call with no verdict. */
export const refusedBy = (outcome: Extract<Outcome<unknown>, { ok: false }>) => outcome.code !== undefined || outcome.reason !== undefined

/** The one map from a failed account call to what the screen shows. */
export const outcomeOf = <A>(exit: Exit.Exit<A, ApiError | CipherError>): Outcome<A> => {
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isNone(error) || error.value._tag === 'CipherError') {
    return { ok: false, messageKey: 'errors.unknown', reason: undefined, code: undefined, value: undefined }
  }
  const failure = error.value
  const refusal = failure._tag === 'ServerRefusal' ? failure : undefined
  return { ok: false, messageKey: errorMessageKey(failure), reason: refusal?.reason, code: refusal?.code, value: refusal?.value }
}

/**
 * A form's send through its submit atom: null when one is already on its way (the tap did
 * nothing), otherwise what to show.
 */
export const submitted = <A>(result: SubmitOutcome<A, ApiError | CipherError>): Outcome<A> | null =>
  result === 'locked' ? null : outcomeOf(result)

/** The text to show for a failed outcome: the platform's words when it gave any. */
export const failureText = (outcome: Outcome<unknown>, t: (key: string) => string) =>
  outcome.ok ? '' : refusalKey(outcome.code, outcome.reason) ? t(outcome.messageKey) : (outcome.reason ?? t(outcome.messageKey))

/**
 * SPEC §3 auth state: a forced first-login change under way (SPEC §4 firstTimeLogin), with the
 * password held from the login so the change-password screen does not ask for it again; none after
 * an SMS login, which typed no password. Memory only: it never reaches storage.
 */
// Of this session only: one that ends (logout, expiry, another login) takes the held password with it.
export const forcedChangeAtom = sessionScopedAtom<{ readonly heldPassword: string | null } | null>(null)

/** The session a login or register answer opens. */
export const sessionOf = (result: Omit<SessionInfo, 'firstTimeLogin'>, firstTimeLogin: boolean): SessionInfo => ({
  token: result.token,
  merchantCode: result.merchantCode,
  id: result.id,
  userName: result.userName,
  type: result.type,
  firstTimeLogin,
})

/** Logs in and stores the session; the app's session refresh then renews member info and the wallet. */
export const loginAtom = submitAtom(
  (request: LoginRequest) => login(request),
  (result, { get, set }) => {
    set(signInAtom, sessionOf(result, result.firstTimeLogin))
    // After login is one of the identity check's moments; it asks once the next page is up.
    void get(identityGateAtom).check('login')
  },
)

/**
 * SPEC §4 logout: the call carries the token; whether or not it succeeds, auto-login is set '0',
 * all session storage is cleared, and so are the token, trial user, member info and a forced change under way.
 * `leave` runs once the call has answered and before the session goes (the screen going home): a
 * members-only page still on screen when the session went would send the guest to the login.
 */
export const logoutAtom = atom(null, async (_get, set, leave?: () => void) => {
  set(sessionEndingAtom, true)
  await run(logout)
  leave?.()
  set(forcedChangeAtom, null)
  set(signedOutHereAtom)
  set(sessionEndingAtom, false)
})

/** The server's field rules and age of consent (every account form validates with them). */
export const registerSettingsQuery = queryAtom(() => loadRegisterSettings)

/** The dialling countries for phone fields. */
export const countriesQuery = queryAtom(() => loadCountries)

/**
 * Whether the register form may draw its fields: the settings name the mobile, code, nickname,
 * e-mail and invitation fields, which stand above the checkbox and Register (drawn without them,
 * the form grew by 441 px when they came); the countries put the dialling code beside the mobile
 * number (drawn without it, the number's box moved aside when they came).
 */
export const registerFieldsReadyAtom = answeredWithin([registerSettingsQuery, countriesQuery], policies.formDataWait)

/** Sends an SMS code; the screen's countdown starts from the returned expiry. */
export const sendSmsAtom = submitAtom(({ purpose, request }: { readonly purpose: SmsPurpose; readonly request: SmsRequest }) =>
  sendSmsCode(purpose, request),
)

/** The login captcha on screen (auth state, SPEC §3); its image is null when none is asked. */
const loginCaptcha = makeCaptchaAtoms()
export const captchaImageAtom = loginCaptcha.image
export const captchaFailedAtom = loginCaptcha.failed
export const refreshCaptchaAtom = loginCaptcha.refresh

/** Whether a refused login asks for a captcha from now on. */
export const asksCaptcha = (outcome: Outcome<unknown>) =>
  !outcome.ok && Option.exists(Schema.decodeUnknownOption(LoginRefusal)(outcome.value), (refusal) => refusal.captcha === true)

const rememberedLogins = makeRememberedLogins(indexedDbKeyStore())
export const recallLoginAtom = atom(null, (_get, _set, mode: LoginMode) => rememberedLogins.recall(mode).catch(() => null))
/** Remembers a login or forgets it; SPEC §3 autoLogin says which ('1' remembered, '0' not), as logout sets '0'. */
export const rememberLoginAtom = atom(null, (_get, _set, mode: LoginMode, login: Recalled | null) => {
  writeStored(keys.autoLogin, login ? '1' : '0')
  return (login ? rememberedLogins.remember(mode, login) : Promise.resolve(rememberedLogins.forget(mode))).catch(() => undefined)
})

/** Saves one profile field, once per tap; member info is renewed before the lock opens, so the screen shows the saved value. */
export const saveProfileAtom = submitAtom(
  ({ field, value }: { readonly field: ProfileField; readonly value: string }) => saveProfileField(field, value),
  async (_value, { set }) => {
    await set(renewMemberAtom)
  },
)

/** The expiry of the last code sent per purpose (keys.codeBox): an SMS countdown resumes after a reload. */
export const codeExpiriesAtom = persistedAtom(keys.codeBox)

/** A verification code to the member's phone or e-mail: once per tap. */
export const sendContactCodeAtom = submitAtom((request: ContactCodeRequest) => sendContactCode(request))

/** The code checked: member info renewed (the verified state shows), the countdown forgotten. */
export const verifyContactAtom = submitAtom(
  (request: Parameters<typeof verifyContact>[0]) => verifyContact(request),
  async (_value, { get, set, input }) => {
    const { [input.kind]: _done, ...others } = get(codeExpiriesAtom)
    set(codeExpiriesAtom, others)
    await set(renewMemberAtom)
  },
)

/** The member's accounts of each kind (bank cards, e-wallets, crypto); asked again on every visit. */
const accountsQueryOf = (kind: AccountKind) =>
  queryAtom((get) => (get(sessionTokenAtom) ? loadBankCards(kind) : null), { askOnEveryVisit: true })
export const bankCardsQueries = { B: accountsQueryOf('B'), E: accountsQueryOf('E'), V: accountsQueryOf('V') } as const
/** The banks, e-wallet providers or crypto networks an account can be of. */
const banksQueryOf = (kind: AccountKind) => queryAtom((get) => (get(sessionTokenAtom) ? loadBanks(kind) : null))
export const banksQueries = { B: banksQueryOf('B'), E: banksQueryOf('E'), V: banksQueryOf('V') } as const

/** Adding an account and deleting one (both sealed, with the payment password): once per tap; the list and member info (payee name) follow. */
export const addBankCardAtom = submitAtom(
  (request: AddBankCardRequest) => addBankCard(request),
  async (_value, { set, input }) => {
    set(bankCardsQueries[input.type ?? 'B'], 'refresh')
    await set(renewMemberAtom)
  },
)
export const deleteBankCardAtom = submitAtom(
  (request: DeleteBankCardRequest) => deleteBankCard(request),
  (_value, { set, input }) => set(bankCardsQueries[input.type ?? 'B'], 'refresh'),
)

/** The operator's identity-check settings (for the gate) and the member's state; the form's fields. */
export const kycSettingsQuery = queryAtom((get) => (get(sessionTokenAtom) && inHeaderLanguage(get) ? loadKycSettings : null), inLanguage())
export const kycStatusQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadKycStatus : null), { askOnEveryVisit: true })
export const kycFieldsQuery = queryAtom((get) => (get(sessionTokenAtom) && inHeaderLanguage(get) ? loadKycFields : null), inLanguage())

/** The ID image (compressed before), then the whole form: each once per tap; the state is asked again after. */
export const uploadIdImageAtom = submitAtom(({ image, fileName }: { readonly image: string; readonly fileName: string }) =>
  uploadIdImage(image, fileName),
)
export const submitKycAtom = submitAtom(
  (request: SubmitKycRequest) => submitKyc(request),
  (_value, { set }) => set(kycStatusQuery, 'refresh'),
)
