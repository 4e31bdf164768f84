import { makeCaptchaAtoms } from '@/lib/captcha'
import { submitAtom } from '@/lib/effect/submit-atom'
import { sendFeedback } from './feedback-api'
import type { FeedbackRequest } from './feedback-schema'

/** The feedback form's own captcha (loaded on mount, refreshed on tap and after every send). */
export const feedbackCaptcha = makeCaptchaAtoms()

/** Sends one feedback: a second tap while it is on its way sends nothing; never retried. */
export const sendFeedbackAtom = submitAtom((request: FeedbackRequest) => sendFeedback(request))
