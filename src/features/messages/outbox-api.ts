import { Effect } from 'effect'
import { call } from '@/lib/http/call'
import * as endpoints from './outbox-endpoints'
import { outboxPageSize, type NewMail } from './outbox-schema'

/** One page of sent mails as a paged list reads it. */
export const loadOutboxPage = (page: number) =>
  call(endpoints.outbox, { query: { page, size: outboxPageSize } }).pipe(
    Effect.map((answer) => ({ items: answer.content, pageNum: page, totalPages: answer.totalPages })),
  )
export const loadRecipientTypes = call(endpoints.availableRecipientTypes)
export const sendMail = (mail: NewMail) => call(endpoints.submitOutbox, { body: mail })
export const deleteSentMail = (outboxId: string) => call(endpoints.deleteOutbox, { body: { ids: [outboxId] } }).pipe(Effect.asVoid)
