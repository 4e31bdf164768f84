import { Effect } from 'effect'
import { policies } from '@/lib/effect/policies'
import { call } from '@/lib/http/call'
import * as endpoints from './messages-endpoints'

/** CBS_unreadCount: the member's unread chat messages. */
export const loadChatUnread = () => call(endpoints.chatUnread).pipe(Effect.map((answer) => answer.unReadCount))

export interface ChatLaunchRequest {
  /** The app's language code; already upper-case, with CN for Chinese (SPEC §7). */
  readonly language: string
  /** Where the chat's back button returns to. */
  readonly backUrl: string
  readonly headerColor: string
  readonly title: string
}

/**
 * CBS_launchChat, then the SPEC's 500 ms pause before the redirect (the 'please wait' loader shows
 * meanwhile). Answers the chat URL to go to.
 */
export const launchChat = (request: ChatLaunchRequest) =>
  call(endpoints.launchChat, { query: { b2c: 1, moduleId: 'CBS3', ...request } }).pipe(
    Effect.tap(() => Effect.sleep(policies.chatRedirectDelay)),
    Effect.map((answer) => answer.chatUrl),
  )
