import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { pagePathOf, paths } from '@/lib/routes/paths'
import { memberAtom } from '@/lib/session/session-atoms'
import { toast } from '@/ui'
import { failureText, submitted, verifyContactAtom } from '../account-atoms'
import { checkField } from '../field-rules'
import { Field, MobileField, RulesForm, SmsCodeField } from './fields'
import { Skeleton } from '@/ui/query-view'
import { SubmitRow } from '@/ui/submit-row'
import { MemberInfoView } from './member-info-view'
import { useAccountSettings, useContactCodeSender } from './use-account-forms'
import { useReturnAfterSaved } from './return-after-saved'
import { byRule, useRulesForm } from './use-rules-form'
import './account.css'

type Kind = 'phone' | 'email'

interface Values {
  mobile: string
  dialingCode: string
  email: string
  code: string
}

/**
 * Phone and e-mail verification (issue 11, /m/myAccount/phone and /m/myAccount/email): the number
 * or address gets a code, whose countdown (500 ms tick) survives a reload of the tab; the code
 * verifies it. A verified one is shown as such: changing it is for customer service.
 */
function VerifyForm({ kind, onVerified }: { readonly kind: Kind; readonly onVerified: () => void }) {
  const { t } = useTranslation(['security', 'common'])
  const member = useAtomValue(memberAtom)
  const { rules, countries } = useAccountSettings()
  const sendCode = useContactCodeSender()
  const verify = useSetAtom(verifyContactAtom)
  const form = useRulesForm<Values>({
    mobile: '',
    dialingCode: member?.countryDialingCode || '+63',
    email: member?.email ?? '',
    code: '',
  })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const common = (key: string) => t(`common:${key}`)
  const target = kind === 'phone' ? 'mobile' : 'email'

  /** Checks the number or address first; then 'sending' while the call runs, 'sent' after. */
  const send = async () => {
    const { mobile, dialingCode, email } = form.getValues()
    const issue = kind === 'phone' ? checkField(rules, 'mobileNum', mobile, true) : checkField(rules, 'email', email, true)
    form.clearErrors()
    if (issue) {
      form.showIssue(target, issue.key)
      return null
    }
    return sendCode(
      kind === 'phone'
        ? { kind, countryDialingCode: dialingCode, mobileNum: mobile, operationType: 'BIND_MOBILE' }
        : { kind, email: email.trim() },
    )
  }

  const submit = async ({ mobile, dialingCode, email, code }: Values) => {
    setPending(true)
    const outcome = submitted(
      await verify(
        kind === 'phone'
          ? { kind, countryDialingCode: dialingCode, mobileNum: mobile, verificationCode: code }
          : { kind, email: email.trim(), verificationCode: code },
      ),
    )
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, common))
      return
    }
    toast.success(t(`verify.done_${kind}`), policies.toastSaved)
    onVerified()
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(submit)} aria-label={t(`verify.${kind}_title`)}>
      <h2 className="payment-password__title">{t(`verify.${kind}_title`)}</h2>
      <p className="payment-password__intro">{t(`verify.${kind}_intro`)}</p>
      {kind === 'phone' ? (
        <MobileField label={t('verify.mobile')} name="mobile" required countries={countries} check={byRule(rules, 'mobileNum', true)} />
      ) : (
        <Field label={t('verify.email')} name="email" type="email" autoComplete="email" required check={byRule(rules, 'email', true)} />
      )}
      <SmsCodeField
        label={t('verify.code')}
        name="code"
        required
        resume={kind}
        onSend={send}
        check={byRule(rules, 'verificationCode', true)}
      />
      <SubmitRow failure={failure} busy={pending} label={t('verify.submit')} />
    </RulesForm>
  )
}

/** The verified number or address, and who changes it. */
function Verified({ kind }: { readonly kind: Kind }) {
  const { t } = useTranslation(['security', 'common'])
  const member = useAtomValue(memberAtom)
  const value = kind === 'phone' ? `${member?.countryDialingCode ?? ''} ${member?.mobile ?? ''}`.trim() : (member?.email ?? '')
  return (
    <section className="auth-form" aria-label={t(`verify.${kind}_title`)}>
      <h2 className="payment-password__title">{t(`verify.done_${kind}`)}</h2>
      <p>{value}</p>
      <p className="payment-password__intro">{t('state.locked')}</p>
    </section>
  )
}

export default function VerifyContactPage() {
  const [path] = useLocation()
  // Here, not in the form: once verified the form gives way to the verified view, and the way back must outlive it.
  const returnAfterSaved = useReturnAfterSaved()
  const kind: Kind = pagePathOf(path) === paths.verifyEmail ? 'email' : 'phone'
  const onVerified = () => returnAfterSaved(paths.securityCenter)
  return (
    <div className="auth-page">
      <MemberInfoView skeleton={<Skeleton lines={4} />}>
        {(member) =>
          (kind === 'phone' ? member.mobileVerified : member.isEmailVerification) === true ? (
            <Verified kind={kind} />
          ) : (
            <VerifyForm kind={kind} onVerified={onVerified} />
          )
        }
      </MemberInfoView>
    </div>
  )
}
