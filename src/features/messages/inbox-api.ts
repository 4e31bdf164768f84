import { Effect } from 'effect'
import { policies } from '@/lib/effect/policies'
import { makeSpacer } from '@/lib/effect/timing'
import { call } from '@/lib/http/call'
import * as endpoints from './inbox-endpoints'
import { inboxPageSize, type ClaimRequest, type MailIds, type ReplyRequest } from './inbox-schema'

/** The inbox calls of PLATFORM.md §7 (docs/api-contract.md "Messages"). */

/** One page of mails as a paged list reads it. */
export const loadInboxPage = (page: number) =>
  call(endpoints.inbox, { query: { page, size: inboxPageSize } }).pipe(
    Effect.map((answer) => ({ items: answer.content, pageNum: page, totalPages: answer.totalPages })),
  )

/** The unread count as its own answer (a fresh object each time: reads made here count against one answer). */
export const loadInboxUnreadCount = () => call(endpoints.inboxUnreadCount).pipe(Effect.map((count) => ({ count })))

/**
 * EMFE_updateInboxRead for one record source, spaced 150 ms apart like the announcements' reads
 * (SPEC §9): every call is sent, in order. Tests make their own for a clean spacer.
 */
export const makeMarkInboxRead = () => {
  const spaced = makeSpacer(policies.markReadThrottle)
  return (group: MailIds) => spaced(call(endpoints.markInboxRead, { body: group })).pipe(Effect.asVoid)
}
export const markInboxRead = makeMarkInboxRead()

export const deleteInboxMails = (group: MailIds) => call(endpoints.deleteInbox, { body: group }).pipe(Effect.asVoid)

/** A money write: its idempotency key comes with `call`; never retried (POST). */
export const claimInboxReward = (request: ClaimRequest) => call(endpoints.claimInboxReward, { body: request })

export const replyToMail = (request: ReplyRequest) => call(endpoints.replyInbox, { body: request }).pipe(Effect.asVoid)

export const reportInboxClick = (inboxDeliveryId: string) =>
  call(endpoints.inboxClickCallback, { body: { inboxDeliveryId } }).pipe(Effect.asVoid)
