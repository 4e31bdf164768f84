import { bucketOf, type AnnouncementList } from '@/domain/announcement'

/** SPEC §6 and §7: the announcement badge counts banners, player notices and popups. */
const countedLists = [bucketOf.B, bucketOf.PL, bucketOf.PU]

/**
 * The unread announcements, read from the one announcements answer home asks for (types
 * B,PL,PU,H), the reads made on this device already applied (0 until it arrives). The answer's own
 * `unread.announcement` (SPEC §3; the platform's may have none) counts every type asked, hot (H)
 * included, so the count is taken from the read flags of the B, PL and PU lists instead: it is what
 * a B,PL,PU call would answer, and a read counts at once. The inbox count is inbox-atoms.ts's.
 */
export const announcementUnreadOf = (list: AnnouncementList | null): number =>
  list === null ? 0 : countedLists.reduce((sum, name) => sum + list[name].filter((entry) => !entry.read).length, 0)

/** SPEC §2 agent home: the agent announcements' badge counts the unread agent notices (type A). */
export const agentNoticeUnreadOf = (list: AnnouncementList | null): number =>
  list === null ? 0 : list.agent.filter((entry) => !entry.read).length
