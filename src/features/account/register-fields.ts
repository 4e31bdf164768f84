import type { ModuleId } from '@/domain/feature-flags'
import { isEnabled, type FieldName, type FieldRules } from './field-rules'
import type { RegisterMode } from './register-machine'

/** Optional fields the server may switch on (SPEC §5 Visibility), in screen order. */
const extraFields = [
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const satisfies ReadonlyArray<FieldName>

export interface RegisterField {
  readonly name: FieldName
  /** Marked with an asterisk and checked even when empty. */
  readonly required: boolean
  /** The mode needs it whatever the server lists, so its rule is checked even if listed off. */
  readonly forced: boolean
}

/**
 * SPEC §5 Visibility and Registration as one pure rule: which fields the register form shows, in
 * order, and which are required, for the mode, the whitelabel modules and the server's rules.
 */
export const registerFields = (input: {
  readonly mode: RegisterMode
  readonly flags: ReadonlySet<ModuleId>
  readonly rules: FieldRules
  /** The link's affiliate code was checked and is valid: no invitation field. */
  readonly affiliateFromLink: boolean
  /** A mobile number has been typed (in username mode its code is then needed). */
  readonly mobileTyped: boolean
}): ReadonlyArray<RegisterField> => {
  const { mode, flags, rules } = input
  const passwords = mode === 'username' || flags.has('MOBILENUMPASSREG3')
  const mobile = mode === 'mobile' || isEnabled(rules, 'mobileNum')
  const shows: Readonly<Partial<Record<FieldName, boolean>>> = {
    username: mode === 'username',
    password: passwords,
    confirmPassword: passwords,
    mobileNum: mobile,
    // SMS code in username mode only when REGMOBVERF3 is on (SPEC §5).
    verificationCode: mode === 'mobile' || (mobile && flags.has('REGMOBVERF3')),
    affiliateCode: isEnabled(rules, 'affiliateCode') && !input.affiliateFromLink,
  }
  // SPEC §5: the captcha, when the server shows it, must be answered whatever it calls required.
  const forced = (name: FieldName) =>
    name === 'captcha' ||
    (mode === 'username'
      ? name === 'username' || name === 'password' || name === 'confirmPassword'
      : name === 'mobileNum' || name === 'verificationCode' || ((name === 'password' || name === 'confirmPassword') && passwords))
  // A code proves the number: needed in mobile mode, and in username mode once a number is typed.
  const codeNeeded = mode === 'mobile' || input.mobileTyped
  const order: ReadonlyArray<FieldName> =
    mode === 'username'
      ? ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', ...extraFields, 'affiliateCode', 'captcha']
      : ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha']
  return order
    .filter((name) => shows[name] ?? isEnabled(rules, name))
    .map((name) => ({
      name,
      forced: name === 'verificationCode' ? codeNeeded : forced(name),
      required: name === 'verificationCode' ? codeNeeded : forced(name) || (rules[name]?.required ?? false),
    }))
}
