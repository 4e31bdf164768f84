import { describe, expect, it } from 'vitest'
import type { MemberInfo } from '@/domain/member'
import { editableProfile } from './profile-rules'

const member = (fields: Partial<MemberInfo>): MemberInfo => ({
  id: 'm',
  type: 0,
  nickname: null,
  account: 'a',
  userName: 'a',
  memberLabel: [],
  clubLabel: null,
  merchantCode: 'wps',
  ...fields,
})
const nicknameRule = (updateEnabled?: boolean) => ({
  nickname: { enabled: true, required: false, regExp: '', ...(updateEnabled === undefined ? {} : { updateEnabled }) },
})

describe('which profile fields my account may edit', () => {
  it.each([
    ['no nickname yet', member({}), {}, true],
    ['a nickname, no rule', member({ nickname: 'Lucky' }), {}, false],
    ['a nickname, updates off', member({ nickname: 'Lucky' }), nicknameRule(false), false],
    ['a nickname, updates on', member({ nickname: 'Lucky' }), nicknameRule(true), true],
  ])('nickname with %s: %s', (_name, info, rules, expected) => expect(editableProfile(rules, info).nickname).toBe(expected))

  it.each([
    ['none', member({}), true],
    ['set, not verified', member({ email: 'a@b.c', isEmailVerification: false }), true],
    ['verified', member({ email: 'a@b.c', isEmailVerification: true }), false],
  ])('e-mail %s: %s', (_name, info, expected) => expect(editableProfile({}, info).email).toBe(expected))

  it.each([
    ['none', member({ payeeName: null }), true],
    ['set', member({ payeeName: 'Juan Dela Cruz' }), false],
  ])('payee name %s: %s', (_name, info, expected) => expect(editableProfile({}, info).payeeName).toBe(expected))
})
