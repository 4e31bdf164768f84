import { useAtomValue } from 'jotai'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { viewerAtom } from '@/lib/session/session-atoms'
import { Badge, ConfirmDialog } from '@/ui'
import { depositEntry, memberCentreEntry } from '../entry-rules'
import { isHomePath } from '../frame-rules'
import { unreadAtom } from '../unread-atoms'
import { DepositIcon, HomeIcon, MemberIcon, PromotionIcon, ServiceIcon } from './icons'
import { ServicePopup } from './service-popup'
import { useFollowEntry } from './use-follow-entry'

interface MenuItem {
  readonly id: 'home' | 'promotion' | 'deposit' | 'member' | 'service'
  readonly Icon: ComponentType
  readonly active: (path: string) => boolean
}

const items: ReadonlyArray<MenuItem> = [
  { id: 'home', Icon: HomeIcon, active: isHomePath },
  { id: 'promotion', Icon: PromotionIcon, active: (path) => path === paths.activity },
  { id: 'deposit', Icon: DepositIcon, active: (path) => path === paths.deposit },
  { id: 'member', Icon: MemberIcon, active: (path) => path === paths.memberHome },
  { id: 'service', Icon: ServiceIcon, active: () => false },
]

/**
 * The Service item's dot: something unread behind it, the announcements or (where the mail centre
 * is on) the inbox, as the service popup shows them. One answer for a member's session (home's
 * announcements call); a guest has nothing unread and asks for nothing.
 */
function ServiceUnread({ Icon }: { readonly Icon: ComponentType }) {
  const { t } = useTranslation()
  const unread = useAtomValue(unreadAtom)
  return (
    <Badge count={unread.announcement + unread.inbox} dot label={t('service.unread_any')}>
      <Icon />
    </Badge>
  )
}

export function BottomMenu() {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const viewer = useAtomValue(viewerAtom)
  const [serviceOpen, setServiceOpen] = useState(false)
  const [registerPrompt, setRegisterPrompt] = useState(false)

  const follow = useFollowEntry(() => setRegisterPrompt(true))

  const tap = (id: MenuItem['id']) => {
    switch (id) {
      case 'home':
        return navigate(paths.home)
      case 'promotion':
        return navigate(paths.activity)
      case 'deposit':
        return follow(depositEntry(viewer, policies.freeRejectToast))
      case 'member':
        return follow(memberCentreEntry(viewer))
      case 'service':
        return setServiceOpen(true)
    }
  }

  return (
    <>
      <nav className="bottom-menu" aria-label={t('menu.label')}>
        {items.map(({ id, Icon, active }) => (
          <button
            key={id}
            type="button"
            className="bottom-menu-item"
            aria-current={active(path) ? 'page' : undefined}
            // Named by its label alone: Service's unread dot is a picture inside it, read on its own.
            aria-label={t(`menu.${id}`)}
            onClick={() => tap(id)}
          >
            {id === 'service' ? <ServiceUnread Icon={Icon} /> : <Icon />}
            <span>{t(`menu.${id}`)}</span>
          </button>
        ))}
      </nav>
      <ServicePopup open={serviceOpen} onClose={() => setServiceOpen(false)} />
      <ConfirmDialog
        open={registerPrompt}
        message={t('member.trial_register_prompt')}
        confirmLabel={t('member.register_now')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setRegisterPrompt(false)}
        onConfirm={() => {
          setRegisterPrompt(false)
          navigate(paths.register)
        }}
      />
    </>
  )
}
