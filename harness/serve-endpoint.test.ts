import { seal } from '../src/domain/encrypted-body'
import { Schema } from 'effect'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoint, relay } from '../src/lib/http/endpoint'
import { makeHarnessKeys } from './crypto'
import { createHarness } from './handlers'
import { makeIdempotencyLedger, makeServe } from './serve-endpoint'
import { makeScenarioStore } from './store'

/** The harness side of a declaration: what it accepts, what it refuses, and under which names. */
const ask = async (handlers: Parameters<typeof getResponse>[0], path: string, init?: RequestInit) => {
  const response = await getResponse(handlers, new Request(new URL(path, 'http://harness.test'), init))
  return { status: response?.status, body: (await response?.json()) as { success: boolean; errorCode?: string; value?: unknown } }
}

describe('serve(endpoint)', () => {
  it('refuses a query the declaration does not accept, with 400 and nothing done', async () => {
    const { handlers } = await createHarness(makeScenarioStore())
    const refused = await ask(handlers, '/wps/relay/GCSGAME_gameList?pageNo=abc')
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'invalid.request.query'])
  })

  it('refuses a sealed call sent in the clear, as the platform gateway does', async () => {
    const { handlers } = await createHarness(makeScenarioStore())
    const plain = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'player01' }) }
    const refused = await ask(handlers, '/wps/session/login', plain)
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'request_body_required'])
  })

  it('answers the older names too; #543 while the module its ModuleId names is off; 400 without the header', async () => {
    const store = makeScenarioStore()
    const declared = endpoint({
      method: 'GET',
      path: relay('CSP_ImUrl'),
      aliases: [relay('CSP_imUrl_v1')],
      query: Schema.Struct({ lang: Schema.String }),
      success: Schema.Struct({ url: Schema.String }),
      module: 'CBS3',
    })
    const handlers = makeServe({ store, keys: await makeHarnessKeys(), ledger: makeIdempotencyLedger() })(declared, ({ query }) => ({
      url: `/chat?lang=${query.lang}`,
    }))
    const asTheAppSends = { headers: { ModuleId: 'CBS3' } }
    store.set({ whitelabel: ['CBS3'] })
    expect((await ask(handlers, '/wps/relay/CSP_ImUrl?lang=EN', asTheAppSends)).body.value).toEqual({ url: '/chat?lang=EN' })
    expect((await ask(handlers, '/wps/relay/CSP_imUrl_v1?lang=TH', asTheAppSends)).body.value).toEqual({ url: '/chat?lang=TH' })
    for (const headers of [{}, { ModuleId: 'INBOX3' }]) {
      const refused = await ask(handlers, '/wps/relay/CSP_ImUrl?lang=EN', { headers })
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'module.header.required'])
    }
    store.set({ whitelabel: [] })
    expect((await ask(handlers, '/wps/relay/CSP_ImUrl?lang=EN', asTheAppSends)).body).toMatchObject({
      success: false,
      errorCode: '#543 function.not.available',
    })
  })

  it('refuses a sealed call without X-Digest with 400, and a withdrawal sent in the clear with missing_encryption', async () => {
    const { handlers, keys } = await createHarness(makeScenarioStore())
    const sealed = await seal({ username: 'player01', password: 'x' }, keys.publicKey)
    const { 'X-Digest': _digest, ...withoutDigest } = sealed.headers
    const refused = await ask(handlers, '/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...withoutDigest },
      body: JSON.stringify(sealed.body),
    })
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'request_body_required'])
    const plain = await ask(handlers, '/wps/v2/transaction/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'k1' },
      body: JSON.stringify({ amount: 100 }),
    })
    expect(plain.body.errorCode).toBe('missing_encryption')
  })

  /** A money call, as the wallet transfer is declared. */
  const walletTransfer = endpoint({
    method: 'POST',
    path: relay('GCS_walletTransfer'),
    body: Schema.Struct({ amount: Schema.Number }),
    success: Schema.Struct({ paid: Schema.Number }),
    money: true,
  })

  it('acts on a money call once per idempotency key: the same key replays the first answer, a call without one is refused', async () => {
    const store = makeScenarioStore()
    const ledger = makeIdempotencyLedger()
    let paid = 0
    const handlers = makeServe({ store, keys: await makeHarnessKeys(), ledger })(walletTransfer, ({ body }) => ({
      paid: (paid += body.amount),
    }))
    const send = (key?: string) =>
      ask(handlers, '/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify({ amount: 100 }),
      })
    expect((await send('k1')).body.value).toEqual({ paid: 100 })
    expect((await send('k1')).body.value).toEqual({ paid: 100 })
    expect(paid).toBe(100)
    expect((await send('k2')).body.value).toEqual({ paid: 200 })
    const refused = await send()
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'idempotency.key.required'])
    ledger.reset()
    expect((await send('k1')).body.value).toEqual({ paid: 300 })
  })

  it('a key sent again while its first request is still being acted on waits for that answer, and is not acted on twice', async () => {
    const store = makeScenarioStore()
    let paid = 0
    let finish = () => {}
    const handlers = makeServe({ store, keys: await makeHarnessKeys(), ledger: makeIdempotencyLedger() })(
      walletTransfer,
      async ({ body }) => {
        await new Promise<void>((done) => (finish = done))
        return { paid: (paid += body.amount) }
      },
    )
    const send = () =>
      ask(handlers, '/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': 'k1' },
        body: JSON.stringify({ amount: 100 }),
      })
    const first = send()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const again = send()
    await new Promise((resolve) => setTimeout(resolve, 0))
    finish()
    expect((await first).body.value).toEqual({ paid: 100 })
    expect((await again).body.value).toEqual({ paid: 100 })
    expect(paid).toBe(100)
  })
})
