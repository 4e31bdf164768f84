import { Schema } from 'effect'

/** SPEC §3 Banner; groups m_home, m_register, m_login, m_video. `linkage` is the click target. */
export const bannerGroups = ['m_home', 'm_register', 'm_login', 'm_video'] as const
export const Banner = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  groupName: Schema.Literals(bannerGroups),
  linkage: Schema.String,
  title: Schema.String,
})
export type Banner = typeof Banner.Type
export const BannerList = Schema.Struct({ list: Schema.Array(Banner) })

export { Announcement, AnnouncementList, announcementTypes, bucketOf, buckets } from '@/domain/announcement'

/** SPEC §3 Winner board entry; the platform wraps each in `vo`. customerName arrives masked. */
export const Winner = Schema.Struct({
  iconUrl: Schema.String,
  gameName: Schema.String,
  customerName: Schema.String,
  winAmount: Schema.Number,
  gameCode: Schema.String,
  gameType: Schema.String,
  vendor: Schema.String,
  gameTime: Schema.Number,
  endTime: Schema.Number,
  recordId: Schema.String,
  merchantCode: Schema.String,
})
export type Winner = typeof Winner.Type
/** One row of the board as the platform sends it. */
export const WinnerEntry = Schema.Struct({ vo: Winner })
/** Entries are decoded one by one (WinnerEntry): a malformed entry is skipped, not fatal. */
export const WinnerBoard = Schema.Struct({ list: Schema.Array(Schema.Unknown) })

/** MCSFE_markAnnouncementAsRead (A): only the envelope's success matters; the value is not read. */
export const MarkReadResult = Schema.Unknown

/** SPEC §3 Help item: a title and its HTML content (/wps/system/helpCenter, read at value). */
export const HelpItem = Schema.Struct({ title: Schema.String, content: Schema.String })
export type HelpItem = typeof HelpItem.Type
export const HelpList = Schema.Array(HelpItem)
