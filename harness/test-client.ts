import { getResponse } from 'msw'
import { seal } from '../src/domain/encrypted-body'
import { createHarness } from './handlers'
import type { ScenarioPatch } from './scenario'
import { makeScenarioStore } from './store'

/** What a harness answered, as its envelope reads. */
export type HarnessAnswer = { success?: boolean; errorCode?: string; value?: unknown } & Record<string, unknown>

/**
 * Test-only: a harness with a scenario and a signed-in member, and `send` to call it as the app
 * would: GET without a body, POST with one (sealed when asked, as login and money calls are), the
 * member's token unless another (or null) is given, an Idempotency-Key when asked.
 */
export const harnessClient = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const store = makeScenarioStore()
  store.set(patch)
  const harness = await createHarness(store)
  const token = await harness.db.openSession(userName)
  const send = async (
    path: string,
    init: {
      token?: string | null | undefined
      body?: unknown
      key?: string | undefined
      sealed?: boolean
      method?: 'PUT' | 'POST' | 'DELETE'
    } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    // The call's whitelabel module, as the app's transport sends it (src/lib/http/call.ts).
    const moduleId = harness.modulesByPath.get(new URL(path, 'http://harness.test').pathname)
    if (moduleId) headers.ModuleId = moduleId
    const auth = init.token === undefined ? token : init.token
    if (auth) headers.Authorization = auth
    if (init.key) headers['Idempotency-Key'] = init.key
    let body = init.body
    if (init.sealed) {
      const sealed = await seal(init.body, harness.keys.publicKey)
      Object.assign(headers, sealed.headers)
      body = sealed.body
    }
    const request = new Request(new URL(path, 'http://harness.test'), {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const response = await getResponse(harness.handlers, request)
    return (await response?.json()) as HarnessAnswer
  }
  /** The member's main wallet balance, as the harness keeps it. */
  const main = () => harness.db.accounts.findFirst((q) => q.where({ member: { userName } }))!.wallet.sumBalance
  return { store, harness, token, send, main }
}
