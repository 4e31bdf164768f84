import { Schema } from 'effect'

/** GET /wps/captcha: the image (a data URL, or bare base64 PNG). Login and feedback both ask for it. */
export const Captcha = Schema.Struct({ image: Schema.String })
export type Captcha = typeof Captcha.Type
