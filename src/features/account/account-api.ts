import { Effect } from 'effect'
import { BodyCipher } from '@/lib/crypto/body-cipher'
import { Api } from '@/lib/http/api'
import { Ack, LoginResult, type LoginRequest } from './account-schema'

/** POST /wps/session/login with a sealed body (DESIGN.md §4). Never retried. */
export const login = (request: LoginRequest) =>
  Effect.gen(function* () {
    const api = yield* Api
    const cipher = yield* BodyCipher
    const sealed = yield* cipher.seal({ ...request, username: request.username.trim() })
    return yield* api.call({
      method: 'POST',
      path: '/wps/session/login',
      body: sealed.body,
      headers: sealed.headers,
      schema: LoginResult,
    })
  })

/** DELETE /wps/session/logout; the Api sends the token in Authorization. */
export const logout = Effect.gen(function* () {
  const api = yield* Api
  return yield* api.call({ method: 'DELETE', path: '/wps/session/logout', schema: Ack })
})
