import type { Atom } from 'jotai'
import { announcementsQuery, bannerQueries, winnersQuery } from '@/features/content/content-atoms'
import { hotGamesQuery, vendorDataQuery } from '@/features/games/games-atoms'
import { appStore } from '../runtime'

/** What home's first screen shows, in the order it matters: the first banner is the largest paint. */
const firstView: ReadonlyArray<Atom<unknown>> = [bannerQueries.m_home, vendorDataQuery, hotGamesQuery, announcementsQuery, winnersQuery]

let release: (() => void) | null = null

/**
 * Asks for home's first screen at boot, while the page's code and the translations are still on
 * their way, instead of after the page has rendered. Held until the page reads the same queries
 * (releaseHomeData), so nothing asked here is cut off or asked twice.
 */
export const warmHomeData = () => {
  const subscriptions = firstView.map((query) => appStore.sub(query, () => undefined))
  release = () => subscriptions.forEach((unsubscribe) => unsubscribe())
}

/** Home calls it once its own readers are subscribed. */
export const releaseHomeData = () => {
  release?.()
  release = null
}
