import { useAtomValue, useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { memberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { toast } from '@/ui'
import { failureText, forcedChangeAtom, submitted } from '../account-atoms'
import { checkChanged, checkField } from '../field-rules'
import { changePasswordAtom } from '../password-atoms'
import { TextField } from '@/ui/text-field'
import { Field, NewPasswordFields, RulesForm } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useAccountSettings } from './use-account-forms'
import { useReturnAfterSaved } from './return-after-saved'
import { byRule, useRulesForm, type Check } from './use-rules-form'
import './account.css'

interface Values {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/**
 * The forced first change as it was when the screen opened: a saved change ends it at once, and the
 * screen, shown a second more under 'Change saved', must neither grow an old password field, change
 * its title, nor wrap itself in verification.
 */
export function useForcedChangeAtOpening() {
  const [atOpening] = useState(useAtomValue(forcedChangeAtom))
  return atOpening
}

/**
 * SPEC §2 Change password: username read-only; the old password is asked only when none is held
 * from a forced change; old and new must differ; confirm must match; 'Change saved' 1 s, then
 * `after` (home). A failure hides the wait indicator and keeps the screen as typed. `named`: the
 * page has no header to name it.
 */
export function ChangePasswordForm({ after = paths.home, named = true }: { readonly after?: string; readonly named?: boolean }) {
  const { t } = useTranslation(['password', 'common'])
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const forced = useForcedChangeAtOpening()
  const held = forced?.heldPassword ?? null
  const change = useSetAtom(changePasswordAtom)
  const returnAfterSaved = useReturnAfterSaved()
  const form = useRulesForm<Values>({ oldPassword: '', newPassword: '', confirmPassword: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const { rules } = useAccountSettings()

  const oldOf = (values: FieldValues) => held ?? String(values.oldPassword ?? '')
  const newPasswordCheck: Check = (value, values) => checkField(rules, 'password', value, true) ?? checkChanged(oldOf(values), value)

  const save = async (values: Values) => {
    setPending(true)
    const wait = toast.loading()
    const outcome = submitted(
      await change({
        oldPassword: oldOf(values),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }),
    )
    toast.hide(wait)
    if (outcome === null) return // a second tap while the first is on its way
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t('saved'), policies.toastSaved)
    returnAfterSaved(after)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    void form.submit(save, () => {
      const values = form.getValues()
      if (checkChanged(oldOf(values), values.newPassword)) toast.info(t('common:validation.same_password'), policies.toastDefault)
    })(event)
  }

  // The page has no header (SPEC §2), so the form names itself: a forced change sets the first password.
  const title = t(forced === null ? 'common:titles.change_password' : 'common:titles.first_password')
  return (
    <RulesForm form={form} className="auth-form" onSubmit={submit} aria-label={title}>
      {named && <h1 className="auth-title">{title}</h1>}
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        readOnly
        value={member?.userName ?? session?.userName ?? ''}
      />
      {held === null && (
        <Field
          label={t('field.old')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          required
          check={byRule(rules, 'loginPassword', true)}
        />
      )}
      <NewPasswordFields labels={{ next: t('field.next'), confirm: t('field.confirm') }} check={newPasswordCheck} />
      <SubmitRow failure={failure} busy={pending} label={t('submit')} />
    </RulesForm>
  )
}

/**
 * SPEC's /m/changePsw (no header, home after saving), or the security centre's login password
 * (/m/securityCenter/loginChange: the header names it, Back and saving return to the centre).
 */
export default function ChangePasswordPage() {
  const [location] = useLocation()
  const fromCentre = location === paths.loginChange
  return (
    <div className="auth-page">
      <ChangePasswordForm after={fromCentre ? paths.securityCenter : paths.home} named={!fromCentre} />
    </div>
  )
}
