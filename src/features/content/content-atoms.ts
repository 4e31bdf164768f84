import { Exit } from 'effect'
import { atom, type PrimitiveAtom } from 'jotai'
import { run } from '@/lib/effect/runtime'
import { merchantFor } from '@/lib/session/merchant'
import { sessionAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { loadAnnouncements, loadBanners, loadHelpCenter, loadWinnerBoard, markAnnouncementRead } from './content-api'
import type { Announcement, AnnouncementList, Banner, HelpItem, Winner } from './content-schema'

/**
 * The content feature's state: banners per group, announcements (SPEC §4 Notice read) and the
 * latest-winner board. A failed load keeps what was there.
 */


export type BannerGroup = Banner['groupName']
export type AnnouncementType = Announcement['type']

/** One atom per banner group ([] until loaded or when the group has none). */
const bannerAtom = () => atom<ReadonlyArray<Banner>>([])
export const bannersAtoms: { readonly [G in BannerGroup]: PrimitiveAtom<ReadonlyArray<Banner>> } = {
  m_home: bannerAtom(),
  m_register: bannerAtom(),
  m_login: bannerAtom(),
  m_video: bannerAtom(),
}

export const loadBannersAtom = atom(null, async (_get, set, group: BannerGroup, signal?: AbortSignal) => {
  const exit = await run(loadBanners(group), signal)
  if (Exit.isSuccess(exit)) set(bannersAtoms[group], exit.value)
})

/** SPEC §2 Home page: "Announcements requested with types B,PL,PU,H". */
export const homeAnnouncementTypes: ReadonlyArray<AnnouncementType> = ['B', 'PL', 'PU', 'H']

/** The last announcements loaded (null until then), and the types they were asked with. */
export const announcementsAtom = atom<AnnouncementList | null>(null)
const announcementTypesAtom = atom<ReadonlyArray<AnnouncementType>>(homeAnnouncementTypes)

export const loadAnnouncementsAtom = atom(
  null,
  async (get, set, types: ReadonlyArray<AnnouncementType> = homeAnnouncementTypes, signal?: AbortSignal) => {
    set(announcementTypesAtom, types)
    const token = get(sessionAtom)?.token
    const exit = await run(loadAnnouncements({ types, merchantCode: merchantFor(get(sessionAtom)), token }), signal)
    // A load for other types that finished late must not overwrite the newer request's answer.
    if (Exit.isSuccess(exit) && get(announcementTypesAtom) === types) set(announcementsAtom, exit.value)
  },
)

const buckets = ['banner', 'playerNotice', 'popup', 'hot', 'promotion', 'agent'] as const

/** The list with one announcement read, and the unread count lowered if it was unread. */
const withRead = (list: AnnouncementList, announcementId: string): AnnouncementList => {
  const wasUnread = buckets.some((bucket) =>
    list[bucket].some((entry) => entry.announcementId === announcementId && !entry.read),
  )
  const next = { ...list, unread: { ...list.unread, announcement: list.unread.announcement - (wasUnread ? 1 : 0) } }
  for (const bucket of buckets) {
    next[bucket] = list[bucket].map((entry) => (entry.announcementId === announcementId ? { ...entry, read: true } : entry))
  }
  return next
}

/**
 * SPEC §4 Notice read: set read locally, call mark-read (spaced 150 ms), reload announcements.
 * Guests have no read state on the platform, so for them it stays local.
 */
export const markReadAtom = atom(null, async (get, set, announcementId: string) => {
  const list = get(announcementsAtom)
  if (list) set(announcementsAtom, withRead(list, announcementId))
  if (!get(sessionAtom)) return
  await run(markAnnouncementRead(announcementId))
  await set(loadAnnouncementsAtom, get(announcementTypesAtom))
})

/** The latest-winner board, malformed rows already skipped ([] hides the board). */
export const winnersAtom = atom<ReadonlyArray<Winner>>([])

export const loadWinnersAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  const exit = await run(loadWinnerBoard(get(languageAtom)), signal)
  if (Exit.isSuccess(exit)) set(winnersAtom, exit.value)
})

/** The help centre's topics in the current language ([] until loaded, or when there are none). */
export const helpAtom = atom<ReadonlyArray<HelpItem>>([])

/** Reloads the help topics for the current language; a newer call aborts the older one. */
export const loadHelpAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  const exit = await run(loadHelpCenter(get(languageAtom)), signal)
  if (Exit.isSuccess(exit)) set(helpAtom, exit.value)
})
