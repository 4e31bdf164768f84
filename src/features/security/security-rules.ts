import type { ModuleId } from '@/domain/feature-flags'
import { canDeposit } from '@/domain/member'
import { paths } from '@/lib/routes/paths'
import type { BindConfig, SecurityConfig, SecurityItem } from './security-schema'

export type SecurityItemId =
  | 'my_account'
  | 'login_password'
  | 'payment_password'
  | 'security_questions'
  | 'reset_payment_password'
  | 'bank_card'
  | 'e_wallet'
  | 'crypto_wallet'
  | 'google_auth'
  | 'phone'
  | 'email'
  | 'identity'

export interface SecurityRow {
  readonly id: SecurityItemId
  /** Done or not; null for what is an action or a list rather than a state (reset, e-wallets). */
  readonly done: boolean | null
  /** Done and not changeable here: "contact customer service to modify". */
  readonly locked: boolean
  /** What must be verified first before this item can be changed (PLATFORM.md §2). */
  readonly needs: 'phone' | 'email' | null
  /** Tapping it is refused with this dictionary key instead of opening it (virtual accounts binding accounts). */
  readonly refusal: 'no_permissions' | null
  /** The KYC state where the platform gives one (NOT_VERIFIED, PENDING, VERIFIED, REJECTED). */
  readonly status: string | null
  readonly to: string
}

export interface SecurityInput {
  readonly config: SecurityConfig
  /** The withdrawal switches; null while unknown (then only the bank card row is offered). */
  readonly bind: BindConfig | null
  readonly flags: ReadonlySet<ModuleId>
  readonly memberType: number
  /** The Maya white-label (its `maya` sub-domain): no passwords, cards or verifications here. */
  readonly maya: boolean
}

const isOn = (item: SecurityItem | undefined) => item?.enabled ?? true
const isDone = (item: SecurityItem | undefined) => item?.isComplete ?? false

/** The modules by which changing a password first needs a verified phone, or e-mail (PLATFORM.md §2). */
const verifyFirstModules: Readonly<Record<'login' | 'payment', readonly [phone: ModuleId, mail: ModuleId]>> = {
  login: ['MOBILEVERFLOGINPW3', 'MAILMODIFYLOGINPWD3'],
  payment: ['MOBILEVERFPAYMENTPW3', 'MAILMODIFYPAYMENTPWD3'],
}

/** Whether the site asks anything to be verified before changing this password. */
export const asksVerificationFirst = (flags: ReadonlySet<ModuleId>, password: 'login' | 'payment') =>
  verifyFirstModules[password].some((id) => flags.has(id))

/**
 * What must be verified before the login or payment password can be changed, or null: the phone
 * where the site's phone module says so and it is not verified, else the e-mail likewise. Setting
 * the first payment password needs nothing (the modules speak of modifying).
 */
export const verificationFirst = (config: SecurityConfig, flags: ReadonlySet<ModuleId>, password: 'login' | 'payment') => {
  const { info } = config
  if (password === 'payment' && !isDone(info.paymentPassword)) return null
  const [phoneModule, mailModule] = verifyFirstModules[password]
  if (flags.has(phoneModule) && !isDone(info.mobileVerified)) return 'phone' as const
  if (flags.has(mailModule) && !isDone(info.email)) return 'email' as const
  return null
}

/** PLATFORM.md §1.4: virtual accounts (40-42) may not bind cards or wallets. */
const virtualTypes: ReadonlyArray<number> = [40, 41, 42]

/** Items a member cannot change once done: customer service does it (PLATFORM.md §2). */
const lockedOnceDone: ReadonlySet<SecurityItemId> = new Set(['security_questions', 'phone', 'email', 'identity'])

/** Hidden on the Maya white-label (PLATFORM.md §2). */
const hiddenOnMaya: ReadonlySet<SecurityItemId> = new Set(['login_password', 'bank_card', 'e_wallet', 'phone', 'email'])

/**
 * The security centre's list (issue 11): which items show, in order, and what each is. One pure
 * function over the whole rule table of PLATFORM.md §2, so every combination of switches is tested
 * in one place:
 * - each item by its whitelabel module and, where the summary lists it, its `enabled`;
 * - security questions only once a payment password exists; resetting the payment password by
 *   questions only once questions are set;
 * - the bank card only while withdrawals are allowed and the bank switch is on; e-wallets and
 *   crypto addresses only when their withdrawal switches are on;
 * - virtual accounts are refused binding (no_permissions);
 * - changing the login or payment password may first need a verified phone or e-mail;
 * - done questions, phone, e-mail and identity are locked;
 * - the Maya white-label hides passwords, cards and verifications.
 */
export const securityRows = ({ config, bind, flags, memberType, maya }: SecurityInput): ReadonlyArray<SecurityRow> => {
  const { info } = config
  const phoneDone = isDone(info.mobileVerified)
  const emailDone = isDone(info.email)
  const paymentDone = isDone(info.paymentPassword)
  const questionsDone = isDone(info.securityQuestions)
  const withdrawals = bind === null || bind.allowWithdraw === 'Y'
  const binding = virtualTypes.includes(memberType) ? ('no_permissions' as const) : null

  const candidates: ReadonlyArray<{ row: Omit<SecurityRow, 'locked' | 'status'> & { status?: string | null }; shown: boolean }> = [
    { row: { id: 'my_account', done: isDone(info.profile), needs: null, refusal: null, to: paths.myAccount }, shown: isOn(info.profile) },
    {
      row: {
        id: 'login_password',
        done: info.loginPassword ? isDone(info.loginPassword) : true,
        needs: verificationFirst(config, flags, 'login'),
        refusal: null,
        to: paths.loginChange,
      },
      shown: flags.has('PASS3') && isOn(info.loginPassword),
    },
    {
      row: {
        id: 'payment_password',
        done: paymentDone,
        needs: verificationFirst(config, flags, 'payment'),
        refusal: null,
        to: paths.fundsPassword,
      },
      shown: flags.has('PAYMENTPASS3') && isOn(info.paymentPassword),
    },
    {
      row: { id: 'security_questions', done: questionsDone, needs: null, refusal: null, to: paths.securityQuestions },
      shown: flags.has('SECQUES3') && isOn(info.securityQuestions) && paymentDone,
    },
    {
      row: { id: 'reset_payment_password', done: null, needs: null, refusal: null, to: paths.forgetFundsPassword },
      shown: flags.has('RESPAYPASS3') && questionsDone,
    },
    {
      row: { id: 'bank_card', done: isDone(info.bankCards), needs: null, refusal: binding, to: paths.myBankCards },
      shown: flags.has('BINDCARD3') && isOn(info.bankCards) && withdrawals && (bind === null || bind.normalBankWithdrawalSwitch === 'Y'),
    },
    {
      row: { id: 'e_wallet', done: null, needs: null, refusal: binding, to: paths.myEWallet },
      shown: flags.has('BINDEW3') && bind !== null && withdrawals && bind.eWalletWithdrawalSwitch === 'Y',
    },
    {
      row: { id: 'crypto_wallet', done: isDone(info.virtualWallets), needs: null, refusal: binding, to: paths.myVCards },
      shown: flags.has('BINDVC3') && bind !== null && withdrawals && bind.cryptoWithdrawalSwitch === 'Y' && isOn(info.virtualWallets),
    },
    {
      row: { id: 'google_auth', done: isDone(info.bindGA), needs: null, refusal: null, to: paths.bindGA },
      shown: flags.has('BINDGA3') && info.bindGA?.enabled === true,
    },
    {
      row: { id: 'phone', done: phoneDone, needs: null, refusal: null, to: paths.verifyPhone },
      shown: flags.has('VERIFICATION3') && isOn(info.mobileVerified),
    },
    {
      row: { id: 'email', done: emailDone, needs: null, refusal: null, to: paths.verifyEmail },
      shown: flags.has('MAILVERIFICATION3') && isOn(info.email),
    },
    {
      row: {
        id: 'identity',
        done: info.idVerification?.status === 'VERIFIED' || isDone(info.idVerification),
        needs: null,
        refusal: null,
        status: info.idVerification?.status ?? null,
        to: paths.identifyStatus,
      },
      shown: info.idVerification?.enabled === true,
    },
  ]
  return candidates
    .filter(({ row, shown }) => shown && !(maya && hiddenOnMaya.has(row.id)))
    .map(({ row }) => ({ ...row, status: row.status ?? null, locked: row.done === true && lockedOnceDone.has(row.id) }))
}

/** Why each step matters, most important first: the 'next step' card names the first one missing. */
const stepOrder: ReadonlyArray<SecurityItemId> = ['payment_password', 'bank_card', 'phone', 'security_questions', 'email', 'identity']

/** The steps that prepare a withdrawal: no step for a member who cannot withdraw (PLATFORM.md §1.4). */
const forWithdrawals: ReadonlySet<SecurityItemId> = new Set(['payment_password', 'bank_card'])

/** The one most useful missing step (PLATFORM.md §10), or null when nothing important is missing. */
export const nextStep = (rows: ReadonlyArray<SecurityRow>, memberType: number): SecurityRow | null => {
  for (const id of stepOrder) {
    if (forWithdrawals.has(id) && !canDeposit(memberType)) continue
    const row = rows.find((candidate) => candidate.id === id)
    if (row && row.done === false && row.refusal === null) return row
  }
  return null
}

/** PLATFORM.md §2: the completion shown as five bolts, lit at 20, 40, 60, 80 and 100. */
export const boltsOf = (completeProgress: number) => [20, 40, 60, 80, 100].filter((threshold) => completeProgress >= threshold).length
