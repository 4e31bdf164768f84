import { useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { limits } from '@/lib/effect/policies'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState, Loader } from '@/ui'
import { FailureRow } from '@/ui/failure-row'
import { favouriteStateAtom, gameListQuery } from '../games-atoms'
import { moreLink } from '../lobby-rules'
import { useGameTile } from './use-game-tile'

/** Two rows of three: the lobby shows a few favourites, More the whole list. */
const favouritesShown = 6

/**
 * The member's favourites, the first 100 (SPEC §9 home fetch; its own: the list page asks for its
 * own), asked again each time the tab shows: a star added on another tab or page since is among
 * them, and one taken off here leaves the next to show.
 */
const favouritesList = gameListQuery(
  { category: 'FAV', vassalage: '', search: '' },
  { askOnEveryVisit: true, favouritesPageSize: limits.favouritesHomeFetch },
)

/**
 * The lobby's Favourites tab (SPEC §2 Favourites: "home block with more link to
 * /m/gameList?gameType=FAV. Empty state"): the member's first favourites as tiles (a star taken
 * off drops its tile at once, as on the list), More for all of them, or an empty state.
 */
export function FavouritesBlock() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const messageOf = useApiErrorMessage()
  const [list, act] = useAtom(favouritesList)
  const isFavourite = useAtomValue(favouriteStateAtom)
  const renderTile = useGameTile({ favouritesList: true })
  const games = list.items.filter((game) => isFavourite(game.nodeId, true)).slice(0, favouritesShown)

  if (list.failure !== null) return <FailureRow message={messageOf(list.failure)} onRetry={() => void act('retry')} />
  if (list.loading && list.items.length === 0) return <Loader />
  if (games.length === 0) return <EmptyState message={t('games:favourites.empty')} />
  return (
    <section className="hot-block" aria-label={t('games:category.FAV')}>
      <div className="lobby-grid">
        {games.map((game, index) => (
          <div key={game.nodeId}>{renderTile(game, index)}</div>
        ))}
      </div>
      <button type="button" className="btn btn-ghost btn-block" onClick={() => navigate(moreLink('FAV'))}>
        {t('lobby.more')}
      </button>
    </section>
  )
}
