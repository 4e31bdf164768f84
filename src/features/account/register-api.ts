import { Effect } from 'effect'
import { BodyCipher } from '@/lib/crypto/body-cipher'
import { Api } from '@/lib/http/api'
import { Ack, LoginResult } from './account-schema'
import { Challenge, ChallengePass, UsernameCheck, type RegisterRequest } from './register-schema'

/**
 * PUT /wps/member/register or /register/mobile with a sealed body (SPEC §7). The platform answers
 * with the new member's session (A), so success is also the login. Never retried.
 */
export const register = (mode: 'username' | 'mobile', request: RegisterRequest) =>
  Effect.gen(function* () {
    const api = yield* Api
    const sealed = yield* (yield* BodyCipher).seal(request)
    return yield* api.call({
      method: 'PUT',
      path: mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
      body: sealed.body,
      headers: sealed.headers,
      schema: LoginResult,
    })
  })

/** GET /wps/check/username: whether a username is taken (told on blur, before the form is sent). */
export const checkUsername = (username: string) =>
  Effect.flatMap(Api, (api) => api.call({ method: 'GET', path: '/wps/check/username', query: { username }, schema: UsernameCheck, anonymous: true }))

/** GET /wps/check/email: whether an e-mail is already used (A: same answer as the username check). */
export const checkEmail = (email: string) =>
  Effect.flatMap(Api, (api) => api.call({ method: 'GET', path: '/wps/check/email', query: { email }, schema: UsernameCheck, anonymous: true }))

/** The affiliate check (SPEC §3: code, domain; success). Our path: GET /wps/affiliate/check (A). */
export const checkAffiliate = (code: string, domain: string) =>
  Effect.flatMap(Api, (api) => api.call({ method: 'GET', path: '/wps/affiliate/check', query: { code, domain }, schema: Ack, anonymous: true }))

/** The platform's own human-verification challenge: fetch one, then answer it for a token. */
export const loadChallenge = (purpose: 'sms' | 'register') =>
  Effect.flatMap(Api, (api) => api.call({ method: 'GET', path: '/wps/verification/challenge', query: { purpose }, schema: Challenge, anonymous: true }))

export const answerChallenge = (id: string, position: number) =>
  Effect.flatMap(Api, (api) =>
    api.call({ method: 'POST', path: '/wps/verification/challenge', body: { id, position }, schema: ChallengePass, anonymous: true }),
  )
