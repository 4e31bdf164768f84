import { Data, Exit, Option } from 'effect'
import type { CipherError } from './sealing'

/** The request never produced an HTTP answer (offline, DNS, connection reset). */
export class NetworkError extends Data.TaggedError('NetworkError')<{ readonly offline: boolean }> {}
/** No answer within the request timeout. */
export class TimeoutError extends Data.TaggedError('TimeoutError')<{ readonly afterMs: number }> {}
/** An HTTP answer outside 2xx that is not a session expiry (5xx is retried for GETs). */
export class HttpStatusError extends Data.TaggedError('HttpStatusError')<{ readonly status: number }> {}
/** The body did not match the call's Schema; `path` points at the first failing field. */
export class DecodeError extends Data.TaggedError('DecodeError')<{ readonly path: string; readonly detail: string }> {}
/**
 * The envelope said success=false: the platform refused, with its own code (`errorCode`, else
 * `code`) and message; `data` is `value.data`, where the platform puts a refusal's details.
 */
export class ServerRefusal extends Data.TaggedError('ServerRefusal')<{
  readonly code: string | undefined
  readonly reason: string | undefined
  readonly value: unknown
  readonly data?: unknown
}> {}
/** The token is no longer valid; the session has been cleared by the time this is seen. */
export class SessionExpired extends Data.TaggedError('SessionExpired')<{}> {}

export type ApiError = NetworkError | TimeoutError | HttpStatusError | DecodeError | ServerRefusal | SessionExpired

/** No answer came at all (the network's failure, not the platform's): it may have acted unseen. */
export const gotNoAnswer = (error: { readonly _tag?: unknown } | undefined) =>
  error?._tag === 'NetworkError' || error?._tag === 'TimeoutError'

/** Transient failures an idempotent GET may retry. */
export const isRetryable = (error: ApiError) => error._tag === 'NetworkError' || (error._tag === 'HttpStatusError' && error.status >= 500)

/**
 * The platform's error codes the app knows (PLATFORM.md §1.1), each with its dictionary text: the
 * same words in every language whatever the operator's message says. Other codes show the
 * platform's own message (below), which is already in the user's language.
 */
const refusalKeys: Readonly<Record<string, string>> = {
  'invalid.payment.pw': 'errors.invalid_payment_pw',
  'not.exists.payment.password': 'errors.no_payment_password',
  bank_card_is_frozen: 'errors.bank_card_frozen',
  'function.not.available': 'errors.no_permissions',
  no_permissions: 'errors.no_permissions',
  'ga.code.invalid': 'validation.code_error',
  SMS_CODE_ERROR: 'validation.code_error',
  free_reject: 'errors.free_reject',
  'promo.code.invalid': 'errors.promo_code_invalid',
  'promo.code.used': 'errors.promo_code_used',
  'agent.only': 'errors.no_permissions',
  'agent.member_not_in_team': 'errors.user_not_found',
  USERNAME_EXISTS: 'validation.username_exists',
  'agent.contract.terms': 'errors.contract_terms',
  'agent.contract.rate_max': 'errors.contract_rate_max',
  'agent.contract.none': 'errors.contract_none',
  'agent.contract.pending': 'errors.contract_pending',
  'agent.contract.request_gone': 'errors.contract_request_gone',
  'agent.dividend.not_due': 'errors.dividend_not_due',
  'agent.dividend.paid': 'errors.dividend_paid',
  'agent.dividend.balance': 'errors.dividend_balance',
  'agent.dividend.period': 'errors.dividend_period',
  // The agent area's other refusals (docs/api-contract.md, ASSUMED codes).
  'agent.already_agent': 'errors.already_agent',
  'agent.not_direct_member': 'errors.no_permissions',
  'agent.rain.balance': 'errors.rain_balance',
  'agent.rain.members': 'errors.rain_members',
  'agent.rain.too_many': 'errors.rain_too_many',
  'agent.link.limit': 'errors.link_limit',
  'agent.link.not_found': 'errors.link_gone',
  'agent.rebate.invalid': 'errors.rebate_range',
  'rebate.out_of_range': 'errors.rebate_range',
  'insufficient.balance': 'errors.insufficient_balance',
  'amount.invalid': 'errors.amount_invalid',
  // The points mall's (docs/api-contract.md, ASSUMED codes).
  'mall.conversion.closed': 'errors.mall_conversion_closed',
  'mall.conversion.invalid': 'errors.mall_conversion_invalid',
  'mall.limit.reached': 'errors.mall_limit',
  'mall.out.of.stock': 'errors.mall_out_of_stock',
  'mall.points.insufficient': 'errors.mall_points',
  'mall.quantity.invalid': 'errors.mall_quantity',
  'mall.reward.not.found': 'errors.mall_item_gone',
  // Responsible gaming (docs/api-contract.md, ASSUMED codes).
  'deposit.limit.exceeded': 'errors.deposit_limit',
  'member.self.excluded': 'errors.self_excluded',
  'login.password.incorrect': 'errors.login_password_incorrect',
}

/** The gateway's own codes, '#<number> <words>' (PLATFORM.md §1.1), known by their number. */
const gatewayKeys: Readonly<Record<string, string>> = {
  '543': 'errors.no_permissions', // function.not.available: the site's module is off
  '727': 'errors.system_busy',
  '734': 'errors.previous_game_unfinished',
  '459': 'errors.unknown', // http_method_not_support: the app's own mistake, nothing the player can do
}
const gatewayKeyOf = (code: string) => {
  const number = /^#(\d+)/.exec(code)?.[1]
  return number === undefined ? undefined : gatewayKeys[number]
}

/**
 * SPEC §8's dictionary texts are the platform's own messages (its lower-case 'user does not exist or
 * is disabled'), whatever code comes with them: a refusal in those words is shown in the dictionary's,
 * in the player's language, not in the English the platform wrote.
 */
const dictionaryMessages: Readonly<Record<string, string>> = {
  'invalid invitation code': 'validation.invitation_code_error',
  'referrer link error': 'errors.referrer_link',
  'verification code error': 'validation.code_error',
  'you are not logged in, please login first': 'errors.not_logged_in',
  'the account has been logged out, please log in again': 'errors.logged_out',
  'no permission or feature temporarily unavailable': 'errors.no_permissions',
  'user does not exist or is disabled': 'errors.user_not_found',
  'username already exists': 'validation.username_exists',
  'account format incorrect': 'validation.account_format',
  'password format incorrect': 'validation.password_format',
  'e-mail format incorrect': 'validation.email_format',
  'name format incorrect': 'validation.name_format',
  'phone format incorrect': 'validation.phone_format',
  'confirmation password not matched': 'validation.in_confirmation_correct',
  'unknown error': 'errors.unknown',
  'the requested url is empty': 'errors.url_empty',
  'system upgrading, please try again later': 'errors.system_upgrading',
  'please enter the username and password': 'login.enter_credentials',
  'non-member account unable to login': 'errors.non_member',
  'non-agents cannot log in': 'errors.non_agent',
  'free-play account restriction': 'errors.free_reject',
  'agent information wrong': 'errors.agent_info',
}

/**
 * The dictionary key of a refusal the app knows, by its code or else by its words; undefined for
 * one the player is told in the platform's own words.
 */
export const refusalKey = (code: string | undefined, reason?: string) =>
  (code === undefined ? undefined : (refusalKeys[code] ?? gatewayKeyOf(code))) ??
  (reason === undefined ? undefined : dictionaryMessages[reason.trim().replace(/\.$/, '').toLowerCase()])

/**
 * The one place that maps an error tag to the dictionary text the user sees (SPEC §8).
 * A refusal of a known code has its dictionary text; another carries the platform's own message.
 */
export const errorMessageKey = (error: ApiError): string => {
  switch (error._tag) {
    case 'NetworkError':
    case 'TimeoutError':
      return 'errors.network_slow'
    case 'HttpStatusError':
      return error.status === 503 ? 'errors.system_upgrading' : 'errors.unknown'
    case 'DecodeError':
      return 'errors.unknown'
    case 'ServerRefusal':
      return refusalKey(error.code, error.reason) ?? 'errors.unknown'
    case 'SessionExpired':
      return 'errors.logged_out'
  }
}

/**
 * What to tell the user about a failed call: a refusal in the platform's own words (already in the
 * user's language), anything else in the dictionary's (a body that could not be sealed was never sent: unknown). `t` translates a key of the common namespace.
 */
export const failureMessage = (error: ApiError | CipherError | undefined, t: (key: string) => string) =>
  error?._tag === 'ServerRefusal' && error.reason && !refusalKey(error.code, error.reason)
    ? error.reason
    : t(error && error._tag !== 'CipherError' ? errorMessageKey(error) : 'errors.unknown')

/** The message of a failed write's Exit (see failureMessage); null for a success. */
export const exitFailureMessage = <A>(exit: Exit.Exit<A, ApiError | CipherError>, t: (key: string) => string) =>
  Exit.isSuccess(exit) ? null : failureMessage(Option.getOrUndefined(Exit.findErrorOption(exit)), t)
