import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { memberAtom, viewerAtom } from '@/lib/session/session-atoms'
import { resourceUrlAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { Badge, Modal } from '@/ui'
import { serviceItems } from '../entry-rules'
import { unreadAtom } from '../unread-atoms'
import { useClosesOnNewPage } from './use-closes-on-new-page'
import { useFollowEntry } from './use-follow-entry'

/**
 * The announcements' unread dot. Only the open popup draws it, so a closed popup (on every page
 * with the bottom menu) does not ask for the announcements.
 */
function AnnouncementsDot() {
  const { t } = useTranslation()
  const unread = useAtomValue(unreadAtom)
  return <Badge count={unread.announcement} dot label={t('service.unread')} />
}

/** The inbox's unread count on its item, capped at 99+ as every badge. */
function InboxCount() {
  const { t } = useTranslation()
  const unread = useAtomValue(unreadAtom)
  return <Badge count={unread.inbox} label={t('header.unread', { n: unread.inbox })} />
}

/** SPEC §2 Service popup, opened from the bottom menu; closes on any route change. */
export function ServicePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const follow = useFollowEntry()
  const viewer = useAtomValue(viewerAtom)
  const member = useAtomValue(memberAtom)
  const flags = useAtomValue(whitelabelAtom)
  const resourceUrl = useAtomValue(resourceUrlAtom)
  useClosesOnNewPage(open, onClose)

  const items = serviceItems({ viewer, member, flags, taskUrl: resourceUrl('TASK'), lineUrl: resourceUrl('LINE') })

  return (
    <Modal open={open} onClose={onClose} title={t('service.title')}>
      <ul className="service-list">
        {items.map(({ id, entry }) => (
          <li key={id}>
            <button type="button" className="service-item" onClick={() => follow(entry)}>
              <span>{t(`service.${id}`)}</span>
              {id === 'announcements' && <AnnouncementsDot />}
              {id === 'messages' && <InboxCount />}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
