import { http, HttpResponse } from 'msw'
import { affiliateCodes, takenEmails } from '../fixtures/accounts'
import * as endpoints from '../src/features/account/account-endpoints'
import { fieldRulesOf, fitsRule } from './account-handlers'
import type { HarnessDb } from './db'
import type { EndpointKit } from './handlers'
import { inviterOf, noteInvitation } from './referral-handlers'
import { refuse } from './serve-endpoint'

/** A new member's account, able to log in at once with its password, nothing in its wallet; answers its id. */
export const createAccount = async (
  db: HarnessDb,
  made: {
    readonly userName: string
    readonly password: string
    readonly nickname?: string | null
    readonly mobile?: string
    readonly countryDialingCode?: string
    /** Its own type whatever the scenario's (open account: the player or agent the upline asked for). */
    readonly type?: 0 | 1
  },
) => {
  const id = `m-${5000 + db.accounts.all().length}`
  await db.accounts.create({
    member: {
      id,
      type: made.type ?? 0,
      nickname: made.nickname ?? null,
      account: made.userName,
      userName: made.userName,
      memberLabel: [],
      clubLabel: null,
      merchantCode: 'wps',
      availablePromos: [],
    },
    password: made.password,
    wallet: { currencySymbol: '₱', sumBalance: 0 },
    mobile: made.mobile ?? '',
    countryDialingCode: made.countryDialingCode ?? '',
    ...(made.type === undefined ? {} : { keepsType: true }),
  })
  return id
}

/**
 * The username rule and the taken-name check of registration, shared with open account: a refusal,
 * or null. `format` false skips the rule (by mobile the name is the number); `takenElsewhere` adds
 * names that are not accounts (an agent's generated members).
 */
export const newUserNameRefusal = (
  kit: Pick<EndpointKit, 'db' | 'store'>,
  userName: string,
  { format = true, takenElsewhere = () => false }: { format?: boolean; takenElsewhere?: (userName: string) => boolean } = {},
) => {
  if (format && !fitsRule(fieldRulesOf(kit).username, userName)) return refuse('USERNAME_FORMAT', 'account format incorrect')
  if (kit.db.accounts.findFirst((q) => q.where({ member: { userName } })) || takenElsewhere(userName))
    return refuse('USERNAME_EXISTS', 'username already exists')
  return null
}

/**
 * Registration as the platform answers it (docs/api-contract.md "Account"): the slider challenge
 * and its single-use tokens, SMS codes for registration, username and affiliate checks, and the
 * sealed register calls, validated against the same field rules the app shows.
 */
export const registerHandlers = (kit: EndpointKit) => {
  const { db, store, sms, serve, captchas, humanChecks, platformNow } = kit
  /** The operator's invitation codes, every member's referral code (invite friends), and agents' live links. */
  const knownCode = (code: string) => affiliateCodes.includes(code) || inviterOf(db, code) !== undefined || db.liveLink(code) !== undefined

  return [
    /** Where the gap of the last challenge is, as a person sees it on its image (sent along). */
    http.get('*/__harness/challenge', () => {
      const last = humanChecks.last()
      return last === null ? HttpResponse.json({ error: 'no challenge issued' }, { status: 404 }) : HttpResponse.json(last)
    }),

    ...serve(endpoints.challenge, ({ query }) => humanChecks.issue(query.purpose)),
    ...serve(endpoints.answerChallenge, ({ body: { id, position } }) => {
      const token = humanChecks.answer(id, position)
      return token === null ? refuse('VERIFY_FAILED', 'Verification failed, please try again') : { token }
    }),

    ...serve(endpoints.smsForRegister, ({ body }) => {
      const mobile = body.mobileNum
      if (!humanChecks.spend(body.humanVerification, 'sms')) return refuse('VERIFY_REQUIRED', 'Verification failed, please try again')
      if (!fitsRule(fieldRulesOf(kit).mobileNum, mobile) || mobile === '') return refuse('PHONE_FORMAT', 'phone format incorrect')
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
        if (!humanChecks.spend(body.humanVerification, 'register'))
          return refuse('VERIFY_REQUIRED', 'Verification failed, please try again')
        // The image captcha, where the rules show it on the form: each attempt spends the one issued.
        if (fieldRulesOf(kit).captcha?.enabled && !captchas.check(body.captcha)) return refuse('CAPTCHA_ERROR', 'Verification code error')
        const mobile = body.mobileNum
        const username = byMobile ? mobile : body.username
        // By mobile the name is the number: only whether it is taken.
        const nameRefusal = newUserNameRefusal(kit, username, { format: !byMobile })
        if (nameRefusal) return nameRefusal
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
        // An agent's live link signs the new account up into the agent's team, as the player or
        // sub-agent the link makes, with its rebates.
        const link = body.affiliateCode ? db.liveLink(body.affiliateCode) : undefined
        const type = link?.type ?? 0
        const id = await createAccount(db, {
          userName: username,
          password: body.password,
          nickname: body.nickname || null,
          mobile,
          countryDialingCode: body.countryDialingCode,
          // Without a link the scenario's member type applies, as to QA's accounts.
          ...(link ? { type } : {}),
        })
        if (link) await db.addDownline({ agent: link.agent, userName: username, type, configs: link.configs, createdAt: platformNow() })
        // Registered with a member's referral code: the new account is that member's friend; with an agent's link, one more for it.
        if (body.affiliateCode) {
          noteInvitation(db, body.affiliateCode, username, platformNow())
          await db.noteLinkSignUp(body.affiliateCode)
        }
        const token = await db.openSession(username)
        return { token, userName: username, type, firstTimeLogin: false, id, merchantCode: 'wps' }
      }),
    ),
  ]
}
