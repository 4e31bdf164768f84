import { useAtomValue } from 'jotai'
import { useDeferredValue } from 'react'
import { useLocation } from 'wouter'
import { answeredWithin, useReadyToDraw } from '@/lib/effect/answered-within'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import type { GameCategory } from '../games-schema'
import { lobbySettledAtom, recentGamesQuery } from '../games-atoms'
import { GameLobby } from './game-lobby'
import { RecentGames } from './recent-games'
import './lobby.css'

const categoryOfPath: Readonly<Record<string, GameCategory>> = {
  [paths.live]: 'LIVE',
  [paths.rng]: 'RNG',
  [paths.sports]: 'SPORTS',
  [paths.esports]: 'ESPORTS',
  [paths.fish]: 'FISH',
  [paths.pvp]: 'PVP',
  [paths.lott]: 'LOTT',
  [paths.elott]: 'ELOTT',
  [paths.hot]: 'HOT',
}

/** The category pages of SPEC §2 (/m/live … /m/hot), and /m/game, the game entry. */
export default function CategoryPage() {
  const [path] = useLocation()
  const category = categoryOfPath[path]
  if (category) return <GameLobby variant="category-page" initial={category} />
  return <GameEntry />
}

/**
 * Whether the recent games' row may be drawn. It stands above the lobby: drawn after the lobby, it
 * pushed the whole lobby 220 px down under the player's finger (a race between the two answers).
 */
const recentGamesReadyAtom = answeredWithin(recentGamesQuery, policies.formDataWait)

/** The game entry: the lobby's skeleton stands until the recent games are in too; both then show. */
function GameEntry() {
  const lobbySettled = useAtomValue(lobbySettledAtom)
  const recentReady = useReadyToDraw(recentGamesReadyAtom, lobbySettled)
  // Deferred as the lobby's own content is, so the row and the lobby land in the same commit.
  const together = useDeferredValue(recentReady && lobbySettled)
  return (
    <>
      {together && <RecentGames />}
      <GameLobby variant="entry" heldBack={!recentReady} />
    </>
  )
}
