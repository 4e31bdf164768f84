import { describe, expect, it } from 'vitest'
import { moduleIds, type ModuleId } from '@/domain/feature-flags'
import { boltsOf, nextStep, securityRows, type SecurityInput, type SecurityItemId } from './security-rules'
import type { BindConfig, SecurityConfig } from './security-schema'

const item = (isComplete: boolean, enabled = true, status?: string) => ({ enabled, isComplete, ...(status ? { status } : {}) })
const config = (
  done: Partial<Record<keyof SecurityConfig['info'], boolean>> = {},
  extra: Partial<SecurityConfig['info']> = {},
): SecurityConfig => ({
  completeProgress: 40,
  info: {
    profile: item(done.profile ?? false),
    loginPassword: item(done.loginPassword ?? true),
    paymentPassword: item(done.paymentPassword ?? false),
    securityQuestions: item(done.securityQuestions ?? false),
    bankCards: item(done.bankCards ?? false),
    virtualWallets: item(done.virtualWallets ?? false),
    email: item(done.email ?? false),
    mobileVerified: item(done.mobileVerified ?? false),
    ...extra,
  },
})
const allOn: BindConfig = { allowWithdraw: 'Y', normalBankWithdrawalSwitch: 'Y', eWalletWithdrawalSwitch: 'Y', cryptoWithdrawalSwitch: 'Y' }
const everyFlag = new Set<ModuleId>(moduleIds.filter((id) => !/^(MOBILEVERF|MAILMODIFY)/.test(id)))
const input = (overrides: Partial<SecurityInput> = {}): SecurityInput => ({
  config: config(),
  bind: allOn,
  flags: everyFlag,
  memberType: 0,
  maya: false,
  ...overrides,
})
const ids = (given: SecurityInput) => securityRows(given).map((row) => row.id)
const rowOf = (given: SecurityInput, id: SecurityItemId) => securityRows(given).find((row) => row.id === id)

describe('security centre rows (PLATFORM.md §2 rule table)', () => {
  it('a new member: profile, passwords, bank, e-wallet, crypto, phone and e-mail, in order', () => {
    expect(ids(input())).toEqual([
      'my_account',
      'login_password',
      'payment_password',
      'bank_card',
      'e_wallet',
      'crypto_wallet',
      'phone',
      'email',
    ])
  })

  it('an item the summary marks as not enabled is not listed, the profile too', () => {
    expect(ids(input({ config: config({}, { profile: item(false, false) }) }))).not.toContain('my_account')
    expect(ids(input({ config: config({}, { email: item(false, false) }) }))).not.toContain('email')
  })

  it('security questions only once a payment password exists; reset by questions only once questions are set', () => {
    expect(ids(input())).not.toContain('security_questions')
    expect(ids(input({ config: config({ paymentPassword: true }) }))).toContain('security_questions')
    expect(ids(input({ config: config({ paymentPassword: true }) }))).not.toContain('reset_payment_password')
    expect(ids(input({ config: config({ paymentPassword: true, securityQuestions: true }) }))).toContain('reset_payment_password')
  })

  it.each([
    ['withdrawals off', { ...allOn, allowWithdraw: 'N' }, []],
    ['bank switch off', { ...allOn, normalBankWithdrawalSwitch: 'N' }, ['e_wallet', 'crypto_wallet']],
    ['e-wallet switch off', { ...allOn, eWalletWithdrawalSwitch: 'N' }, ['bank_card', 'crypto_wallet']],
    ['crypto switch off', { ...allOn, cryptoWithdrawalSwitch: 'N' }, ['bank_card', 'e_wallet']],
    ['switches unknown', null, ['bank_card']],
  ] as const)('accounts to bind with %s', (_name, bind, shown) => {
    const binding = ids(input({ bind })).filter((id) => ['bank_card', 'e_wallet', 'crypto_wallet'].includes(id))
    expect(binding).toEqual(shown)
  })

  it.each([
    ['PASS3', 'login_password'],
    ['PAYMENTPASS3', 'payment_password'],
    ['BINDCARD3', 'bank_card'],
    ['BINDEW3', 'e_wallet'],
    ['BINDVC3', 'crypto_wallet'],
    ['VERIFICATION3', 'phone'],
    ['MAILVERIFICATION3', 'email'],
  ] as const)('%s off hides %s', (flag, id) => {
    const flags = new Set([...everyFlag].filter((module) => module !== flag))
    expect(ids(input({ flags }))).not.toContain(id)
    expect(ids(input({ flags })).length).toBe(ids(input()).length - 1)
  })

  it('an item the summary lists as not enabled is hidden', () => {
    expect(ids(input({ config: config({}, { mobileVerified: item(false, false) }) }))).not.toContain('phone')
  })

  it.each([0, 1, 2])('type %i may bind; virtual types 40-42 are refused with no_permissions', (type) => {
    expect(rowOf(input({ memberType: type }), 'bank_card')?.refusal).toBeNull()
    for (const virtual of [40, 41, 42]) {
      for (const id of ['bank_card', 'e_wallet', 'crypto_wallet'] as const)
        expect(rowOf(input({ memberType: virtual }), id)?.refusal).toBe('no_permissions')
    }
  })

  it('done questions, phone and e-mail are locked; done passwords are not', () => {
    const all = input({ config: config({ paymentPassword: true, securityQuestions: true, mobileVerified: true, email: true }) })
    expect(rowOf(all, 'security_questions')?.locked).toBe(true)
    expect(rowOf(all, 'phone')?.locked).toBe(true)
    expect(rowOf(all, 'email')?.locked).toBe(true)
    expect(rowOf(all, 'payment_password')?.locked).toBe(false)
    expect(rowOf(all, 'login_password')?.locked).toBe(false)
    expect(rowOf(input(), 'phone')?.locked).toBe(false)
  })

  it.each([
    ['MOBILEVERFLOGINPW3', 'login_password', {}, 'phone'],
    ['MOBILEVERFLOGINPW3', 'login_password', { mobileVerified: true }, null],
    ['MAILMODIFYLOGINPWD3', 'login_password', {}, 'email'],
    ['MOBILEVERFPAYMENTPW3', 'payment_password', { paymentPassword: true }, 'phone'],
    ['MOBILEVERFPAYMENTPW3', 'payment_password', {}, null], // setting the first one needs nothing
    ['MAILMODIFYPAYMENTPWD3', 'payment_password', { paymentPassword: true }, 'email'],
    ['MAILMODIFYPAYMENTPWD3', 'payment_password', { paymentPassword: true, email: true }, null],
  ] as const)('%s: %s needs %s first', (flag, id, done, needs) => {
    const flags = new Set<ModuleId>([...everyFlag, flag])
    expect(rowOf(input({ flags, config: config(done) }), id)?.needs).toBe(needs)
  })

  it('the Maya white-label hides the login password, cards, e-wallets and the verifications', () => {
    expect(ids(input({ maya: true }))).toEqual(['my_account', 'payment_password', 'crypto_wallet'])
  })

  it('Google Authenticator and the identity check only where the summary enables them; identity carries its status', () => {
    expect(ids(input())).not.toContain('google_auth')
    expect(ids(input())).not.toContain('identity')
    const shown = input({ config: config({}, { bindGA: item(false), idVerification: item(false, true, 'PENDING') }) })
    expect(ids(shown)).toContain('google_auth')
    expect(rowOf(shown, 'identity')).toMatchObject({ done: false, status: 'PENDING' })
    const verified = input({ config: config({}, { idVerification: item(false, true, 'VERIFIED') }) })
    expect(rowOf(verified, 'identity')).toMatchObject({ done: true, locked: true })
  })
})

describe('next step', () => {
  it.each([
    ['nothing done', {}, 'payment_password'],
    ['a payment password', { paymentPassword: true }, 'bank_card'],
    ['and a card', { paymentPassword: true, bankCards: true }, 'phone'],
    ['and a phone', { paymentPassword: true, bankCards: true, mobileVerified: true }, 'security_questions'],
    ['and questions', { paymentPassword: true, bankCards: true, mobileVerified: true, securityQuestions: true }, 'email'],
    ['everything', { paymentPassword: true, bankCards: true, mobileVerified: true, securityQuestions: true, email: true }, null],
  ] as const)('%s: %s', (_name, done, expected) =>
    expect(nextStep(securityRows(input({ config: config(done) })), 0)?.id ?? null).toBe(expected),
  )

  it('skips a step the member is refused (a virtual account and its card)', () => {
    expect(nextStep(securityRows(input({ memberType: 40, config: config({ paymentPassword: true }) })), 40)?.id).toBe('phone')
  })

  it('offers no withdrawal step (payment password, card) to a member who cannot withdraw (PLATFORM.md §1.4)', () => {
    for (const memberType of [4, 40, 41]) expect(nextStep(securityRows(input({ memberType })), memberType)?.id).toBe('phone')
    expect(nextStep(securityRows(input({ memberType: 2 })), 2)?.id).toBe('payment_password')
  })
})

describe('completion bolts', () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [59, 2],
    [60, 3],
    [99, 4],
    [100, 5],
  ])('%i%% lights %i', (progress, lit) => expect(boltsOf(progress)).toBe(lit))
})
