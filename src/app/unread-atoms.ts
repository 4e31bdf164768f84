import { Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom } from 'jotai'
import { announcementsAtom, announcementsQuery, noticeBoardAtoms, noticeQueries } from '@/features/content/content-atoms'
import { inboxUnreadAtom } from '@/features/messages/inbox-atoms'
import { chatUnreadQuery } from '@/features/messages/messages-atoms'
import { noUnread } from '@/features/messages/messages-schema'
import { agentNoticeUnreadOf, announcementUnreadOf } from '@/features/messages/unread-rules'
import { policies } from '@/lib/effect/policies'
import { run } from '@/lib/effect/runtime'
import { makeThrottle } from '@/lib/effect/timing'
import { viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'

/**
 * The announcement and inbox badges (header, side menu, bottom menu, service popup, message
 * centre, member centre), both read from home's announcements answer (one call serves the ticker,
 * the popups and the counts; SPEC §3: its unread counts include the inbox's): the announcements'
 * read flags, and its `unread.inbox` (or, without one, the count's own call) less the mails read
 * here since (inbox-atoms). A screen that
 * shows a badge asks for that answer itself, so the counts come whether or not home was visited.
 * Guests have none, and their screens do not ask on the badges' account; trials (type 4) have no inbox.
 * Where the operator has the mail centre off (INBOX3) no badge counts it, and its count is not asked.
 */
export const unreadAtom = atom((get) => {
  if (get(viewerAtom).kind === 'guest') return noUnread
  const inbox = get(whitelabelAtom).has('INBOX3') ? get(inboxUnreadAtom) : 0
  return { announcement: announcementUnreadOf(get(announcementsAtom)), inbox }
})

/**
 * Agent home's announcement badge (SPEC §2): the unread agent notices, from the agents' board, the
 * list /m/member/notice?types=A shows, so a notice read there clears the badge at once. Only an
 * agent's screens ask for it.
 */
export const agentNoticeUnreadAtom = atom((get) => {
  if (get(viewerAtom).kind !== 'agent') return 0
  return agentNoticeUnreadOf(AsyncResult.getOrElse(get(noticeBoardAtoms.agent), () => null))
})

/** One throttle per store, so every test's store starts with a clean one. */
const unreadThrottleAtom = atom(() => makeThrottle(policies.unreadThrottle))

/**
 * Asks again for the unread counts (back in the foreground, or the backend changed): refreshes the
 * announcements answer (with the inbox count) and the chat count, at most once per 250 ms (SPEC §7; calls in the window
 * share one trailing refresh). Silent on error: a failed refresh keeps the last answer
 * (queryAtom), so the badges keep their counts. A sign-in or sign-out needs none of this: both
 * queries follow the session.
 */
export const refreshUnreadAtom = atom(null, async (get, set) => {
  if (get(viewerAtom).kind === 'guest') return
  const refresh = Effect.sync(() => {
    set(announcementsQuery, 'refresh')
    set(chatUnreadQuery, 'refresh')
    if (get(viewerAtom).kind === 'agent') set(noticeQueries.agent, 'refresh')
  })
  await run(get(unreadThrottleAtom)(refresh))
})
