import { Clock, Effect, Exit, Fiber, Layer, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { MemberInfo } from '@/domain/member'
import { SystemStatus } from '@/domain/system'
import { onDeviceClock, notePlatformDate } from '@/lib/effect/platform-clock'
import { policies } from '@/lib/effect/policies'
import { Api, ApiConfig, ApiLive, type ApiRequest } from './api'
import type { ServerRefusal } from './errors'

const status: ApiRequest<SystemStatus> = { method: 'GET', path: '/wps/system/status', schema: SystemStatus }
const memberInfo: ApiRequest<MemberInfo> = { method: 'GET', path: '/wps/member/info', schema: MemberInfo }

const call = <A>(request: ApiRequest<A>) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* api.call(request)
  })

/** Lets the harness's promise-based answers land between TestClock steps. */
const settle = TestClock.withLive(Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5))))

const runWith = <A, E>(layer: Layer.Layer<Api>, program: Effect.Effect<A, E, Api>) =>
  Effect.runPromise(program.pipe(Effect.provide(Layer.merge(layer, TestClock.layer()))))

const failureTag = (exit: Exit.Exit<unknown, { _tag: string }>) =>
  Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === 'Fail')?.error : undefined

describe('Api', () => {
  it('sends Merchant, Device, Language and Authorization on every call', async () => {
    const seen: Request[] = []
    const { layer } = await makeTestApi({ token: () => 'tok-x', onRequest: (request) => seen.push(request) })
    await runWith(layer, Effect.exit(call(status)))
    const headers = seen[0]!.headers
    expect(['Merchant', 'Device', 'Language', 'Authorization'].map((name) => headers.get(name))).toEqual(['wps', 'MOBILE', 'EN', 'tok-x'])
  })

  it('names the gateway generation on every call, and stamps relay calls with the time they were sent (PLATFORM.md §1.2)', async () => {
    const seen: Request[] = []
    const { layer } = await makeTestApi({ token: () => 'tok-x', onRequest: (request) => seen.push(request) })
    const relay: ApiRequest<unknown> = { method: 'GET', path: '/wps/relay/CBS_unreadCount', schema: Schema.Unknown }
    await runWith(
      layer,
      Effect.gen(function* () {
        yield* Effect.exit(call(status))
        yield* TestClock.adjust(1_234)
        yield* Effect.exit(call(relay))
      }),
    )
    expect(seen.map((request) => request.headers.get('X-Gateway-Version'))).toEqual(['3', '3'])
    // The TestClock starts at 0: the relay call left 1,234 ms in; the status call is no relay.
    expect(seen.map((request) => request.headers.get('X-Timestamp'))).toEqual([null, '1234'])
  })

  it("learns how the platform's clock stands from the Date of its answers (platform-clock.ts)", async () => {
    const { layer, harness } = await makeTestApi()
    const ahead = 5 * 60_000
    harness.store.set({ clockAheadMs: ahead })
    const sentAt = Date.now()
    await runWith(
      layer,
      Effect.gen(function* () {
        yield* TestClock.setTime(sentAt)
        yield* Effect.exit(call(status))
      }),
    )
    try {
      // The header names whole seconds: the offset is right to within one.
      expect(Math.abs(sentAt - onDeviceClock(sentAt + ahead))).toBeLessThanOrEqual(1_000)
    } finally {
      notePlatformDate(new Date(sentAt).toUTCString(), sentAt, sentAt)
    }
  })

  it('sends public calls without the token, so a dead session cannot break them', async () => {
    const seen: Request[] = []
    const { layer, harness, expired } = await makeTestApi({ token: () => 'tok-dead', onRequest: (request) => seen.push(request) })
    harness.store.set({ sessionExpired: true })
    const value = await runWith(layer, call({ ...status, anonymous: true }))
    expect(value.maintenance).toBe(false)
    expect(seen[0]!.headers.get('Authorization')).toBeNull()
    expect(expired).toEqual([])
  })

  it('decodes the envelope value with the call schema', async () => {
    const { layer } = await makeTestApi()
    const value = await runWith(layer, call(status))
    expect(value.maintenance).toBe(false)
    expect(value.info.languages).toContain('EN')
  })

  it('reports an undecodable body as DecodeError with the failing path', async () => {
    const { layer, harness } = await makeTestApi()
    harness.store.set({ malformed: true })
    const exit = await runWith(layer, Effect.exit(call(status)))
    const error = failureTag(exit) as { _tag: string; path: string }
    expect(error._tag).toBe('DecodeError')
    expect(error.path).toMatch(/^value\./)
  })

  it('turns success=false into ServerRefusal with the platform code and message', async () => {
    const { layer } = await makeTestApi()
    const exit = await runWith(
      layer,
      Effect.exit(
        Effect.gen(function* () {
          const api = yield* Api
          return yield* api.call({
            method: 'POST',
            path: '/wps/session/login',
            body: { value: 'not-sealed' },
            headers: { Encryption: 'RSA', 'X-Digest': 'AES-GCM', 'X-RSA': 'AAAA' },
            schema: MemberInfo,
          })
        }),
      ),
    )
    const error = failureTag(exit) as { _tag: string; code: string }
    expect(error._tag).toBe('ServerRefusal')
    expect(error.code).toBe('DECRYPTION_FAILED')
  })

  it('treats 401 as SessionExpired and tells the app once', async () => {
    const { layer, expired } = await makeTestApi({ token: () => 'tok-dead' })
    const exit = await runWith(layer, Effect.exit(call(memberInfo)))
    expect((failureTag(exit) as { _tag: string })._tag).toBe('SessionExpired')
    expect(expired).toHaveLength(1)
  })

  it('a 401 for a session this device has since ended or replaced is no expiry: nothing is told', async () => {
    // The token changes while the call is on its way (a logout, another login): the answer is the old session's.
    let token = 'tok-dead'
    const { layer, expired } = await makeTestApi({ token: () => token, onRequest: () => void (token = 'tok-new') })
    const exit = await runWith(layer, Effect.exit(call(memberInfo)))
    expect((failureTag(exit) as { _tag: string })._tag).toBe('SessionExpired')
    expect(expired).toEqual([])
  })

  it('maps offline to NetworkError after the bounded retries', async () => {
    const { layer, harness } = await makeTestApi()
    harness.store.set({ offline: true })
    const exit = await runWith(
      layer,
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.exit(call(status)))
        for (let i = 0; i < 6; i++) {
          yield* settle
          yield* TestClock.adjust(policies.retryBase * 2 ** i)
        }
        return yield* Fiber.join(fiber)
      }),
    )
    expect((failureTag(exit) as { _tag: string })._tag).toBe('NetworkError')
  })

  it('retries an idempotent GET through a 5xx burst with exponential backoff', async () => {
    const times: number[] = []
    let clock: Clock.Clock | undefined
    const { layer, harness } = await makeTestApi({ onRequest: () => times.push(clock!.currentTimeMillisUnsafe()) })
    harness.store.set({ failNext: 2 })
    const value = await runWith(
      layer,
      Effect.gen(function* () {
        clock = yield* Effect.clockWith(Effect.succeed)
        const fiber = yield* Effect.forkChild(call(status))
        for (let i = 0; i < 4; i++) {
          yield* settle
          yield* TestClock.adjust(policies.retryBase * 2 ** i)
        }
        return yield* Fiber.join(fiber)
      }),
    )
    expect(value.maintenance).toBe(false)
    expect(times).toHaveLength(3)
    expect(times[1]! - times[0]!).toBe(policies.retryBase)
    expect(times[2]! - times[1]!).toBe(policies.retryBase * 2)
  })

  it('never retries a POST', async () => {
    let posts = 0
    const { layer, harness } = await makeTestApi({ onRequest: (request) => void (request.method === 'POST' && posts++) })
    harness.store.set({ failNext: 1 })
    const exit = await runWith(
      layer,
      Effect.exit(
        Effect.gen(function* () {
          const api = yield* Api
          return yield* api.call({ method: 'POST', path: '/wps/session/login', body: {}, schema: MemberInfo })
        }),
      ),
    )
    expect((failureTag(exit) as { _tag: string; status: number }).status).toBe(503)
    expect(posts).toBe(1)
  })

  it('shares identical GETs in flight instead of repeating them', async () => {
    let sent = 0
    const { layer } = await makeTestApi({ onRequest: () => sent++ })
    const [a, b] = await runWith(layer, Effect.all([call(status), call(status)], { concurrency: 'unbounded' }))
    expect(a).toEqual(b)
    expect(sent).toBe(1)
  })

  it('aborts the request when its only waiter is interrupted', async () => {
    const signals: AbortSignal[] = []
    const { layer, harness } = await makeTestApi({ onRequest: (request) => signals.push(request.signal) })
    harness.store.set({ latencyMs: 10_000 })
    await runWith(
      layer,
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(call(status))
        while (signals.length === 0) yield* settle // the request is on its way
        yield* Fiber.interrupt(fiber)
        yield* settle
      }),
    )
    expect(signals[0]?.aborted).toBe(true)
  })

  it('fails with TimeoutError when no answer comes in time', async () => {
    const { layer, harness } = await makeTestApi()
    harness.store.set({ latencyMs: 60_000 })
    const exit = await runWith(
      layer,
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.exit(call({ ...status, method: 'GET' })))
        yield* settle
        yield* TestClock.adjust(policies.requestTimeout)
        return yield* Fiber.join(fiber)
      }),
    )
    expect((failureTag(exit) as { _tag: string })._tag).toBe('TimeoutError')
  })
})

describe('Api refusals (PLATFORM.md §1.1)', () => {
  /** An Api whose every answer is the given envelope: the decoding rule on its own. */
  const answering = (envelope: unknown) =>
    ApiLive.pipe(
      Layer.provide(
        Layer.succeed(ApiConfig, {
          baseUrl: '',
          merchant: () => 'wps',
          device: () => 'MOBILE',
          language: () => 'EN',
          token: () => null,
          timeoutMs: 1000,
          onSessionExpired: () => undefined,
          fetch: (async () => Response.json(envelope)) as typeof globalThis.fetch,
        }),
      ),
    )

  it('reads errorCode first and carries value.data on the refusal', async () => {
    const refused = answering({
      success: false,
      errorCode: 'withdraw_turnover_not_enough',
      code: 'older',
      message: 'Turnover not enough',
      value: { data: { requiredTurnover: 500, actualTurnover: 120 } },
    })
    const error = failureTag(await runWith(refused, Effect.exit(call(status)))) as ServerRefusal
    expect([error._tag, error.code, error.reason]).toEqual(['ServerRefusal', 'withdraw_turnover_not_enough', 'Turnover not enough'])
    expect(error.data).toEqual({ requiredTurnover: 500, actualTurnover: 120 })
  })

  it('falls back to code when an older answer has no errorCode', async () => {
    const error = failureTag(
      await runWith(answering({ success: false, code: 'INVALID_LOGIN', value: null }), Effect.exit(call(status))),
    ) as ServerRefusal
    expect([error.code, error.data]).toEqual(['INVALID_LOGIN', undefined])
  })
})
