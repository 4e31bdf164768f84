import { Effect, Option, Schema } from 'effect'
import { limits, policies } from '@/lib/effect/policies'
import { makeSpacer } from '@/lib/effect/timing'
import { call } from '@/lib/http/call'
import * as endpoints from './content-endpoints'
import { WinnerEntry, type Banner, type Winner } from './content-schema'

/** The content calls of SPEC §7 (docs/api-contract.md "Announcements and content"). */

/** GLS2_banners (our assumption of the path): the banners of one group. */
export const loadBanners = (group: Banner['groupName']) =>
  call(endpoints.banners, { query: { groupName: group } }).pipe(Effect.map((answer) => answer.list))

/** MCSFE_getListAnnouncements: shared with the messages feature's counts (src/lib/state/announcements.ts). */
export { loadAnnouncements, type AnnouncementsRequest } from '@/lib/state/announcements'

/**
 * MCSFE_markAnnouncementAsRead, spaced 150 ms apart (SPEC §7): every call is sent, in order, since
 * each carries its own announcement. The app uses the one module-level instance below; tests make
 * their own so their TestClock starts from a clean spacer.
 */
export const makeMarkAnnouncementRead = () => {
  const spaced = makeSpacer(policies.markReadThrottle)
  return (announcementId: string) =>
    spaced(call(endpoints.markAnnouncementRead, { body: { announcementId, read: true } })).pipe(Effect.asVoid)
}
export const markAnnouncementRead = makeMarkAnnouncementRead()

const decodeEntry = Schema.decodeUnknownOption(WinnerEntry)

/**
 * ODSFE2_getWinnerBoard (all categories, up to 100). Each row is decoded on its own: a malformed
 * row is skipped, so one bad record never empties the board.
 */
export const loadWinnerBoard = (language: string) =>
  call(endpoints.winnerBoard, { query: { gameCategory: 'ALL', language, limitNum: limits.winnerBoardLimit } }).pipe(
    Effect.map((board): ReadonlyArray<Winner> =>
      board.list.flatMap((row) => Option.match(decodeEntry(row), { onNone: () => [], onSome: (entry) => [entry.vo] })),
    ),
  )

/** GET /wps/system/helpCenter for one language (SPEC §7: lang, device MOBILE). */
export const loadHelpCenter = (language: string) => call(endpoints.helpCenter, { query: { lang: language, device: 'MOBILE' } })
