import { useTranslation } from 'react-i18next'
import { useLongPress } from '@/ui'
import type { Game } from '../games-schema'
import { StarIcon } from './category-icons'
import { LazyImage } from './lazy-image'
import { gameTileName } from '../lobby-rules'
import { gameTileImage } from '@/lib/http/game-page'
import './game-tile.css'

export type GameTileProps = {
  game: Game
  /** Whether the game is a favourite; null when the star is not offered (guests, trial). */
  favourite: boolean | null
  onLaunch: (game: Game) => void
  /** `next` is the state asked for: true to add, false to remove. */
  onToggleFavourite: (game: Game, next: boolean) => void
  /** In the first row: the image is fetched at once, not when seen. */
  eager?: boolean | undefined
  className?: string | undefined
}

/** SPEC §2 Game tile: the name shown is the game name, or the node name when it has none. */

/**
 * SPEC §2 Game tile: image (lazy, default on error), game name (or node name), vendor display
 * name, and a favourite star where allowed. The tile is a button launching the game; the star
 * is a separate toggle button on top of it. A long press on the tile (370 ms, SPEC §9) toggles
 * the favourite too, where the star is offered.
 */
export function GameTile({ game, favourite, onLaunch, onToggleFavourite, eager = false, className }: GameTileProps) {
  const { t } = useTranslation('games')
  const title = gameTileName(game)
  const longPress = useLongPress<HTMLButtonElement>(favourite === null ? undefined : () => onToggleFavourite(game, !favourite))
  return (
    <div className={['game-tile', className].filter(Boolean).join(' ')}>
      <button type="button" ref={longPress} className="game-tile__launch" onClick={() => onLaunch(game)}>
        <LazyImage className="game-tile__image" variant="tile" src={gameTileImage(game)} alt="" eager={eager} />
        <span className="game-tile__text">
          <span className="game-tile__name two-lines">{title}</span>
          <span className="game-tile__vendor">{game.displayName}</span>
        </span>
      </button>
      {favourite === null ? null : (
        <button
          type="button"
          className="game-tile__star"
          aria-pressed={favourite}
          aria-label={t('tile.favourite', { name: title })}
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          <StarIcon filled={favourite} />
        </button>
      )}
    </div>
  )
}

export default GameTile
