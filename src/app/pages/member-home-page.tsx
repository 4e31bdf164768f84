import { useAtom, useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useReadyToDraw } from '@/lib/effect/answered-within'
import type { WalletAccount } from '@/domain/member'
import { SignOutButton } from '@/features/account/components/sign-out-button'
import { MemberHeader } from '@/features/member/components/member-header'
import { MemberMenu } from '@/features/member/components/member-menu'
import { VipProgress } from '@/features/member/components/vip-progress'
import { WalletCard } from '@/features/member/components/wallet-card'
import { WalletTransferDialog } from '@/features/member/components/wallet-transfer'
import { avatarQuery, memberMenuReadyAtom, rankProgressQuery, transferWalletsAtom } from '@/features/member/member-atoms'
import { useReturnAll } from '@/features/member/components/use-return-all'
import { greetingOf } from '@/features/member/member-rules'
import { isInAppContext } from '@/lib/platform'
import { paths } from '@/lib/routes/paths'
import { balanceHiddenAtom, memberAtom, sessionAtom, viewerAtom, walletQuery } from '@/lib/session/session-atoms'
import { resourceUrlAtom, siteInfoAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { newMemberCentre } from '@/domain/system'
import { copyText, toast } from '@/ui'
import { FailureOf } from '@/ui/failure-row'
import { QueryView, Skeleton } from '@/ui/query-view'
import { vipLabelOf } from '../entry-rules'
import { memberCentreItems, type MemberCentreItemId } from '../member-centre-items'
import { useFollowEntry } from '../frame/use-follow-entry'
import { unreadAtom } from '../unread-atoms'
import '@/ui/card.css'

/** The label of each destination: the route titles of the common namespace, chat's own name. */
const labelKey = (id: MemberCentreItemId) => (id === 'customer_service' ? 'common:service.chat' : `common:titles.${id}`)

/**
 * SPEC §2 member centre (/m/member/home), issue 11. Two templates by the site's mem_cen (SPEC §4):
 * 1 is the new version (VIP card and an icon grid), anything else the base version (a list of
 * rows). Guests never arrive (the frame sends them to login); a free-trial account is asked to
 * register instead, as the bottom menu asks.
 */
export default function MemberHomePage() {
  const { t } = useTranslation(['member', 'common'])
  const viewer = useAtomValue(viewerAtom)
  if (viewer.kind === 'trial') {
    return (
      <div className="member-page">
        <h1 className="page-plain-title">{t('common:titles.member_centre')}</h1>
        <section className="ui-card">
          <p>{t('common:member.trial_register_prompt')}</p>
          <Link href={paths.register} className="btn btn-primary btn-block">
            {t('common:member.register_now')}
          </Link>
        </section>
      </div>
    )
  }
  return <MemberCentre />
}

function MemberCentre() {
  const messageOf = useApiErrorMessage()
  const { t } = useTranslation(['member', 'common'])
  const site = useAtomValue(siteInfoAtom)
  const template = site && newMemberCentre(site.mobileTemplate) ? 'new' : 'base'
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const viewer = useAtomValue(viewerAtom)
  const flags = useAtomValue(whitelabelAtom)
  const resourceUrl = useAtomValue(resourceUrlAtom)
  const unread = useAtomValue(unreadAtom)
  const [walletResult, walletDispatch] = useAtom(walletQuery)
  const [hidden, setHidden] = useAtom(balanceHiddenAtom)
  const [progress, progressDispatch] = useAtom(rankProgressQuery)
  const avatar = useAtomValue(avatarQuery)
  const { returning, returnAll } = useReturnAll(toast.failure)
  const [transferring, setTransferring] = useState<WalletAccount | null>(null)
  const follow = useFollowEntry()
  const menuReady = useReadyToDraw(memberMenuReadyAtom)

  const account = member?.account ?? session?.userName ?? ''
  const wallet = AsyncResult.getOrElse(walletResult, () => null)
  const transfer = useAtomValue(transferWalletsAtom)
  const clubLabel = vipLabelOf(member)

  const copyAccount = () => copyText(account, { copied: t('common:common.copied'), failed: t('common:common.copy_failed') })

  const items = memberCentreItems({
    viewer,
    member,
    flags,
    inAppContext: isInAppContext(),
    taskUrl: resourceUrl('TASK'),
  }).map(({ id, entry }) => ({
    id,
    label: t(labelKey(id)),
    ...(id === 'inbox' ? { badge: unread.inbox } : {}),
    onSelect: () => follow(entry),
  }))

  const vip = (
    <QueryView
      result={progress}
      onRetry={() => progressDispatch('refresh')}
      messageOf={messageOf}
      skeleton={<Skeleton lines={2} className="ui-card member-vip-skeleton" />}
    >
      {(value) => <VipProgress progress={value} benefitsLink />}
    </QueryView>
  )

  return (
    <div className={`member-page member-page--${template}`} data-template={template}>
      <h1 className="page-plain-title">{t('common:titles.member_centre')}</h1>
      <MemberHeader
        greeting={greetingOf(new Date().getHours())}
        name={member?.nickname || account}
        account={account}
        avatarUrl={AsyncResult.getOrElse(avatar, () => null)?.avatar ?? null}
        vipLabel={member ? clubLabel && { name: clubLabel.labelName, color: clubLabel.color, color2: clubLabel.color2 } : undefined}
        balance={wallet}
        hidden={hidden}
        onToggleHidden={() => setHidden(!hidden)}
        refreshing={AsyncResult.isWaiting(walletResult)}
        onRefresh={() => walletDispatch('refresh')}
        onCopyAccount={copyAccount}
      />
      {template === 'new' && vip}
      {wallet ? (
        <WalletCard
          wallet={wallet}
          hidden={hidden}
          transfer={transfer}
          canTransfer={flags.has('FUNDTRANS3')}
          returning={returning}
          onReturnAll={() => void returnAll()}
          onTransfer={setTransferring}
        />
      ) : (
        // Until the first answer; if it failed, why, with Retry in the card's place (the header's '—' says it too).
        <FailureOf result={walletResult} messageOf={messageOf} onRetry={() => walletDispatch('refresh')}>
          <Skeleton lines={1} className="ui-card member-wallet-skeleton" />
        </FailureOf>
      )}
      {/* The menu and what follows it show together, once member info has said which items there are. */}
      {menuReady ? (
        <>
          <MemberMenu items={items} layout={template === 'new' ? 'grid' : 'list'} />
          {template === 'base' && vip}
          <SignOutButton className="btn btn-ghost btn-block" />
        </>
      ) : (
        <Skeleton lines={4} className="ui-card" />
      )}
      {wallet && transferring && <WalletTransferDialog wallet={wallet} game={transferring} onClose={() => setTransferring(null)} />}
    </div>
  )
}
