import { Schema } from 'effect'

/**
 * The operator's terms (SPEC §2 "other screens exist for registration terms, user agreement";
 * contents not shown). ASSUMED, as PLATFORM.md names no call: GET /wps/system/agreement with
 * `type` REGISTER (/m/regTerms) or USER (/m/userAgreement) and `lang` (EN, TY, ...), answering
 * `{ title, content }`, the content operator HTML (shown only through the sanitiser).
 */
export const TermsKind = Schema.Literals(['REGISTER', 'USER'])
export type TermsKind = typeof TermsKind.Type

export const Terms = Schema.Struct({ title: Schema.String, content: Schema.String })
export type Terms = typeof Terms.Type
