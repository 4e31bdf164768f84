import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { AvailableRecipientTypes, MailSent, NewMail, OutboxIds, OutboxPage } from './outbox-schema'

/** The outbox's calls (docs/api-contract.md "Team mail"; PLATFORM.md §7), module OUTBOX3. */

/** One page of the agent's sent mails, newest first. */
export const outbox = endpoint({
  method: 'GET',
  path: relay('EMFE_getOutbox'),
  query: Schema.Struct({ page: Schema.Number, size: Schema.Number }),
  success: OutboxPage,
  module: 'OUTBOX3',
})

export const availableRecipientTypes = endpoint({
  method: 'GET',
  path: relay('EMFE_getAvailableRecipientTypes'),
  success: AvailableRecipientTypes,
  module: 'OUTBOX3',
})

/** Sends a mail: once per tap, never retried (a POST). */
export const submitOutbox = endpoint({
  method: 'POST',
  path: relay('EMFE_submitOutbox'),
  body: NewMail,
  success: MailSent,
  module: 'OUTBOX3',
})

export const deleteOutbox = endpoint({
  method: 'POST',
  path: relay('EMFE_deleteOutbox'),
  body: OutboxIds,
  success: Schema.Unknown,
  module: 'OUTBOX3',
})
