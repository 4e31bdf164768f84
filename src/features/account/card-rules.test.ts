import { describe, expect, it } from 'vitest'
import { addCardRefusal, cardNumberPattern, lastFourOf } from './card-rules'
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
  ])('account number %s: %s', (number, ok) => expect(cardNumberPattern.test(number)).toBe(ok))

  it('names a card by its last four digits', () => expect(lastFourOf('**** 7890')).toBe('7890'))
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
