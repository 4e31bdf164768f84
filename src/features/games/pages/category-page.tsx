import { useLocation } from 'wouter'
import { paths } from '@/lib/routes/paths'
import type { GameCategory } from '../games-schema'
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
  return (
    <>
      <RecentGames />
      <GameLobby variant="entry" />
    </>
  )
}
