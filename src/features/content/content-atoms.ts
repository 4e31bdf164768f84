import { Effect, Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { policies } from '@/lib/effect/policies'
import { queryAtom, type Query } from '@/lib/effect/query-atom'
import type { ApiError } from '@/lib/http/errors'
import { atom } from 'jotai'
import { run } from '@/lib/effect/runtime'
import { fetchImage } from '@/lib/http/head-start'
import { sessionScopedAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { loadBanners, loadHelpCenter, loadWinnerBoard, markAnnouncementRead } from './content-api'
import { announcementQueryOf, announcementsQuery } from '@/lib/state/announcements'
import { buckets, type Announcement, type AnnouncementList, type Banner } from './content-schema'

/**
 * The content feature's state: banners per group, announcements (SPEC §4 Notice read) and the
 * latest-winner board. A failed load keeps what was there.
 */

export type BannerGroup = Banner['groupName']
export type AnnouncementType = Announcement['type']

/**
 * The first banner is the largest paint of home, login and register: its file is asked for the
 * moment its address is known, beside the page's render instead of after it (the <img> the page
 * then renders finds it in the memory cache). When the document's head start already asked for
 * it (head-start.ts), this second ask is answered by the same cache; in development, and when the
 * app opens on another page first, it is the only one.
 */
const fetchFirstBanner = (banners: ReadonlyArray<Banner>) =>
  Effect.sync(() => {
    const url = banners[0]?.url
    if (url) fetchImage(url)
  })

/** The banners atop a page's first screen. */
const firstScreenBanners = (group: BannerGroup) => queryAtom(() => loadBanners(group).pipe(Effect.tap(fetchFirstBanner)))

/** One query per banner group. */
export const bannerQueries: { readonly [G in BannerGroup]: Query<ReadonlyArray<Banner>, ApiError> } = {
  m_home: firstScreenBanners('m_home'),
  m_register: firstScreenBanners('m_register'),
  m_login: firstScreenBanners('m_login'),
  m_video: queryAtom(() => loadBanners('m_video')),
}

const noBanners: ReadonlyArray<Banner> = []
/** Banners are decoration: a group shows nothing until its banners arrive, and nothing if they fail. */
const bannersOf = (group: BannerGroup) => atom((get) => AsyncResult.getOrElse(get(bannerQueries[group]), () => noBanners))
export const bannersAtoms = {
  m_home: bannersOf('m_home'),
  m_register: bannersOf('m_register'),
  m_login: bannersOf('m_login'),
  m_video: bannersOf('m_video'),
} as const

/** Until a group's first answer: its place shows an empty tile of the banner's size, not the default artwork. */
const bannersLoadingOf = (group: BannerGroup) => atom((get) => AsyncResult.isInitial(get(bannerQueries[group])))
export const bannersLoadingAtoms = {
  m_home: bannersLoadingOf('m_home'),
  m_register: bannersLoadingOf('m_register'),
  m_login: bannersLoadingOf('m_login'),
  m_video: bannersLoadingOf('m_video'),
} as const

export { announcementsQuery, homeAnnouncementTypes } from '@/lib/state/announcements'

/**
 * The announcement boards (ours: SPEC §2 lists them by type, not how). /m/notice shows the player
 * notices and the banner news together (both count on the badge, so the screen that clears it
 * shows both), the promotions and the popups; agents' /m/member/notice?types=A the agent notices.
 * Each board is its own call, asked only by its screen, so home pays for none of them.
 */
export const noticeBoards = {
  player: [
    { tab: 'notices', types: ['PL', 'B'] },
    { tab: 'promotions', types: ['PR'] },
    { tab: 'popups', types: ['PU'] },
  ],
  agent: [{ tab: 'agent', types: ['A'] }],
} as const satisfies Record<string, ReadonlyArray<{ tab: string; types: ReadonlyArray<AnnouncementType> }>>
export type NoticeBoard = keyof typeof noticeBoards
export type NoticeTab = (typeof noticeBoards)[NoticeBoard][number]['tab']

const typesOf = (board: NoticeBoard) => noticeBoards[board].flatMap((each) => each.types)
/** The notice boards, asked again on every visit: notices posted meanwhile show, as the badges already count them. */
export const noticeQueries: { readonly [B in NoticeBoard]: Query<AnnouncementList, ApiError> } = {
  player: announcementQueryOf(typesOf('player'), { askOnEveryVisit: true }),
  agent: announcementQueryOf(typesOf('agent'), { askOnEveryVisit: true }),
}

/** Notices read on this device in this session (a guest's reads live only here): another session starts with none. */
const readHereIdsAtom = sessionScopedAtom<ReadonlySet<string>>(new Set())

/**
 * The list with one announcement read. Its `unread` part stays the platform's: the badges count the
 * read flags (src/features/messages/unread-rules.ts).
 */
const withRead = (list: AnnouncementList, announcementId: string): AnnouncementList => {
  const next = { ...list }
  for (const bucket of buckets) {
    next[bucket] = list[bucket].map((entry) => (entry.announcementId === announcementId ? { ...entry, read: true } : entry))
  }
  return next
}
const withReads = (list: AnnouncementList, ids: ReadonlySet<string>) => [...ids].reduce(withRead, list)

/** The announcements as the member sees them (null until the first answer), this device's reads applied. */
export const announcementsAtom = atom((get) => {
  const list = AsyncResult.getOrElse(get(announcementsQuery), (): AnnouncementList | null => null)
  return list && withReads(list, get(readHereIdsAtom))
})

/** A board as its screen shows it (loading, failed, or the list), this device's reads applied. */
export const noticeBoardAtoms = {
  player: atom((get) => AsyncResult.map(get(noticeQueries.player), (list) => withReads(list, get(readHereIdsAtom)))),
  agent: atom((get) => AsyncResult.map(get(noticeQueries.agent), (list) => withReads(list, get(readHereIdsAtom)))),
} as const

/**
 * SPEC §4 Notice read: set read locally, call mark-read (spaced 150 ms), reload announcements
 * (home's, which the badges count, and the boards). If the platform refuses, the read is taken
 * back, so no badge shows a count the platform does not have; opening the notice again retries.
 * Guests have no read state on the platform, so for them it stays local (for this visit).
 */
export const markReadAtom = atom(null, async (get, set, announcementId: string) => {
  const token = get(sessionTokenAtom)
  const before = get(readHereIdsAtom)
  if (before.has(announcementId)) return
  set(readHereIdsAtom, new Set([...before, announcementId]))
  if (token === undefined) return
  const exit = await run(markAnnouncementRead(announcementId))
  if (Exit.isFailure(exit)) {
    if (get(sessionTokenAtom) === token) set(readHereIdsAtom, new Set([...get(readHereIdsAtom)].filter((id) => id !== announcementId)))
    return
  }
  set(noticeQueries.player, 'refresh')
  set(noticeQueries.agent, 'refresh')
  set(announcementsQuery, 'refresh')
  await get(announcementsQuery.settled)
})

/** The latest-winner board in the current language, malformed rows already skipped. */
export const winnersQuery = queryAtom((get) => loadWinnerBoard(get(languageAtom)), inLanguage())

/** The help centre's topics in the current language; a language chosen on its page asks again after 200 ms of quiet (SPEC §2). */
export const helpQuery = queryAtom((get) => loadHelpCenter(get(languageAtom)), inLanguage(policies.helpReloadDebounce))
