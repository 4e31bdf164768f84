import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { ChatLaunch, ChatUnread } from './messages-schema'

/** The chat calls of SPEC §7 "Chat and inbox" (docs/api-contract.md); the announcements call is in src/domain. */

/** The member's unread chat messages. */
export const chatUnread = endpoint({ method: 'GET', path: relay('CBS_unreadCount'), success: ChatUnread, module: 'CBS3' })

/** The chat URL for the member, in the app's language, with where its back button returns to. */
export const launchChat = endpoint({
  method: 'GET',
  path: relay('CBS_launchChat'),
  // In the header too (PLATFORM.md §1.2): the gateway refuses the call (#543) where chat is off.
  module: 'CBS3',
  query: Schema.Struct({
    b2c: Schema.Literal(1),
    moduleId: Schema.Literal('CBS3'),
    language: Schema.String,
    backUrl: Schema.String,
    headerColor: Schema.String,
    title: Schema.String,
  }),
  success: ChatLaunch,
})
