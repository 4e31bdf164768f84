import { Effect } from 'effect'
import { atom } from 'jotai'
import { announcementsAtom, announcementsQuery } from '@/features/content/content-atoms'
import { chatUnreadQuery } from '@/features/messages/messages-atoms'
import { noUnread } from '@/features/messages/messages-schema'
import { unreadOf } from '@/features/messages/unread-rules'
import { policies } from '@/lib/effect/policies'
import { run } from '@/lib/effect/runtime'
import { makeThrottle } from '@/lib/effect/timing'
import { viewerAtom } from '@/lib/session/session-atoms'

/**
 * The announcement and inbox badges (header, service popup), read from home's announcements
 * answer: one call serves the ticker, the popups and the counts. A screen that shows a badge
 * asks for that answer itself, so the counts come whether or not home was visited. Guests have
 * none, and their screens do not ask on the badges' account.
 */
export const unreadAtom = atom((get) => {
  const viewer = get(viewerAtom)
  return viewer.kind === 'guest' ? noUnread : unreadOf(get(announcementsAtom), viewer)
})

/** One throttle per store, so every test's store starts with a clean one. */
const unreadThrottleAtom = atom(() => makeThrottle(policies.unreadThrottle))

/**
 * Asks again for the unread counts (back in the foreground, or the backend changed): refreshes the
 * announcements answer and the chat count, at most once per 250 ms (SPEC §7; calls in the window
 * share one trailing refresh). Silent on error: a failed refresh keeps the last answer
 * (queryAtom), so the badges keep their counts. A sign-in or sign-out needs none of this: both
 * queries follow the session.
 */
export const refreshUnreadAtom = atom(null, async (get, set) => {
  if (get(viewerAtom).kind === 'guest') return
  const refresh = Effect.sync(() => {
    set(announcementsQuery, 'refresh')
    set(chatUnreadQuery, 'refresh')
  })
  await run(get(unreadThrottleAtom)(refresh))
})
