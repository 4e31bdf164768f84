import { call } from '@/lib/http/call'
import { sendFeedback as endpoint } from './feedback-endpoints'
import type { FeedbackRequest } from './feedback-schema'

/** A write: sent once, never retried (the Api retries GETs only). */
export const sendFeedback = (request: FeedbackRequest) => call(endpoint, { body: request })
