import { Cause, Exit, Option } from 'effect'
import type { CipherError } from '@/lib/crypto/body-cipher'
import { atom } from 'jotai'
import { run } from '@/lib/effect/runtime'
import { errorMessageKey, type ApiError } from '@/lib/http/errors'
import { clearSessionAtom, signInAtom } from '@/lib/session/session-atoms'
import { login, logout } from './account-api'
import type { LoginRequest } from './account-schema'

export type LoginOutcome =
  | { readonly ok: true; readonly firstTimeLogin: boolean }
  | { readonly ok: false; readonly messageKey: string; readonly reason: string | undefined }

const failureOf = (cause: Cause.Cause<unknown>): LoginOutcome => {
  const error = Cause.findErrorOption(cause)
  if (Option.isNone(error)) return { ok: false, messageKey: 'errors.unknown', reason: undefined }
  const failure = error.value as ApiError | CipherError
  if (failure._tag === 'CipherError') return { ok: false, messageKey: 'errors.unknown', reason: undefined }
  return {
    ok: false,
    messageKey: errorMessageKey(failure),
    reason: failure._tag === 'ServerRefusal' ? failure.reason : undefined,
  }
}

/** Logs in and stores the session; the app's session refresh then renews member info and the wallet. */
export const loginAtom = atom(null, async (_get, set, request: LoginRequest): Promise<LoginOutcome> => {
  const exit = await run(login(request))
  if (!Exit.isSuccess(exit)) return failureOf(exit.cause)
  const result = exit.value
  set(signInAtom, {
    token: result.token,
    merchantCode: result.merchantCode,
    id: result.id,
    userName: result.userName,
    type: result.type,
    firstTimeLogin: result.firstTimeLogin,
  })
  return { ok: true, firstTimeLogin: result.firstTimeLogin }
})

/** SPEC §4 logout: the call carries the token; the session is cleared whether or not it succeeds. */
export const logoutAtom = atom(null, async (_get, set) => {
  await run(logout)
  set(clearSessionAtom)
})
