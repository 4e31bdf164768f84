import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { limits } from '@/lib/effect/policies'
import { keys } from '@/lib/state/keys'
import { persistedAtom, useRemembered } from '@/lib/state/storage'
import { RefreshIcon } from '@/ui/icons'
import '@/ui/query-view.css'
import './game-tile.css'
import './hot-games-strip.css'

// One atom with home's lobby (persistedAtom shares it): how many hot games the last answer held.
const hotGamesCountAtom = persistedAtom(keys.hotGamesCount)

/**
 * How many tiles the row holds while it waits: as many hot games as the last answer had, at most
 * limits.loginFooterHotGames. `answered`, the count of an answer just come, is kept for next time.
 */
export const useStripTiles = (answered: number | null = null) =>
  Math.min(useRemembered(hotGamesCountAtom, answered), limits.loginFooterHotGames)

/**
 * The login footer's row of hot games, around its tiles (HotGamesStrip) or their skeletons: a
 * heading over one row of limits.loginFooterHotGames columns.
 */
export function HotGamesStripFrame({
  title,
  hidden,
  waiting,
  failed,
  children,
}: {
  title: string
  /** Skeletons only: nothing for assistive technology to read. */
  hidden?: boolean
  /** Skeletons of games not yet asked for: they stand still (hot-games-strip.css). */
  waiting?: boolean | undefined
  /** The ask failed: the row's skeletons keep its room, unseen, under a Retry. */
  failed?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      className={waiting ? 'hot-games-strip hot-games-strip--waiting' : 'hot-games-strip'}
      aria-labelledby={id}
      aria-hidden={hidden || undefined}
    >
      <h2 id={id} className="hot-games-strip__title">
        {title}
      </h2>
      <ul className={failed ? 'hot-games-strip__row hot-games-strip__row--failed' : 'hot-games-strip__row'} role="list">
        {children}
      </ul>
    </section>
  )
}

/**
 * A game tile's shape, empty: the tile's own classes (game-tile.css) around a square and the two
 * text lines, so a tile that replaces it is exactly as tall and the footer below stays put.
 */
export function GameTileSkeleton() {
  return (
    <li className="game-tile">
      <span className="game-tile__launch hot-games-strip__ghost">
        <span className="ui-skeleton__tile game-tile__image" />
        <span className="game-tile__text">
          <span className="game-tile__name two-lines" />
          <span className="game-tile__vendor">{'\u00a0'}</span>
        </span>
      </span>
    </li>
  )
}

/**
 * The row before the games' code or answer has come: as many skeleton tiles as the row holds.
 * `waiting`: nothing has been asked for yet (the login footer's games come after the first touch).
 */
export function HotGamesStripSkeleton({ title, tiles, waiting }: { title: string; tiles: number; waiting?: boolean }) {
  return (
    <HotGamesStripFrame title={title} hidden waiting={waiting}>
      {Array.from({ length: tiles }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </HotGamesStripFrame>
  )
}

/**
 * The row when its games or their code did not come: the skeletons keep its room, unseen, under
 * one button that asks again.
 */
export function HotGamesStripFailed({ title, tiles, onRetry }: { title: string; tiles: number; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <HotGamesStripFrame title={title} failed>
      {Array.from({ length: Math.max(tiles, 1) }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
      <li className="hot-games-strip__failed">
        <button type="button" className="hot-games-strip__retry" onClick={onRetry}>
          <RefreshIcon />
          {t('login.hot_games_retry')}
        </button>
      </li>
    </HotGamesStripFrame>
  )
}
