import { Schema } from 'effect'

/** SPEC §3 login payload (username mode); sealed before it leaves the device. */
export const LoginRequest = Schema.Struct({
  username: Schema.String,
  password: Schema.String,
  captcha: Schema.optional(Schema.String),
  type: Schema.Literals(['username', 'sms', 'firebase']),
})
export type LoginRequest = typeof LoginRequest.Type

/** SPEC §3 login response value, plus the id and merchant the session record needs. */
export const LoginResult = Schema.Struct({
  token: Schema.String,
  userName: Schema.String,
  type: Schema.Number,
  firstTimeLogin: Schema.Boolean,
  id: Schema.String,
  merchantCode: Schema.String,
})
export type LoginResult = typeof LoginResult.Type

/** Calls whose answer carries nothing the app reads (logout): any value is accepted. */
export const Ack = Schema.Unknown
