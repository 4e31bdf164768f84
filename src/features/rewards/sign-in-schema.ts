import { Schema } from 'effect'

/**
 * The daily sign-in (/m/activity/signIn, the reward centre's link when the LOGIN promotion runs;
 * PLATFORM.md §1.12, §6 "login / register"). Only the call names are the platform's: every field
 * below is ASSUMED and defined once here, for the app and the harness (docs/api-contract.md
 * "Daily sign-in").
 */

/** One day of the cycle and the bonus signing in on it pays, in the wallet's currency (ASSUMED). */
export const SignInDay = Schema.Struct({ day: Schema.Number, bonus: Schema.Number })
export type SignInDay = typeof SignInDay.Type

/** The running LOGIN promotion and where the member stands in its cycle (ASSUMED). */
export const LoginPromotion = Schema.Struct({
  promotionId: Schema.String,
  promotionName: Schema.String,
  /** The cycle, day 1 first; after its last day the next sign-in starts it again. */
  days: Schema.Array(SignInDay),
  /** Days signed in a row in this cycle, today's counted once signed; a day missed sets it back to 0. */
  signedDays: Schema.Number,
  signedToday: Schema.Boolean,
  /** ms: when the platform's next day starts, and with it the next sign-in. */
  nextSignInTime: Schema.Number,
  /** The operator's rules, HTML: shown only through the sanitiser. */
  rulesHtml: Schema.String,
})
export type LoginPromotion = typeof LoginPromotion.Type

/** MCSFE_getLoginPromotion: null while no LOGIN promotion runs (ASSUMED). */
export const LoginPromotionAnswer = Schema.NullOr(LoginPromotion)

/** MCSFE_claimLoginPromotion: today's sign-in (ASSUMED). */
export const ClaimLoginRequest = Schema.Struct({ promotionId: Schema.String })
export type ClaimLoginRequest = typeof ClaimLoginRequest.Type

/** What today's sign-in credited to the main wallet, and the day of the cycle it was (ASSUMED). */
export const LoginBonusPaid = Schema.Struct({ day: Schema.Number, claimedMoney: Schema.Number })
export type LoginBonusPaid = typeof LoginBonusPaid.Type
