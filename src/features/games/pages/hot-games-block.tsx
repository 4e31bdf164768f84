import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { useDebouncedValue } from '@/lib/effect/use-debounced-value'
import { EmptyState, Loader } from '@/ui'
import type { Game } from '../games-schema'
import { filterHotGames, hotVendors, moreLink, showsMoreGames } from '../lobby-rules'
import { useGameTile } from './use-game-tile'

/**
 * SPEC §2 hot-games block: a vendor tab strip, a name search (empty clears at once; otherwise a
 * loading indicator, then after 500 ms the filter within the active vendor tab; a new tab resets
 * the search) and a 'more' button. Nothing at all when there are no hot games.
 */
export function HotGamesBlock({ games }: { games: ReadonlyArray<Game> }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const renderTile = useGameTile()
  const [vendor, setVendor] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed, policies.hotSearchDelay, (text) => text.trim() === '')
  const query = search.value
  const searching = search.waiting

  if (games.length === 0) return null
  const shown = filterHotGames(games, { vendor, query })
  const pick = (next: string | null) => {
    setVendor(next)
    setTyped('')
  }

  return (
    <section className="hot-block" aria-label={t('titles.hot')}>
      <div className="hot-vendors" role="tablist" aria-label={t('lobby.vendors')}>
        {[null, ...hotVendors(games)].map((code) => (
          <button key={code ?? 'all'} type="button" role="tab" aria-selected={vendor === code} onClick={() => pick(code)}>
            {code === null ? t('lobby.all') : (games.find((game) => game.vassalage === code)?.displayName ?? code)}
          </button>
        ))}
      </div>
      <div className="game-list-search">
        <input
          type="search"
          aria-label={t('lobby.search')}
          placeholder={t('lobby.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {searching ? (
        <Loader />
      ) : shown.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="lobby-grid">
          {shown.map((game, index) => (
            <div key={game.nodeId}>{renderTile(game, index)}</div>
          ))}
        </div>
      )}
      {!searching && showsMoreGames(shown.length) && (
        <button type="button" className="btn btn-ghost btn-block" onClick={() => navigate(moreLink('HOT'))}>
          {t('lobby.more')}
        </button>
      )}
    </section>
  )
}
