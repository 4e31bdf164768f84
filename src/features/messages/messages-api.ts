import { Effect } from 'effect'
import { policies } from '@/lib/effect/policies'
import { makeThrottle } from '@/lib/effect/timing'
import { announcements } from '@/domain/endpoints'
import { call } from '@/lib/http/call'
import * as endpoints from './messages-endpoints'
import { noUnread, type UnreadCounts } from './messages-schema'

export interface UnreadQuery {
  readonly merchantCode: string
  /** SPEC §6: the inbox count is only fetched for types other than 4. */
  readonly inbox: boolean
  /** SPEC §6: the chat count only when chat (CBS3) is enabled. */
  readonly chat: boolean
}

const fetchUnread = (query: UnreadQuery) =>
  Effect.gen(function* () {
    const [listed, chat] = yield* Effect.all(
      [
        call(announcements, { query: { types: 'B,PL,PU', platform: 'M', merchantCode: query.merchantCode } }),
        query.chat ? call(endpoints.chatUnread) : Effect.succeed({ unReadCount: 0 }),
      ],
      { concurrency: 'unbounded' },
    )
    return {
      announcement: listed.unread.announcement,
      inbox: query.inbox ? listed.unread.inbox : 0,
      chat: chat.unReadCount,
    } satisfies UnreadCounts
  })

/** SPEC §7: unread counts at most one per 250 ms, silent on error (the badge keeps what it had). */
export const makeUnreadLoader = () => {
  const throttle = makeThrottle(policies.unreadThrottle)
  return (query: UnreadQuery, previous: UnreadCounts = noUnread) => throttle(fetchUnread(query).pipe(Effect.orElseSucceed(() => previous)))
}

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
