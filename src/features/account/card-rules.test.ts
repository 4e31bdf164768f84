import { describe, expect, it } from 'vitest'
import { lastFourOf } from '@/domain/card-deletion'
import { addCardRefusal, deleteCardRefusal } from './card-rules'
import { accountNumberPatterns } from './card-schema'
import { checkAnswer, questionOptions } from './question-rules'

const list = (count: number, max = 3) => ({
  cards: Array.from({ length: count }, (_, index) => ({
    bankCardId: String(index),
    bankCode: 'BDO',
    bankName: 'BDO',
    cardNumber: '**** 1234',
    accountName: 'A',
    status: 'ACTIVE',
  })),
  max,
})

describe('deleting an account', () => {
  const active = list(1).cards[0]!
  const frozen = { ...active, status: 'FROZEN' }
  const switches = { normalDeleteBankCard: 'Y', ewalletDeleteBankCard: 'N', virtualDeleteBankCard: 'Y' } as const
  it.each([
    ['B', switches, active, null],
    ['B', switches, frozen, 'frozen'],
    ['E', switches, active, 'not_offered'],
    ['E', switches, frozen, 'not_offered'],
    ['V', switches, active, null],
    ['B', {}, active, 'not_offered'],
    ['V', { virtualDeleteBankCard: 'N' }, active, 'not_offered'],
  ] as const)('kind %s under %j, %j: %s', (kind, given, card, refusal) =>
    expect(deleteCardRefusal(kind, { ...list(1), ...given }, card)).toBe(refusal),
  )
})

describe('adding a bank card', () => {
  it.each([
    [0, 0, null],
    [1, 2, null],
    [2, 3, 'max_reached'],
    [40, 0, 'no_permissions'],
    [41, 0, 'no_permissions'],
    [42, 0, 'no_permissions'],
  ] as const)('type %i with %i cards: %s', (type, count, refusal) => expect(addCardRefusal(type, list(count))).toBe(refusal))

  it.each([
    ['0012345678', true],
    ['1234567890123456789', true],
    ['123456789', false],
    ['12345678901234567890', false],
    ['00123456a8', false],
  ])('bank account number %s: %s', (number, ok) => expect(accountNumberPatterns.B.test(number)).toBe(ok))

  it.each([
    ['E', '09171234567', true],
    ['E', '9171234567', false],
    ['E', '0917123456a', false],
    ['V', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', true],
    ['V', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['V', '0x52908400098527886E0F7030069857D2E4169EE', false],
    ['V', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0', false], // 0 is not base58
  ] as const)('%s account %s: %s', (kind, number, ok) => expect(accountNumberPatterns[kind].test(number)).toBe(ok))

  it('names an account by its last four characters', () => {
    expect(lastFourOf('**** 7890')).toBe('7890')
    expect(lastFourOf('**** bLSE')).toBe('bLSE')
  })
})

describe('security questions', () => {
  const all = ['Q1', 'Q2', 'Q3'].map((questionId) => ({ questionId }))
  it('offers each select what the others have not taken', () => {
    expect(questionOptions(all, ['Q1', ''], 'Q1').map((question) => question.questionId)).toEqual(['Q1', 'Q2', 'Q3'])
    expect(questionOptions(all, ['Q1', ''], '').map((question) => question.questionId)).toEqual(['Q2', 'Q3'])
  })
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['Santos', null],
    ['x'.repeat(32), null],
    ['x'.repeat(33), 'validation.field_format'],
  ])('answer %j: %s', (answer, key) => expect(checkAnswer(answer)?.key ?? null).toBe(key))
})
