import { Schema } from 'effect'

/** Announcements are read by the content screens and counted by the unread model, so they are shared. */

/** Content types of SPEC §4: A, PL, B, PU, PR, plus H (hot) on home. */
export const announcementTypes = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const
export const Announcement = Schema.Struct({
  announcementId: Schema.String,
  title: Schema.String,
  content: Schema.String,
  type: Schema.Literals(announcementTypes),
  read: Schema.Boolean,
  createTime: Schema.Number,
})
export type Announcement = typeof Announcement.Type

/**
 * MCSFE_getListAnnouncements (SPEC §3): banners (B), player notices (PL), popup (PU), hot (H),
 * promotion (PR), and (A) the agent notices (A) the SPEC names no bucket for; unread counts.
 * Only the types asked for are filled; `unread.announcement` counts the unread ones among them.
 */
export const AnnouncementList = Schema.Struct({
  banner: Schema.Array(Announcement),
  playerNotice: Schema.Array(Announcement),
  popup: Schema.Array(Announcement),
  hot: Schema.Array(Announcement),
  promotion: Schema.Array(Announcement),
  agent: Schema.Array(Announcement),
  unread: Schema.Struct({ announcement: Schema.Number, inbox: Schema.Number }),
})
export type AnnouncementList = typeof AnnouncementList.Type
