import { limits } from '@/lib/effect/policies'
import { feedbackTypes, type FeedbackRequest, type FeedbackType } from './feedback-schema'

/** The form as typed: the type is the list's value, -1 while none is chosen. */
export interface FeedbackDraft {
  readonly type: number
  readonly content: string
  readonly captcha: string
}

/** What stops a send, one per field at most. */
export type FeedbackIssue = 'type' | 'content' | 'captcha_missing' | 'captcha_format'

/** Dictionary text of each issue (SPEC §8: a missing captcha is 'in_vwrite_code'). */
export const issueKeys: Readonly<Record<FeedbackIssue, string>> = {
  type: 'feedback:type_required',
  content: 'feedback:content_length',
  captcha_missing: 'common:validation.in_vwrite_code',
  captcha_format: 'common:validation.captcha_format',
}

export const isFeedbackType = (type: number): type is FeedbackType => (feedbackTypes as ReadonlyArray<number>).includes(type)

/**
 * The counter under the description: characters typed of 200. It counts as the field's maxlength
 * does (UTF-16 units), so the counter and the field stop at the same place, and the button opens at
 * the count the counter shows.
 */
export const counterOf = (content: string) => ({ n: content.length, max: limits.feedbackMax })

/** SPEC §2, §5: the description is 20 to 200 characters, as typed; only spaces is no description. */
export const contentFits = (content: string) =>
  content.length >= limits.feedbackMin && content.length <= limits.feedbackMax && content.trim() !== ''

/** SPEC §2: submit stays disabled until the description fits. The rest is said when it is tapped. */
export const canSubmit = (draft: FeedbackDraft) => contentFits(draft.content)

/** SPEC §5, §9: the captcha answer is 1 to 16 characters; empty has its own text. */
const captchaIssue = (captcha: string): FeedbackIssue | null => {
  const answer = captcha.trim()
  if (answer === '') return 'captcha_missing'
  return answer.length < limits.captchaMin || answer.length > limits.captchaMax ? 'captcha_format' : null
}

/** Everything that stops this draft, in screen order (type, description, captcha); empty when it may go. */
export const feedbackIssues = (draft: FeedbackDraft): ReadonlyArray<FeedbackIssue> => {
  const issues: FeedbackIssue[] = []
  if (!isFeedbackType(draft.type)) issues.push('type')
  if (!contentFits(draft.content)) issues.push('content')
  const captcha = captchaIssue(draft.captcha)
  if (captcha) issues.push(captcha)
  return issues
}

/** The call's body for a draft without issues (null otherwise); `sender` is the member's userName. The text goes as typed. */
export const feedbackRequestOf = (draft: FeedbackDraft, sender: string): FeedbackRequest | null =>
  feedbackIssues(draft).length === 0 && isFeedbackType(draft.type)
    ? { content: draft.content, sender, type: draft.type, captcha: draft.captcha.trim() }
    : null
