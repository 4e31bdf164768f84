import { useLocation } from 'wouter'
import type { GameCategory } from '../games-schema'
import { GameLobby } from './game-lobby'
import { RecentGames } from './recent-games'
import './lobby.css'

const categoryOfPath: Readonly<Record<string, GameCategory>> = {
  '/m/live': 'LIVE',
  '/m/rng': 'RNG',
  '/m/sports': 'SPORTS',
  '/m/esports': 'ESPORTS',
  '/m/fish': 'FISH',
  '/m/pvp': 'PVP',
  '/m/lott': 'LOTT',
  '/m/elott': 'ELOTT',
  '/m/hot': 'HOT',
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
