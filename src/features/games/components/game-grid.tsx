import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '../games-schema'
import { EmptyState } from '@/ui'
import { InfiniteList, type InfiniteListProps } from '@/ui/infinite-list'

export type GameGridProps = Omit<InfiniteListProps<Game>, 'items' | 'getKey' | 'renderItem' | 'label'> & {
  games: ReadonlyArray<Game>
  /** Usually a GameTile with the page's favourite state and handlers. */
  renderTile: (game: Game, index: number) => ReactNode
  /** Accessible name of the grid; defaults to games:grid.label. */
  label?: string | undefined
}

// nodeId is unique per game; the data layer drops duplicates a later page may repeat.
const keyOf = (game: Game, index: number) => game.nodeId || `#${index}`

/**
 * SPEC §2 category browser grid: rows of three tiles, windowed and infinitely loading
 * (InfiniteList), an empty state when there are no games, a spinner while more exist, and an
 * error row with Retry that keeps the games already shown.
 */
export function GameGrid({ games, renderTile, label, ...rest }: GameGridProps) {
  const { t } = useTranslation('games')
  return (
    <InfiniteList
      empty={<EmptyState message={t('grid.empty')} />}
      errorMessage={t('grid.load_failed')}
      loadingMoreLabel={t('grid.loading_more')}
      {...rest}
      items={games}
      getKey={keyOf}
      renderItem={renderTile}
      label={label ?? t('grid.label')}
    />
  )
}

export default GameGrid
