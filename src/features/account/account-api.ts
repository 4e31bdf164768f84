import { Effect } from 'effect'
import { BodyCipher } from '@/lib/crypto/body-cipher'
import { Api } from '@/lib/http/api'
import {
  Ack,
  Captcha,
  CountryList,
  LoginResult,
  RegisterSettings,
  SmsSent,
  type LoginRequest,
  type SmsPurpose,
  type SmsRequest,
} from './account-schema'

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

/** GET /wps/system/setting/register: every form field's rule and the age of consent. */
export const loadRegisterSettings = Effect.flatMap(Api, (api) =>
  api.call({ method: 'GET', path: '/wps/system/setting/register', schema: RegisterSettings, anonymous: true }),
)

/** GET /wps/system/country: the dialing codes a mobile number may carry. */
export const loadCountries = Effect.flatMap(Api, (api) =>
  api.call({ method: 'GET', path: '/wps/system/country', schema: CountryList, anonymous: true }),
)

/** POST /wps/verification/sms/register or /noLogin (SPEC §7). A write: never retried, never sent twice. */
export const sendSmsCode = (purpose: SmsPurpose, request: SmsRequest) =>
  Effect.flatMap(Api, (api) =>
    api.call({ method: 'POST', path: `/wps/verification/sms/${purpose}`, body: request, schema: SmsSent }),
  )

/** GET /wps/captcha: a fresh image each time (tapping the image asks again). */
export const loadCaptcha = Effect.flatMap(Api, (api) =>
  api.call({ method: 'GET', path: '/wps/captcha', schema: Captcha, anonymous: true }),
).pipe(Effect.map(({ image }) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`)))
