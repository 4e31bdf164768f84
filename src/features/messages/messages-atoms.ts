import { atom } from 'jotai'
import { Exit } from 'effect'
import { run } from '@/lib/effect/runtime'
import { sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { makeUnreadLoader } from './messages-api'
import { noUnread } from './messages-schema'

export const unreadAtom = atom(noUnread)

const loadUnread = makeUnreadLoader()

/** Any screen may ask; the loader keeps it to one call per 250 ms and never surfaces an error. */
export const refreshUnreadAtom = atom(null, async (get, set) => {
  const session = get(sessionAtom)
  if (!session) return set(unreadAtom, noUnread)
  const viewer = get(viewerAtom)
  const query = {
    merchantCode: session.merchantCode,
    inbox: viewer.kind !== 'trial',
    chat: get(whitelabelAtom).has('CBS3') && viewer.kind !== 'trial',
  }
  const exit = await run(loadUnread(query, get(unreadAtom)))
  if (Exit.isSuccess(exit)) set(unreadAtom, exit.value)
})
