import { Schema } from 'effect'
import { endpoint } from '@/lib/http/endpoint'
import { FeedbackRequest } from './feedback-schema'

/**
 * The member's feedback (SPEC §7 POST /wps/feedback; PUT is also noted, POST is what we send).
 * ASSUMED: the whitelabel module FEEDBACK3 (SPEC §6), and the answer is not read.
 */
export const sendFeedback = endpoint({
  method: 'POST',
  path: '/wps/feedback',
  body: FeedbackRequest,
  success: Schema.Unknown,
  module: 'FEEDBACK3',
})
