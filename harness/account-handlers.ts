import { countryFixtures, fieldRuleFixtures } from '../fixtures/accounts'
import * as endpoints from '../src/features/account/account-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * What every account screen shares (docs/api-contract.md "Account"): the field rules, the country
 * list, and SMS codes for flows without a session (login by code, forgot password).
 */
/** The fixtures' rules with the scenario's overrides laid over them. */
export const fieldRulesOf = ({ store }: Pick<EndpointKit, 'store'>) => ({ ...fieldRuleFixtures, ...store.get().fieldRules })

export const accountHandlers = (kit: EndpointKit) => {
  const { db, store, serve, sms } = kit
  return [
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
