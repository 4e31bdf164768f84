import { Data } from 'effect'

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

/** Transient failures an idempotent GET may retry. */
export const isRetryable = (error: ApiError) => error._tag === 'NetworkError' || (error._tag === 'HttpStatusError' && error.status >= 500)

/**
 * The one place that maps an error tag to the dictionary text the user sees (SPEC §8).
 * A refusal carries the platform's own message, which is already in the user's language.
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
      return 'errors.unknown'
    case 'SessionExpired':
      return 'errors.logged_out'
  }
}
