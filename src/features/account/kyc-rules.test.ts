import { describe, expect, it } from 'vitest'
import type { GateMoment } from '@/lib/state/gates'
import { identityStepOf, kycFieldIssue, kycGateOf, kycSubmissionOf } from './kyc-rules'
import type { KycField, KycSettings, KycStatus } from './kyc-schema'

const popup = {
  title: 'Verify',
  content: '<p>Please</p>',
  verifyButtonDesc: 'Verify now',
  notVerifyButtonDesc: 'Not now',
  mandatoryVerification: false,
}
const settings = (provider: Partial<KycSettings['merchantProviderResponse']> = {}, popups = [popup]): KycSettings => ({
  merchantProviderResponse: {
    kycSwitchValue: true,
    mandatoryVerification: false,
    beforeDepositVerification: true,
    beforeWithdrawVerification: false,
    ...provider,
  },
  popUpContentResponse: popups,
})
const notVerified: KycStatus = { verifyStatus: 'NOT_VERIFIED', statusForFE: 'NOT_SUBMITTED' }
const moments: ReadonlyArray<GateMoment> = ['login', 'game', 'deposit', 'withdraw']
const asked = (given: KycSettings, status: KycStatus = notVerified) => moments.filter((moment) => kycGateOf(given, status, moment) !== null)

describe('the identity-check gate', () => {
  it('asks at the moments the settings name', () => {
    expect(asked(settings())).toEqual(['deposit'])
    expect(asked(settings({ beforeWithdrawVerification: true, loginVerification: true, gameVerification: true }))).toEqual(moments)
  })
  it('the login moment follows the mandatory setting when it has no switch of its own', () => {
    expect(asked(settings({ mandatoryVerification: true }))).toEqual(['login', 'deposit'])
    expect(asked(settings({ mandatoryVerification: true, loginVerification: false }))).toEqual(['deposit'])
  })
  it.each([
    ['KYC off', settings({ kycSwitchValue: false }), notVerified],
    ['verified', settings(), { verifyStatus: 'VERIFIED', statusForFE: 'APPROVED' } as const],
    ['under review', settings(), { verifyStatus: 'NOT_VERIFIED', statusForFE: 'PENDING' } as const],
    ['no popup configured', settings({}, []), notVerified],
  ])('asks nothing when %s', (_name, given, status) => expect(asked(given, status)).toEqual([]))
  it('a rejected check is asked again', () =>
    expect(asked(settings(), { verifyStatus: 'NOT_VERIFIED', statusForFE: 'REJECTED' })).toEqual(['deposit']))
  it('is mandatory by the popup or the settings', () => {
    expect(kycGateOf(settings(), notVerified, 'deposit')?.mandatory).toBe(false)
    expect(kycGateOf(settings({ mandatoryVerification: true }), notVerified, 'deposit')?.mandatory).toBe(true)
    expect(kycGateOf(settings({}, [{ ...popup, mandatoryVerification: true }]), notVerified, 'deposit')?.mandatory).toBe(true)
  })
})

describe("the operator's form fields", () => {
  const field = (rules: Partial<KycField>): KycField => ({ fieldId: 'CITY', fieldType: 'TEXT', required: true, ...rules })
  it.each([
    [field({}), '', 'validation.required'],
    [field({ required: false }), '  ', null],
    [field({ formatMin: 2 }), 'A', 'validation.field_format'],
    [field({ formatMax: 3 }), 'Cebu', 'validation.field_format'],
    [field({ format: { pattern: '^[0-9]+$', description: 'digits' } }), '12a', 'validation.field_format'],
    [field({ format: { pattern: '^[0-9]+$', description: 'digits' } }), '123', null],
    [field({ format: { pattern: '([', description: 'broken' } }), 'anything', null],
  ])('%j with %j: %s', (given, value, issue) => expect(kycFieldIssue(given, value)).toBe(issue))
})

describe('identityStepOf (the withdraw checklist line)', () => {
  const mandatory = settings({ beforeWithdrawVerification: true, mandatoryVerification: true })
  it.each([
    ['not asked before withdrawals', settings(), notVerified, 'not_required'],
    ['KYC off', settings({ kycSwitchValue: false, beforeWithdrawVerification: true }), notVerified, 'not_required'],
    [
      'asked, skippable: the gate asks it, the checklist does not stop',
      settings({ beforeWithdrawVerification: true }),
      notVerified,
      'not_required',
    ],
    ['asked, mandatory, not done', mandatory, notVerified, 'required'],
    ['asked, under review', mandatory, { verifyStatus: 'NOT_VERIFIED', statusForFE: 'PENDING' } as const, 'done'],
    ['asked, verified', mandatory, { verifyStatus: 'VERIFIED', statusForFE: 'APPROVED' } as const, 'done'],
    ['unknown (a failed call)', null, null, 'not_required'],
  ])('%s', (_name, given, status, step) => {
    expect(identityStepOf(given, status, 'withdraw')).toBe(step)
  })
})

describe('kycSubmissionOf (PLATFORM.md §2: the bare list)', () => {
  const fields: ReadonlyArray<KycField> = [
    { fieldId: 'DATE_OF_BIRTH', fieldType: 'DATE', required: true },
    { fieldId: 'MOBILE_NUMBER', fieldType: 'TEXT', required: true },
    { fieldId: 'JOB', fieldType: 'TEXT', required: false },
    { fieldId: 'ID_IMAGE', fieldType: 'IMAGE', required: true },
  ]

  it("sends the fields given in the operator's order, trimmed; the image as its id; the phone with its country code and SMS code", () => {
    const values = {
      DATE_OF_BIRTH: '1990-05-17',
      MOBILE_NUMBER: ' 9171239999 ',
      JOB: '  ',
      dialingCode: '+63',
      verificationCode: ' 123456 ',
    }
    expect(kycSubmissionOf(fields, values, { ID_IMAGE: 'img-1' })).toEqual([
      { fieldId: 'DATE_OF_BIRTH', fieldValue: '1990-05-17' },
      { fieldId: 'MOBILE_NUMBER', fieldValue: '9171239999', countryCode: '+63', verificationCode: '123456' },
      { fieldId: 'ID_IMAGE', fieldValue: 'img-1' },
    ])
  })

  it('leaves out a phone not given, and an image not uploaded', () => {
    expect(kycSubmissionOf(fields, { DATE_OF_BIRTH: '1990-05-17', dialingCode: '+63', verificationCode: '' }, {})).toEqual([
      { fieldId: 'DATE_OF_BIRTH', fieldValue: '1990-05-17' },
    ])
  })
})
