import { Layer, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { contractAtoms } from './contract-atoms'

/** Lets msw answer and jotai settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

describe("a contract's history", () => {
  it('is asked again on every visit, as its terms are (an upline may have offered meanwhile)', async () => {
    const store = createStore()
    const paths: string[] = []
    const api = await makeTestApi({
      token: () => store.get(sessionAtom)?.token ?? null,
      onRequest: (request) => paths.push(new URL(request.url).pathname),
    })
    installRuntime(ManagedRuntime.make(api.layer as Layer.Layer<AppServices>))
    const token = await api.harness.db.openSession('agent01')
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-2001', userName: 'agent01', type: 2, firstTimeLogin: false })
    const logCalls = () => paths.filter((path) => path.endsWith('/MCSFE_getDailySalaryContractLog')).length

    /** The history's screen opened, its answer in, and left. */
    const visit = async (calls: number) => {
      const leave = store.sub(contractAtoms.salary.log, () => undefined)
      for (let tries = 0; tries < 200 && logCalls() < calls; tries++) await flush()
      await flush()
      leave()
    }
    await visit(1)
    await visit(2)
    expect(logCalls()).toBe(2)
  })
})
