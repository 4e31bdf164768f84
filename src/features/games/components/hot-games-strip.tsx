import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue } from 'jotai'
import { limits } from '@/lib/effect/policies'
import { viewerAtom } from '@/lib/session/session-atoms'
import { hotGamesQuery } from '../games-atoms'
import type { Game } from '../games-schema'
import { useLaunch } from '../use-launch-game'
import { GameTile } from './game-tile'
import { HotGamesStripFailed, HotGamesStripFrame, HotGamesStripSkeleton, useStripTiles } from './hot-games-strip-frame'

export type HotGamesStripProps = {
  title: string
  /** A guest's tap: the screen says why nothing opens (on the login form, where to sign in). */
  onGuest: () => void
}

/**
 * SPEC §2 login-form footer: up to limits.loginFooterHotGames hot games, each launching as any game
 * tile does (SPEC §4), with no favourite star. It holds its row while the hot games load (if the
 * last answer had any), shows nothing when there are none, and keeps the row's room under a Retry
 * when their ask failed.
 */
export default function HotGamesStrip({ title, onGuest }: HotGamesStripProps) {
  const [hotGames, dispatch] = useAtom(hotGamesQuery)
  const viewer = useAtomValue(viewerAtom)
  const launch = useLaunch()
  const tiles = useStripTiles(AsyncResult.isSuccess(hotGames) ? hotGames.value.length : null)

  if (AsyncResult.isSuccess(hotGames)) {
    const games = hotGames.value.slice(0, limits.loginFooterHotGames)
    if (games.length === 0) return null
    const open = (game: Game) => (viewer.kind === 'guest' ? onGuest() : void launch.game(game))
    return (
      <HotGamesStripFrame title={title}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameTile game={game} favourite={null} onLaunch={open} onToggleFavourite={() => {}} />
          </li>
        ))}
      </HotGamesStripFrame>
    )
  }
  if (AsyncResult.isFailure(hotGames) && !AsyncResult.isWaiting(hotGames))
    return <HotGamesStripFailed title={title} tiles={tiles} onRetry={() => dispatch('refresh')} />
  return tiles > 0 ? <HotGamesStripSkeleton title={title} tiles={tiles} /> : null
}
