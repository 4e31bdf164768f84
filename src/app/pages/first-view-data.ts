import type { Atom } from 'jotai'
import { announcementsQuery, bannerQueries, winnersQuery } from '@/features/content/content-atoms'
import { hotGamesQuery, vendorDataQuery } from '@/features/games/games-atoms'
import { paths } from '@/lib/routes/paths'
import { opensOnHome } from '../routes'
import { appStore } from '../runtime'

/** What a page's first screen shows, in the order it matters: the first banner is the largest paint. */
const home: ReadonlyArray<Atom<unknown>> = [bannerQueries.m_home, vendorDataQuery, hotGamesQuery, announcementsQuery, winnersQuery]
const firstViewOf = (path: string): ReadonlyArray<Atom<unknown>> =>
  opensOnHome(path) ? home : path === paths.login ? [bannerQueries.m_login] : path === paths.register ? [bannerQueries.m_register] : []

let release: (() => void) | null = null

/**
 * Asks for the first screen's data at boot (home, login, register), while the page's code and
 * the translations are still on their way, instead of after the page has rendered. Held until the
 * page reads the same queries (releaseFirstView), so nothing asked here is cut off or asked twice.
 */
export const warmFirstView = (path: string) => {
  const subscriptions = firstViewOf(path).map((query) => appStore.sub(query, () => undefined))
  release = () => subscriptions.forEach((unsubscribe) => unsubscribe())
}

/** The page calls it once its own readers are subscribed. */
export const releaseFirstView = () => {
  release?.()
  release = null
}
