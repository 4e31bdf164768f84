import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { memberAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { PageMessage, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { failureText, submitted } from '../account-atoms'
import { checkField } from '../field-rules'
import { customerQuestionsQuery, resetPaymentPasswordAtom } from '../password-atoms'
import type { SecurityQuestion } from '../password-schema'
import { checkAnswer } from '../question-rules'
import { Field, NewPasswordFields, RulesForm, SmsCodeField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useAccountSettings } from './use-account-forms'
import { useReturnAfterSaved } from './return-after-saved'
import { SliderChallenge } from './slider-challenge'
import { useSendVerifiedCode } from './use-send-verified-code'
import { byRule, useRulesForm, type Check } from './use-rules-form'
import './account.css'

type Method = 'QUESTION' | 'SMS'
type Values = Record<string, string>

/**
 * A forgotten payment password (issue 11, /m/securityCenter/forgetFundsPass): reset by answering the
 * member's security questions, or by a code to the verified phone (its countdown survives a
 * reload), with a new payment password; sealed, sent once.
 */
function ResetForm({ method, questions }: { readonly method: Method; readonly questions: ReadonlyArray<SecurityQuestion> }) {
  const { t } = useTranslation(['security', 'common'])
  const { rules } = useAccountSettings()
  const reset = useSetAtom(resetPaymentPasswordAtom)
  const send = useSendVerifiedCode('RESET_PAYMENT_PASSWORD')
  const returnAfterSaved = useReturnAfterSaved()
  const form = useRulesForm<Values>({ code: '', newPassword: '', confirmPassword: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const common = (key: string) => t(`common:${key}`)
  const newPasswordCheck: Check = (value) => checkField(rules, 'paymentPassword', value, true)

  const save = async (values: FieldValues) => {
    setPending(true)
    const passwords = { newPassword: String(values.newPassword), confirmPassword: String(values.confirmPassword) }
    const outcome = submitted(
      await reset(
        method === 'QUESTION'
          ? {
              method,
              answers: questions.map((question) => ({
                questionId: question.questionId,
                answer: String(values[`answer-${question.questionId}`] ?? '').trim(),
              })),
              ...passwords,
            }
          : { method, verificationCode: String(values.code), ...passwords },
      ),
    )
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, common))
      return
    }
    toast.success(t('funds.saved'), policies.toastSaved)
    returnAfterSaved(paths.securityCenter)
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(save)} aria-label={t('reset.title')}>
      {method === 'QUESTION' ? (
        questions.map((question) => (
          <Field
            key={question.questionId}
            label={question.question}
            name={`answer-${question.questionId}`}
            autoComplete="off"
            required
            check={checkAnswer}
          />
        ))
      ) : (
        <SmsCodeField
          label={t('verify.code')}
          name="code"
          required
          resume="reset"
          onSend={send}
          check={byRule(rules, 'verificationCode', true)}
        />
      )}
      <NewPasswordFields labels={{ next: t('funds.new'), confirm: t('funds.confirm') }} check={newPasswordCheck} numeric />
      <SubmitRow failure={failure} busy={pending} label={t('funds.save')} />
      {method === 'SMS' && <SliderChallenge />}
    </RulesForm>
  )
}

function ResetMethods({ questions }: { readonly questions: ReadonlyArray<SecurityQuestion> }) {
  const { t } = useTranslation(['security', 'common'])
  const member = useAtomValue(memberAtom)
  const methods: ReadonlyArray<Method> = [
    ...(questions.length > 0 ? (['QUESTION'] as const) : []),
    ...(member?.mobileVerified ? (['SMS'] as const) : []),
  ]
  const [chosen, setChosen] = useState<Method | null>(null)
  const method = chosen ?? methods[0] ?? null
  if (method === null) {
    return (
      <section className="auth-form" aria-label={t('reset.title')}>
        <h2 className="payment-password__title">{t('reset.title')}</h2>
        <p>{t('reset.none')}</p>
        <Link href={paths.verifyPhone} className="btn btn-ghost btn-block">
          {t('verify.phone_title')}
        </Link>
      </section>
    )
  }
  return (
    // The title and the way to confirm take the form's spacing (the form itself changes with the way).
    <div className="auth-form">
      <h2 className="payment-password__title">{t('reset.title')}</h2>
      <p className="payment-password__intro">{t('reset.intro')}</p>
      {methods.length > 1 && (
        <div className="reset-methods" role="group" aria-label={t('reset.how')}>
          {methods.map((each) => (
            <button key={each} type="button" className="btn btn-ghost" aria-pressed={each === method} onClick={() => setChosen(each)}>
              {t(each === 'QUESTION' ? 'reset.by_questions' : 'reset.by_sms')}
            </button>
          ))}
        </div>
      )}
      <ResetForm key={method} method={method} questions={questions} />
    </div>
  )
}

/** Only where the site offers the reset (RESPAYPASS3); the platform would refuse it after the form. */
export default function ResetPaymentPasswordPage() {
  const { t } = useTranslation('common')
  const offered = useAtomValue(whitelabelAtom).has('RESPAYPASS3')
  return offered ? <ResetPage /> : <PageMessage message={t('errors.no_permissions')} />
}

function ResetPage() {
  const messageOf = useApiErrorMessage()
  const [questions, dispatch] = useAtom(customerQuestionsQuery)
  return (
    <div className="auth-page">
      <QueryView result={questions} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(value) => <ResetMethods questions={value} />}
      </QueryView>
    </div>
  )
}
