import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { toast } from '@/ui'
import { failureText } from '../account-atoms'
import { checkConfirmation, checkField, checkForm, type FieldName } from '../field-rules'
import { resetPasswordByPhoneAtom } from '../password-atoms'
import { MobileField, NewPasswordFields, SmsCodeField, SubmitRow } from './fields'
import { useAccountSettings, useFieldIssues, useSmsSender } from './use-account-forms'
import { useAfterSaved } from './use-after-saved'
import './account.css'

type Key = 'mobile' | 'code' | 'next' | 'confirm'
const fieldOf: Record<Key, FieldName> = { mobile: 'mobileNum', code: 'verificationCode', next: 'password', confirm: 'confirmPassword' }

/**
 * SPEC §2 Forgot password, by SMS: the number gets a code (only a number the platform knows), then
 * a new password with its confirmation is set by phone; success returns to login.
 */
function ForgetForm() {
  const { t } = useTranslation(['password', 'common'])
  const [, navigate] = useLocation()
  const { rules, countries } = useAccountSettings()
  const sendCodeTo = useSmsSender('noLogin')
  const reset = useSetAtom(resetPasswordByPhoneAtom)
  const afterSaved = useAfterSaved()
  const [values, setValues] = useState<Record<Key, string>>({ mobile: '', code: '', next: '', confirm: '' })
  const [dialingCode, setDialingCode] = useState('+63')
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const { setIssues, messageOf, focus, inputRef } = useFieldIssues(fieldOf, (key) => t(`field.${key}`))
  const common = (key: string) => t(`common:${key}`)

  const set = (key: Key) => (value: string) => setValues((now) => ({ ...now, [key]: value }))

  const sendCode = async () => {
    const issue = checkField(rules, 'mobileNum', values.mobile, true)
    setIssues(issue ? [issue] : [])
    if (issue) {
      focus(issue.field)
      return null
    }
    return sendCodeTo(values.mobile, dialingCode)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const checked = checkForm([
      checkField(rules, 'mobileNum', values.mobile, true),
      checkField(rules, 'verificationCode', values.code, true),
      checkField(rules, 'password', values.next, true),
      checkConfirmation(values.next, values.confirm),
    ])
    setIssues(checked.issues)
    setFailure(null)
    if (checked.first) return focus(checked.first)
    setPending(true)
    const wait = toast.loading()
    const outcome = await reset({
      mobileNum: values.mobile,
      countryDialingCode: dialingCode,
      verificationCode: values.code,
      password: values.next,
      confirmPassword: values.confirm,
    })
    toast.hide(wait)
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, common))
      return
    }
    toast.success(t('reset_done'), policies.toastSaved)
    afterSaved(() => navigate('/m/login', { replace: true }))
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={common('titles.forgot_password')}>
      <h1 className="auth-title">{common('titles.forgot_password')}</h1>
      <p className="auth-hint">{t('reset_hint')}</p>
      <MobileField
        label={t('field.mobile')}
        name="mobile"
        required
        countries={countries}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        value={values.mobile}
        onChange={(event) => set('mobile')(event.target.value.replace(/\D/g, ''))}
        error={messageOf('mobile')}
        inputRef={inputRef('mobile')}
      />
      <SmsCodeField
        label={t('field.code')}
        name="code"
        required
        value={values.code}
        onChange={(event) => set('code')(event.target.value.replace(/\D/g, ''))}
        onSend={sendCode}
        error={messageOf('code')}
        inputRef={inputRef('code')}
      />
      <NewPasswordFields
        labels={{ next: t('field.next'), confirm: t('field.confirm') }}
        values={values}
        errors={{ next: messageOf('next'), confirm: messageOf('confirm') }}
        onChange={(key, next) => set(key)(next)}
        inputRef={(key, input) => inputRef(key)(input)}
      />
      <SubmitRow failure={failure} busy={pending} label={t('reset_submit')} />
      <p className="auth-links">
        <Link href="/m/login">{t('back_to_login')}</Link>
      </p>
    </form>
  )
}

export default function ForgetPage() {
  const { ready } = useTranslation(['password', 'common'])
  return <div className="auth-page">{ready && <ForgetForm />}</div>
}
