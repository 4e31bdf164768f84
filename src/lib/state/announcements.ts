import type { Announcement } from '@/domain/announcement'
import { announcements } from '@/domain/endpoints'
import { queryAtom, type QueryOptions } from '@/lib/effect/query-atom'
import { call } from '@/lib/http/call'
import { merchantAtom, sessionTokenAtom } from '@/lib/session/session-atoms'

/**
 * The announcements call (SPEC §3, MCSFE_getListAnnouncements), shared: the content screens read
 * its lists, and its answer also carries the unread counts the messages feature shows (SPEC §3:
 * "unread counts for announcements, chat, inbox"), so it lives below both features.
 */

export interface AnnouncementsRequest {
  readonly types: ReadonlyArray<Announcement['type']>
  readonly merchantCode: string
  /** The SPEC has the token in the query too; absent for guests. */
  readonly token?: string | undefined
  readonly groupName?: string | undefined
}

/** MCSFE_getListAnnouncements for the given types, platform M. */
export const loadAnnouncements = (request: AnnouncementsRequest) =>
  call(announcements, {
    query: {
      types: request.types.join(','),
      groupName: request.groupName,
      platform: 'M',
      merchantCode: request.merchantCode,
      execution: 'B',
      token: request.token,
    },
  })

/** An announcements query of the given types for the current session: a sign-in or sign-out asks again. */
export const announcementQueryOf = (types: ReadonlyArray<Announcement['type']>, options?: QueryOptions) =>
  queryAtom((get) => loadAnnouncements({ types, merchantCode: get(merchantAtom), token: get(sessionTokenAtom) }), options)

/** SPEC §2 Home page: "Announcements requested with types B,PL,PU,H". */
export const homeAnnouncementTypes: ReadonlyArray<Announcement['type']> = ['B', 'PL', 'PU', 'H']

/**
 * Home's announcements (B, PL, PU, H): the call the ticker, the after-login popups and every
 * unread badge (announcements and inbox, src/app/unread-atoms.ts) read. A screen with a badge asks
 * for it itself, so the counts come whether or not home was visited.
 */
export const announcementsQuery = announcementQueryOf(homeAnnouncementTypes)
