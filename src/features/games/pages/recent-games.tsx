import { AsyncResult } from 'effect/reactivity'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '../games-schema'
import { recentGamesQuery } from '../games-atoms'
import { useGameTile } from './use-game-tile'

/**
 * The member's recently launched games (GCS_recentGame) as one swipeable row above the game
 * entry's tabs (our placement: docs/api-contract.md). Hidden for guests and when empty.
 */
export function RecentGames() {
  const { t } = useTranslation('games')
  const headingId = useId()
  // An extra row, not the page's content: it stays hidden while loading or failed, as for guests.
  const recent = AsyncResult.getOrElse(useAtomValue(recentGamesQuery), (): ReadonlyArray<Game> => [])
  const tile = useGameTile()

  if (recent.length === 0) return null
  return (
    <section className="recent-games" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-games__title">
        {t('recent.title')}
      </h2>
      <ul className="recent-games__row" role="list">
        {recent.map((game) => (
          <li key={game.nodeId}>{tile(game)}</li>
        ))}
      </ul>
    </section>
  )
}
