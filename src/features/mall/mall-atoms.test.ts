import { ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'
import { historyQuery } from './mall-atoms'

beforeEach(() => localStorage.clear())

describe("the mall's redemption history", () => {
  it("is asked afresh for the member who signs in next: never the last member's rows", async () => {
    const store = createStore()
    const asked: string[] = []
    const api = await makeTestApi({
      token: () => store.get(sessionAtom)?.token ?? null,
      onRequest: (request) => {
        if (new URL(request.url).pathname.endsWith('/MCSFE_getRedeemPointList')) asked.push(store.get(sessionAtom)?.userName ?? '')
      },
    })
    installRuntime(ManagedRuntime.make(api.layer))
    // The site's modules (the mall is PTSYS3's), as the app has them from the status call.
    await store.set(refreshStatusAtom)
    const signIn = async (userName: string, type: 0 | 2) => {
      const token = await api.harness.db.openSession(userName)
      store.set(sessionAtom, { token, merchantCode: 'wps', id: userName, userName, type, firstTimeLogin: false })
    }
    await signIn('player01', 0)
    const stop = store.sub(historyQuery, () => undefined)
    await vi.waitFor(() => expect(store.get(historyQuery).lastPage).not.toBeNull())
    const theirs = store.get(historyQuery).items
    expect(theirs.length).toBeGreaterThan(0)

    await signIn('agent01', 2)
    await vi.waitFor(() => expect(asked).toEqual(['player01', 'agent01']))
    await vi.waitFor(() => expect(store.get(historyQuery).items).not.toEqual(theirs))
    stop()
  })
})
