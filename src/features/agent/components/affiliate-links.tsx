import { useAtom, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { formatDay } from '@/lib/format/date-time'
import { useWrite } from '@/lib/effect/use-write'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { ConfirmDialog, EmptyState, Modal, Select, toast } from '@/ui'
import { CopyButton } from '@/ui/copy-button'
import { QueryView, Skeleton } from '@/ui/query-view'
import { ShareSheet } from '@/ui/share-sheet'
import { SubmitRow } from '@/ui/submit-row'
import { FormError } from '@/ui/form-error'
import { affiliateLinksQuery, createLinkAtom, deleteLinkAtom, linkOptionsQuery } from '../open-account-atoms'
import { linkLimit, type AffiliateLink, type ExpiryOption, type NewMemberType, type PromotionChannel } from '../open-account-schema'
import { MemberTypeChoice } from './member-type-choice'
import {
  givenRebatesOf,
  leastRebates,
  RebateFields,
  rebateIssuesOf,
  useProductName,
  type RebateLimit,
  type TypedRebates,
} from './rebate-fields'

/** Whether a link still signs people up: a link past its expiry is kept in the list, marked. */
const isExpired = (link: AffiliateLink, now: number) => link.expiresAt !== null && link.expiresAt <= now

function LinkCard({
  link,
  channelName,
  onShare,
}: {
  readonly link: AffiliateLink
  readonly channelName: string
  readonly onShare: () => void
}) {
  const { t } = useTranslation('agent')
  const productName = useProductName()
  const remove = useSetAtom(deleteLinkAtom)
  const [asking, setAsking] = useState(false)
  // Deleted, the card goes once the list asked again is drawn; until then Delete stays locked, or
  // a second delete would be refused as already gone.
  const { busy, locked, issue, send } = useSendFeedback(link, toast.success)
  const expired = isExpired(link, Date.now())
  const confirmDelete = () => {
    setAsking(false)
    void send(() => remove(link.id), t('links.deleted', { code: link.code }))
  }
  return (
    <li className="link-card" aria-label={t('links.link_named', { code: link.code })}>
      <div className="link-card__head">
        <span className="link-card__code">{link.code}</span>
        <span className="link-card__type">{t(link.type === 1 ? 'open.type_agent' : 'open.type_player')}</span>
        <span className={['link-card__life', expired ? 'is-expired' : ''].filter(Boolean).join(' ')}>
          {expired
            ? t('links.expired')
            : link.expiresAt === null
              ? t('links.never_expires')
              : t('links.expires', { date: formatDay(link.expiresAt) })}
        </span>
      </div>
      <p className="link-card__url">{link.url}</p>
      <dl className="link-card__facts">
        <div>
          <dt>{t('links.channel')}</dt>
          <dd>{channelName}</dd>
        </div>
        <div>
          <dt>{t('links.signed_up')}</dt>
          <dd>{link.registeredCount}</dd>
        </div>
        <div>
          <dt>{t('links.created')}</dt>
          <dd>{formatDay(link.createdTime)}</dd>
        </div>
      </dl>
      <p className="link-card__rebates">
        {link.configs.map((config) => t('links.rebate_of', { product: productName(config.type), value: config.rebateValue })).join(' · ')}
      </p>
      <div className="link-card__actions">
        <CopyButton className="btn btn-secondary" label={t('links.link_named', { code: link.code })} value={link.url} />
        <button type="button" className="btn btn-secondary" onClick={onShare} disabled={expired}>
          {t('links.share')}
        </button>
        <button
          type="button"
          className="btn btn-ghost link-card__delete"
          disabled={locked}
          aria-busy={busy || undefined}
          onClick={() => setAsking(true)}
        >
          {t('links.delete')}
        </button>
      </div>
      <FormError message={issue} />
      <ConfirmDialog
        open={asking}
        title={t('links.delete_title')}
        message={t('links.delete_question', { code: link.code })}
        confirmLabel={t('links.delete')}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setAsking(false)}
      />
    </li>
  )
}

/** A new link: who it signs up, their rebates, how long it lives and where it will be shared. */
function NewLinkForm({
  limits,
  expiries,
  channels,
  onMade,
}: {
  readonly limits: ReadonlyArray<RebateLimit>
  readonly expiries: ReadonlyArray<ExpiryOption>
  readonly channels: ReadonlyArray<PromotionChannel>
  readonly onMade: (link: AffiliateLink) => void
}) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: create, busy, failure } = useWrite(createLinkAtom)
  const [type, setType] = useState<NewMemberType>(0)
  const [rebates, setRebates] = useState<TypedRebates>(() => leastRebates(limits))
  const [expiryCode, setExpiryCode] = useState(expiries[0]?.code)
  const [channel, setChannel] = useState<string | undefined>(undefined)
  const [shown, setShown] = useState(false)
  const expiryLabel = (option: ExpiryOption) => (option.days === null ? t('links.never') : t('links.days', { count: option.days }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || expiryCode === undefined || channel === undefined) return
    if (rebateIssuesOf(limits, rebates).some((entry) => entry.issue !== null)) return
    await create({ type, configs: givenRebatesOf(limits, rebates), expiryCode, channel }, onMade)
  }

  return (
    <form className="open-account__form" onSubmit={(event) => void submit(event)} noValidate>
      <MemberTypeChoice legend={t('links.type')} value={type} onChange={setType} />
      <Select
        label={t('links.life')}
        showLabel
        options={expiries.map((option) => ({ value: option.code, label: expiryLabel(option) }))}
        value={expiryCode}
        onChange={setExpiryCode}
      />
      <div className="field">
        <Select
          label={t('links.channel')}
          showLabel
          placeholder={t('links.channel_pick')}
          options={channels.map((option) => ({ value: option.code, label: option.name }))}
          value={channel}
          onChange={setChannel}
        />
        {shown && channel === undefined && (
          <p className="field-message" role="alert">
            {t('links.channel_missing')}
          </p>
        )}
      </div>
      <h3 className="open-account__heading">{t('open.rebates')}</h3>
      <RebateFields limits={limits} typed={rebates} onChange={setRebates} shown={shown} />
      <SubmitRow failure={failure} busy={busy} label={t('links.create')} />
    </form>
  )
}

/**
 * The agent's affiliate links (issue 15, /m/agentRegister; MCSFE_viewAffiliateUrls and friends):
 * newest first, each with its code, address, life, channel, sign-ups and rebates, to copy, share
 * (QR, apps, the phone's sheet) or delete after a question. A new link is made in a dialog and
 * opens its share sheet at once; at the platform's limit the button says so.
 */
export function AffiliateLinks({ limits }: { readonly limits: ReadonlyArray<RebateLimit> }) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const [links, dispatch] = useAtom(affiliateLinksQuery)
  const [options, retryOptions] = useAtom(linkOptionsQuery)
  const [making, setMaking] = useState(false)
  const [sharing, setSharing] = useState<AffiliateLink | null>(null)
  // A channel's operator label once the options have come; its code until then.
  const channels = AsyncResult.getOrElse(options, () => null)?.channels ?? []
  const channelName = (code: string) => channels.find((channel) => channel.code === code)?.name ?? code

  return (
    <QueryView result={links} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
      {(list) => (
        <section className="affiliate-links" aria-label={t('links.title')}>
          <div className="affiliate-links__head">
            <p className="affiliate-links__count">{t('links.count', { count: list.length, limit: linkLimit })}</p>
            <button type="button" className="btn btn-primary" onClick={() => setMaking(true)} disabled={list.length >= linkLimit}>
              {t('links.new')}
            </button>
          </div>
          {list.length >= linkLimit && <p className="open-account__note">{t('links.at_limit', { limit: linkLimit })}</p>}
          {list.length === 0 ? (
            <EmptyState message={t('links.empty')} hint={t('links.empty_hint')} />
          ) : (
            <ul className="affiliate-links__list" role="list">
              {list.map((link) => (
                <LinkCard key={link.id} link={link} channelName={channelName(link.channel)} onShare={() => setSharing(link)} />
              ))}
            </ul>
          )}
          {making && (
            <Modal open onClose={() => setMaking(false)} title={t('links.new')} className="team-dialog">
              <QueryView result={options} onRetry={() => retryOptions('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={5} />}>
                {({ expiries, channels }) => (
                  <NewLinkForm
                    limits={limits}
                    expiries={expiries}
                    channels={channels}
                    onMade={(link) => {
                      setMaking(false)
                      toast.success(t('links.made', { code: link.code }))
                      setSharing(link)
                    }}
                  />
                )}
              </QueryView>
            </Modal>
          )}
          {sharing && (
            <ShareSheet
              open
              onClose={() => setSharing(null)}
              title={t('links.share_title')}
              message={t('links.share_message')}
              link={sharing.url}
              qrLabel={t('links.qr_label', { code: sharing.code })}
            />
          )}
        </section>
      )}
    </QueryView>
  )
}
