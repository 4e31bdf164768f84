import { useSetAtom } from 'jotai'
import { sendVerifiedCodeAtom } from '../password-atoms'
import type { SendVerifiedCodeRequest } from '../password-schema'
import { useCodeToasts } from './use-account-forms'

/**
 * Sends a code to the member's verified phone for one action, saying so in a toast: the `onSend`
 * of a code field (SendCodeButton). Answers the code's expiry, or null when none was sent.
 */
export function useSendVerifiedCode(operation: SendVerifiedCodeRequest['operationType']) {
  const toasted = useCodeToasts()
  const send = useSetAtom(sendVerifiedCodeAtom)
  return () => toasted(() => send(operation))
}
