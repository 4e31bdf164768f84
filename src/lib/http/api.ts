import { Clock, Context, Effect, Fiber, Layer, Schedule, Schema } from 'effect'
import { policies } from '@/lib/effect/policies'
import { notePlatformDate } from '@/lib/effect/platform-clock'
import { decodeErrorOf, type Method } from './endpoint'
import {
  DecodeError,
  HttpStatusError,
  NetworkError,
  ServerRefusal,
  SessionExpired,
  TimeoutError,
  isRetryable,
  type ApiError,
} from './errors'
import { gatewayVersion, stampedHeaders } from './gateway-headers'
import { takeFirstRequest } from './head-start'
import { urlOf, type Query } from './url'

export interface ApiRequest<A> {
  readonly method: Method
  readonly path: string
  readonly query?: Query
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  readonly schema: Schema.Decoder<A>
  /** Public calls (status, public key) go without the token, so a dead session cannot break them. */
  readonly anonymous?: boolean
}

/** What the Api needs from the app at call time; the app wires it to its state (src/app/runtime.ts). */
export class ApiConfig extends Context.Service<
  ApiConfig,
  {
    readonly baseUrl: string
    readonly merchant: () => string
    readonly device: () => string
    readonly language: () => string
    readonly token: () => string | null
    readonly timeoutMs: number
    /** Clears the session and sends the user to login; called once per expired call. */
    readonly onSessionExpired: () => void
    readonly fetch?: typeof globalThis.fetch
  }
>()('ApiConfig') {}

export class Api extends Context.Service<Api, { readonly call: <A>(request: ApiRequest<A>) => Effect.Effect<A, ApiError> }>()('Api') {}

/**
 * The envelope of every /wps answer: `{success, value, message, errorCode}` (PLATFORM.md §1.1);
 * older answers name the code `code` (DESIGN.md §4), so both are read, `errorCode` first.
 */
const Code = Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number])))
const Envelope = Schema.Struct({
  success: Schema.Boolean,
  value: Schema.optional(Schema.Unknown),
  message: Schema.optional(Schema.NullOr(Schema.String)),
  errorCode: Code,
  code: Code,
})

/** A refusal's details often sit in `value.data` (PLATFORM.md §1.1: turnover, missing fields). */
const dataOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'data' in value ? (value as { data: unknown }).data : undefined

/** Codes the platform uses for a dead token (docs/api-contract.md), besides HTTP 401. */
export const sessionExpiredCodes: ReadonlyArray<string> = ['SESSION_EXPIRED', '401']

const decodeWith = <A>(schema: Schema.Decoder<A>, input: unknown, prefix: string) =>
  Schema.decodeUnknownEffect(schema)(input).pipe(Effect.mapError((error) => decodeErrorOf(prefix, error)))

export const retrySchedule = Schedule.exponential(policies.retryBase)

export const makeApi = Effect.gen(function* () {
  const config = yield* ApiConfig
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis)
  // Identical GETs in flight share one request; it is interrupted when its last waiter leaves.
  const inFlight = new Map<string, { fiber: Fiber.Fiber<unknown, ApiError>; waiters: number }>()

  const send = <A>(request: ApiRequest<A>, url: string, headers: Record<string, string>) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      // A GET the document already started (head-start.ts) is adopted, not sent again.
      const adopted = request.method === 'GET' ? takeFirstRequest(url, headers) : undefined
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          adopted ??
          doFetch(url, {
            method: request.method,
            headers: stampedHeaders(url, headers, now),
            signal,
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          }),
        catch: () => new NetworkError({ offline: typeof navigator !== 'undefined' && navigator.onLine === false }),
      })
      // Sent here, so its round trip is known: the answer's Date says how the clocks stand.
      if (!adopted) notePlatformDate(response.headers.get('date'), now, yield* Clock.currentTimeMillis)
      if (response.status === 401) return yield* Effect.fail(new SessionExpired())
      if (response.status >= 500) return yield* Effect.fail(new HttpStatusError({ status: response.status }))
      // A 4xx that carries the envelope is the platform refusing with its own code; one without is HTTP.
      const statusError = new HttpStatusError({ status: response.status })
      const json = yield* Effect.tryPromise({
        try: () => response.json() as Promise<unknown>,
        catch: () => (response.ok ? new DecodeError({ path: '', detail: 'body is not JSON' }) : statusError),
      })
      const envelope = yield* decodeWith(Envelope, json, '').pipe(Effect.mapError((error) => (response.ok ? error : statusError)))
      if (!envelope.success) {
        const raw = envelope.errorCode ?? envelope.code
        const code = raw == null ? undefined : String(raw)
        if (code !== undefined && sessionExpiredCodes.includes(code)) return yield* Effect.fail(new SessionExpired())
        return yield* Effect.fail(
          new ServerRefusal({ code, reason: envelope.message ?? undefined, value: envelope.value, data: dataOf(envelope.value) }),
        )
      }
      return yield* decodeWith(request.schema, envelope.value, 'value')
    }).pipe(
      Effect.timeoutOrElse({
        duration: config.timeoutMs,
        orElse: () => Effect.fail(new TimeoutError({ afterMs: config.timeoutMs })),
      }),
    )

  const shared = <A>(key: string, effect: Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError> =>
    Effect.acquireUseRelease(
      Effect.gen(function* () {
        const existing = inFlight.get(key)
        if (existing) {
          existing.waiters++
          return existing
        }
        const entry = { fiber: undefined as unknown as Fiber.Fiber<unknown, ApiError>, waiters: 1 }
        entry.fiber = yield* Effect.forkDetach(
          effect.pipe(Effect.ensuring(Effect.sync(() => inFlight.get(key) === entry && inFlight.delete(key)))),
        )
        inFlight.set(key, entry)
        return entry
      }),
      (entry) => Fiber.join(entry.fiber as Fiber.Fiber<A, ApiError>),
      (entry) =>
        Effect.suspend(() => {
          entry.waiters--
          if (entry.waiters > 0) return Effect.void
          if (inFlight.get(key) === entry) inFlight.delete(key)
          return Fiber.interrupt(entry.fiber)
        }),
    )

  const call = <A>(request: ApiRequest<A>): Effect.Effect<A, ApiError> =>
    Effect.suspend(() => {
      const token = request.anonymous ? null : config.token()
      const headers: Record<string, string> = {
        Merchant: config.merchant(),
        Device: config.device(),
        Language: config.language(),
        ...gatewayVersion,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: token } : {}),
        ...request.headers,
      }
      const url = urlOf(config.baseUrl, request.path, request.query)
      const once = send(request, url, headers)
      const attempt =
        request.method === 'GET'
          ? shared(
              `${url}|${headers.Language}|${token ?? ''}`,
              once.pipe(Effect.retry({ schedule: retrySchedule, times: policies.retryMaxAttempts, while: isRetryable })),
            )
          : once // POST, PUT and DELETE are never retried: a retry could repeat a payment or a registration.
      return attempt.pipe(
        // Only for the session still here: an answer for one already ended or replaced on this device says nothing.
        Effect.tapError((error) =>
          error._tag === 'SessionExpired' && token && config.token() === token ? Effect.sync(() => config.onSessionExpired()) : Effect.void,
        ),
      )
    })

  return { call }
})

export const ApiLive = Layer.effect(Api, makeApi)
