import { http, HttpResponse } from 'msw'
import { countryFixtures, fieldRuleFixtures } from '../fixtures/accounts'
import type { SmsRequest } from '../src/features/account/account-schema'
import { refusal, type EndpointKit } from './handlers'

/**
 * What every account screen shares (docs/api-contract.md "Account"): the field rules, the country
 * list, and SMS codes for flows without a session (login by code, forgot password).
 */
const wps = (path: string) => `*/wps${path}`

/** The fixtures' rules with the scenario's overrides laid over them. */
export const fieldRulesOf = ({ store }: Pick<EndpointKit, 'store'>) => ({ ...fieldRuleFixtures, ...store.get().fieldRules })

export const accountHandlers = (kit: EndpointKit) => {
  const { db, store, ok, sms } = kit
  return [
    http.get(wps('/system/setting/register'), () => ok({ fields: fieldRulesOf(kit), ageLimit: store.get().ageLimit })),
    http.get(wps('/system/country'), () => ok(countryFixtures)),

    // Without a session a code only goes to a number the platform knows (login by code, reset).
    http.post(wps('/verification/sms/noLogin'), async ({ request }) => {
      const body = (await request.json()) as Partial<SmsRequest>
      const mobile = body.mobileNum ?? ''
      if (!/^[0-9]{7,11}$/.test(mobile)) return HttpResponse.json(refusal('PHONE_FORMAT', 'phone format incorrect'))
      const known = db.accounts.findFirst((q) => q.where({ mobile }))
      if (!known) return HttpResponse.json(refusal('USER_NOT_FOUND', 'user does not exist or is disabled'))
      const sent = sms.send(mobile, 'noLogin', store.get().smsTtlSeconds)
      return ok({ expirationTime: sent.expiresAt })
    }),
  ]
}

/**
 * Opens a sealed body (DESIGN.md §4) as the platform does: a body without the encryption headers,
 * or one that does not decrypt, is refused with 400.
 */
export const openSealed = async (kit: Pick<EndpointKit, 'keys'>, request: Request): Promise<Record<string, unknown> | Response> => {
  const body = (await request.json().catch(() => ({}))) as { value?: unknown }
  const wrappedKey = request.headers.get('X-RSA')
  if (request.headers.get('Encryption') !== 'RSA' || !wrappedKey || typeof body.value !== 'string') {
    return HttpResponse.json(refusal('ENCRYPTION_REQUIRED', 'Unknown error'), { status: 400 })
  }
  const payload = await kit.keys.open(body.value, wrappedKey).catch(() => null)
  if (!payload || typeof payload !== 'object') return HttpResponse.json(refusal('DECRYPTION_FAILED', 'Unknown error'), { status: 400 })
  return payload as Record<string, unknown>
}
