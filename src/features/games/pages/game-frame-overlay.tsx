import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { SandboxedFrame } from '@/ui'
import { launchedGameAtom } from '../use-launch-game'
import './game-frame.css'

/** A launched game, full screen over the app, with a way back to where the player was. */
export function GameFrameOverlay() {
  const { t } = useTranslation()
  const [game, setGame] = useAtom(launchedGameAtom)
  const [path] = useLocation()
  useEffect(() => setGame(null), [path, setGame]) // leaving the page (back, a link) closes the game
  if (!game) return null
  return (
    <div className="game-frame" role="dialog" aria-modal="true" aria-label={game.title}>
      <button type="button" className="game-frame-close" onClick={() => setGame(null)}>
        {t('game_frame.close')}
      </button>
      <SandboxedFrame className="game-frame-view" title={game.title} src={game.url} allow="autoplay; fullscreen" />
    </div>
  )
}
