import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { toast } from '@/ui'
import { failureText, submitted } from '../account-atoms'
import { sendVerifiedCodeAtom } from '../password-atoms'
import type { SendVerifiedCodeRequest } from '../password-schema'

/**
 * Sends a code to the member's verified phone for one action, saying so in a toast: the `onSend`
 * of a code field (SendCodeButton). Answers the code's expiry, or null when none was sent.
 */
export function useSendVerifiedCode(operation: SendVerifiedCodeRequest['operationType']) {
  const { t } = useTranslation('common')
  const send = useSetAtom(sendVerifiedCodeAtom)
  return async (): Promise<number | null> => {
    const wait = toast.loading(t('login.in_sms_sending'))
    const outcome = submitted(await send(operation))
    toast.hide(wait)
    if (outcome === null) return null
    if (!outcome.ok) {
      toast.failure(failureText(outcome, t))
      return null
    }
    toast.success(t('login.in_sms_send'), policies.toastDefault)
    return outcome.value.expirationTime
  }
}
