import { Exit } from 'effect'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { useWrite } from '@/lib/effect/use-write'
import { formatDateTime } from '@/lib/format/date-time'
import { exitFailureMessage } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { ConfirmDialog, Modal, PageMessage, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { RecordList } from '@/ui/record-list'
import { FormError } from '@/ui/form-error'
import { SubmitRow } from '@/ui/submit-row'
import { TextField } from '@/ui/text-field'
import { deleteSentMailAtom, outboxListQuery, recipientTypesQuery, sendMailAtom, teamMailOpenAtom } from '../outbox-atoms'
import { draftProblems, newMailOf, offeredRecipients, type DraftProblems, type MailDraft } from '../outbox-rules'
import { mailContentMax, mailSubjectMax, type RecipientType, type SentMail } from '../outbox-schema'
import './inbox-page.css'

/**
 * Team mail (/m/agent/teamMail, ours; PLATFORM.md §7 "outbox", OUTBOX3): an agent writes to the
 * whole team, the direct members or one member, and sees what was sent, to whom and how many have
 * read it; a sent mail can be deleted from the list. For agents on a site with OUTBOX3.
 */
export default function TeamMailPage() {
  const { t } = useTranslation(['inbox', 'common'])
  const open = useAtomValue(teamMailOpenAtom)
  const view = useAtomValue(outboxListQuery)
  const paging = usePagedList(view, useSetAtom(outboxListQuery))
  const [writing, setWriting] = useState(false)
  // The mail shown stays the dialog's content while it closes.
  const [shown, setShown] = useState<{ readonly mail: SentMail; readonly open: boolean } | null>(null)
  if (!open) {
    return <PageMessage message={t('common:errors.no_permissions')} />
  }
  return (
    <div className="inbox-page">
      <RecordList
        label={t('outbox.sent_list')}
        filters={
          <div className="inbox-toolbar">
            <button type="button" onClick={() => setWriting(true)}>
              {t('outbox.write')}
            </button>
          </div>
        }
        paging={paging}
        getKey={(mail) => mail.outboxId}
        emptyMessage={t('outbox.empty')}
        renderItem={(mail) => (
          <button type="button" className="inbox-row" onClick={() => setShown({ mail, open: true })}>
            <span className="inbox-row__summary">
              <span className="inbox-row__subject">{mail.subject}</span>
              <span className="inbox-row__line">
                <span>{t('outbox.to', { recipients: mail.recipients })}</span>
                <time dateTime={new Date(mail.sendTime).toISOString()}>{formatDateTime(mail.sendTime)}</time>
              </span>
              <span className="inbox-row__line">{t('outbox.read_by', { read: mail.readCount, n: mail.recipientCount })}</span>
            </span>
          </button>
        )}
      />
      {shown && <SentMailDetail mail={shown.mail} open={shown.open} onClose={() => setShown({ ...shown, open: false })} />}
      <Modal open={writing} onClose={() => setWriting(false)} title={t('outbox.write')} className="inbox-detail">
        <ComposeForm onSent={() => setWriting(false)} />
      </Modal>
    </div>
  )
}

/** A sent mail: to whom, when, how many read it, what it said; Delete asks first. */
function SentMailDetail({ mail, open, onClose }: { readonly mail: SentMail; readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  // A refusal's words stay in the mail, beside Delete, until it is tapped again.
  const { send: remove, busy: deleting, failure } = useWrite(deleteSentMailAtom)
  const [confirming, setConfirming] = useState(false)
  const confirmDelete = () => {
    setConfirming(false)
    void remove(mail.outboxId, () => {
      toast.success(t('outbox.deleted'))
      onClose()
    })
  }
  return (
    <>
      <Modal open={open} onClose={onClose} title={mail.subject} className="inbox-detail">
        <p className="inbox-detail__meta">
          <span>{t('outbox.to', { recipients: mail.recipients })}</span>
          <time dateTime={new Date(mail.sendTime).toISOString()}>{formatDateTime(mail.sendTime)}</time>
        </p>
        <p className="inbox-detail__meta">{t('outbox.read_by', { read: mail.readCount, n: mail.recipientCount })}</p>
        <p className="team-mail__content">{mail.content}</p>
        <FormError message={failure} />
        <div className="inbox-reply__actions">
          <button type="button" disabled={deleting} aria-busy={deleting || undefined} onClick={() => setConfirming(true)}>
            {t('outbox.delete')}
          </button>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('outbox.delete_title')}
        message={t('outbox.delete_question', { subject: mail.subject })}
        confirmLabel={t('outbox.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}

const emptyDraft: MailDraft = { recipientType: 'DIRECT', userName: '', subject: '', content: '' }

/** Whom to, the subject and the message; what is missing is said under its field, and a refusal keeps what was typed. */
function ComposeForm({ onSent }: { readonly onSent: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  const [types, retryTypes] = useAtom(recipientTypesQuery)
  const messageOf = useApiErrorMessage()
  const send = useSetAtom(sendMailAtom)
  const sending = useAtomValue(sendMailAtom).waiting
  const [draft, setDraft] = useState<MailDraft>(emptyDraft)
  const [problems, setProblems] = useState<DraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const contentId = useId()
  const edit = (change: Partial<MailDraft>) => {
    setDraft((now) => ({ ...now, ...change }))
    setProblems({})
    setFailure(null)
  }
  const problemText = (field: keyof DraftProblems) => {
    const problem = problems[field]
    return problem ? t(`outbox.errors.${field}_${problem}`, { max: field === 'subject' ? mailSubjectMax : mailContentMax }) : null
  }
  const submit = async (event: FormEvent, offered: ReadonlyArray<RecipientType>) => {
    event.preventDefault()
    const chosen: MailDraft = offered.includes(draft.recipientType) ? draft : { ...draft, recipientType: offered[0] ?? 'ALL' }
    const found = draftProblems(chosen)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    const outcome = await send(newMailOf(chosen))
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) {
      toast.success(t('outbox.sent', { n: outcome.value.recipientCount }))
      onSent()
    } else setFailure(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
  }
  const contentProblem = problemText('content')
  return (
    <QueryView result={types} onRetry={() => retryTypes('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
      {(available) => {
        const offered = offeredRecipients(available)
        const recipientType = offered.includes(draft.recipientType) ? draft.recipientType : (offered[0] ?? 'ALL')
        return (
          <form className="inbox-reply team-mail__form" onSubmit={(event) => void submit(event, offered)} noValidate>
            <fieldset className="team-mail__to">
              <legend>{t('outbox.to_label')}</legend>
              {offered.map((type) => (
                <label key={type}>
                  <input
                    type="radio"
                    name="recipientType"
                    value={type}
                    checked={recipientType === type}
                    onChange={() => edit({ recipientType: type })}
                  />
                  {t(`outbox.recipient.${type}`)}
                </label>
              ))}
            </fieldset>
            {recipientType === 'MEMBER' && (
              <TextField
                label={t('outbox.member')}
                required
                autoComplete="off"
                value={draft.userName}
                error={problemText('userName')}
                onChange={(event) => edit({ userName: event.target.value })}
              />
            )}
            <TextField
              label={t('outbox.subject')}
              required
              maxLength={mailSubjectMax}
              value={draft.subject}
              error={problemText('subject')}
              onChange={(event) => edit({ subject: event.target.value })}
            />
            <div className="field">
              <div className="field-head">
                <label htmlFor={contentId}>{t('outbox.message')}</label>
                <span className="field-required" aria-hidden="true">
                  {'*'}
                </span>
              </div>
              <textarea
                id={contentId}
                rows={5}
                maxLength={mailContentMax}
                value={draft.content}
                aria-required
                aria-invalid={contentProblem ? true : undefined}
                aria-describedby={contentProblem ? `${contentId}-message` : undefined}
                onChange={(event) => edit({ content: event.target.value })}
              />
              <span className="inbox-reply__count" aria-hidden="true">
                {draft.content.length}/{mailContentMax}
              </span>
              {contentProblem && (
                <p id={`${contentId}-message`} className="field-message" role="alert">
                  {contentProblem}
                </p>
              )}
            </div>
            <SubmitRow failure={failure} busy={sending} label={t('outbox.send')} />
          </form>
        )
      }}
    </QueryView>
  )
}
