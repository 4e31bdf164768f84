import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { ClaimRequest, ClaimResult, InboxClick, InboxPage, InboxUnreadCount, MailIds, ReplyRequest } from './inbox-schema'

/** The inbox calls of PLATFORM.md §7 "Messages" (docs/api-contract.md "Messages"). */

/** One page of the member's mails, newest first. */
export const inbox = endpoint({
  method: 'GET',
  path: relay('EMFE_getInbox'),
  query: Schema.Struct({ page: Schema.Number, size: Schema.Number }),
  success: InboxPage,
})

/**
 * The member's unread mails, `value: { value: n }` (PLATFORM.md §7; the SPEC's CSP_unreadCount is
 * its older name, §1.5). Asked only when the announcements answer carries no inbox count (inbox-atoms.ts).
 */
export const inboxUnreadCount = endpoint({
  method: 'GET',
  path: relay('EMFE_getInboxUnreadCount'),
  aliases: [relay('CSP_unreadCount')],
  success: InboxUnreadCount,
})

/** Marks mails of one record source read. */
export const markInboxRead = endpoint({ method: 'POST', path: relay('EMFE_updateInboxRead'), body: MailIds, success: Schema.Unknown })

/** Deletes mails of one record source (ASSUMED body: as the read call's). */
export const deleteInbox = endpoint({ method: 'POST', path: relay('EMFE_deleteInbox'), body: MailIds, success: Schema.Unknown })

/** ASSUMED name: claims a mail's reward. It moves money: one idempotency key per attempt, never retried. */
export const claimInboxReward = endpoint({
  method: 'POST',
  path: relay('EMFE_claimInboxReward'),
  body: ClaimRequest,
  success: ClaimResult,
  money: true,
})

/**
 * A reply to a mail (PLATFORM.md §7 gives the body). ASSUMED: the platform's own name for it is the
 * call map's EMFE_submitOutboxReply (a reply is sent, so it is the member's outbox's); the name this
 * app first assumed answers too.
 */
export const replyInbox = endpoint({
  method: 'POST',
  path: relay('EMFE_submitOutboxReply'),
  aliases: [relay('EMFE_replyInbox')],
  body: ReplyRequest,
  success: Schema.Unknown,
})

/** PLATFORM.md §7 campaign callback: the member opened a campaign's mail (once per login). */
export const inboxClickCallback = endpoint({
  method: 'POST',
  path: relay('EMFE_playerInboxClickCallback'),
  body: InboxClick,
  success: Schema.Unknown,
})
