import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { sessionAtom } from '@/lib/session/session-atoms'
import { loadRecentGamesAtom, recentGamesAtom } from '../games-atoms'
import { useGameTile } from './use-game-tile'

/**
 * The member's recently launched games (GCS_recentGame) as one swipeable row above the game
 * entry's tabs (our placement: docs/api-contract.md). Hidden for guests and when empty.
 */
export function RecentGames() {
  const { t } = useTranslation('games')
  const headingId = useId()
  const token = useAtomValue(sessionAtom)?.token
  const recent = useAtomValue(recentGamesAtom)
  const load = useSetAtom(loadRecentGamesAtom)
  const tile = useGameTile()

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [token, load])

  if (!token || recent.length === 0) return null
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
