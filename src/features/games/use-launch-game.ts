import { Exit } from 'effect'
import { atom, useSetAtom, useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { loginRedirect } from '@/lib/session/redirect'
import { viewerAtom } from '@/lib/session/session-atoms'
import { identityGateAtom } from '@/lib/state/gates'
import { toast } from '@/ui'
import type { LaunchTarget } from './games-api'
import { vassalageMarker, type Game, type GameCategory, type VendorName } from './games-schema'
import { launchGameAtom, vendorDataQuery } from './games-atoms'
import { launchPlan, lotteryVendors } from './launch-rules'
import { gameTileName, moreLink, queryGameType } from './lobby-rules'

/** The game running in the full-screen frame, if any. */
export const launchedGameAtom = atom<{ readonly url: string; readonly title: string } | null>(null)

/**
 * SPEC §4 game launch, from any screen. A game: login first without a session; lottery vendors
 * open the lottery frame; vassalage vendors open their game list; others launch in the frame.
 * A vendor tile: vassalage and lottery vendors open their list; others launch the vendor.
 */
export const useLaunch = () => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const store = useStore()
  const launch = useSetAtom(launchGameAtom)
  const show = useSetAtom(launchedGameAtom)
  const toLogin = () => navigate(loginRedirect(`${path}${location.search}`))

  const open = async (target: LaunchTarget, title: string, freeplay: boolean) => {
    // The operator may ask for the identity check before a game opens.
    if (!(await store.get(identityGateAtom).check('game'))) return
    const wait = toast.pleaseWait()
    const outcome = await launch(target, { freeplay })
    toast.hide(wait)
    if (outcome.kind === 'opened') show({ url: outcome.url, title })
    else if (outcome.kind === 'login') toLogin()
    else toast.failure(t('game_frame.launch_failed'))
  }

  const game = async (picked: Game) => {
    // The prize mode depends on the vendor mapping: make sure it is known before planning.
    const vendorData = await store.get(vendorDataQuery.settled)
    const mapping = vendorData && Exit.isSuccess(vendorData) ? vendorData.value.mapping : {}
    const plan = launchPlan({ game: picked, viewer: store.get(viewerAtom), mapping })
    if (plan.kind === 'login') return toLogin()
    if (plan.kind !== 'launch') return navigate(plan.path)
    await open(picked, gameTileName(picked), plan.freeplay)
  }

  const vendor = async (picked: VendorName, category: GameCategory) => {
    if (picked.isGameH5 === vassalageMarker || lotteryVendors.includes(picked.vassalage)) {
      return navigate(moreLink(queryGameType(category), picked.vassalage))
    }
    if (store.get(viewerAtom).kind === 'guest') return toLogin()
    await open({ vassalage: picked.vassalage, gameType: queryGameType(category) }, picked.displayName, false)
  }

  return { game, vendor }
}
