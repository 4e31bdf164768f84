import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { toast } from '@/ui'
import { failureText } from '../account-atoms'
import { verifyHumanAtom, type VerificationPurpose } from '../human-verification'

/**
 * The human check a form asks before an SMS code or a registration: answers its single-use pass,
 * or null when there is none; a challenge that could not be loaded says why in a toast, and the
 * next tap asks again. The form draws <SliderChallenge /> for the platform's own check.
 */
export function useHumanCheck() {
  const { t } = useTranslation('common')
  const verify = useSetAtom(verifyHumanAtom)
  return async (purpose: VerificationPurpose) => {
    const check = await verify(purpose)
    if (check && !check.ok) toast.failure(failureText(check, t))
    return check?.ok ? check.value : null
  }
}
