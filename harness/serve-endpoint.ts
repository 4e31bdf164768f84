import { Schema } from 'effect'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { queryCodec, type AnyEndpoint, type BodyOf, type QueryOf, type WireSuccessOf } from '../src/lib/http/endpoint'
import type { HarnessKeys } from './crypto'
import type { ScenarioStore } from './store'

/**
 * The harness side of an endpoint declaration (src/lib/http/endpoint.ts): the request is checked
 * with the same schemas the app encodes it with, and the resolver's answer is typed by the success
 * schema, so app and harness cannot drift. A request the declaration does not accept is refused
 * with 400, as the platform's gateway does.
 */

/** The request as the declaration reads it. */
export interface Asked<E> {
  readonly request: Request
  readonly query: QueryOf<E>
  readonly body: BodyOf<E>
}

/** A success value (its wire form), or a Response for refusals and expiries. */
export type Answer<E> = WireSuccessOf<E> | Response
export type Resolver<E> = (asked: Asked<E>) => Answer<E> | Promise<Answer<E>>

export const refusal = (errorCode: string, message: string, value: unknown = null) => ({ success: false, errorCode, message, value })

/** A platform refusal as a Response: HTTP 200 with `success: false`, unless the gateway answers another status. */
export const refuse = (errorCode: string, message: string, { value = null, status = 200 }: { value?: unknown; status?: number } = {}) =>
  HttpResponse.json(refusal(errorCode, message, value), { status })

/** Why a payment password does not pass: none set, or not the one given; null when it does. */
export const paymentPasswordRefusal = (stored: string | null | undefined, given: string | undefined): Response | null => {
  if (!stored) return refuse('not.exists.payment.password', 'payment password not set')
  if (given !== stored) return refuse('invalid.payment.pw', 'payment password incorrect')
  return null
}

const decode = (schema: Schema.Codec<unknown, unknown>, input: unknown) => {
  const result = Schema.decodeUnknownExit(schema)(input)
  return result._tag === 'Success' ? { ok: true as const, value: result.value } : { ok: false as const, detail: String(result.cause) }
}

/** PLATFORM.md §1.1: the withdraw answers a body sent in the clear `missing_encryption`; other sealed calls 400. */
const plainBodyRefusal = (path: string) =>
  path.endsWith('/transaction/withdraw')
    ? refuse('missing_encryption', 'missing encryption')
    : refuse('request_body_required', 'Unknown error', { status: 400 })

/**
 * Opens a sealed body (DESIGN.md §4) as the platform does: sent in the clear, without any of the
 * encryption headers (`Encryption`, `X-Digest`, `X-RSA`), or when it does not decrypt, the call is refused.
 */
const openSealed = async (keys: HarnessKeys, request: Request): Promise<unknown> => {
  const body = (await request.json().catch(() => ({}))) as { value?: unknown }
  if (!request.headers.has('Encryption')) return plainBodyRefusal(new URL(request.url).pathname)
  const wrappedKey = request.headers.get('X-RSA')
  if (request.headers.get('Encryption') !== 'RSA' || !request.headers.get('X-Digest') || !wrappedKey || typeof body.value !== 'string') {
    return refuse('request_body_required', 'Unknown error', { status: 400 })
  }
  const payload = await keys.open(body.value, wrappedKey).catch(() => null)
  return payload && typeof payload === 'object' ? payload : refuse('DECRYPTION_FAILED', 'Unknown error', { status: 400 })
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const

/**
 * The answers of money calls by idempotency key, as the platform keeps them: a key seen again
 * gets the first answer (waiting for it while the first is still being acted on), and nothing
 * happens twice. A harness reset forgets them.
 */
export const makeIdempotencyLedger = () => {
  const answers = new Map<string, Promise<{ readonly status: number; readonly body: unknown }>>()
  return {
    answerOf: (key: string) => answers.get(key),
    /** Acts on a key's first request, its answer kept for the key from the moment it arrived. */
    actOnce: (key: string, act: () => Promise<Response>) => {
      const answer = act()
      const kept = answer.then(async (response) => ({ status: response.status, body: await response.clone().json() }))
      kept.catch(() => undefined) // a first request that threw fails again for whoever replays it, not unhandled
      answers.set(key, kept)
      return answer
    },
    reset: () => answers.clear(),
  }
}
export type IdempotencyLedger = ReturnType<typeof makeIdempotencyLedger>

export const makeServe =
  ({
    store,
    keys,
    ledger,
    modulesByPath = new Map(),
  }: {
    readonly store: ScenarioStore
    readonly keys: HarnessKeys
    readonly ledger: IdempotencyLedger
    /** Filled with each served path's module, for test clients that call the harness as the app does. */
    readonly modulesByPath?: Map<string, string>
  }) =>
  <E extends AnyEndpoint>(endpoint: E, resolve: Resolver<E>): HttpHandler[] => {
    const paths = [endpoint.path, ...(endpoint.aliases ?? [])]
    if (endpoint.module) for (const path of paths) modulesByPath.set(path, endpoint.module)
    /** A money call: no key is refused; a key seen before replays its answer; a new one is acted on once and remembered. */
    const answerOnce = async ({ request }: { request: Request }) => {
      const key = request.headers.get('Idempotency-Key')
      if (!key) return refuse('idempotency.key.required', 'Unknown error', { status: 400 })
      const seen = ledger.answerOf(key)
      if (!seen) return ledger.actOnce(key, () => answer({ request }))
      const { body, status } = await seen
      return HttpResponse.json(body as never, { status, headers: { 'Idempotent-Replayed': 'true' } })
    }
    const answer = async ({ request }: { request: Request }) => {
      // PLATFORM.md §1.2: the gateway refuses a call whose `ModuleId` names a module that is off. It
      // reads the header, not the feature: a call of a module's feature sent without it is refused
      // here, so an app that stopped sending it (and so escaped the gateway's check) is caught.
      if (endpoint.module) {
        const named = request.headers.get('ModuleId')
        if (named !== endpoint.module) return refuse('module.header.required', `ModuleId ${endpoint.module} expected`, { status: 400 })
        if (!store.get().whitelabel.includes(named as never))
          return refuse('#543 function.not.available', 'no permission or feature temporarily unavailable')
      }
      let query: unknown = undefined
      if (endpoint.query) {
        const decoded = decode(queryCodec(endpoint.query), Object.fromEntries(new URL(request.url).searchParams))
        if (!decoded.ok) return refuse('invalid.request.query', decoded.detail, { status: 400 })
        query = decoded.value
      }
      let body: unknown = undefined
      if (endpoint.body) {
        const raw = endpoint.sealed ? await openSealed(keys, request) : await request.json().catch(() => undefined)
        if (raw instanceof Response) return raw
        const decoded = decode(endpoint.body, raw)
        if (!decoded.ok) return refuse('invalid.request.body', decoded.detail, { status: 400 })
        body = decoded.value
      }
      const answered = await resolve({ request, query: query as QueryOf<E>, body: body as BodyOf<E> })
      if (answered instanceof Response) return answered
      // Malformed mode answers a value no schema accepts, to exercise the app's decode errors.
      return HttpResponse.json({ success: true, value: store.get().malformed ? { malformed: true } : answered })
    }
    /** The platform's clock in the answer's Date, when the scenario has moved it (clockAheadMs). */
    const platformNow = platformClockOf(store)
    const dated = (handle: typeof answer) => async (info: { request: Request }) => {
      const response = await handle(info)
      if (store.get().clockAheadMs !== 0) response.headers.set('Date', new Date(platformNow()).toUTCString())
      return response
    }
    return paths.map((path) => methods[endpoint.method](`*${path}`, dated(endpoint.money ? answerOnce : answer)))
  }

export type Serve = ReturnType<typeof makeServe>

/** The platform's clock of a scenario: real time moved by its clockAheadMs (EndpointKit.platformNow). */
export const platformClockOf = (store: ScenarioStore) => () => Date.now() + store.get().clockAheadMs
