import { Schema } from 'effect'

/**
 * SPEC §3 feedback question types, in the order the popup list offers them: 1 deposit, 2 withdrawal,
 * 3 game, 4 customer service, 6 apply agent, 0 other (5 is not used by the platform).
 */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const
export const FeedbackType = Schema.Literals(feedbackTypes)
export type FeedbackType = typeof FeedbackType.Type

/** No type chosen yet (the form's start): never sent, the form refuses it. */
export const noFeedbackType = -1

/** POST /wps/feedback (SPEC §3, §7): the text, the member's userName, the type and the captcha answer. */
export const FeedbackRequest = Schema.Struct({
  content: Schema.String,
  sender: Schema.String,
  type: FeedbackType,
  captcha: Schema.String,
})
export type FeedbackRequest = typeof FeedbackRequest.Type
