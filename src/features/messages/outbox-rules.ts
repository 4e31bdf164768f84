import { mailContentMax, mailSubjectMax, recipientTypes, type NewMail, type RecipientType } from './outbox-schema'

/** The kinds of recipient the form offers: the platform's, in our order, unknown ones left out. */
export const offeredRecipients = (available: ReadonlyArray<string>): ReadonlyArray<RecipientType> =>
  recipientTypes.filter((type) => available.includes(type))

export interface MailDraft {
  readonly recipientType: RecipientType
  readonly userName: string
  readonly subject: string
  readonly content: string
}

/** What the form says under a field (inbox:outbox.errors.*); empty when the draft may be sent. */
export type DraftProblems = Partial<Record<'userName' | 'subject' | 'content', 'required' | 'too_long'>>

export const draftProblems = (draft: MailDraft): DraftProblems => {
  const problems: { -readonly [K in keyof DraftProblems]: DraftProblems[K] } = {}
  if (draft.recipientType === 'MEMBER' && draft.userName.trim() === '') problems.userName = 'required'
  const subject = draft.subject.trim()
  if (subject === '') problems.subject = 'required'
  else if (subject.length > mailSubjectMax) problems.subject = 'too_long'
  const content = draft.content.trim()
  if (content === '') problems.content = 'required'
  else if (content.length > mailContentMax) problems.content = 'too_long'
  return problems
}

/** The body sent: trimmed, the member's name only when one member is meant. */
export const newMailOf = (draft: MailDraft): NewMail => ({
  recipientType: draft.recipientType,
  ...(draft.recipientType === 'MEMBER' ? { userName: draft.userName.trim() } : {}),
  subject: draft.subject.trim(),
  content: draft.content.trim(),
})
