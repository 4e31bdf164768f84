import { http, HttpResponse } from 'msw'
import { sendFeedback } from '../src/features/feedback/feedback-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** The platform's own bounds of a feedback text (SPEC §5), checked again whatever the app did. */
const contentMin = 20
const contentMax = 200

/**
 * Feedback as the platform takes it (docs/api-contract.md "Feedback"): members only; the captcha
 * checked first and spent, right or wrong; the text 20 to 200 characters; the type one of SPEC §3's
 * (the endpoint's body schema refuses any other with 400). Each accepted one is recorded, so a test
 * can see that one tap sent one (`GET /__harness/feedback`). The scenario's faults (latency,
 * failNext, failing, errorRate, offline, sessionExpired) reach it through the chaos handler like any
 * other /wps call, before this handler: a faulted call records nothing.
 */
export const feedbackHandlers = ({ db, serve, expired, memberOf, captchas }: EndpointKit) => [
  /** Every feedback received since the last reset, oldest first. */
  http.get('*/__harness/feedback', () => HttpResponse.json(db.feedback.all().sort((a, b) => a.at - b.at))),

  ...serve(sendFeedback, async ({ request, body }) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!captchas.check(body.captcha)) return refuse('CAPTCHA_ERROR', 'Verification code error')
    const length = body.content.length
    if (length < contentMin || length > contentMax || body.content.trim() === '') {
      return refuse('FEEDBACK_CONTENT_LENGTH', `Please write ${contentMin} to ${contentMax} characters`)
    }
    const userName = account.member.userName
    if (body.sender !== userName) return refuse('FEEDBACK_SENDER', 'user does not exist or is disabled')
    await db.feedback.create({ ...body, userName, at: db.tick() })
    return null
  }),
]
