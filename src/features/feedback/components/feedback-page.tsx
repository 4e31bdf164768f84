import { Exit } from 'effect'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { limits } from '@/lib/effect/policies'
import { exitFailureMessage } from '@/lib/http/errors'
import { memberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { Modal, Select, toast } from '@/ui'
import { CaptchaImage } from '@/ui/captcha-image'
import { TextField } from '@/ui/text-field'
import { feedbackCaptcha, sendFeedbackAtom } from '../feedback-atoms'
import {
  canSubmit,
  counterOf,
  feedbackIssues,
  feedbackRequestOf,
  issueKeys,
  type FeedbackDraft,
  type FeedbackIssue,
} from '../feedback-rules'
import { feedbackTypes, noFeedbackType } from '../feedback-schema'
import '@/ui/button.css'
import './feedback-page.css'

const empty: FeedbackDraft = { type: noFeedbackType, content: '', captcha: '' }

/** Which field each issue belongs to, to show its message there and give it the focus. */
const fieldOf: Readonly<Record<FeedbackIssue, 'type' | 'content' | 'captcha'>> = {
  type: 'type',
  content: 'content',
  captcha_missing: 'captcha',
  captcha_format: 'captcha',
}

/**
 * SPEC §2 Feedback: a question type from a popup list, a description with its length/200 counter
 * (submit disabled under 20 characters), a captcha loaded on arrival and renewed on tap. Sent once
 * per tap behind a loading toast (10 s); success says 'sent_success' and clears the form; a refusal
 * says why and keeps what was typed. Every send spends the captcha, so a new one is asked after it.
 */
export function FeedbackForm() {
  const { t } = useTranslation(['feedback', 'common'])
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const captchaImage = useAtomValue(feedbackCaptcha.image)
  const captchaFailed = useAtomValue(feedbackCaptcha.failed)
  const refreshCaptcha = useSetAtom(feedbackCaptcha.refresh)
  const send = useSetAtom(sendFeedbackAtom)
  const [draft, setDraft] = useState<FeedbackDraft>(empty)
  /** The issues found at the last tap; a field's message goes as soon as it is changed. */
  const [issues, setIssues] = useState<ReadonlyArray<FeedbackIssue>>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  // Set before anything else in the tap: a double tap's second submit, in the same frame, sees it.
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const ids = { content: useId(), captcha: useId(), success: useId() }

  useEffect(() => {
    void refreshCaptcha()
  }, [refreshCaptcha])

  const edit = (field: 'type' | 'content' | 'captcha', value: FeedbackDraft[typeof field]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setIssues((current) => current.filter((issue) => fieldOf[issue] !== field))
  }

  const messageOf = (field: 'type' | 'content' | 'captcha') => {
    const issue = issues.find((found) => fieldOf[found] === field)
    return issue ? t(issueKeys[issue], { min: limits.feedbackMin, max: limits.feedbackMax }) : null
  }

  const focusField = (field: 'type' | 'content' | 'captcha') => {
    const selector = { type: '[role="combobox"]', content: 'textarea', captcha: 'input[name="captcha"]' }[field]
    formRef.current?.querySelector<HTMLElement>(selector)?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    const found = feedbackIssues(draft)
    const request = feedbackRequestOf(draft, member?.userName ?? session?.userName ?? '')
    setIssues(found)
    setFailure(null)
    if (!request) {
      const first = found[0]
      if (first) focusField(fieldOf[first])
      return
    }
    inFlight.current = true
    setPending(true)
    const wait = toast.loading()
    const result = await send(request)
    toast.hide(wait)
    inFlight.current = false
    setPending(false)
    if (result === 'locked') return // the send already on its way answers for this tap
    if (Exit.isSuccess(result)) {
      setDraft(empty)
      setSent(true)
    } else {
      // The answer was spent: a new image, an empty answer, the rest as typed.
      setDraft((current) => ({ ...current, captcha: '' }))
      setFailure(exitFailureMessage(result, (key) => t(`common:${key}`)))
    }
    void refreshCaptcha()
  }

  const typeMessage = messageOf('type')
  const contentMessage = messageOf('content')
  const counter = counterOf(draft.content)
  return (
    <form
      ref={formRef}
      className="feedback-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('common:titles.feedback')}
    >
      <div className="field">
        <Select<number>
          label={t('type')}
          showLabel
          required
          placeholder={t('type_placeholder')}
          options={feedbackTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={draft.type === noFeedbackType ? undefined : draft.type}
          onChange={(type) => edit('type', type)}
        />
        {typeMessage && (
          <p className="field-message" role="alert">
            {typeMessage}
          </p>
        )}
      </div>
      <div className="field">
        <div className="field-head">
          <label htmlFor={ids.content}>{t('description')}</label>
          <span className="field-required" aria-hidden="true">
            {'*'}
          </span>
        </div>
        <textarea
          id={ids.content}
          className="feedback-description"
          name="content"
          rows={6}
          maxLength={limits.feedbackMax}
          placeholder={t('description_placeholder')}
          value={draft.content}
          aria-required
          aria-invalid={contentMessage ? true : undefined}
          aria-describedby={`${ids.content}-hint${contentMessage ? ` ${ids.content}-message` : ''}`}
          onChange={(event) => edit('content', event.target.value)}
        />
        <p id={`${ids.content}-hint`} className="feedback-counter">
          <span>{t('description_hint', { min: limits.feedbackMin, max: limits.feedbackMax })}</span>
          <span>{t('counter', counter)}</span>
        </p>
        {contentMessage && (
          <p id={`${ids.content}-message`} className="field-message" role="alert">
            {contentMessage}
          </p>
        )}
      </div>
      <TextField
        id={ids.captcha}
        label={t('common:login.captcha')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={limits.captchaMax}
        placeholder={t('common:login.captcha_hint')}
        required
        value={draft.captcha}
        error={messageOf('captcha')}
        onChange={(event) => edit('captcha', event.target.value)}
        addon={<CaptchaImage src={captchaImage} failed={captchaFailed} onRefresh={() => void refreshCaptcha()} />}
      />
      {failure && (
        <p className="feedback-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending || !canSubmit(draft)} aria-busy={pending}>
        {t('submit')}
      </button>
      <Modal
        open={sent}
        onClose={() => setSent(false)}
        ariaLabel={t('common:titles.feedback')}
        ariaDescribedBy={ids.success}
        closeButton={false}
        buttons={[{ label: t('common:common.ok'), onClick: () => setSent(false), variant: 'primary', autoFocus: true }]}
      >
        <p id={ids.success} className="feedback-sent">
          {t('sent_success')}
        </p>
      </Modal>
    </form>
  )
}

export default function FeedbackPage() {
  return (
    <div className="feedback-page">
      <FeedbackForm />
    </div>
  )
}
