import { useSetAtom } from 'jotai'
import { sendVerifiedCodeAtom } from '../password-atoms'
import type { SendVerifiedCodeRequest } from '../password-schema'
import { useCodeToasts } from './use-account-forms'
import { useHumanCheck } from './use-human-check'

/**
 * Sends a code to the member's verified phone for one action, after the human check (PLATFORM.md
 * §2), saying so in a toast: the `onSend` of a code field (SendCodeButton). Answers the code's
 * expiry, or null when none was sent (the check given up, or the send refused). The page draws
 * <SliderChallenge /> for the platform's own check.
 */
export function useSendVerifiedCode(operationType: SendVerifiedCodeRequest['operationType']) {
  const toasted = useCodeToasts()
  const verifyHuman = useHumanCheck()
  const send = useSetAtom(sendVerifiedCodeAtom)
  return async () => {
    const humanVerification = await verifyHuman('sms')
    if (!humanVerification) return null
    return toasted(() => send({ operationType, humanVerification }))
  }
}
