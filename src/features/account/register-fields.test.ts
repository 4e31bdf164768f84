import { describe, expect, it } from 'vitest'
import type { ModuleId } from '@/domain/feature-flags'
import type { FieldRules } from './field-rules'
import { registerFields } from './register-fields'

const on = { enabled: true, required: false, regExp: '' }
const rules: FieldRules = {
  mobileNum: on,
  email: { ...on, required: true },
  nickname: on,
  affiliateCode: on,
  qqNum: { ...on, enabled: false },
}
const flags = (...ids: ModuleId[]) => new Set<ModuleId>(ids)
const base = { rules, affiliateFromLink: false, mobileTyped: false }
const names = (fields: ReturnType<typeof registerFields>) => fields.map((field) => field.name)
const requiredOf = (fields: ReturnType<typeof registerFields>) => fields.filter((field) => field.required).map((field) => field.name)

describe('register fields (SPEC §5 Visibility)', () => {
  it('username mode: account fields, then the server-enabled ones in order; disabled ones hidden', () => {
    const fields = registerFields({ ...base, mode: 'username', flags: flags('REGMOBVERF3') })
    expect(names(fields)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'nickname',
      'email',
      'affiliateCode',
    ])
    expect(requiredOf(fields)).toEqual(['username', 'password', 'confirmPassword', 'email'])
  })

  it('username mode: no SMS code without REGMOBVERF3; a typed number makes the code required', () => {
    expect(names(registerFields({ ...base, mode: 'username', flags: flags() }))).not.toContain('verificationCode')
    const typed = registerFields({ ...base, mode: 'username', flags: flags('REGMOBVERF3'), mobileTyped: true })
    expect(requiredOf(typed)).toContain('verificationCode')
  })

  it('username mode: no mobile at all when the server has it off', () => {
    const fields = registerFields({
      ...base,
      rules: { ...rules, mobileNum: { ...on, enabled: false } },
      mode: 'username',
      flags: flags('REGMOBVERF3'),
    })
    expect(names(fields)).not.toContain('mobileNum')
    expect(names(fields)).not.toContain('verificationCode')
  })

  it('mobile mode: number and code required; passwords only with MOBILENUMPASSREG3; no optional extras', () => {
    expect(names(registerFields({ ...base, mode: 'mobile', flags: flags() }))).toEqual(['mobileNum', 'verificationCode', 'affiliateCode'])
    const withPasswords = registerFields({ ...base, mode: 'mobile', flags: flags('MOBILENUMPASSREG3') })
    expect(names(withPasswords)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode'])
    expect(requiredOf(withPasswords)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword'])
  })

  it('the captcha: last, in either mode, and required, when the server shows it (SPEC §5); none when it does not', () => {
    const shown = { ...rules, captcha: { ...on, required: false } }
    for (const mode of ['username', 'mobile'] as const) {
      const fields = registerFields({ ...base, rules: shown, mode, flags: flags() })
      expect(names(fields).at(-1)).toBe('captcha')
      expect(requiredOf(fields)).toContain('captcha')
      expect(names(registerFields({ ...base, mode, flags: flags() }))).not.toContain('captcha')
    }
  })

  it('a valid affiliate link hides the invitation field; so does the server turning it off', () => {
    expect(names(registerFields({ ...base, mode: 'username', flags: flags(), affiliateFromLink: true }))).not.toContain('affiliateCode')
    expect(
      names(registerFields({ ...base, rules: { ...rules, affiliateCode: { ...on, enabled: false } }, mode: 'username', flags: flags() })),
    ).not.toContain('affiliateCode')
  })
})
