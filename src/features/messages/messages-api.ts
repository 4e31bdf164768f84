import { Effect } from 'effect'
import { policies } from '@/lib/effect/policies'
import { makeThrottle } from '@/lib/effect/timing'
import { Api } from '@/lib/http/api'
import { AnnouncementUnread, ChatLaunch, ChatUnread, noUnread, type UnreadCounts } from './messages-schema'

export interface UnreadQuery {
  readonly merchantCode: string
  /** SPEC §6: the inbox count is only fetched for types other than 4. */
  readonly inbox: boolean
  /** SPEC §6: the chat count only when chat (CBS3) is enabled. */
  readonly chat: boolean
}

const fetchUnread = (query: UnreadQuery) =>
  Effect.gen(function* () {
    const api = yield* Api
    const [announcements, chat] = yield* Effect.all(
      [
        api.call({
          method: 'GET',
          path: '/wps/relay/MCSFE_getListAnnouncements',
          query: { types: 'B,PL,PU', platform: 'M', merchantCode: query.merchantCode },
          schema: AnnouncementUnread,
        }),
        query.chat
          ? api.call({ method: 'GET', path: '/wps/relay/CBS_unreadCount', schema: ChatUnread })
          : Effect.succeed({ unReadCount: 0 }),
      ],
      { concurrency: 'unbounded' },
    )
    return {
      announcement: announcements.unread.announcement,
      inbox: query.inbox ? announcements.unread.inbox : 0,
      chat: chat.unReadCount,
    } satisfies UnreadCounts
  })

/** SPEC §7: unread counts at most one per 250 ms, silent on error (the badge keeps what it had). */
export const makeUnreadLoader = () => {
  const throttle = makeThrottle(policies.unreadThrottle)
  return (query: UnreadQuery, previous: UnreadCounts = noUnread) =>
    throttle(fetchUnread(query).pipe(Effect.orElseSucceed(() => previous)))
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
  Effect.flatMap(Api, (api) =>
    api.call({
      method: 'GET',
      path: '/wps/relay/CBS_launchChat',
      query: { b2c: 1, moduleId: 'CBS3', ...request },
      schema: ChatLaunch,
    }),
  ).pipe(
    Effect.tap(() => Effect.sleep(policies.chatRedirectDelay)),
    Effect.map((answer) => answer.chatUrl),
  )
