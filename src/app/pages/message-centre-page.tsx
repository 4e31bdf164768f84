import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { chatUnreadAtom } from '@/features/messages/messages-atoms'
import { memberAtom } from '@/lib/session/session-atoms'
import { resourceUrlAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { Badge } from '@/ui'
import { messageCentreItems, type MessageCentreItem } from '../entry-rules'
import { useFollowEntry } from '../frame/use-follow-entry'
import { unreadAtom } from '../unread-atoms'
import './message-centre-page.css'

/** The unread count each row carries (SPEC §2: announcements, inbox and chat, capped at 99+). */
const useUnreadOf = () => {
  const unread = useAtomValue(unreadAtom)
  const chat = useAtomValue(chatUnreadAtom)
  return (id: MessageCentreItem['id']) =>
    id === 'announcements' ? unread.announcement : id === 'inbox' ? unread.inbox : id === 'chat' ? chat : 0
}

/**
 * The message centre (/m/message, SPEC §2): one row per way to reach the operator or read what it
 * sent, with its unread count. Its Back goes home (the frame's). Each row follows the same entry
 * rules as every menu: a guest is sent to log in for the inbox and chat, a free trial is refused.
 */
export default function MessageCentrePage() {
  const { t } = useTranslation(['messages', 'common'])
  const follow = useFollowEntry()
  const member = useAtomValue(memberAtom)
  const flags = useAtomValue(whitelabelAtom)
  const resourceUrl = useAtomValue(resourceUrlAtom)
  const unreadOf = useUnreadOf()
  const items = messageCentreItems({ member, flags, telegramUrl: resourceUrl('TELEGRAM'), affiliateServiceUrl: resourceUrl('AFFCS') })
  return (
    <div className="page-plain message-centre">
      <h1 className="page-plain-title">{t('common:titles.messages')}</h1>
      <ul className="message-centre__list" role="list">
        {items.map(({ id, entry }) => {
          const unread = unreadOf(id)
          return (
            <li key={id}>
              <button type="button" className="message-centre__row" onClick={() => follow(entry)}>
                <span className="message-centre__name">{t(`centre.${id}`)}</span>
                <Badge count={unread} label={t('centre.unread_count', { count: unread })} />
                <span className="message-centre__chevron" aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
