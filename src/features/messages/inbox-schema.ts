import { Schema, SchemaTransformation } from 'effect'

/** The inbox calls of PLATFORM.md §7 "Messages" (docs/api-contract.md "Messages"); ASSUMED marks our guesses. */

/** The mails of one page (PLATFORM.md §7: 20 a page). */
export const inboxPageSize = 20
/** ASSUMED: the longest reply the form takes (PLATFORM.md names no limit). */
export const replyMaxLength = 500

/**
 * EMFE_getInboxUnreadCount's count. PLATFORM.md §7 writes the answer `→ {value: n}`, and by its
 * notation (fields read from `value`) that is `value.value`; a bare `value: n` is read too, as the
 * SPEC's CSP_unreadCount answer may be. The harness answers the platform's way.
 */
export const InboxUnreadCount = Schema.Union([Schema.Number, Schema.Struct({ value: Schema.Number })]).pipe(
  Schema.decodeTo(
    Schema.Number,
    SchemaTransformation.transform<number, number | { readonly value: number }>({
      decode: (answer) => (typeof answer === 'number' ? answer : answer.value),
      encode: (count) => ({ value: count }),
    }),
  ),
)

/** A ticket a reward gives or gave. */
export const RewardTicket = Schema.Struct({ rewardName: Schema.String })

/** PLATFORM.md §7 claim result: what the member received. */
export const ClaimResult = Schema.Struct({
  claimedMoney: Schema.Number,
  claimedPoint: Schema.Number,
  claimedTickets: Schema.Array(RewardTicket),
})
export type ClaimResult = typeof ClaimResult.Type

/**
 * ASSUMED shape: the reward block a mail's `metadata` carries when the mail gives something.
 * PLATFORM.md §7 names tickets, bonus, points, `expiredDate` and the claim result only.
 */
export const MailReward = Schema.Struct({
  bonus: Schema.optional(Schema.Number),
  points: Schema.optional(Schema.Number),
  tickets: Schema.optional(Schema.Array(RewardTicket)),
  /** Epoch ms after which the reward can no longer be claimed. */
  expiredDate: Schema.Number,
  claimed: Schema.Boolean,
  claimedMoney: Schema.optional(Schema.Number),
  claimedPoint: Schema.optional(Schema.Number),
  claimedTickets: Schema.optional(Schema.Array(RewardTicket)),
})
export type MailReward = typeof MailReward.Type

/** ASSUMED: metadata is an object; only its reward block is read. */
export const MailMetadata = Schema.Struct({ reward: Schema.optional(MailReward) })
export type MailMetadata = typeof MailMetadata.Type

/** One mail of EMFE_getInbox. `recordSource` says which store the platform keeps it in (read and delete name it). */
export const Mail = Schema.Struct({
  inboxId: Schema.String,
  subject: Schema.String,
  /** Operator HTML: shown only through OperatorHtml. */
  content: Schema.String,
  senderName: Schema.String,
  sendTime: Schema.Number,
  read: Schema.Boolean,
  recordSource: Schema.String,
  canReply: Schema.Boolean,
  metadata: Schema.optional(Schema.NullOr(MailMetadata)),
  /**
   * ASSUMED place: a campaign's mail names its delivery, which EMFE_playerInboxClickCallback
   * reports opened (PLATFORM.md §7 names the call's field, not where the mail carries it).
   */
  inboxDeliveryId: Schema.optional(Schema.String),
})
export type Mail = typeof Mail.Type

export const InboxPage = Schema.Struct({ content: Schema.Array(Mail), totalPages: Schema.Number })

/** Mail ids of one record source (the read and delete calls take one source at a time). */
export const MailIds = Schema.Struct({ ids: Schema.Array(Schema.String), recordSource: Schema.String })
export type MailIds = typeof MailIds.Type

/** PLATFORM.md §7 campaign callback: a campaign's mail was opened. */
export const InboxClick = Schema.Struct({ inboxDeliveryId: Schema.String })
export type InboxClick = typeof InboxClick.Type

/** ASSUMED name and body: which mail's reward to claim. */
export const ClaimRequest = Schema.Struct({ inboxId: Schema.String, recordSource: Schema.String })
export type ClaimRequest = typeof ClaimRequest.Type

/** PLATFORM.md §7 reply body (sent as EMFE_submitOutboxReply, ASSUMED: inbox-endpoints.ts). */
export const ReplyRequest = Schema.Struct({
  content: Schema.String,
  inboxId: Schema.String,
  recordSource: Schema.String,
  subject: Schema.String,
})
export type ReplyRequest = typeof ReplyRequest.Type
