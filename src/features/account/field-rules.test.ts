import { describe, expect, it } from 'vitest'
import { checkAuthenticatorCode, checkChanged, checkConfirmation, checkField, type FieldRules } from './field-rules'

const rules: FieldRules = {
  username: { enabled: true, required: true, regExp: '^[a-z0-9]{6,16}$' },
  email: { enabled: true, required: false, regExp: '^[^@]+@[^@]+$' },
  nickname: { enabled: false, required: true, regExp: '^.{2,}$' },
  captcha: { enabled: true, required: true, regExp: '' },
  idNumber: { enabled: true, required: false, regExp: '([' },
}

describe('checkField (SPEC §5)', () => {
  it.each([
    ['required and empty', 'username', '', 'validation.required'],
    ['required and wrong pattern', 'username', 'ab', 'validation.account_format'],
    ['required and right', 'username', 'player01', null],
    ['optional and empty passes', 'email', '', null],
    ['optional and wrong', 'email', 'nope', 'validation.email_format'],
    ['disabled is never checked', 'nickname', '', null],
    ['a field the server does not mention is not checked', 'zalo', '', null],
    ['captcha required has its own message', 'captcha', '', 'validation.in_vwrite_code'],
    ['a broken server pattern checks nothing', 'idNumber', 'x', null],
  ] as const)('%s', (_name, field, value, key) => {
    expect(checkField(rules, field, value)?.key ?? null).toBe(key)
  })

  it('force checks a field the form always shows', () => {
    expect(checkField(rules, 'loginPassword', '', true)?.key).toBe('validation.required')
    expect(checkField(rules, 'nickname', 'a', true)?.key).toBe('validation.name_format')
  })
})

describe('confirmation and change rules', () => {
  it('confirm is required, then must match', () => {
    expect(checkConfirmation('abc123', '')?.key).toBe('validation.in_incorrect_password')
    expect(checkConfirmation('abc123', 'abc124')?.key).toBe('validation.in_confirmation_correct')
    expect(checkConfirmation('abc123', 'abc123')).toBeNull()
  })
  it('the new password may not repeat the old one', () => {
    expect(checkChanged('abc123', 'abc123')?.key).toBe('validation.same_password')
    expect(checkChanged('abc123', 'xyz789')).toBeNull()
  })
})

describe('checkAuthenticatorCode', () => {
  it.each([
    ['', 'validation.in_vwrite_code'],
    ['12345', 'validation.code_error'],
    ['1234567', 'validation.code_error'],
    ['12a456', 'validation.code_error'],
    ['123456', undefined],
  ])('%j → %s', (code, key) => {
    expect(checkAuthenticatorCode(code)?.key).toBe(key)
  })
})
