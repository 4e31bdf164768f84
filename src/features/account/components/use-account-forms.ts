import { Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { toast } from '@/ui'
import { countriesQuery, failureText, registerSettingsQuery, sendContactCodeAtom, sendSmsAtom, submitted } from '../account-atoms'
import type { ContactCodeRequest } from '../account-api'
import type { Country, SmsPurpose } from '../account-schema'
import type { CipherError } from '@/lib/crypto/body-cipher'
import type { ApiError } from '@/lib/http/errors'
import type { SubmitOutcome } from '@/lib/effect/submit-atom'

/** What every account form needs from the server: the field rules, age of consent and countries. */
export type AccountSettings = ReturnType<typeof useAccountSettings>

export const useAccountSettings = () => {
  // Until they arrive (or if they fail) the forms validate with field-rules.ts's defaults and age 21.
  const settings = AsyncResult.getOrElse(useAtomValue(registerSettingsQuery), () => null)
  const countries = AsyncResult.getOrElse(useAtomValue(countriesQuery), (): ReadonlyArray<Country> => [])
  return { rules: settings?.fields ?? {}, ageLimit: settings?.ageLimit ?? 21, countries }
}

/**
 * Why the server's rules or countries could not come (none had come before), or null. The
 * register form draws its fields by them, and without them would show fewer fields than the
 * platform asks for: it says so with Retry instead.
 */
export const useAccountSettingsFailure = (): { readonly error: ApiError | undefined } | null => {
  const errorAlone = (result: AsyncResult.AsyncResult<unknown, ApiError>) =>
    AsyncResult.isFailure(result) && Option.isNone(AsyncResult.value(result))
      ? { error: Option.getOrUndefined(AsyncResult.error(result)) }
      : null
  const rules = useAtomValue(registerSettingsQuery)
  const countries = useAtomValue(countriesQuery)
  return errorAlone(rules) ?? errorAlone(countries)
}

/** A code on its way: the expiry the platform answers, or why not. */
type SendingCode = Promise<SubmitOutcome<{ readonly expirationTime: number }, ApiError | CipherError>>

/**
 * The SPEC's toasts around sending a verification code: 'sending' while the call runs (up to 10 s),
 * 'sent' for 1.5 s; a failure hides the loader and says why. Answers the code's expiry, or null
 * when nothing was sent (a second tap while the first is on its way, or a refusal).
 */
export const useCodeToasts = () => {
  const { t } = useTranslation('common')
  return async (send: () => SendingCode) => {
    const wait = toast.loading(t('login.in_sms_sending'))
    const outcome = submitted(await send())
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

/** An SMS code for login or registration (before a session), with the code toasts. */
export const useSmsSender = (purpose: SmsPurpose) => {
  const toasted = useCodeToasts()
  const sendSms = useSetAtom(sendSmsAtom)
  return (mobileNum: string, countryDialingCode: string, humanVerification?: string) =>
    toasted(() => sendSms({ purpose, request: { mobileNum, countryDialingCode, ...(humanVerification ? { humanVerification } : {}) } }))
}

/** A signed-in member's verification code to a phone or e-mail, with the code toasts. */
export const useContactCodeSender = () => {
  const toasted = useCodeToasts()
  const sendCode = useSetAtom(sendContactCodeAtom)
  return (request: ContactCodeRequest) => toasted(() => sendCode(request))
}
