import { useAtomValue } from 'jotai'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { config } from '@/lib/config'
import { merchantFor } from '@/lib/session/merchant'
import { useQueryParams } from '@/lib/query'
import { paths, routeQueries } from '@/lib/routes/paths'
import { viewerMayDeposit } from '@/domain/member'
import { sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { identityGateAtom, useIdentityCheckOnArrival } from '@/lib/state/gates'
import { Modal, SandboxedFrame } from '@/ui'
import { lotteryCloseTarget, lotteryFrameUrl } from '../launch-rules'
import './game-frame.css'

/**
 * SPEC §2 Lottery frame: the lottery page from the query (mui, playType, gameId, prize_mode) with
 * the token and merchant code. Close goes home when pageBack is set, else to /m/game. A member
 * who may deposit has Deposit beside it: `deposit` (the cashier's, given by the app) over the
 * lottery, which keeps running under it (PLATFORM.md §3, the in-game deposit).
 *
 * The lottery opens only past the identity check of a game's opening (PLATFORM.md §2), here as on
 * a launch: a reload or a saved link comes straight to this page. After a launch it has already
 * been answered (a skippable one rests for the session), so nothing is asked twice.
 */
export default function LotteryFramePage({ deposit }: { readonly deposit: ReactNode }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  const mayDeposit = viewerMayDeposit(useAtomValue(viewerAtom))
  const identityGate = useAtomValue(identityGateAtom)
  const [depositing, setDepositing] = useState(false)
  // The deposit's own gate, as on the way to /m/voucherCenter: the identity check where the operator asks it.
  const openDeposit = async () => {
    if (await identityGate.check('deposit')) setDepositing(true)
  }
  const { pageBack, ...query } = useQueryParams(routeQueries.lottery)
  const closeTarget = lotteryCloseTarget(pageBack !== null)
  const cleared = useIdentityCheckOnArrival('game')
  useEffect(() => {
    // Refused: where Close leads, unless 'Verify now' has already gone to the identity page.
    if (cleared === false && window.location.pathname !== paths.identifyStatus) navigate(closeTarget, { replace: true })
  }, [cleared, navigate, closeTarget])
  const src = lotteryFrameUrl({
    lotteryBase: config.lotteryUrl,
    query,
    token: session?.token ?? '',
    // The merchant every call of this session names.
    merchantCode: merchantFor(session),
  })
  return (
    <div className="game-frame">
      <button type="button" className="game-frame-close" onClick={() => navigate(closeTarget, { replace: true })}>
        {t('game_frame.close')}
      </button>
      {mayDeposit && (
        <button type="button" className="game-frame-close game-frame-deposit" onClick={() => void openDeposit()}>
          {t('game_frame.deposit')}
        </button>
      )}
      {cleared && (
        <SandboxedFrame className="game-frame-view" title={t('game_frame.lottery_title')} src={src} allow="autoplay; fullscreen" />
      )}
      <Modal open={depositing} onClose={() => setDepositing(false)} title={t('game_frame.deposit')} className="game-frame-sheet">
        {deposit}
      </Modal>
    </div>
  )
}
