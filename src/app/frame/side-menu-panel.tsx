import { Dialog } from '@base-ui/react/dialog'
import { AnimatePresence, m } from 'framer-motion'
import { useAtom, useAtomValue } from 'jotai'
import { useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SignOutButton } from '@/features/account/components/sign-out-button'
import { policies } from '@/lib/effect/policies'
import { isInAppContext } from '@/lib/platform'
import { paths } from '@/lib/routes/paths'
import { balanceHiddenAtom, memberAtom, sessionAtom, walletQuery } from '@/lib/session/session-atoms'
import { resourceUrlAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { Badge, useInertOutside, useMaskDismiss } from '@/ui'
import { WithMotion } from '@/ui/motion'
import { missionEnabledFor, sideMenuItems, vipLabelOf, type Entry } from '../entry-rules'
import { unreadAtom } from '../unread-atoms'
import { InboxIcon, MemberIcon } from './icons'
import { sideMenuOpenAtom } from './side-menu'
import { useClosesOnNewPage } from './use-closes-on-new-page'
import { TotalBalance } from './total-balance'
import { useFollowEntry } from './use-follow-entry'
import './side-menu.css'

/**
 * The way to the message centre, with everything unread behind it (announcements and inbox, as
 * the header and the service popup count them).
 */
function MessagesButton({ onOpen }: { readonly onOpen: () => void }) {
  const { t } = useTranslation()
  const unread = useAtomValue(unreadAtom)
  const total = unread.announcement + unread.inbox
  return (
    <button type="button" className="header-icon side-menu-messages" aria-label={t('titles.messages')} onClick={onOpen}>
      <Badge count={total} label={t('header.unread', { n: total })}>
        <InboxIcon />
      </Badge>
    </button>
  )
}

/**
 * The side menu's panel (side-menu.tsx loads it when the menu first opens).
 * SPEC §2 right-side menu: member header, balance, the items the site allows, sign-out. A modal
 * dialog on Base UI's Dialog, like Modal: the page behind is inert, Tab stays inside, Escape closes
 * it and focus goes back to the header's Menu button. Portalled into `container` (the frame) so it
 * dims and slides within the app's column, as the rest of the frame does.
 */
export function SideMenuPanel({ container }: { container: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useAtom(sideMenuOpenAtom)
  const [hidden, setHidden] = useAtom(balanceHiddenAtom)
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  // Read while closed too (the panel stays mounted once it has come): the menu opens on a balance
  // already known, and a money action's refresh asks for it at once, on any page.
  useAtomValue(walletQuery)
  const flags = useAtomValue(whitelabelAtom)
  const resourceUrl = useAtomValue(resourceUrlAtom)
  const close = () => setOpen(false)
  const panelRef = useRef<HTMLDivElement>(null)
  // Our mask, not Base UI's outside press, so the SPEC's guard applies: the opening tap cannot close it.
  const dismiss = useMaskDismiss({ open, onClose: close })
  useInertOutside(open)

  useClosesOnNewPage(open, close)

  const followEntry = useFollowEntry()
  const follow = (entry: Entry) => {
    close()
    followEntry(entry)
  }

  const items = sideMenuItems({
    flags,
    inAppContext: isInAppContext(),
    taskUrl: resourceUrl('TASK'),
    missionEnabled: missionEnabledFor(member),
  })
  const vipLabel = vipLabelOf(member)

  return (
    <WithMotion>
      <Dialog.Root open={open} disablePointerDismissal onOpenChange={dismiss.onOpenChange}>
        <AnimatePresence>
          {open && (
            <Dialog.Portal keepMounted key="side-menu" container={container}>
              <Dialog.Viewport
                className="side-menu-mask"
                onClick={dismiss.onMaskClick}
                render={<m.div initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} />}
              >
                <Dialog.Popup
                  ref={panelRef}
                  className="side-menu"
                  aria-modal="true"
                  aria-label={t('side_menu.title')}
                  // The panel itself, as Modal does: a screen reader announces the menu, Tab goes to its first control.
                  initialFocus={panelRef}
                  onPointerDown={dismiss.onPanelPointerDown}
                  render={
                    <m.div
                      initial={{ x: '100%' }}
                      animate={{ x: 0 }}
                      exit={{ x: '100%' }}
                      transition={{ duration: policies.routeFade / 1000, ease: 'easeOut' }}
                    />
                  }
                >
                  {session ? (
                    <header className="side-menu-head">
                      <button
                        type="button"
                        className="side-menu-avatar"
                        aria-label={t('side_menu.member_home')}
                        onClick={() => follow({ kind: 'go', to: paths.memberHome })}
                      >
                        <MemberIcon />
                      </button>
                      <div className="side-menu-who">
                        <strong>{member?.nickname || member?.account || session.userName}</strong>
                        {vipLabel && <span className="side-menu-vip">{vipLabel.labelName}</span>}
                      </div>
                      <MessagesButton onOpen={() => follow({ kind: 'go', to: paths.message })} />
                      <div className="side-menu-balance">
                        <span>{t('side_menu.total_balance')}</span>
                        <strong aria-live="polite">
                          <TotalBalance hidden={hidden} />
                        </strong>
                        <button type="button" className="btn btn-ghost" aria-pressed={hidden} onClick={() => setHidden(!hidden)}>
                          {hidden ? t('side_menu.show_balance') : t('side_menu.hide_balance')}
                        </button>
                      </div>
                    </header>
                  ) : (
                    <header className="side-menu-head side-menu-guest">
                      <strong>{t('titles.member_centre')}</strong>
                      <div className="header-auth">
                        <Link href={paths.login} className="btn btn-ghost">
                          {t('header.login')}
                        </Link>
                        <Link href={paths.register} className="btn btn-primary">
                          {t('header.register')}
                        </Link>
                      </div>
                    </header>
                  )}
                  <nav aria-label={t('side_menu.title')}>
                    <ul className="side-menu-list">
                      {items.map(({ id, entry }) => (
                        <li key={id}>
                          <button type="button" className="side-menu-item" onClick={() => follow(entry)}>
                            {t(`titles.${id}`)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  {session && <SignOutButton className="btn btn-ghost btn-block" onSignedOut={close} />}
                  {/* Sighted users tap the mask; a screen reader on a phone reaches the mask by no gesture, so it gets this (shown once focused). */}
                  <Dialog.Close className="btn btn-ghost btn-block visually-hidden-until-focused">{t('common.close')}</Dialog.Close>
                </Dialog.Popup>
              </Dialog.Viewport>
            </Dialog.Portal>
          )}
        </AnimatePresence>
      </Dialog.Root>
    </WithMotion>
  )
}
