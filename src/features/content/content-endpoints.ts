import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { bannersPath } from '@/lib/http/head-start'
import { BannerList, HelpList, MarkReadResult, WinnerBoard, bannerGroups } from './content-schema'

/** The content calls of SPEC §7 (docs/api-contract.md "Announcements and content"); announcements are in src/domain. */

/**
 * The banners of one group (our assumption of the path: the SPEC names the groups only). Its path
 * lives beside the document's early request for it (head-start.ts).
 */
export const banners = endpoint({
  method: 'GET',
  path: bannersPath,
  query: Schema.Struct({ groupName: Schema.Literals(bannerGroups) }),
  success: BannerList,
})

/** Marks one announcement read (or unread) for the member. */
export const markAnnouncementRead = endpoint({
  method: 'POST',
  path: relay('MCSFE_markAnnouncementAsRead'),
  body: Schema.Struct({ announcementId: Schema.String, read: Schema.Boolean }),
  success: MarkReadResult,
})

/** The latest winners, all categories, up to limitNum; rows are decoded one by one by the app. */
export const winnerBoard = endpoint({
  method: 'GET',
  path: relay('ODSFE2_getWinnerBoard'),
  query: Schema.Struct({ gameCategory: Schema.Literal('ALL'), language: Schema.String, limitNum: Schema.Number }),
  success: WinnerBoard,
})

/** The help centre's topics in one language (SPEC §7: lang, device MOBILE). */
export const helpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: Schema.Struct({ lang: Schema.String, device: Schema.Literal('MOBILE') }),
  success: HelpList,
})
