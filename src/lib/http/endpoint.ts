import { Effect, Schema } from 'effect'
import { makeFormatterStandardSchemaV1 } from 'effect/SchemaIssue'
import { DecodeError } from './errors'

/**
 * One declaration per platform call (DESIGN.md §8): the app's `call` sends it and the harness's
 * `serve` answers it, so both read the same method, path, request schemas and success schema and
 * cannot drift apart. Declarations live in `src/domain/endpoints.ts` (calls of the shell) and in
 * each area's `<area>-endpoints.ts`.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Endpoint<Query, Body, Success, SuccessEncoded = Success, Sealed extends boolean = boolean> {
  readonly method: Method
  /** Full path, e.g. `/wps/relay/GCSGAME_gameList`. */
  readonly path: string
  /** Older names the platform still answers (PLATFORM.md §1.5); the harness serves them too, the app never calls them. */
  readonly aliases?: ReadonlyArray<string>
  /** The query string's fields; every leaf travels as a string (`Schema.toCodecStringTree`). */
  readonly query: Schema.Codec<Query, unknown> | undefined
  /** The JSON body; sealed before it leaves the device when `sealed` (DESIGN.md §4). */
  readonly body: Schema.Codec<Body, unknown> | undefined
  readonly success: Schema.Codec<Success, SuccessEncoded>
  readonly sealed: Sealed
  /** The whitelabel module of the feature (`ModuleId` header, PLATFORM.md §1.2); the platform answers #543 when it is off. */
  readonly module: string | undefined
  /** Public calls (status, public key, register checks) go without the token, so a dead session cannot break them. */
  readonly anonymous: boolean
  /**
   * Moves money (deposit, withdraw, transfer): each attempt carries its own `Idempotency-Key`, and
   * the platform answers a key it has seen with the first answer instead of acting twice.
   */
  readonly money: boolean
}

export type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown, boolean>

export type QueryOf<E> = E extends Endpoint<infer Q, unknown, unknown, unknown, boolean> ? Q : never
export type BodyOf<E> = E extends Endpoint<unknown, infer B, unknown, unknown, boolean> ? B : never
export type SuccessOf<E> = E extends Endpoint<unknown, unknown, infer A, unknown, boolean> ? A : never
/** What the harness answers on the wire for a success: the success schema's encoded side. */
export type WireSuccessOf<E> = E extends Endpoint<unknown, unknown, unknown, infer W, boolean> ? W : never

/** What a caller passes: the query and body the declaration asks for, nothing when it asks none. */
export type InputOf<E> = (E extends Endpoint<infer Q, unknown, unknown, unknown, boolean>
  ? [Q] extends [undefined]
    ? {}
    : { readonly query: Q }
  : never) &
  (E extends Endpoint<unknown, infer B, unknown, unknown, boolean> ? ([B] extends [undefined] ? {} : { readonly body: B }) : never)

interface Declaration<Q, B, A, W, S extends boolean> {
  readonly method: Method
  readonly path: string
  readonly aliases?: ReadonlyArray<string>
  readonly query?: Schema.Codec<Q, unknown>
  readonly body?: Schema.Codec<B, unknown>
  readonly success: Schema.Codec<A, W>
  readonly sealed?: S
  readonly module?: string
  readonly anonymous?: boolean
  readonly money?: boolean
}

/** Declares a call; absent schemas mean the call sends no query or no body. */
export const endpoint = <A, W, Q = undefined, B = undefined, S extends boolean = false>(
  declaration: Declaration<Q, B, A, W, S>,
): Endpoint<Q, B, A, W, S> => ({
  method: declaration.method,
  path: declaration.path,
  aliases: declaration.aliases ?? [],
  query: declaration.query,
  body: declaration.body,
  success: declaration.success,
  sealed: (declaration.sealed ?? false) as S,
  module: declaration.module,
  anonymous: declaration.anonymous ?? false,
  money: declaration.money ?? false,
})

/** A relay call's path (PLATFORM.md §1.3): `/wps/relay/<NAME>`. */
export const relay = (name: string) => `/wps/relay/${name}`

/** The query of a call whose answer is written in the player's language (rules, item names). */
export const LanguageQuery = Schema.Struct({ language: Schema.String })

const stringTrees = new WeakMap<object, Schema.Codec<unknown, unknown>>()
/** The query schema with every leaf as a string, made once per schema. */
export const queryCodec = (schema: Schema.Codec<unknown, unknown>) => {
  let codec = stringTrees.get(schema)
  if (!codec) {
    codec = Schema.toCodecStringTree(schema) as unknown as Schema.Codec<unknown, unknown>
    stringTrees.set(schema, codec)
  }
  return codec
}

const formatter = makeFormatterStandardSchemaV1()

/** A schema failure as the Api reports it: the first failing field's path and its message. */
export const decodeErrorOf = (prefix: string, error: Schema.SchemaError) => {
  const first = formatter(error.issue).issues[0]
  const path = [prefix, ...(first?.path ?? []).map((key) => String(typeof key === 'object' ? key.key : key))]
  return new DecodeError({ path: path.filter(Boolean).join('.'), detail: first?.message ?? error.message })
}

/** The query string of a call: the declaration's schema encodes it, every leaf a string. */
export const encodeQuery = (schema: Schema.Codec<unknown, unknown>, query: unknown) =>
  Schema.encodeUnknownEffect(queryCodec(schema))(query).pipe(
    Effect.map((tree) => tree as Readonly<Record<string, string | undefined>>),
    Effect.mapError((error) => decodeErrorOf('query', error)),
  )

/** The JSON body of a call, encoded by its declaration (fields it does not name are dropped). */
export const encodeBody = (schema: Schema.Codec<unknown, unknown>, body: unknown) =>
  Schema.encodeUnknownEffect(schema)(body).pipe(Effect.mapError((error) => decodeErrorOf('body', error)))
