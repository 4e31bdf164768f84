import { Cause, Exit, Option } from 'effect'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useContext, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { DeepLink } from '@/lib/deep-link'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { errorMessageKey, type ApiError } from '@/lib/http/errors'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Badge, ConfirmDialog, Modal, toast } from '@/ui'
import { DeepLinkContext } from '@/ui/deep-link-context'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from '@/ui/operator-html-on-demand'
import { FormError } from '@/ui/form-error'
import { RecordList } from '@/ui/record-list'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import {
  claimRewardAtom,
  deleteMailsAtom,
  inboxListQuery,
  inboxViewAtom,
  markMailsReadAtom,
  replyAtom,
  replyDraftKey,
  replyDraftsAtom,
  reportMailOpenedAtom,
} from '../inbox-atoms'
import { countdownOf, replySubjectOf, rewardStateOf } from '../inbox-rules'
import { replyMaxLength, type Mail, type MailReward } from '../inbox-schema'
import './inbox-page.css'

/** The dictionary key of why a write failed (the platform's refusal, the network, ...). */
const failureKeyOf = <A,>(exit: Exit.Exit<A, ApiError>) => {
  const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : Option.none()
  return `common:${Option.isSome(error) ? errorMessageKey(error.value) : 'errors.unknown'}`
}

/**
 * The inbox (/m/webEmail, PLATFORM.md §7): the mails 20 a page, newest first, each with its unread
 * dot and reward marker; a mail opens in a dialog with its sanitised body, its reward and a reply
 * form, and is marked read at once. Select mode marks read or deletes several at a time.
 */
export default function InboxPage() {
  const { t } = useTranslation(['inbox', 'common'])
  const view = useAtomValue(inboxViewAtom)
  const act = useSetAtom(inboxListQuery)
  const paging = usePagedList(view, act)
  const markRead = useSetAtom(markMailsReadAtom)
  const remove = useSetAtom(deleteMailsAtom)
  const reportOpened = useSetAtom(reportMailOpenedAtom)
  const [selecting, setSelecting] = useState(false)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  // The last mail opened stays the dialog's content while it closes; looked up in the list each
  // render, so it shows read and claimed as soon as it is.
  const [opened, setOpened] = useState<{ readonly id: string; readonly open: boolean } | null>(null)
  // The sanitiser's code: at once when a mail opens (beside the dialog's), else after the first tap.
  useOperatorHtmlSoon(opened?.open === true)
  const shown = view.items.find((mail) => mail.inboxId === opened?.id)
  const chosenMails = view.items.filter((mail) => chosen.has(mail.inboxId))
  const allChosen = view.items.length > 0 && chosenMails.length === view.items.length

  const open = (mail: Mail) => {
    setOpened({ id: mail.inboxId, open: true })
    if (!mail.read) void markRead([mail])
    void reportOpened(mail)
  }
  const toggle = (inboxId: string) =>
    setChosen((now) => (now.has(inboxId) ? new Set([...now].filter((id) => id !== inboxId)) : new Set([...now, inboxId])))
  // Why the last Mark read or Delete did not go through, beside the buttons until the next try;
  // the selection stays, so trying again is one tap.
  const [failure, setFailure] = useState<string | null>(null)
  const endSelect = () => {
    setSelecting(false)
    setChosen(new Set())
    setFailure(null)
  }
  const failureText = (key: 'inbox:read_failed' | 'inbox:delete_failed', refused: Exit.Exit<unknown, ApiError>) =>
    `${t(key)} ${t(failureKeyOf(refused))}`
  const markChosenRead = async () => {
    setFailure(null)
    setBusy(true)
    const refused = await markRead(chosenMails)
    setBusy(false)
    if (refused === null) endSelect()
    else setFailure(failureText('inbox:read_failed', refused))
  }
  const deleteChosen = async () => {
    setConfirming(false)
    setFailure(null)
    setBusy(true)
    const count = chosenMails.length
    const refused = await remove(chosenMails)
    setBusy(false)
    if (refused === null) {
      toast.success(t('inbox:deleted', { n: count }))
      endSelect()
    } else setFailure(failureText('inbox:delete_failed', refused))
  }

  const toolbar = selecting ? (
    <>
      <div className="inbox-toolbar" role="toolbar" aria-label={t('inbox:selection')}>
        <label className="inbox-toolbar__all">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={() => setChosen(allChosen ? new Set() : new Set(view.items.map((mail) => mail.inboxId)))}
          />
          {t('inbox:select_all')}
        </label>
        <span className="inbox-toolbar__count">{t('inbox:chosen', { n: chosenMails.length })}</span>
        <button type="button" disabled={busy || chosenMails.length === 0} onClick={() => void markChosenRead()}>
          {t('inbox:mark_read')}
        </button>
        <button type="button" disabled={busy || chosenMails.length === 0} onClick={() => setConfirming(true)}>
          {t('inbox:delete')}
        </button>
        <button type="button" onClick={endSelect}>
          {t('inbox:done')}
        </button>
      </div>
      {failure && (
        <div className="inbox-failure">
          <FormError message={failure} />
        </div>
      )}
    </>
  ) : (
    <div className="inbox-toolbar">
      <button type="button" disabled={view.items.length === 0} onClick={() => setSelecting(true)}>
        {t('inbox:select')}
      </button>
    </div>
  )

  return (
    <div className="inbox-page">
      <RecordList
        label={t('inbox:title')}
        filters={toolbar}
        paging={paging}
        getKey={(mail) => mail.inboxId}
        emptyMessage={t('inbox:empty')}
        renderItem={(mail) =>
          selecting ? (
            <label className="inbox-row inbox-row--select">
              <input type="checkbox" checked={chosen.has(mail.inboxId)} onChange={() => toggle(mail.inboxId)} />
              <MailSummary mail={mail} />
            </label>
          ) : (
            <button type="button" className="inbox-row" onClick={() => open(mail)}>
              <MailSummary mail={mail} />
            </button>
          )
        }
      />
      {shown && <MailDetail mail={shown} open={opened?.open === true} onClose={() => setOpened({ id: shown.inboxId, open: false })} />}
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('inbox:delete_title')}
        message={t('inbox:delete_question', { n: chosenMails.length })}
        confirmLabel={t('inbox:delete')}
        onConfirm={() => void deleteChosen()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}

function MailSummary({ mail }: { readonly mail: Mail }) {
  const { t } = useTranslation('inbox')
  return (
    <span className="inbox-row__summary">
      <span className="inbox-row__subject">{mail.subject}</span>
      <span className="inbox-row__line">
        <span>{mail.senderName}</span>
        <time dateTime={new Date(mail.sendTime).toISOString()}>{formatDateTime(mail.sendTime)}</time>
      </span>
      {mail.metadata?.reward && <span className="inbox-row__reward">{t('reward_marker')}</span>}
      {mail.read ? null : <Badge count={1} dot label={t('unread')} className="inbox-row__dot" />}
    </span>
  )
}

export function MailDetail({ mail, open, onClose }: { readonly mail: Mail; readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('inbox')
  const follow = useContext(DeepLinkContext)
  const mayReply = useAtomValue(whitelabelAtom).has('SENDMAIL3') && mail.canReply
  // A link that opens something over this screen (a game, the app download) closes the mail first.
  const followOver = (link: DeepLink, label?: string) => {
    if (link.kind === 'game' || link.kind === 'app-download') onClose()
    follow(link, label)
  }
  return (
    <Modal open={open} onClose={onClose} title={mail.subject} className="inbox-detail">
      <p className="inbox-detail__meta">
        <span>{t('from', { sender: mail.senderName })}</span>
        <time dateTime={new Date(mail.sendTime).toISOString()}>{formatDateTime(mail.sendTime)}</time>
      </p>
      <DeepLinkContext.Provider value={followOver}>
        <OperatorHtmlOnDemand className="inbox-detail__body" html={mail.content} />
      </DeepLinkContext.Provider>
      {mail.metadata?.reward && <RewardBlock mail={mail} reward={mail.metadata.reward} />}
      {mayReply && <ReplyForm key={mail.inboxId} mail={mail} />}
    </Modal>
  )
}

/** The time left to claim, its days in the reader's language ("Ends in 2d 03:04:05"). */
const timeLeftText = (t: TFunction<['inbox', 'common']>, seconds: number) => {
  const { days, clock } = countdownOf(seconds)
  return days > 0 ? t('inbox:reward.time_left_days', { days, time: clock }) : t('inbox:reward.time_left', { time: clock })
}

/** What a reward gives (or gave), and its Claim button with the time left. */
function RewardBlock({ mail, reward }: { readonly mail: Mail; readonly reward: MailReward }) {
  const { t } = useTranslation(['inbox', 'common'])
  const claim = useSetAtom(claimRewardAtom)
  const claiming = useAtomValue(claimRewardAtom).waiting
  const askListAgain = useSetAtom(inboxListQuery)
  const secondsLeft = useSecondsLeft(reward.expiredDate) ?? 0
  const state = rewardStateOf(mail.metadata, reward.expiredDate - secondsLeft * 1000)
  // Why the last claim did not go through, under Claim until it is tapped again.
  const [failure, setFailure] = useState<string | null>(null)
  const onClaim = async () => {
    setFailure(null)
    const outcome = await claim({ inboxId: mail.inboxId, recordSource: mail.recordSource })
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) return toast.success(t('inbox:reward.claimed_toast'))
    setFailure(t(failureKeyOf(outcome)))
    // Refused or unanswered, it may be claimed already (here or elsewhere): the platform says.
    askListAgain('refresh')
  }
  const gives = state.kind === 'claimed' ? claimedParts(reward) : offeredParts(reward)
  return (
    <section className="inbox-reward" aria-label={t('inbox:reward.title')}>
      <h3>{state.kind === 'claimed' ? t('inbox:reward.you_received') : t('inbox:reward.title')}</h3>
      <ul>
        {gives.money > 0 && <li>{t('inbox:reward.bonus', { amount: peso(gives.money) })}</li>}
        {gives.points > 0 && <li>{t('inbox:reward.points', { n: gives.points })}</li>}
        {gives.tickets.map((ticket, index) => (
          <li key={`${ticket.rewardName}-${index}`}>{t('inbox:reward.ticket', { name: ticket.rewardName })}</li>
        ))}
      </ul>
      {state.kind === 'claimable' && (
        <>
          <p className="inbox-reward__left">{timeLeftText(t, state.secondsLeft)}</p>
          <button
            type="button"
            className="inbox-reward__claim"
            disabled={claiming}
            aria-busy={claiming || undefined}
            onClick={() => void onClaim()}
          >
            {t('inbox:reward.claim')}
          </button>
          <FormError message={failure} />
        </>
      )}
      {state.kind === 'expired' && (
        <button type="button" className="inbox-reward__claim" disabled>
          {t('inbox:reward.expired')}
        </button>
      )}
    </section>
  )
}

const offeredParts = (reward: MailReward) => ({ money: reward.bonus ?? 0, points: reward.points ?? 0, tickets: reward.tickets ?? [] })
const claimedParts = (reward: MailReward) => ({
  money: reward.claimedMoney ?? 0,
  points: reward.claimedPoint ?? 0,
  tickets: reward.claimedTickets ?? [],
})

/** A reply to the mail (SENDMAIL3 and the mail's canReply): sent once per tap; success closes the form. */
function ReplyForm({ mail }: { readonly mail: Mail }) {
  const { t } = useTranslation(['inbox', 'common'])
  const send = useSetAtom(replyAtom)
  const sending = useAtomValue(replyAtom).waiting
  const [drafts, setDrafts] = useAtom(replyDraftsAtom)
  const key = replyDraftKey(mail)
  const content = drafts.get(key)
  const setContent = (text: string | undefined) =>
    setDrafts((current) => {
      const next = new Map(current)
      if (text === undefined) next.delete(key)
      else next.set(key, text)
      return next
    })
  const [missing, setMissing] = useState(false)
  // Why the last send failed, above the buttons until the reply is changed or sent again; the text stays.
  const [failure, setFailure] = useState<string | null>(null)
  if (content === undefined) {
    return (
      <button type="button" className="inbox-reply__open" onClick={() => setContent('')}>
        {t('inbox:reply.open')}
      </button>
    )
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (content.trim() === '') return setMissing(true)
    setFailure(null)
    const outcome = await send({ content, inboxId: mail.inboxId, recordSource: mail.recordSource, subject: replySubjectOf(mail.subject) })
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) {
      toast.success(t('inbox:reply.sent'))
      setContent(undefined)
    } else setFailure(t(failureKeyOf(outcome)))
  }
  return (
    <form className="inbox-reply" onSubmit={(event) => void submit(event)} noValidate>
      <label className="inbox-reply__label">
        {t('inbox:reply.label')}
        <textarea
          value={content}
          maxLength={replyMaxLength}
          rows={4}
          required
          aria-invalid={missing || undefined}
          onChange={(event) => {
            setContent(event.target.value)
            setMissing(false)
            setFailure(null)
          }}
        />
      </label>
      <span className="inbox-reply__count" aria-hidden="true">
        {content.length}/{replyMaxLength}
      </span>
      {missing && (
        <p className="inbox-reply__error" role="alert">
          {t('inbox:reply.required')}
        </p>
      )}
      <FormError message={failure} />
      <div className="inbox-reply__actions">
        <button type="button" onClick={() => setContent(undefined)}>
          {t('inbox:reply.cancel')}
        </button>
        <button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {t('inbox:reply.send')}
        </button>
      </div>
    </form>
  )
}
