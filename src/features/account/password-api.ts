import { Effect } from 'effect'
import { BodyCipher } from '@/lib/crypto/body-cipher'
import { Api } from '@/lib/http/api'
import { Ack } from './account-schema'
import { FreePlayResult, TrialUser, type ChangePasswordRequest, type PhoneResetRequest } from './password-schema'

/** POST /wps/member/password (member). A write: never retried. */
export const changePassword = (request: ChangePasswordRequest) =>
  Effect.flatMap(Api, (api) => api.call({ method: 'POST', path: '/wps/member/password', body: request, schema: Ack }))

/** POST /wps/member/password/phone with a sealed body: a new password by SMS code, no session. */
export const resetPasswordByPhone = (request: PhoneResetRequest) =>
  Effect.gen(function* () {
    const api = yield* Api
    const sealed = yield* (yield* BodyCipher).seal(request)
    return yield* api.call({ method: 'POST', path: '/wps/member/password/phone', body: sealed.body, headers: sealed.headers, schema: Ack })
  })

/** POST /wps/session/login/freeplay: a fresh trial account and its session (SPEC §4). */
export const startFreePlay = Effect.flatMap(Api, (api) =>
  api.call({ method: 'POST', path: '/wps/session/login/freeplay', body: { moduleId: 'FREEPLAY3' }, schema: FreePlayResult }),
)

/** GET /wps/member/trialuser, with the trial session's token. */
export const loadTrialUser = Effect.flatMap(Api, (api) => api.call({ method: 'GET', path: '/wps/member/trialuser', schema: TrialUser }))
