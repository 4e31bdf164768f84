import { Layer } from 'effect'
import { getResponse } from 'msw'
import { createHarness } from '../../harness/handlers'
import { makeScenarioStore } from '../../harness/store'
import { BodyCipherLive } from '../../src/lib/crypto/body-cipher'
import { ApiConfig, ApiLive } from '../../src/lib/http/api'

/**
 * The real Api over the real harness handlers, without a network: fetch hands each Request to
 * msw's getResponse. Tests flip the scenario on `harness.store`, exactly as QA does.
 */
export const makeTestApi = async (
  options: {
    token?: () => string | null
    language?: () => string
    /** Sees each request first; the harness answers once what it returns has settled (a held answer). */
    onRequest?: (request: Request) => unknown
  } = {},
) => {
  const harness = await createHarness(makeScenarioStore())
  const expired: number[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://harness.test'), init)
    await options.onRequest?.(request)
    const response = await getResponse(harness.handlers, request)
    if (!response) return new Response('not found', { status: 404 })
    if (response.type === 'error') throw new TypeError('Failed to fetch')
    return response
  }
  const config = Layer.succeed(ApiConfig, {
    baseUrl: '',
    merchant: () => 'wps',
    device: () => 'MOBILE',
    language: options.language ?? (() => 'EN'),
    token: options.token ?? (() => null),
    timeoutMs: 15_000,
    onSessionExpired: () => expired.push(Date.now()),
    fetch: fetch as typeof globalThis.fetch,
  })
  const layer = BodyCipherLive.pipe(Layer.provideMerge(ApiLive), Layer.provide(config))
  return { harness, layer, expired, fetch: fetch as typeof globalThis.fetch }
}
