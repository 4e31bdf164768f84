import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { loginRedirect } from '@/lib/session/redirect'
import { toast } from '@/ui'
import { GameTile } from '../components/game-tile'
import type { Game } from '../games-schema'
import { favouriteStateAtom, toggleFavouriteAtom } from '../games-atoms'
import { firstScreenTiles } from '../lobby-rules'
import { useLaunch } from '../use-launch-game'

/**
 * A game tile wired to the app: launch by the SPEC's rules; the star toggles the favourite
 * (guest: login; 'changes saved' for 1 s; success=false changes nothing, silently — SPEC §8).
 * On the favourites' own lists (`favouritesList`) every tile is a favourite until its star is
 * taken off here, and `onUnstarred` hears when one is.
 */
export const useGameTile = ({ favouritesList = false, onUnstarred }: { favouritesList?: boolean; onUnstarred?: () => void } = {}) => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const isFavourite = useAtomValue(favouriteStateAtom)
  const toggle = useSetAtom(toggleFavouriteAtom)
  const launch = useLaunch().game
  const onToggleFavourite = async (game: Game) => {
    const wasFavourite = isFavourite(game.nodeId, favouritesList)
    const wait = toast.loading()
    const outcome = await toggle(game, favouritesList)
    toast.hide(wait)
    if (outcome === 'login') navigate(loginRedirect(`${path}${location.search}`))
    else if (outcome === 'saved') {
      toast.success(t('common.changes_saved'), policies.toastSaved)
      if (wasFavourite) onUnstarred?.()
    }
  }
  // The first screen of tiles (the game list's largest paint among them) is fetched at once, not when seen.
  return (game: Game, index = Number.POSITIVE_INFINITY) => (
    <GameTile
      game={game}
      eager={index < firstScreenTiles}
      favourite={isFavourite(game.nodeId, favouritesList)}
      onLaunch={(picked) => void launch(picked)}
      onToggleFavourite={(picked) => void onToggleFavourite(picked)}
    />
  )
}
