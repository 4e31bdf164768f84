import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { loginRedirect } from '@/lib/session/redirect'
import { viewerAtom } from '@/lib/session/session-atoms'
import { toast } from '@/ui'
import type { Game } from './games-schema'
import { launchGameAtom, vendorDataAtom } from './games-atoms'
import { launchPlan } from './launch-rules'
import { gameTileName } from './lobby-rules'

/** The game running in the full-screen frame, if any. */
export const launchedGameAtom = atom<{ readonly url: string; readonly title: string } | null>(null)

/**
 * SPEC §4 game launch, from any screen: login first without a session; lottery vendors open the
 * lottery frame; vassalage vendors open their game list; others launch in the full-screen frame.
 */
export const useLaunchGame = () => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const viewer = useAtomValue(viewerAtom)
  const vendorData = useAtomValue(vendorDataAtom)
  const launch = useSetAtom(launchGameAtom)
  const show = useSetAtom(launchedGameAtom)
  return async (game: Game) => {
    const plan = launchPlan({ game, viewer, mapping: vendorData?.mapping ?? {} })
    if (plan.kind === 'login') return navigate(loginRedirect(`${path}${location.search}`))
    if (plan.kind !== 'launch') return navigate(plan.path)
    const wait = toast.pleaseWait()
    const outcome = await launch(game, { freeplay: plan.freeplay })
    toast.hide(wait)
    if (outcome.kind === 'opened') show({ url: outcome.url, title: gameTileName(game) })
    else if (outcome.kind === 'login') navigate(loginRedirect(`${path}${location.search}`))
    else toast.failure(t('game_frame.launch_failed'))
  }
}
