import type { AnnouncementList } from '@/domain/announcement'
import type { Viewer } from '@/domain/member'
import { noUnread, type UnreadCounts } from './messages-schema'

/** SPEC §6 and §7: the announcement badge counts banners, player notices and popups. */
const countedLists = ['banner', 'playerNotice', 'popup'] as const

/**
 * The unread counts, read from the one announcements answer home asks for (types B,PL,PU,H), the
 * reads made on this device already applied (null until it arrives). The answer's own
 * `unread.announcement` counts every type asked, hot (H) included, so the announcement count is
 * taken from the read flags of the B, PL and PU lists instead: it is what a B,PL,PU call would
 * answer, and a read counts at once. The inbox count does not depend on the types asked; trial
 * accounts (type 4) have no inbox.
 */
export const unreadOf = (list: AnnouncementList | null, viewer: Viewer): UnreadCounts => {
  if (list === null) return noUnread
  return {
    announcement: countedLists.reduce((sum, name) => sum + list[name].filter((entry) => !entry.read).length, 0),
    inbox: viewer.kind === 'trial' ? 0 : list.unread.inbox,
  }
}
