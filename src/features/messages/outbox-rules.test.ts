import { describe, expect, it } from 'vitest'
import { draftProblems, newMailOf, offeredRecipients, type MailDraft } from './outbox-rules'

const draft = (over: Partial<MailDraft> = {}): MailDraft => ({
  recipientType: 'DIRECT',
  userName: '',
  subject: 'Weekend bonus',
  content: 'Deposit this weekend for a 10% bonus.',
  ...over,
})

describe('team mail rules', () => {
  it('offers the platform’s kinds of recipient in our order, unknown ones left out', () => {
    expect(offeredRecipients(['MEMBER', 'ALL', 'VIP_ONLY'])).toEqual(['ALL', 'MEMBER'])
    expect(offeredRecipients([])).toEqual([])
  })

  it('asks for a subject and a message within their limits, and a name when one member is meant', () => {
    expect(draftProblems(draft())).toEqual({})
    expect(draftProblems(draft({ subject: '  ', content: '' }))).toEqual({ subject: 'required', content: 'required' })
    expect(draftProblems(draft({ subject: 'x'.repeat(51), content: 'y'.repeat(501) }))).toEqual({
      subject: 'too_long',
      content: 'too_long',
    })
    expect(draftProblems(draft({ subject: 'x'.repeat(50), content: 'y'.repeat(500) }))).toEqual({})
    expect(draftProblems(draft({ recipientType: 'MEMBER', userName: ' ' }))).toEqual({ userName: 'required' })
  })

  it('sends the draft trimmed, naming the member only for MEMBER', () => {
    expect(newMailOf(draft({ subject: ' Hi ', userName: 'ace0001' }))).toEqual({
      recipientType: 'DIRECT',
      subject: 'Hi',
      content: 'Deposit this weekend for a 10% bonus.',
    })
    expect(newMailOf(draft({ recipientType: 'MEMBER', userName: ' ace0001 ' }))).toMatchObject({
      recipientType: 'MEMBER',
      userName: 'ace0001',
    })
  })
})
