import { Schema } from 'effect'

/** SPEC §3 registerMethod: APP (native shell), PWA / WEBCLIP (installed), H5 otherwise. */
export const RegisterMethod = Schema.Literals(['APP', 'H5', 'PWA', 'WEBCLIP'])
export type RegisterMethod = typeof RegisterMethod.Type

/** SPEC §3 registration payload; sealed before it leaves the device. Empty strings = not given. */
export const RegisterRequest = Schema.Struct({
  countryDialingCode: Schema.String,
  registerUrl: Schema.String,
  registerMethod: RegisterMethod,
  username: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.String,
  affiliateCode: Schema.String,
  paymentPassword: Schema.String,
  recommenderId: Schema.String,
  nickname: Schema.String,
  payeeName: Schema.String,
  email: Schema.String,
  mobileNum: Schema.String,
  idNumber: Schema.String,
  qqNum: Schema.String,
  facebook: Schema.String,
  wechat: Schema.String,
  line: Schema.String,
  whatsapp: Schema.String,
  zalo: Schema.String,
  captcha: Schema.String,
  type: Schema.Literal(0),
  domain: Schema.String,
  verificationCode: Schema.String,
  /** The human-verification result the platform checks (A). */
  humanVerification: Schema.String,
  /** The Firebase-based route (SPEC §3): the identity service's proof of the mobile number. */
  firebaseChannel: Schema.optional(Schema.Literal('sms')),
  firebaseIdToken: Schema.optional(Schema.String),
})
export type RegisterRequest = typeof RegisterRequest.Type

/** GET /wps/check/username (A: the answer's shape). */
export const UsernameCheck = Schema.Struct({ exists: Schema.Boolean })

/** The platform's own slider challenge (A): a track image with a gap; the piece is slid into it. */
export const Challenge = Schema.Struct({
  id: Schema.String,
  /** Background of the track, with the gap drawn in (data URL). */
  image: Schema.String,
  /** Vertical place of the piece, 0-100 % of the track's height. */
  pieceTop: Schema.Number,
})
export type Challenge = typeof Challenge.Type

/** The answer to a solved challenge: a single-use token for the call it guards. */
export const ChallengePass = Schema.Struct({ token: Schema.String })
