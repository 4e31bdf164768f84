import { useAtomValue, useSetAtom } from 'jotai'
import { useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { DeepLink } from '@/lib/deep-link'
import { formatDateTime } from '@/lib/format/date-time'
import { useQueryParams } from '@/lib/query'
import { paths, routeQueries } from '@/lib/routes/paths'
import { viewerAtom } from '@/lib/session/session-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { Badge, EmptyState, Modal, Tabs } from '@/ui'
import { DeepLinkContext } from '@/ui/deep-link-context'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from '@/ui/operator-html-on-demand'
import { QueryView, Skeleton } from '@/ui/query-view'
import { markReadAtom, noticeBoardAtoms, noticeBoards, noticeQueries, type NoticeBoard, type NoticeTab } from '../content-atoms'
import { bucketOf, type Announcement, type AnnouncementList } from '../content-schema'
import './notice-page.css'

/** A tab's announcements, newest first (notices and banner news are one list). */
const entriesOf = (list: AnnouncementList, types: ReadonlyArray<Announcement['type']>) =>
  types.flatMap((type) => list[bucketOf[type]]).sort((a, b) => b.createTime - a.createTime)

const unreadIn = (entries: ReadonlyArray<Announcement>) => entries.filter((entry) => !entry.read).length

/**
 * Announcements (/m/notice) and the agents' own (/m/member/notice?types=A), SPEC §2 and §4: the
 * boards of content-atoms by type with their unread counts, each notice's unread dot, and a
 * detail view with the sanitised body. Opening an unread notice marks it read (markReadAtom).
 */
export default function NoticePage() {
  const messageOf = useApiErrorMessage()
  const [location] = useLocation()
  const { types } = useQueryParams(routeQueries.memberNotice)
  const agent = useAtomValue(viewerAtom).kind === 'agent'
  const board: NoticeBoard = location === paths.memberNotice && types === 'A' && agent ? 'agent' : 'player'
  const result = useAtomValue(noticeBoardAtoms[board])
  const refresh = useSetAtom(noticeQueries[board])
  return (
    <div className="notice-page">
      <QueryView result={result} onRetry={() => refresh('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
        {(list) => <NoticeBoardView board={board} list={list} />}
      </QueryView>
    </div>
  )
}

function NoticeBoardView({ board, list }: { readonly board: NoticeBoard; readonly list: AnnouncementList }) {
  const { t } = useTranslation('messages')
  const tabs = noticeBoards[board]
  const [chosen, setChosen] = useState<NoticeTab>(tabs[0].tab)
  const current = tabs.find((each) => each.tab === chosen) ?? tabs[0]
  const entries = entriesOf(list, current.types)
  if (tabs.length === 1) return <NoticeList entries={entries} />
  return (
    <Tabs
      label={t('notice.boards')}
      selected={current.tab}
      onSelect={(id) => setChosen(id as NoticeTab)}
      tabs={tabs.map((each) => {
        const unread = unreadIn(entriesOf(list, each.types))
        return { id: each.tab, label: t(`notice.tabs.${each.tab}`), badge: unread, badgeLabel: t('notice.unread_count', { count: unread }) }
      })}
      className="notice-tabs"
    >
      <NoticeList entries={entries} />
    </Tabs>
  )
}

function NoticeList({ entries }: { readonly entries: ReadonlyArray<Announcement> }) {
  const { t } = useTranslation('messages')
  const markRead = useSetAtom(markReadAtom)
  // The last notice opened stays the dialog's content while it closes; it is looked up in the list
  // each render, so it shows as read once marked.
  const [opened, setOpened] = useState<{ readonly id: string; readonly open: boolean } | null>(null)
  const shown = entries.find((entry) => entry.announcementId === opened?.id)
  // The sanitiser's code: at once when a notice opens (beside the dialog's), else after the first tap.
  useOperatorHtmlSoon(opened?.open === true)
  const follow = useContext(DeepLinkContext)
  // A link that opens something over this screen (a game, the app download) closes the notice first.
  const followOver = (link: DeepLink, label?: string) => {
    if ((link.kind === 'game' || link.kind === 'app-download') && shown) setOpened({ id: shown.announcementId, open: false })
    follow(link, label)
  }

  if (entries.length === 0) return <EmptyState message={t('notice.empty')} />
  return (
    <>
      <ul className="notice-list" role="list">
        {entries.map((entry) => (
          <li key={entry.announcementId}>
            <button
              type="button"
              className="notice-row"
              onClick={() => {
                setOpened({ id: entry.announcementId, open: true })
                if (!entry.read) void markRead(entry.announcementId)
              }}
            >
              <span className="notice-row__title">{entry.title}</span>
              <time className="notice-row__when" dateTime={new Date(entry.createTime).toISOString()}>
                {formatDateTime(entry.createTime)}
              </time>
              {entry.read ? null : <Badge count={1} dot label={t('notice.unread')} className="notice-row__dot" />}
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <Modal
          open={opened?.open === true}
          onClose={() => setOpened({ id: shown.announcementId, open: false })}
          title={shown.title}
          className="notice-detail"
        >
          <time className="notice-detail__when" dateTime={new Date(shown.createTime).toISOString()}>
            {formatDateTime(shown.createTime)}
          </time>
          <DeepLinkContext.Provider value={followOver}>
            <OperatorHtmlOnDemand className="notice-detail__body" html={shown.content} />
          </DeepLinkContext.Provider>
        </Modal>
      )}
    </>
  )
}
