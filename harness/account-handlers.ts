import { countryFixtures, fieldRuleFixtures, takenEmails } from '../fixtures/accounts'
import * as endpoints from '../src/features/account/account-endpoints'
import type { FieldRule } from '../src/features/account/account-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * What every account screen shares (docs/api-contract.md "Account"): the field rules, the country
 * list, and SMS codes for flows without a session (login by code, forgot password).
 */
/** The fixtures' rules with the scenario's overrides laid over them. */
export const fieldRulesOf = ({ store }: Pick<EndpointKit, 'store'>) => ({ ...fieldRuleFixtures, ...store.get().fieldRules })

const rulesOf = (kit: Pick<EndpointKit, 'store'>): Readonly<Record<string, FieldRule>> => fieldRulesOf(kit)
/** The server's own check of a value against its field's rule: filled, and matching (an empty or broken pattern accepts). */
export const matchesRule = (kit: Pick<EndpointKit, 'store'>, field: string, value: string) => {
  const source = rulesOf(kit)[field]?.regExp ?? ''
  try {
    return value !== '' && (source === '' || new RegExp(source).test(value))
  } catch {
    return value !== ''
  }
}

/**
 * The register form's check of a value against its field's rule: a field switched off takes
 * anything, an empty value passes unless required, a broken pattern accepts (registration and
 * open account share it).
 */
export const fitsRule = (rule: FieldRule | undefined, value: string) => {
  if (!rule?.enabled) return true
  if (value === '') return !rule.required
  try {
    return !rule.regExp || new RegExp(rule.regExp).test(value)
  } catch {
    return true
  }
}

/**
 * A password an agent gives a member (a new account, a reset): the register form's rule, and never
 * empty, or the member could not log in. Null when it passes.
 */
export const givenPasswordRefusal = (kit: Pick<EndpointKit, 'store'>, password: string) =>
  password === '' || !fitsRule(fieldRulesOf(kit).password, password) ? refuse('PASSWORD_FORMAT', 'password format incorrect') : null

export const accountHandlers = (kit: EndpointKit) => {
  const { db, store, serve, sms, memberOf, expired } = kit
  /** Writes one member field of the signed-in account. */
  const saveMember = (
    userName: string,
    change: Partial<Record<'nickname' | 'email' | 'payeeName', string>> & { isEmailVerification?: boolean },
  ) =>
    db.updateAccount(userName, (account) => {
      account.member = { ...account.member, ...change }
    })

  return [
    // My account's edits (docs/api-contract.md): the server's patterns, and its rules on what may change.
    ...serve(endpoints.updateNickname, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!matchesRule(kit, 'nickname', body.nickname)) return refuse('invalid.nickname', 'name format incorrect')
      if (account.member.nickname && !rulesOf(kit).nickname?.updateEnabled) {
        return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      }
      saveMember(account.member.userName, { nickname: body.nickname })
      return null
    }),
    ...serve(endpoints.updateEmail, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!matchesRule(kit, 'email', body.email)) return refuse('invalid.email', 'e-mail format incorrect')
      if (account.member.isEmailVerification) return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      const email = body.email.toLowerCase()
      const mine = account.member.email?.toLowerCase() === email
      const taken =
        takenEmails.some((known) => known.toLowerCase() === email) ||
        db.accounts.findFirst((q) => q.where({ member: { email: (stored) => stored?.toLowerCase() === email } })) !== undefined
      if (taken && !mine) return refuse('email.exists', 'E-mail already exists')
      saveMember(account.member.userName, { email: body.email, isEmailVerification: false })
      return null
    }),
    ...serve(endpoints.updatePayeeName, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!matchesRule(kit, 'payeeName', body.payeeName)) return refuse('invalid.payee.name', 'name format incorrect')
      if (account.member.payeeName) return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      saveMember(account.member.userName, { payeeName: body.payeeName })
      return null
    }),

    ...serve(endpoints.registerSettings, () => ({ fields: fieldRulesOf(kit), ageLimit: store.get().ageLimit })),
    ...serve(endpoints.countries, () => countryFixtures),

    // Without a session a code only goes to a number the platform knows (login by code, reset).
    ...serve(endpoints.smsWithoutLogin, ({ body }) => {
      const mobile = body.mobileNum
      if (!/^[0-9]{7,11}$/.test(mobile)) return refuse('PHONE_FORMAT', 'phone format incorrect')
      const known = db.accounts.findFirst((q) => q.where({ mobile }))
      if (!known) return refuse('USER_NOT_FOUND', 'user does not exist or is disabled')
      const sent = sms.send(mobile, 'noLogin', store.get().smsTtlSeconds)
      return { expirationTime: sent.expiresAt }
    }),
  ]
}
