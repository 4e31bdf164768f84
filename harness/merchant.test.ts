import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHarness } from './handlers'
import { makeScenarioStore } from './store'

/** The harness asked with a Merchant header (or several), as the app's transport sends it. */
const setUp = async () => {
  const harness = await createHarness(makeScenarioStore())
  const ask = async (
    path: string,
    { merchant, token, method = 'GET', body }: { merchant: string[]; token?: string; method?: string; body?: unknown },
  ) => {
    const headers = new Headers({ 'content-type': 'application/json' })
    for (const name of merchant) headers.append('Merchant', name)
    if (token) headers.set('Authorization', token)
    const response = await getResponse(
      harness.handlers,
      new Request(new URL(path, 'http://harness.test'), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    )
    return { status: response!.status, body: (await response!.json()) as { success: boolean; errorCode?: string; value?: unknown } }
  }
  return { harness, ask }
}

describe('the merchant a call names (SPEC §4, PLATFORM.md §1.1-1.2)', () => {
  it("knows a trial session only under the trial merchant, and a member's only under theirs", async () => {
    const { harness, ask } = await setUp()
    const trial = await ask('/wps/session/login/freeplay', { merchant: ['wps'], method: 'POST', body: { moduleId: 'FREEPLAY3' } })
    const { token, merchantCode } = trial.body.value as { token: string; merchantCode: string }
    expect(merchantCode).toBe('wps-trial')
    expect((await ask('/wps/member/trialuser', { merchant: ['wps-trial'], token })).body.success).toBe(true)
    expect((await ask('/wps/member/trialuser', { merchant: ['wps'], token })).status).toBe(401)

    const member = await harness.db.openSession('player01')
    expect((await ask('/wps/member/info', { merchant: ['wps'], token: member })).body.success).toBe(true)
    expect((await ask('/wps/member/info', { merchant: ['wps-trial'], token: member })).status).toBe(401)
  })

  it('refuses the merchant named twice with 400 function.not.available', async () => {
    const { ask } = await setUp()
    const refused = await ask('/wps/system/status', { merchant: ['wps', 'wps'] })
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'function.not.available'])
  })
})
