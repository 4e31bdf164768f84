import { Schema } from 'effect'

/**
 * The security centre's calls (PLATFORM.md §2). Field names are the platform's; what no public
 * source shows is marked ASSUMED here and in docs/api-contract.md.
 */

/** One item of the security summary: offered by the site, and done or not. */
export const SecurityItem = Schema.Struct({
  enabled: Schema.Boolean,
  isComplete: Schema.Boolean,
  /** ASSUMED values: the KYC state for the verification items (NOT_VERIFIED, PENDING, VERIFIED, REJECTED). */
  status: Schema.optional(Schema.NullOr(Schema.String)),
})
export type SecurityItem = typeof SecurityItem.Type

const Item = Schema.optional(SecurityItem)

/** GET /wps/v2/member/securityConfig: how complete the member's security is (0-100) and each item. */
export const SecurityConfig = Schema.Struct({
  completeProgress: Schema.Number,
  info: Schema.Struct({
    profile: Item,
    loginPassword: Item,
    paymentPassword: Item,
    securityQuestions: Item,
    bankCards: Item,
    virtualWallets: Item,
    email: Item,
    payeeName: Item,
    bindGA: Item,
    mobileVerified: Item,
    mobileNum: Item,
    idVerification: Item,
    cpfVerification: Item,
  }),
})
export type SecurityConfig = typeof SecurityConfig.Type

const Switch = Schema.Literals(['Y', 'N'])

/**
 * GET /wps/v2/member/bankCards/bindConfig: the withdrawal switches that decide which accounts can
 * be bound (PLATFORM.md §2 rules). ASSUMED: these four fields, each 'Y' or 'N'.
 */
export const BindConfig = Schema.Struct({
  allowWithdraw: Switch,
  normalBankWithdrawalSwitch: Switch,
  eWalletWithdrawalSwitch: Switch,
  cryptoWithdrawalSwitch: Switch,
})
export type BindConfig = typeof BindConfig.Type
