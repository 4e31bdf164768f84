import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { toast } from '@/ui'
import { failureText, submitted } from '../account-atoms'
import { checkField } from '../field-rules'
import { resetPasswordByPhoneAtom } from '../password-atoms'
import { MobileField, NewPasswordFields, RulesForm, SmsCodeField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useAccountSettings, useSmsSender } from './use-account-forms'
import { useReturnAfterSaved } from './return-after-saved'
import { byRule, useRulesForm } from './use-rules-form'
import './account.css'

interface Values {
  mobile: string
  dialingCode: string
  code: string
  newPassword: string
  confirmPassword: string
}

/**
 * SPEC §2 Forgot password, by SMS: the number gets a code (only a number the platform knows), then
 * a new password with its confirmation is set by phone; success returns to login.
 */
function ForgetForm() {
  const { t } = useTranslation(['password', 'common'])
  const { rules, countries } = useAccountSettings()
  const sendCodeTo = useSmsSender('noLogin')
  const reset = useSetAtom(resetPasswordByPhoneAtom)
  const returnAfterSaved = useReturnAfterSaved()
  const form = useRulesForm<Values>({ mobile: '', dialingCode: '+63', code: '', newPassword: '', confirmPassword: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const common = (key: string) => t(`common:${key}`)

  const sendCode = async () => {
    const { mobile, dialingCode } = form.getValues()
    const issue = checkField(rules, 'mobileNum', mobile, true)
    form.clearErrors()
    if (issue) {
      form.showIssue('mobile', issue.key)
      return null
    }
    return sendCodeTo(mobile, dialingCode)
  }

  const save = async (values: Values) => {
    setPending(true)
    const wait = toast.loading()
    const outcome = submitted(
      await reset({
        mobileNum: values.mobile,
        countryDialingCode: values.dialingCode,
        verificationCode: values.code,
        password: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    )
    toast.hide(wait)
    if (outcome === null) return // a second tap while the first is on its way
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, common))
      return
    }
    toast.success(t('reset_done'), policies.toastSaved)
    returnAfterSaved(paths.login)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    void form.submit(save)(event)
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={submit} aria-label={common('titles.forgot_password')}>
      <h1 className="auth-title">{common('titles.forgot_password')}</h1>
      <p className="auth-hint">{t('reset_hint')}</p>
      <MobileField label={t('field.mobile')} name="mobile" required countries={countries} check={byRule(rules, 'mobileNum', true)} />
      <SmsCodeField label={t('field.code')} name="code" required onSend={sendCode} check={byRule(rules, 'verificationCode', true)} />
      <NewPasswordFields labels={{ next: t('field.next'), confirm: t('field.confirm') }} check={byRule(rules, 'password', true)} />
      <SubmitRow failure={failure} busy={pending} label={t('reset_submit')} />
      <p className="auth-links">
        <Link href={paths.login}>{t('back_to_login')}</Link>
      </p>
    </RulesForm>
  )
}

export default function ForgetPage() {
  return (
    <div className="auth-page">
      <ForgetForm />
    </div>
  )
}
