import { call } from '@/lib/http/call'
import * as endpoints from './account-endpoints'
import type { RegisterRequest } from './register-schema'

/** Registers by username or by mobile (sealed, never retried); success is also the login. */
export const register = (mode: 'username' | 'mobile', request: RegisterRequest) =>
  call(mode === 'mobile' ? endpoints.registerByMobile : endpoints.registerByUsername, { body: request })

/** Whether a username is taken (told on blur, before the form is sent). */
export const checkUsername = (username: string) => call(endpoints.checkUsername, { query: { username } })

/** Whether an e-mail is already used. */
export const checkEmail = (email: string) => call(endpoints.checkEmail, { query: { email } })

/** Whether an invitation code is valid for this domain. */
export const checkAffiliate = (code: string, domain: string) => call(endpoints.checkAffiliate, { query: { code, domain } })

/** The platform's own human-verification challenge: fetch one, then answer it for a token. */
export const loadChallenge = (purpose: typeof endpoints.ChallengePurpose.Type) => call(endpoints.challenge, { query: { purpose } })

export const answerChallenge = (id: string, position: number) => call(endpoints.answerChallenge, { body: { id, position } })
