import { Schema } from 'effect'

/** CBS_unreadCount / CSP_unreadCount answer (SPEC §3 Chat). */
export const ChatUnread = Schema.Struct({ unReadCount: Schema.Number })

/** The counts read from the shared announcements answer; the chat count is its own call. */
export interface UnreadCounts {
  readonly announcement: number
  readonly inbox: number
}
export const noUnread: UnreadCounts = { announcement: 0, inbox: 0 }

/** CBS_launchChat answer (SPEC §3 Chat: data.value.chatUrl). */
export const ChatLaunch = Schema.Struct({ chatUrl: Schema.String })
