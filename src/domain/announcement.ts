import { Effect, Schema, SchemaTransformation } from 'effect'

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
 * Which list of the answer holds each type: `banners`, `player`, `popup` and `promotion` are the
 * platform's names (PLATFORM.md §7), `hot` the SPEC's (§3: "banners, player notices, popup, hot,
 * promotion"), `agent` ours (A: the SPEC names no list for the agent notices).
 */
export const bucketOf = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  H: 'hot',
  PR: 'promotion',
  A: 'agent',
} as const satisfies Record<Announcement['type'], string>
export type Bucket = (typeof bucketOf)[Announcement['type']]
export const buckets = Object.values(bucketOf)

/**
 * An announcement as the answer writes it: its id as `announcementId` or `id` (SPEC §3:
 * "id/announcementId"), read into `announcementId`.
 */
const AnnouncementAsWritten = Schema.Struct({
  ...Announcement.fields,
  announcementId: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
})
const AnnouncementAnswer = AnnouncementAsWritten.check(
  Schema.makeFilter((entry) => entry.announcementId !== undefined || entry.id !== undefined),
).pipe(
  Schema.decodeTo(
    Announcement,
    SchemaTransformation.transform<Announcement, typeof AnnouncementAsWritten.Type>({
      decode: ({ id, announcementId, ...entry }) => ({ ...entry, announcementId: announcementId ?? id ?? '' }),
      encode: (entry) => entry,
    }),
  ),
)

/** A list the answer may leave out (the platform fills the types asked for): empty then. */
const List = Schema.Array(AnnouncementAnswer).pipe(Schema.withDecodingDefaultType(Effect.succeed([])))

/**
 * MCSFE_getListAnnouncements (SPEC §3, PLATFORM.md §7): the announcements of the types asked for,
 * and, per SPEC §3, unread counts. The app counts unread announcements from the read flags
 * (src/features/messages/unread-rules.ts); the inbox count, when the answer has none (the
 * operator's own apps ask for it apart), comes from EMFE_getInboxUnreadCount (inbox-atoms.ts).
 */
export const AnnouncementList = Schema.Struct({
  banners: List,
  player: List,
  popup: List,
  hot: List,
  promotion: List,
  agent: List,
  unread: Schema.optional(Schema.Struct({ announcement: Schema.optional(Schema.Number), inbox: Schema.optional(Schema.Number) })),
})
export type AnnouncementList = typeof AnnouncementList.Type
