import type { Atom } from 'jotai'
import { announcementsQuery, bannerQueries, winnersQuery } from '@/features/content/content-atoms'
import { gameListRequestOf, hotGamesQuery, openingGameList, vendorDataQuery } from '@/features/games/games-atoms'
import { decodeQuery } from '@/lib/query'
import { paths, routeQueries } from '@/lib/routes/paths'
import { holdFirstView } from '@/lib/state/first-view'
import { opensOnHome } from '../routes'
import { appStore } from '../runtime'

/** What a page's first screen shows, in the order it matters: the first banner is the largest paint. */
const home: ReadonlyArray<Atom<unknown>> = [bannerQueries.m_home, vendorDataQuery, hotGamesQuery, announcementsQuery, winnersQuery].map(
  (query) => query.warm,
)
const firstViewOf = (path: string, search: string): ReadonlyArray<Atom<unknown>> => {
  if (opensOnHome(path)) return home
  if (path === paths.login) return [bannerQueries.m_login.warm]
  if (path === paths.register) return [bannerQueries.m_register.warm]
  // The game list's largest paint is its first tiles: their files are named by its first page.
  if (path === paths.gameList)
    return [openingGameList(gameListRequestOf(decodeQuery(search, routeQueries.gameList))).warm, hotGamesQuery.warm]
  return []
}

/**
 * Asks for the first screen's data at boot (home, login, register, the game list), while the
 * page's code and the translations are still on their way; each of these pages releases the hold
 * once it reads the same atoms (lib/state/first-view.ts). Warmed, not read: a call that failed
 * before the page could show it (behind the gate's Cannot connect) is asked again by the page.
 */
export const warmFirstView = (path: string, search: string) => holdFirstView(appStore, firstViewOf(path, search))
