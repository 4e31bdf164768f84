import { atom } from 'jotai'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { viewerAtom, perMember } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { deleteSentMail, loadOutboxPage, loadRecipientTypes, sendMail } from './outbox-api'
import type { NewMail } from './outbox-schema'

/** Team mail is for agents on a site with OUTBOX3; nobody else asks for anything. */
export const teamMailOpenAtom = atom((get) => get(viewerAtom).kind === 'agent' && get(whitelabelAtom).has('OUTBOX3'))

/** The sent mails, 20 a page, newest first. */
export const outboxListQuery = pagedQueryAtom((get, page) => (perMember(get) && get(teamMailOpenAtom) ? loadOutboxPage(page) : null))
export const recipientTypesQuery = queryAtom((get) => (perMember(get) && get(teamMailOpenAtom) ? loadRecipientTypes : null))

/** Sends a mail once per tap (a POST, never retried); a sent mail heads the list asked again. */
export const sendMailAtom = submitAtom(
  (mail: NewMail) => sendMail(mail),
  (_sent, { set }) => set(outboxListQuery, 'refresh'),
)

/** Deletes one sent mail from the outbox, once per tap; the list is asked again. */
export const deleteSentMailAtom = submitAtom(
  (outboxId: string) => deleteSentMail(outboxId),
  (_done, { set }) => set(outboxListQuery, 'refresh'),
)
