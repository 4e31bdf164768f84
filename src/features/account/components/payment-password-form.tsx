import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { failureText, submitted } from '../account-atoms'
import { checkChanged, checkField } from '../field-rules'
import { changePaymentPasswordAtom, hasPaymentPasswordQuery, setPaymentPasswordAtom } from '../password-atoms'
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
 * The payment password (issue 11, /m/securityCenter/FundsPasswordBox): the first one is set with a
 * confirmation; an existing one is changed by giving it first. Checked by the server's
 * `paymentPassword` rule; the body is sealed like login; a wrong current password shows the
 * dictionary's text and keeps what was typed. After 'saved' (1 s) back to the security centre.
 */
function PaymentPasswordForm({ exists }: { readonly exists: boolean }) {
  const { t } = useTranslation(['security', 'common'])
  const setFirst = useSetAtom(setPaymentPasswordAtom)
  const change = useSetAtom(changePaymentPasswordAtom)
  const returnAfterSaved = useReturnAfterSaved()
  const { rules } = useAccountSettings()
  const form = useRulesForm<Values>({ oldPassword: '', newPassword: '', confirmPassword: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  // "Forgot" where the site offers the reset (PLATFORM.md §4), as the withdraw's password field does.
  const resetOffered = useAtomValue(whitelabelAtom).has('RESPAYPASS3')

  const newPasswordCheck: Check = (value, values: FieldValues) =>
    checkField(rules, 'paymentPassword', value, true) ?? (exists ? checkChanged(String(values.oldPassword ?? ''), value) : null)

  const save = async ({ oldPassword, newPassword, confirmPassword }: Values) => {
    setPending(true)
    const outcome = submitted(
      exists ? await change({ oldPassword, newPassword, confirmPassword }) : await setFirst({ password: newPassword, confirmPassword }),
    )
    if (outcome === null) return // a second tap while the first is on its way
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t('funds.saved'), policies.toastSaved)
    returnAfterSaved(paths.securityCenter)
  }

  return (
    <RulesForm
      form={form}
      className="auth-form"
      onSubmit={form.submit(save)}
      aria-label={exists ? t('funds.change_title') : t('funds.set_title')}
    >
      <h2 className="payment-password__title">{exists ? t('funds.change_title') : t('funds.set_title')}</h2>
      <p className="payment-password__intro">{t('funds.intro')}</p>
      {exists && (
        <Field
          label={t('funds.old')}
          name="oldPassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          check={byRule(rules, 'paymentPassword', true)}
        />
      )}
      <NewPasswordFields labels={{ next: t('funds.new'), confirm: t('funds.confirm') }} check={newPasswordCheck} numeric />
      <SubmitRow failure={failure} busy={pending} label={t('funds.save')} />
      {exists && resetOffered && (
        <Link href={paths.forgetFundsPassword} className="btn btn-ghost btn-block">
          {t('funds.forgot')}
        </Link>
      )}
    </RulesForm>
  )
}

export default function PaymentPasswordPage() {
  const messageOf = useApiErrorMessage()
  const [exists, dispatch] = useAtom(hasPaymentPasswordQuery)
  return (
    <div className="auth-page">
      <QueryView result={exists} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(value) => <PaymentPasswordForm key={String(value)} exists={value} />}
      </QueryView>
    </div>
  )
}
