import { atom } from 'jotai'
import { Cause, Exit, Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { errorMessageKey } from '@/lib/http/errors'
import { queryAtom } from '@/lib/effect/query-atom'
import { run } from '@/lib/effect/runtime'
import { sessionTokenAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { launchChat, loadChatUnread, type ChatLaunchRequest } from './messages-api'

/** SPEC §6: the chat count only for members and agents (not trials), and only while chat (CBS3) is on. */
const chatCountedAtom = atom((get) => {
  const kind = get(viewerAtom).kind
  return get(whitelabelAtom).has('CBS3') && (kind === 'member' || kind === 'agent')
})

/**
 * The unread chat count, its own call (CBS_unreadCount), asked only by a screen that shows it (the
 * message centre), so home does not pay for it. Each session asks again.
 */
export const chatUnreadQuery = queryAtom((get) => (get(chatCountedAtom) && get(sessionTokenAtom) ? loadChatUnread() : null))

/** The chat badge: 0 until the count arrives or where it is not counted; a failed refresh keeps the last. */
export const chatUnreadAtom = atom((get) => AsyncResult.getOrElse(get(chatUnreadQuery), () => 0))

/** Launches live chat: the chat URL to go to, or the dictionary key of why it failed. */
export const launchChatAtom = atom(null, async (_get, _set, request: ChatLaunchRequest) => {
  const exit = await run(launchChat(request))
  if (Exit.isSuccess(exit)) return { ok: true as const, url: exit.value }
  const error = Cause.findErrorOption(exit.cause)
  return { ok: false as const, messageKey: Option.isSome(error) ? errorMessageKey(error.value) : 'errors.unknown' }
})
