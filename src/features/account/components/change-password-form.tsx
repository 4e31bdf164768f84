import { useAtomValue, useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { memberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { toast } from '@/ui'
import { failureText, heldPasswordAtom } from '../account-atoms'
import { checkChanged, checkConfirmation, checkField, checkForm, type FieldName } from '../field-rules'
import { changePasswordAtom } from '../password-atoms'
import { NewPasswordFields, SubmitRow, TextField } from './fields'
import { useAccountSettings, useFieldIssues } from './use-account-forms'
import { useAfterSaved } from './use-after-saved'
import './account.css'

type Key = 'old' | 'next' | 'confirm'
const fieldOf: Record<Key, FieldName> = { old: 'loginPassword', next: 'password', confirm: 'confirmPassword' }

/**
 * SPEC §2 Change password: username read-only; the old password is asked only when none is held
 * from a forced change; old and new must differ; confirm must match; 'Change saved' 1 s, then home.
 * A failure hides the wait indicator and keeps the screen as typed.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['password', 'common'])
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const held = useAtomValue(heldPasswordAtom)
  const change = useSetAtom(changePasswordAtom)
  const afterSaved = useAfterSaved()
  const [values, setValues] = useState<Record<Key, string>>({ old: '', next: '', confirm: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const { rules } = useAccountSettings()
  const { setIssues, messageOf, focus, inputRef } = useFieldIssues(fieldOf, (key) => t(`field.${key}`))

  const oldPassword = held ?? values.old
  const set = (key: Key) => (value: string) => setValues((now) => ({ ...now, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const same = checkChanged(oldPassword, values.next)
    const checked = checkForm([
      held === null ? checkField(rules, 'loginPassword', values.old, true) : null,
      checkField(rules, 'password', values.next, true) ?? same,
      checkConfirmation(values.next, values.confirm),
    ])
    setIssues(checked.issues)
    setFailure(null)
    if (same) toast.info(t('common:validation.same_password'), policies.toastDefault)
    if (checked.first) return focus(checked.first)
    setPending(true)
    const wait = toast.loading()
    const outcome = await change({ oldPassword, newPassword: values.next, confirmNewPassword: values.confirm })
    toast.hide(wait)
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t('saved'), policies.toastSaved)
    afterSaved(() => navigate('/m/home', { replace: true }))
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('common:titles.change_password')}>
      <TextField label={t('username')} name="username" autoComplete="username" readOnly value={member?.userName ?? session?.userName ?? ''} />
      {held === null && (
        <TextField
          label={t('field.old')}
          name="old-password"
          type="password"
          autoComplete="current-password"
          required
          value={values.old}
          onChange={(event) => set('old')(event.target.value)}
          error={messageOf('old')}
          inputRef={inputRef('old')}
        />
      )}
      <NewPasswordFields
        labels={{ next: t('field.next'), confirm: t('field.confirm') }}
        values={values}
        errors={{ next: messageOf('next'), confirm: messageOf('confirm') }}
        onChange={(key, next) => set(key)(next)}
        inputRef={(key, input) => inputRef(key)(input)}
      />
      <SubmitRow failure={failure} busy={pending} label={t('submit')} />
    </form>
  )
}

export default function ChangePasswordPage() {
  const { ready } = useTranslation(['password', 'common'])
  return <div className="auth-page">{ready && <ChangePasswordForm />}</div>
}
