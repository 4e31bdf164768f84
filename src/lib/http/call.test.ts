import { Effect, Layer, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { systemStatus } from '@/domain/endpoints'
import { call } from './call'
import { endpoint, relay } from './endpoint'

/** A money call as an area declares one (GCS_walletReturn needs no body). */
const walletReturn = endpoint({ method: 'POST', path: relay('GCS_walletReturn'), success: Schema.Unknown, money: true })

describe('call(endpoint)', () => {
  it('gives each attempt of a money call its own idempotency key, and other calls none', async () => {
    const seen: Request[] = []
    const { layer } = await makeTestApi({ token: () => 'tok-x', onRequest: (request) => seen.push(request) })
    const program = Effect.gen(function* () {
      yield* Effect.exit(call(walletReturn))
      yield* Effect.exit(call(walletReturn))
      yield* Effect.exit(call(systemStatus))
    })
    await Effect.runPromise(program.pipe(Effect.provide(Layer.merge(layer, TestClock.layer()))))
    const keys = seen.map((request) => request.headers.get('Idempotency-Key'))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
    expect(keys[2]).toBeNull()
  })
})
