import { ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { qaAccountUserName } from '../../fixtures/accounts'
import type { ScenarioPatch } from '../../harness/scenario'
import { makeTestApi } from '../unit/test-api'
import type { SessionInfo } from '@/domain/member'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'

export type AppStore = ReturnType<typeof createStore>

/**
 * The app over the real harness handlers, in the page and without a network (tests and Ladle
 * stories alike): a fresh jotai store, the Effect runtime installed over `makeTestApi`, the
 * scenario applied, the site status loaded from the harness, and the QA account (or `userName`)
 * signed in when the scenario plays a member type. The kit plays a guest unless told otherwise (the harness's
 * own default is type 0, a signed-in member).
 */
export const startAppHarness = async ({
  scenario = {},
  userName = qaAccountUserName,
}: { scenario?: ScenarioPatch; userName?: string } = {}) => {
  const store = createStore()
  const api = await makeTestApi({ token: () => store.get(sessionAtom)?.token ?? null })
  const played = api.harness.store.set({ memberType: 'guest', ...scenario })
  installRuntime(ManagedRuntime.make(api.layer))
  // A session left in storage by an earlier test or story must not sign this one in.
  store.set(sessionAtom, null)
  if (played.memberType !== 'guest') {
    const token = await api.harness.db.openSession(userName)
    const account = api.harness.db.accounts.findFirst((q) => q.where({ member: { userName } }))
    const session: SessionInfo = {
      token,
      merchantCode: 'wps',
      id: account?.member.id ?? 'm-1001',
      userName,
      type: played.memberType,
      firstTimeLogin: false,
    }
    store.set(sessionAtom, session)
  }
  await store.set(refreshStatusAtom)
  return { store, harness: api.harness, expired: api.expired }
}

export type AppHarness = Awaited<ReturnType<typeof startAppHarness>>
