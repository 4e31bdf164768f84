import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { config } from '@/lib/config'
import { useQueryParams } from '@/lib/query'
import { routeQueries } from '@/lib/routes/paths'
import { sessionAtom } from '@/lib/session/session-atoms'
import { SandboxedFrame } from '@/ui'
import { lotteryCloseTarget, lotteryFrameUrl } from '../launch-rules'
import './game-frame.css'

/**
 * SPEC §2 Lottery frame: the lottery page from the query (mui, playType, gameId, prize_mode) with
 * the token and merchant code. Close goes home when pageBack is set, else to /m/game.
 */
export default function LotteryFramePage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  const { pageBack, ...query } = useQueryParams(routeQueries.lottery)
  const src = lotteryFrameUrl({
    lotteryBase: config.lotteryUrl,
    query,
    token: session?.token ?? '',
    merchantCode: session?.merchantCode || config.merchant,
  })
  return (
    <div className="game-frame">
      <button type="button" className="game-frame-close" onClick={() => navigate(lotteryCloseTarget(pageBack !== null), { replace: true })}>
        {t('game_frame.close')}
      </button>
      <SandboxedFrame className="game-frame-view" title={t('game_frame.lottery_title')} src={src} allow="autoplay; fullscreen" />
    </div>
  )
}
