import { atom } from 'jotai'
import { Cause, Exit, Option } from 'effect'
import { errorMessageKey } from '@/lib/http/errors'
import { run } from '@/lib/effect/runtime'
import { sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { launchChat, makeUnreadLoader, type ChatLaunchRequest } from './messages-api'
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

/** Launches live chat: the chat URL to go to, or the dictionary key of why it failed. */
export const launchChatAtom = atom(null, async (_get, _set, request: ChatLaunchRequest) => {
  const exit = await run(launchChat(request))
  if (Exit.isSuccess(exit)) return { ok: true as const, url: exit.value }
  const error = Cause.findErrorOption(exit.cause)
  return { ok: false as const, messageKey: Option.isSome(error) ? errorMessageKey(error.value) : 'errors.unknown' }
})
