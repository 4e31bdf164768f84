import { http, HttpResponse } from 'msw'
import { isAgentType } from '../src/domain/member'
import * as endpoints from '../src/features/account/account-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** After this many failed logins for a username the platform asks for a captcha. */
const failuresBeforeCaptcha = 2

/**
 * Login as the platform answers it (docs/api-contract.md "Account"): sealed body; username or SMS
 * code; a captcha after repeated failures; the site's account-type limit; firstTimeLogin.
 */
export const loginHandlers = (kit: EndpointKit) => {
  const { db, store, sms, serve, captchas, responsible, platformNow } = kit
  const failures = new Map<string, number>()
  kit.onReset(() => failures.clear())

  /** An id token from the harness's sign-in page names its provider and person; a first visit opens an account. */
  const socialLogin = async (idToken: string) => {
    const [issuer, provider, person] = idToken.split(':')
    if (issuer !== 'harness' || !provider || !person) return refuse('IDENTITY_INVALID', 'user does not exist or is disabled')
    const userName = `${provider}_${person}`
    if (!db.accounts.findFirst((q) => q.where({ member: { userName } }))) {
      await db.accounts.create({
        member: {
          id: `s-${userName}`,
          type: 0,
          nickname: person,
          account: userName,
          userName,
          memberLabel: [],
          clubLabel: null,
          merchantCode: 'wps',
          availablePromos: [],
        },
        password: '',
        wallet: { currencySymbol: '₱', sumBalance: 0 },
        mobile: '',
        countryDialingCode: '',
      })
    }
    const account = db.accounts.findFirst((q) => q.where({ member: { userName } }))!
    const excluded = responsible.loginRefusal(userName, platformNow())
    if (excluded) return excluded
    const scenarioType = store.get().memberType
    return {
      token: await db.openSession(userName),
      userName,
      type: scenarioType === 'guest' ? account.member.type : scenarioType,
      firstTimeLogin: false,
      id: account.member.id,
      merchantCode: account.member.merchantCode,
    }
  }

  const phoneSessions = new Map<string, string>() // sessionInfo -> phone number
  kit.onReset(() => phoneSessions.clear())

  return [
    // The hosted identity service's phone check: a code to the number, then an id token proving it.
    http.post('*/harness-identity/phone/send', async ({ request }) => {
      const { phoneNumber = '' } = (await request.json()) as { phoneNumber?: string }
      if (!/^\+[0-9]{8,15}$/.test(phoneNumber)) return HttpResponse.json({ error: 'invalid phone number' }, { status: 400 })
      sms.send(phoneNumber, 'identity', store.get().smsTtlSeconds)
      const sessionInfo = `ps-${crypto.randomUUID()}`
      phoneSessions.set(sessionInfo, phoneNumber)
      return HttpResponse.json({ sessionInfo })
    }),
    http.post('*/harness-identity/phone/verify', async ({ request }) => {
      const { sessionInfo = '', code = '' } = (await request.json()) as { sessionInfo?: string; code?: string }
      const phoneNumber = phoneSessions.get(sessionInfo)
      if (!phoneNumber || sms.check(phoneNumber, code) !== 'ok') return HttpResponse.json({ error: 'invalid code' }, { status: 400 })
      phoneSessions.delete(sessionInfo)
      return HttpResponse.json({ idToken: `harness:phone:${phoneNumber}` })
    }),

    /**
     * The operator's hosted sign-in page, as the identity service opens it in a popup. Its buttons
     * answer from the moment they are drawn: the listener comes before them.
     */
    http.get('*/harness-identity', ({ request }) => {
      const asked = new URL(request.url).searchParams
      const provider = (asked.get('provider') ?? '').replace(/[^a-z]/g, '')
      const origin = JSON.stringify(asked.get('origin') ?? '')
      const page = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Sign in</title>
<body style="font-family:sans-serif;padding:1rem">
<script>
const send = (idToken) => { window.opener && window.opener.postMessage({ type: 'identity', idToken }, ${origin}); window.close() }
document.addEventListener('click', (event) => {
  if (event.target.id === 'ok') send('harness:${provider}:tester')
  if (event.target.id === 'no') window.close()
})
</script>
<h1>Sign in with ${provider}</h1><p>Harness identity page</p>
<button id="ok">Continue as Social Tester</button> <button id="no">Cancel</button>
</body></html>`
      return new HttpResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }),

    ...serve(endpoints.login, async ({ body }) => {
      const { type, username, password, captcha = '', firebaseIdToken = '' } = body
      if (type === 'firebase') return socialLogin(firebaseIdToken)
      if (!username || !password) return refuse('EMPTY_CREDENTIALS', 'Please enter the username and password')

      // By SMS the username is the mobile number and the password the code.
      const account =
        type === 'sms'
          ? db.accounts.findFirst((q) => q.where({ mobile: username }))
          : db.accounts.findFirst((q) => q.where({ member: { userName: username } }))
      const key = account?.member.userName ?? username
      const failed = failures.get(key) ?? 0
      const fail = (code: string, message: string) => {
        failures.set(key, failed + 1)
        return refuse(code, message, { value: { captcha: failed + 1 >= failuresBeforeCaptcha } })
      }

      if (failed >= failuresBeforeCaptcha && !captchas.check(captcha)) return fail('CAPTCHA_ERROR', 'Verification code error')
      if (type === 'sms') {
        const check = sms.check(username, password)
        if (check !== 'ok' || !account) return fail('SMS_CODE_ERROR', 'Verification code error')
      } else if (!account || account.password !== password) {
        return fail('INVALID_LOGIN', 'user does not exist or is disabled')
      }

      const scenarioType = store.get().memberType
      // As memberOf: an account with a type of its own (a trial, a member an agent made) keeps it.
      const memberType = scenarioType === 'guest' || account.keepsType ? account.member.type : scenarioType
      const limit = store.get().loginLimit
      if (limit === 'members' && isAgentType(memberType)) return refuse('NON_MEMBER', 'Non-member account unable to login')
      if (limit === 'agents' && !isAgentType(memberType)) return refuse('NON_AGENT', 'Non-agents cannot log in')

      const excluded = responsible.loginRefusal(account.member.userName, platformNow())
      if (excluded) return excluded
      failures.delete(key)
      const token = await db.openSession(account.member.userName)
      return {
        token,
        userName: account.member.userName,
        type: memberType,
        firstTimeLogin: account.firstTimeLogin ?? false,
        id: account.member.id,
        merchantCode: account.member.merchantCode,
      }
    }),
  ]
}
