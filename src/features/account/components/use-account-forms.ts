import { AsyncResult } from 'effect/reactivity'
import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { toast } from '@/ui'
import { countriesQuery, failureText, registerSettingsQuery, sendContactCodeAtom, sendSmsAtom, submitted } from '../account-atoms'
import type { ContactCodeRequest } from '../account-api'
import type { Country, SmsPurpose } from '../account-schema'

/** What every account form needs from the server: the field rules, age of consent and countries. */
export type AccountSettings = ReturnType<typeof useAccountSettings>

export const useAccountSettings = () => {
  // Until they arrive (or if they fail) the forms validate with field-rules.ts's defaults and age 21.
  const settings = AsyncResult.getOrElse(useAtomValue(registerSettingsQuery), () => null)
  const countries = AsyncResult.getOrElse(useAtomValue(countriesQuery), (): ReadonlyArray<Country> => [])
  return { rules: settings?.fields ?? {}, ageLimit: settings?.ageLimit ?? 21, countries }
}

/**
 * Sends an SMS code with the SPEC's toasts: 'sending' while the call runs (up to 10 s), 'sent'
 * for 1.5 s; a failure hides the loader and says why. Answers the code's expiry, or null.
 */
export const useSmsSender = (purpose: SmsPurpose) => {
  const { t } = useTranslation()
  const sendSms = useSetAtom(sendSmsAtom)
  return async (mobileNum: string, countryDialingCode: string, humanVerification?: string) => {
    const wait = toast.loading(t('login.in_sms_sending'))
    const request = { mobileNum, countryDialingCode, ...(humanVerification ? { humanVerification } : {}) }
    const outcome = submitted(await sendSms({ purpose, request }))
    toast.hide(wait)
    if (outcome === null) return null // a second tap while the first is on its way
    if (!outcome.ok) {
      toast.failure(failureText(outcome, t))
      return null
    }
    toast.success(t('login.in_sms_send'), policies.toastDefault)
    return outcome.value.expirationTime
  }
}

/**
 * Sends a signed-in member's verification code to a phone or e-mail, with the same toasts as
 * useSmsSender. Answers the code's expiry, or null when nothing was sent.
 */
export const useContactCodeSender = () => {
  const { t } = useTranslation()
  const sendCode = useSetAtom(sendContactCodeAtom)
  return async (request: ContactCodeRequest) => {
    const wait = toast.loading(t('login.in_sms_sending'))
    const outcome = submitted(await sendCode(request))
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
