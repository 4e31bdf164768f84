import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { failureText, submitted } from '../account-atoms'
import { customerQuestionsQuery, securityQuestionsQuery, setSecurityQuestionsAtom } from '../password-atoms'
import type { SecurityQuestion } from '../password-schema'
import { checkAnswer, questionOptions, securityQuestionCount } from '../question-rules'
import { Field, RulesForm, SelectField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useReturnAfterSaved } from './return-after-saved'
import { useRulesForm } from './use-rules-form'
import './account.css'

type Values = Record<string, string>
const indexes = Array.from({ length: securityQuestionCount }, (_, index) => index)

/** The question selects: each offers what the others have not taken. */
function QuestionFields({ all }: { readonly all: ReadonlyArray<SecurityQuestion> }) {
  const { t } = useTranslation(['security', 'common'])
  const chosen = useWatch<Values>({ name: indexes.map((index) => `question${index}`) }) as string[]
  return (
    <>
      {indexes.map((index) => (
        <div key={index} className="question-pair">
          <SelectField
            name={`question${index}`}
            label={t('questions.question', { n: index + 1 })}
            options={questionOptions(all, chosen, chosen[index] ?? '').map((question) => ({
              value: question.questionId,
              label: question.question,
            }))}
          />
          <Field label={t('questions.answer', { n: index + 1 })} name={`answer${index}`} autoComplete="off" required check={checkAnswer} />
        </div>
      ))}
    </>
  )
}

/**
 * Security questions (issue 11, /m/securityCenter/securityQuestions): two of the platform's
 * questions with their answers, set once (sealed); set ones are shown, locked.
 */
function QuestionsForm({ all }: { readonly all: ReadonlyArray<SecurityQuestion> }) {
  const { t } = useTranslation(['security', 'common'])
  const save = useSetAtom(setSecurityQuestionsAtom)
  const returnAfterSaved = useReturnAfterSaved()
  const form = useRulesForm<Values>(
    Object.fromEntries(
      indexes.flatMap((index) => [
        [`question${index}`, ''],
        [`answer${index}`, ''],
      ]),
    ),
  )
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)

  const send = async (values: Values) => {
    setPending(true)
    const answers = indexes.map((index) => ({
      questionId: values[`question${index}`] ?? '',
      answer: (values[`answer${index}`] ?? '').trim(),
    }))
    const outcome = submitted(await save({ answers }))
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t('questions.saved'), policies.toastSaved)
    returnAfterSaved(paths.securityCenter)
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(send)} aria-label={t('questions.title')}>
      <h2 className="payment-password__title">{t('questions.title')}</h2>
      <p className="payment-password__intro">{t('questions.intro')}</p>
      <QuestionFields all={all} />
      <SubmitRow failure={failure} busy={pending} label={t('funds.save')} />
    </RulesForm>
  )
}

function SetQuestions({ mine }: { readonly mine: ReadonlyArray<SecurityQuestion> }) {
  const { t } = useTranslation(['security', 'common'])
  return (
    <section className="auth-form" aria-label={t('questions.title')}>
      <h2 className="payment-password__title">{t('questions.title')}</h2>
      <ol className="question-list">
        {mine.map((question) => (
          <li key={question.questionId}>{question.question}</li>
        ))}
      </ol>
      <p className="payment-password__intro">{t('state.locked')}</p>
    </section>
  )
}

export default function SecurityQuestionsPage() {
  const [mine, dispatchMine] = useAtom(customerQuestionsQuery)
  // Asked with the member's own, not after them: the form needs the platform's list to offer.
  const [all, dispatchAll] = useAtom(securityQuestionsQuery)
  const messageOf = useApiErrorMessage()
  const skeleton = <Skeleton lines={4} />
  return (
    <div className="auth-page">
      <QueryView result={mine} onRetry={() => dispatchMine('refresh')} messageOf={messageOf} skeleton={skeleton}>
        {(value) =>
          value.length > 0 ? (
            <SetQuestions mine={value} />
          ) : (
            // Without the list the selects would offer nothing: its failure says so, with Retry.
            <QueryView result={all} onRetry={() => dispatchAll('refresh')} messageOf={messageOf} skeleton={skeleton}>
              {(list) => <QuestionsForm all={list} />}
            </QueryView>
          )
        }
      </QueryView>
    </div>
  )
}
