import { describe, expect, it } from 'vitest'
import {
  clockOf,
  cryptoAmountOf,
  gmtOf,
  minutesOf,
  needsSmsCode,
  paysByPaster,
  platformMinutes,
  withinWindow,
} from '@/domain/withdraw-window'
import { HttpStatusError, ServerRefusal } from '@/lib/http/errors'
import {
  allAmountOf,
  checklistPasses,
  turnoverLeftOf,
  withdrawableOf,
  withdrawAmountIssue,
  withdrawChecklist,
  withdrawMethodsOn,
  withdrawRefusalOf,
  type ChecklistInput,
} from './withdraw-rules'
import type { WithdrawSettings } from './withdraw-schema'

const settings = (overrides: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  withdrawDateFrom: '00:00:00',
  withdrawDateTo: '00:00:00',
  gmtOffset: 480,
  dailyCountLimit: 5,
  dailyCountUsed: 1,
  dailyAmountLimit: 50_000,
  dailyAmountUsed: 10_000,
  min: 200,
  max: 30_000,
  fixedAmountFlag: true,
  fixedWithdrawAmounts: [500, 1000],
  allowDecimal: false,
  mobileVerificationType: 'NONE',
  ...overrides,
})

/** 2026-11-25 10:30 in Manila (UTC+8) is 02:30 UTC. */
const manilaHalfPastTen = Date.UTC(2026, 10, 25, 2, 30)

describe('the time window', () => {
  it.each([
    ['09:00', 540],
    ['23:59:59', 1439],
    ['7:05', 425],
    ['24:00', null],
    ['noon', null],
  ])('%s is minute %s', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes)
  })

  it("reads the platform's clock, not the phone's", () => {
    expect(platformMinutes(manilaHalfPastTen, 480)).toBe(630)
    expect(platformMinutes(manilaHalfPastTen, 0)).toBe(150)
    expect(platformMinutes(Date.UTC(2026, 10, 25, 1, 0), -300)).toBe(20 * 60)
  })

  it('writes the platform time and its offset as people read them', () => {
    expect(clockOf(platformMinutes(manilaHalfPastTen, 480))).toBe('10:30')
    expect(clockOf(0)).toBe('00:00')
    expect(clockOf(23 * 60 + 59)).toBe('23:59')
    expect([480, 0, -180, 330, -570].map(gmtOf)).toEqual(['GMT+8', 'GMT+0', 'GMT-3', 'GMT+5:30', 'GMT-9:30'])
  })

  it.each([
    ['all day when the ends are equal', '00:00', '00:00', 0, true],
    ['inside a day window', '09:00', '21:00', 630, true],
    ['before it', '09:00', '21:00', 500, false],
    ['at its end minute', '09:00', '21:00', 1260, false],
    ['over midnight, late', '22:00', '06:00', 1400, true],
    ['over midnight, early', '22:00', '06:00', 100, true],
    ['over midnight, midday', '22:00', '06:00', 720, false],
    ['an unreadable window does not lock anyone out', 'x', '06:00', 720, true],
  ])('%s', (_name, from, to, minutes, open) => {
    expect(withinWindow(from, to, minutes)).toBe(open)
  })
})

describe('withdrawable and turnover', () => {
  it.each([
    ['the balance, under the day amount left', 12_345.5, settings(), 12_345.5],
    ['the day amount left, under the balance', 90_000, settings(), 40_000],
    ['nothing left today', 5000, settings({ dailyAmountUsed: 50_000 }), 0],
    ['no day limit', 90_000, settings({ dailyAmountLimit: 0 }), 90_000],
  ])('%s', (_name, balance, given, withdrawable) => {
    expect(withdrawableOf(balance, given)).toBe(withdrawable)
  })

  it.each([
    ['all of it', 1234.56, settings({ allowDecimal: true }), 1234.56],
    ["one withdrawal's maximum at most", 80_000, settings({ allowDecimal: true, max: 50_000 }), 50_000],
    ["a day's sums' float noise rounded off", 50_000 - 0.1 - 0.2, settings({ allowDecimal: true, max: 100_000 }), 49_999.7],
    ['whole cents', 0.29, settings({ allowDecimal: true, min: 0 }), 0.29],
    ['whole pesos where only those go', 1234.56, settings({ allowDecimal: false }), 1234],
  ])('All fills in %s', (_name, withdrawable, given, amount) => {
    const filled = allAmountOf(withdrawable, given)
    expect(filled).toBe(amount)
    expect(withdrawAmountIssue(String(filled), given, withdrawable)).toBeNull()
  })

  it('what each game type still needs, never below 0', () => {
    expect(turnoverLeftOf({ gameType: 'RNG', requiredTurnover: 5000, actualTurnover: 1200 })).toBe(3800)
    expect(turnoverLeftOf({ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 4000 })).toBe(0)
  })
})

describe('paysByPaster', () => {
  it.each([
    ['PAYIDVIP', true],
    ['PAYMAYA(VIP)', true],
    ['UNIONBANK(VIP)', true],
    ['PAYMAYA', false],
    ['GCASH', false],
    [undefined, false],
  ])('%s: %s', (bankCode, vip) => {
    expect(paysByPaster(bankCode === undefined ? {} : { bankCode })).toBe(vip)
  })
})

describe('withdrawMethodsOn', () => {
  const methods = [
    { methodGroupType: 'B' as const, withdrawMethodGroup: 'BANK', groupName: 'Bank' },
    { methodGroupType: 'E' as const, withdrawMethodGroup: 'EWALLET_GCASH', groupName: 'GCash', groupId: 'GCASH' },
    { methodGroupType: 'E' as const, withdrawMethodGroup: 'EWALLET_910287', groupName: 'Maya', groupId: '910287' },
    { methodGroupType: 'V' as const, withdrawMethodGroup: 'CRYPTO', groupName: 'Crypto' },
  ]
  it('offers every method the platform gives, and only Maya on the Maya white-label', () => {
    expect(withdrawMethodsOn(methods, false)).toEqual(methods)
    expect(withdrawMethodsOn(methods, true).map((method) => method.groupName)).toEqual(['Maya'])
  })
})

describe('withdrawChecklist', () => {
  const ready: ChecklistInput = {
    now: manilaHalfPastTen,
    settings: settings(),
    paymentPasswordNeeded: true,
    hasPaymentPassword: true,
    accountCount: 1,
    addAccount: '/m/securityCenter/addBankCard?type=B',
    phoneVerified: true,
    identity: 'not_required',
    turnover: { status: 'C', details: [] },
  }
  const failing = (input: ChecklistInput) =>
    withdrawChecklist(input)
      .filter((line) => !line.ok)
      .map((line) => [line.id, line.fix])

  it('all met: the lines a member can check, and the form shows', () => {
    const lines = withdrawChecklist(ready)
    expect(lines.map((line) => line.id)).toEqual(['time_window', 'payment_password', 'account', 'turnover', 'daily_count', 'daily_amount'])
    expect(checklistPasses(lines)).toBe(true)
  })

  it.each<[string, Partial<ChecklistInput>, Array<[string, string | null]>]>([
    ['outside the window', { settings: settings({ withdrawDateFrom: '12:00', withdrawDateTo: '18:00' }) }, [['time_window', null]]],
    ['no payment password', { hasPaymentPassword: false }, [['payment_password', '/m/securityCenter/FundsPasswordBox']]],
    ['no account for the method', { accountCount: 0 }, [['account', '/m/securityCenter/addBankCard?type=B']]],
    [
      'an SMS rule and an unverified phone',
      { settings: settings({ mobileVerificationType: 'EVERY_WITHDRAWAL' }), phoneVerified: false },
      [['phone', '/m/myAccount/phone']],
    ],
    ['the identity check still to do', { identity: 'required' }, [['identity', '/m/identifyStatus']]],
    [
      'turnover not met',
      { turnover: { status: 'N', details: [{ gameType: 'RNG', requiredTurnover: 100, actualTurnover: 0 }] } },
      [['turnover', '/m/home']],
    ],
    ['no withdrawal left today', { settings: settings({ dailyCountUsed: 5 }) }, [['daily_count', null]]],
    ['no amount left today', { settings: settings({ dailyAmountUsed: 50_000 }) }, [['daily_amount', null]]],
  ])('%s', (_name, change, unmet) => {
    expect(failing({ ...ready, ...change })).toEqual(unmet)
    expect(checklistPasses(withdrawChecklist({ ...ready, ...change }))).toBe(false)
  })

  it('turnover in progress (I) is shown but does not stop the form', () => {
    expect(checklistPasses(withdrawChecklist({ ...ready, turnover: { status: 'I', details: [] } }))).toBe(true)
  })

  it('no payment-password line where the site does without it; an identity check passed shows as met', () => {
    const lines = withdrawChecklist({ ...ready, paymentPasswordNeeded: false, hasPaymentPassword: false, identity: 'done' })
    expect(lines.map((line) => line.id)).not.toContain('payment_password')
    expect(lines.find((line) => line.id === 'identity')?.ok).toBe(true)
  })
})

describe('needsSmsCode', () => {
  it.each([
    ['NONE', undefined, 50_000, false],
    ['REQUIRED', undefined, 50_000, false],
    ['EVERY_WITHDRAWAL', undefined, 200, true],
    ['WITHDRAW_AMOUNT', 10_000, 10_000, false],
    ['WITHDRAW_AMOUNT', 10_000, 10_001, true],
  ] as const)('%s over %s, %i: %s', (type, threshold, amount, needed) => {
    const given = settings({
      mobileVerificationType: type,
      ...(threshold === undefined ? {} : { mobileVerificationWithdrawAmount: threshold }),
    })
    expect(needsSmsCode(given, amount)).toBe(needed)
  })
})

describe('withdrawAmountIssue', () => {
  it.each([
    ['empty', '', settings(), 'withdraw.amount_required'],
    ['decimals where the site takes whole pesos', '500.50', settings(), 'withdraw.amount_whole'],
    ['three decimals', '500.505', settings({ allowDecimal: true }), 'withdraw.amount_format'],
    ['under the minimum', '199', settings(), 'withdraw.amount_min'],
    ['over the maximum', '30001', settings(), 'withdraw.amount_max'],
    ['over what can be withdrawn', '12000', settings(), 'withdraw.amount_over'],
    ['with centavos where allowed', '500.50', settings({ allowDecimal: true }), null],
    ['all that can be withdrawn', '11000', settings(), null],
  ])('%s', (_name, typed, given, key) => {
    expect(withdrawAmountIssue(typed, given, 11_000)?.key ?? null).toBe(key)
  })
})

describe('cryptoAmountOf', () => {
  it.each([
    [1000, 58.5, 17.09],
    [585, 58.5, 10],
    [175.5, 58.5, 3],
    [100, 3, 33.33],
    [1000, 0, 0],
  ])('₱%d at ₱%d pays %d, never rounded up', (amount, rate, paid) => {
    expect(cryptoAmountOf(amount, rate)).toBe(paid)
  })
})

describe('withdrawRefusalOf', () => {
  const refused = (code: string, data?: unknown) =>
    withdrawRefusalOf(new ServerRefusal({ code, reason: 'the platform says', value: null, data }), { forgotPassword: '/forgot' })

  it.each([
    ['invalid.payment.pw', undefined, 'common:errors.invalid_payment_pw', {}, '/forgot'],
    ['not.exists.payment.password', undefined, 'common:errors.no_payment_password', {}, '/m/securityCenter/FundsPasswordBox'],
    ['missing_encryption', undefined, 'withdraw.refusal.not_sealed', {}, null],
    [
      'withdraw_turnover_not_enough',
      { requiredTurnover: 7000, actualTurnover: 1850 },
      'withdraw.refusal.turnover',
      { required: 7000, actual: 1850 },
      '/m/home',
    ],
    ['withdraw_turnover_not_enough', { requiredTurnover: 'lots' }, 'withdraw.refusal.turnover_plain', {}, '/m/home'],
    [
      'promotion_turnover_not_enough',
      { all: { remainingTurnover: 1250 } },
      'withdraw.refusal.promotion_turnover',
      { left: 1250 },
      '/m/home',
    ],
    ['promotion_turnover_not_enough', null, 'withdraw.refusal.promotion_turnover_plain', {}, '/m/home'],
    [
      'required_deposit_amount_not_reached',
      { requiredDepositAmount: 1000, actualDepositAmount: 0 },
      'withdraw.refusal.deposit',
      { required: 1000, actual: 0 },
      '/m/voucherCenter',
    ],
    ['bank_card_is_frozen', undefined, 'common:errors.bank_card_frozen', {}, '/m/myBankCards'],
  ])('%s %j: %s', (code, data, key, amounts, to) => {
    const refusal = refused(code, data)
    expect(refusal?.key).toBe(key)
    expect(refusal?.amounts).toEqual(amounts)
    expect(refusal?.go?.to ?? null).toBe(to)
  })

  it('lists the missing details it knows, in the order given, and leads to the security centre', () => {
    const refusal = refused('required_member_information_incomplete', ['required_email_add', 'something_new', 'required_nickname'])
    expect(refusal?.missing).toEqual(['required_email_add', 'required_nickname'])
    expect(refusal?.go?.to).toBe('/m/securityCenter')
  })

  it('a wrong password offers the reset only where the site has one', () => {
    const refusal = withdrawRefusalOf(new ServerRefusal({ code: 'invalid.payment.pw', reason: undefined, value: null }), {
      forgotPassword: null,
    })
    expect(refusal?.go).toBeNull()
  })

  it('other failures are not refusals with a dialog', () => {
    expect(refused('withdraw.count.exceeded')).toBeNull()
    expect(withdrawRefusalOf(new HttpStatusError({ status: 500 }), { forgotPassword: null })).toBeNull()
    expect(withdrawRefusalOf(undefined, { forgotPassword: null })).toBeNull()
  })
})
