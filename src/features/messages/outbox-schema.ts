import { Schema } from 'effect'

/**
 * The outbox (OUTBOX3; PLATFORM.md §7 "outbox": agents mail their team). The call names and the
 * rows' `recipients` and `readCount` are the platform's; every other field, and each body, is
 * ASSUMED and defined once here, for the app and the harness (docs/api-contract.md "Team mail").
 */

/** The sent mails of one page. */
export const outboxPageSize = 20
/** ASSUMED: the longest subject and message the form takes. */
export const mailSubjectMax = 50
export const mailContentMax = 500

/** Whom a mail goes to: the whole team, the agent's direct members, or one named member of the team. */
export const recipientTypes = ['ALL', 'DIRECT', 'MEMBER'] as const
export type RecipientType = (typeof recipientTypes)[number]

/** EMFE_getAvailableRecipientTypes: the kinds this agent may send to (unknown ones are left out). */
export const AvailableRecipientTypes = Schema.Array(Schema.String)

/** One sent mail of EMFE_getOutbox. */
export const SentMail = Schema.Struct({
  outboxId: Schema.String,
  subject: Schema.String,
  /** Plain text, as the agent wrote it. */
  content: Schema.String,
  recipientType: Schema.String,
  /** The platform's words for whom it went to (a member's name for MEMBER). */
  recipients: Schema.String,
  recipientCount: Schema.Number,
  readCount: Schema.Number,
  sendTime: Schema.Number,
})
export type SentMail = typeof SentMail.Type

export const OutboxPage = Schema.Struct({ content: Schema.Array(SentMail), totalPages: Schema.Number })
export type OutboxPage = typeof OutboxPage.Type

/** EMFE_submitOutbox: `userName` only for MEMBER. */
export const NewMail = Schema.Struct({
  recipientType: Schema.Literals(recipientTypes),
  userName: Schema.optional(Schema.String),
  subject: Schema.String,
  content: Schema.String,
})
export type NewMail = typeof NewMail.Type
/** How many members it went to. */
export const MailSent = Schema.Struct({ outboxId: Schema.String, recipientCount: Schema.Number })
export type MailSent = typeof MailSent.Type

/** EMFE_deleteOutbox: removes sent mails from the agent's outbox (the members keep theirs). */
export const OutboxIds = Schema.Struct({ ids: Schema.Array(Schema.String) })
export type OutboxIds = typeof OutboxIds.Type
