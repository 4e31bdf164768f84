import { http, HttpResponse } from 'msw'
import { affiliateCodes, takenEmails } from '../fixtures/accounts'
import * as endpoints from '../src/features/account/account-endpoints'
import type { FieldRule } from '../src/features/account/account-schema'
import { fieldRulesOf } from './account-handlers'
import type { EndpointKit } from './handlers'
import { inviterOf, noteInvitation } from './referral-handlers'
import { refuse } from './serve-endpoint'

/** A track with a gap at `gap` % drawn in, as the platform's slider challenge shows it. */
const trackImage = (gap: number, top: number) => {
  const x = (gap / 100) * 260
  const y = (top / 100) * 100
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="140" viewBox="0 0 300 140"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3b6ea5"/><stop offset="1" stop-color="#8d4fa3"/></linearGradient></defs><rect width="300" height="140" fill="url(#g)"/><circle cx="60" cy="40" r="26" fill="#ffffff22"/><circle cx="230" cy="100" r="34" fill="#00000022"/><rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="#00000066" stroke="#fff" stroke-width="2"/></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** How close the slid piece must land to the gap, in % of the track. */
const tolerance = 3

/**
 * Registration as the platform answers it (docs/api-contract.md "Account"): the slider challenge
 * and its single-use tokens, SMS codes for registration, username and affiliate checks, and the
 * sealed register calls, validated against the same field rules the app shows.
 */
export const registerHandlers = (kit: EndpointKit) => {
  const { db, store, sms, serve } = kit
  const challenges = new Map<string, { gap: number; purpose: string }>()
  const passes = new Map<string, string>() // token -> purpose
  let issued = 0
  let last: { gap: number; image: string } | null = null
  kit.onReset(() => {
    challenges.clear()
    passes.clear()
    last = null
  })
  const spendPass = (token: unknown, purpose: string) => {
    const valid = typeof token === 'string' && passes.get(token) === purpose
    if (valid) passes.delete(token)
    return valid
  }
  /** The operator's invitation codes, and every member's referral code (invite friends). */
  const knownCode = (code: string) => affiliateCodes.includes(code) || inviterOf(db, code) !== undefined
  const matches = (rule: FieldRule | undefined, value: string) => {
    if (!rule?.enabled) return true
    if (value === '') return !rule.required
    try {
      return !rule.regExp || new RegExp(rule.regExp).test(value)
    } catch {
      return true
    }
  }

  return [
    /** Where the gap of the last challenge is, as a person sees it on its image (sent along). */
    http.get('*/__harness/challenge', () =>
      last === null ? HttpResponse.json({ error: 'no challenge issued' }, { status: 404 }) : HttpResponse.json(last),
    ),

    ...serve(endpoints.challenge, ({ query }) => {
      issued += 1
      const gap = 30 + ((issued * 37) % 60)
      const top = 20 + ((issued * 13) % 50)
      const id = `ch-${issued}`
      challenges.set(id, { gap, purpose: query.purpose })
      const image = trackImage(gap, top)
      last = { gap, image }
      return { id, image, pieceTop: top }
    }),
    ...serve(endpoints.answerChallenge, ({ body: { id, position } }) => {
      const challenge = challenges.get(id)
      challenges.delete(id) // one answer per challenge
      if (!challenge || Math.abs(position - challenge.gap) > tolerance)
        return refuse('VERIFY_FAILED', 'Verification failed, please try again')
      const token = `hv-${id}-${crypto.randomUUID()}`
      passes.set(token, challenge.purpose)
      return { token }
    }),

    ...serve(endpoints.smsForRegister, ({ body }) => {
      const mobile = body.mobileNum
      if (!spendPass(body.humanVerification, 'sms')) return refuse('VERIFY_REQUIRED', 'Verification failed, please try again')
      if (!matches(fieldRulesOf(kit).mobileNum, mobile) || mobile === '') return refuse('PHONE_FORMAT', 'phone format incorrect')
      if (db.accounts.findFirst((q) => q.where({ mobile }))) return refuse('MOBILE_EXISTS', 'This mobile number is already registered')
      const sent = sms.send(mobile, 'register', store.get().smsTtlSeconds)
      return { expirationTime: sent.expiresAt }
    }),

    ...serve(endpoints.checkUsername, ({ query: { username } }) => ({
      exists: Boolean(db.accounts.findFirst((q) => q.where({ member: { userName: username } }))),
    })),

    ...serve(endpoints.checkEmail, ({ query }) => ({ exists: takenEmails.includes(query.email.toLowerCase()) })),

    ...serve(endpoints.checkAffiliate, ({ query: { code } }) =>
      knownCode(code) ? null : refuse('INVALID_AFFILIATE', 'Invalid invitation code'),
    ),

    ...[endpoints.registerByUsername, endpoints.registerByMobile].flatMap((declared) =>
      serve(declared, async ({ body }) => {
        const byMobile = declared === endpoints.registerByMobile
        const rules = fieldRulesOf(kit)
        if (!spendPass(body.humanVerification, 'register')) return refuse('VERIFY_REQUIRED', 'Verification failed, please try again')
        const mobile = body.mobileNum
        const username = byMobile ? mobile : body.username
        if (!byMobile && !matches(rules.username, username)) return refuse('USERNAME_FORMAT', 'account format incorrect')
        if (db.accounts.findFirst((q) => q.where({ member: { userName: username } })))
          return refuse('USERNAME_EXISTS', 'username already exists')
        if (body.password !== body.confirmPassword) return refuse('CONFIRM_MISMATCH', 'Confirmation password not matched')
        if (body.affiliateCode && !knownCode(body.affiliateCode)) return refuse('INVALID_AFFILIATE', 'Invalid invitation code')
        const needsCode = byMobile || (mobile !== '' && store.get().whitelabel.includes('REGMOBVERF3'))
        if (needsCode && body.firebaseIdToken) {
          // The identity service proved the number (the Firebase-based route).
          if (body.firebaseIdToken !== `harness:phone:${body.countryDialingCode}${mobile}`)
            return refuse('SMS_CODE_ERROR', 'Verification code error')
        } else if (needsCode) {
          const check = sms.check(mobile, body.verificationCode)
          if (check === 'expired') return refuse('SMS_CODE_EXPIRED', 'Verification code expired, please get a new one')
          if (check !== 'ok') return refuse('SMS_CODE_ERROR', 'Verification code error')
        }
        const id = `m-${5000 + db.accounts.all().length}`
        await db.accounts.create({
          member: {
            id,
            type: 0,
            nickname: body.nickname || null,
            account: username,
            userName: username,
            memberLabel: [],
            clubLabel: null,
            merchantCode: 'wps',
            availablePromos: [],
          },
          password: body.password,
          wallet: { currencySymbol: '₱', sumBalance: 0 },
          mobile,
          countryDialingCode: body.countryDialingCode,
        })
        // Registered with a member's referral code: the new account is that member's friend.
        if (body.affiliateCode) noteInvitation(db, body.affiliateCode, username)
        const token = await db.openSession(username)
        return { token, userName: username, type: 0, firstTimeLogin: false, id, merchantCode: 'wps' }
      }),
    ),
  ]
}
