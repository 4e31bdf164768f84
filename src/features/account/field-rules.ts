import { Schema } from 'effect'

/**
 * SPEC §5: every account form field is governed by the server's rule set: whether it is shown
 * (enabled), whether it must be filled (required) and the pattern it must match. The login,
 * register, forgot-password and change-password forms all check through `checkField`, so one rule
 * has one piece of code; `components/use-rules-form.ts` hands it to react-hook-form.
 */

/** The fields the server configures: registration payload fields plus the shared login rules. */
export const fieldNames = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
] as const
export type FieldName = (typeof fieldNames)[number]

export const FieldRule = Schema.Struct({
  enabled: Schema.Boolean,
  required: Schema.Boolean,
  /** A JavaScript regular expression source; empty means any text. */
  regExp: Schema.String,
  /** Whether a member may change the value once set (PLATFORM.md §2: `regExp.nickname.updateEnabled`). */
  updateEnabled: Schema.optional(Schema.Boolean),
})
export type FieldRule = typeof FieldRule.Type

/** The server's answer, keyed by field name; fields it does not mention are hidden and optional. */
export const FieldRules = Schema.Record(Schema.String, FieldRule)
export type FieldRules = typeof FieldRules.Type

const absent: FieldRule = { enabled: false, required: false, regExp: '' }

export const ruleOf = (rules: FieldRules, name: FieldName): FieldRule => rules[name] ?? absent
export const isEnabled = (rules: FieldRules, name: FieldName) => ruleOf(rules, name).enabled

/** The dictionary message (common namespace) for a field that does not match its pattern. */
const formatMessage: Readonly<Record<FieldName, string>> = {
  username: 'validation.account_format',
  loginUsername: 'validation.account_format',
  password: 'validation.password_format',
  loginPassword: 'validation.password_format',
  confirmPassword: 'validation.password_format',
  paymentPassword: 'validation.password_format',
  email: 'validation.email_format',
  nickname: 'validation.name_format',
  payeeName: 'validation.name_format',
  mobileNum: 'validation.phone_format',
  loginMobileNum: 'validation.phone_format',
  verificationCode: 'validation.code_error',
  captcha: 'validation.captcha_format',
  affiliateCode: 'validation.invitation_code_error',
  idNumber: 'validation.field_format',
  qqNum: 'validation.field_format',
  facebook: 'validation.field_format',
  wechat: 'validation.field_format',
  line: 'validation.field_format',
  whatsapp: 'validation.field_format',
  zalo: 'validation.field_format',
  recommenderId: 'validation.field_format',
}

/** Required-but-empty messages the SPEC names; the rest say "{{field}} is required". */
const requiredMessage: Partial<Record<FieldName, string>> = {
  confirmPassword: 'validation.in_incorrect_password',
  captcha: 'validation.in_vwrite_code',
}

/** A message key of the common namespace; `field` lets the screen name the field in the text. */
export interface FieldIssue {
  readonly field: FieldName
  readonly key: string
}

const patternOf = (source: string) => {
  try {
    return new RegExp(source)
  } catch {
    return null // a broken server pattern must not lock the user out: it checks nothing
  }
}

/**
 * One field against its rule. `force` checks a field the form shows for its own reasons (a login
 * password) even when the server lists it as disabled; empty optional fields pass (SPEC §5).
 */
export const checkField = (rules: FieldRules, name: FieldName, value: string, force = false): FieldIssue | null => {
  const rule = ruleOf(rules, name)
  if (!rule.enabled && !force) return null
  if (value === '') {
    return rule.required || force ? { field: name, key: requiredMessage[name] ?? 'validation.required' } : null
  }
  const pattern = rule.regExp ? patternOf(rule.regExp) : null
  return pattern && !pattern.test(value) ? { field: name, key: formatMessage[name] } : null
}

/** SPEC §5: confirm is required and must equal the password it confirms. */
export const checkConfirmation = (password: string, confirm: string): FieldIssue | null => {
  if (confirm === '') return { field: 'confirmPassword', key: 'validation.in_incorrect_password' }
  return confirm === password ? null : { field: 'confirmPassword', key: 'validation.in_confirmation_correct' }
}

/** SPEC §5: the new password may not repeat the old one. */
export const checkChanged = (oldPassword: string, newPassword: string): FieldIssue | null =>
  oldPassword !== '' && oldPassword === newPassword ? { field: 'password', key: 'validation.same_password' } : null

/** An authenticator app's code: six digits, asked for as SPEC §5 asks for a missing code. */
export const checkAuthenticatorCode = (code: string): FieldIssue | null => {
  if (code === '') return { field: 'verificationCode', key: 'validation.in_vwrite_code' }
  return /^\d{6}$/.test(code) ? null : { field: 'verificationCode', key: 'validation.code_error' }
}
