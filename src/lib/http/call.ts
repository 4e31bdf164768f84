import { Effect } from 'effect'
import { Api } from './api'
import { encodeBody, encodeQuery, type AnyEndpoint, type InputOf, type SuccessOf } from './endpoint'
import type { ApiError } from './errors'
import { MoneyKeys } from './money-keys'
import { BodyCipher, type CipherError } from './sealing'

/** A sealed call also needs the cipher, and can fail to seal. */
type Needs<E> = E extends { readonly sealed: true } ? Api | BodyCipher : Api
type Fails<E> = E extends { readonly sealed: true } ? ApiError | CipherError : ApiError
/** Calls without a query or body take no input. */
type Args<E> = {} extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>]

/**
 * Sends one declared call (src/lib/http/endpoint.ts): the query and body are encoded by the
 * declaration's schemas, a sealed body is encrypted, the whitelabel module rides in `ModuleId`,
 * a money call carries its idempotency key (its submit's, money-keys.ts), and the answer is
 * decoded with the success schema.
 * Retries and dedupe are the Api's (GETs only).
 */
export const call = <E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): Effect.Effect<SuccessOf<E>, Fails<E>, Needs<E>> =>
  Effect.gen(function* () {
    const api = yield* Api
    const given = (input ?? {}) as { readonly query?: unknown; readonly body?: unknown }
    const query = endpoint.query ? yield* encodeQuery(endpoint.query, given.query) : undefined
    const plain = endpoint.body ? yield* encodeBody(endpoint.body, given.body) : undefined
    const sealed = endpoint.sealed ? yield* (yield* BodyCipher).seal(plain) : undefined
    const moneyKey = endpoint.money ? ((yield* MoneyKeys)?.next() ?? crypto.randomUUID()) : undefined
    return yield* api.call({
      method: endpoint.method,
      path: endpoint.path,
      ...(query ? { query } : {}),
      ...(sealed ? { body: sealed.body } : plain === undefined ? {} : { body: plain }),
      headers: {
        ...sealed?.headers,
        ...(endpoint.module ? { ModuleId: endpoint.module } : {}),
        ...(moneyKey ? { 'Idempotency-Key': moneyKey } : {}),
      },
      schema: endpoint.success,
      anonymous: endpoint.anonymous,
    })
  }) as Effect.Effect<SuccessOf<E>, Fails<E>, Needs<E>>
