import { Exit } from 'effect'
import type { TFunction } from 'i18next'
import { atom, useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { refusalKey, type ApiError } from '@/lib/http/errors'
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

/** What launching needs from the screen it starts on. */
export interface LaunchContext {
  readonly store: ReturnType<typeof useStore>
  readonly navigate: (to: string) => void
  /** Where login returns to. */
  readonly here: string
  readonly t: TFunction
}

const toLogin = ({ navigate, here }: LaunchContext) => navigate(loginRedirect(here))

/** The operator may ask for the identity check before any game opens, the lottery frame included. */
const identityChecked = (store: LaunchContext['store']) => store.get(identityGateAtom).check('game')

const open = async (context: LaunchContext, target: LaunchTarget, title: string, freeplay: boolean) => {
  const { store, t } = context
  if (!(await identityChecked(store))) return
  const wait = toast.pleaseWait()
  const outcome = await store.set(launchGameAtom, target, { freeplay })
  toast.hide(wait)
  if (outcome.kind === 'opened') store.set(launchedGameAtom, { url: outcome.url, title })
  else if (outcome.kind === 'login') toLogin(context)
  else toast.failure(t(launchFailureKey(outcome.error)))
}

/**
 * A refusal the dictionary words (the gateway's 'previous game has not finished', PLATFORM.md
 * §1.1) is told as such; any other failure as the game that could not be opened.
 */
const launchFailureKey = (error: ApiError | undefined) =>
  (error?._tag === 'ServerRefusal' ? refusalKey(error.code, error.reason) : undefined) ?? 'game_frame.launch_failed'

/**
 * SPEC §4 game launch of one game: login first without a session; lottery vendors open the lottery
 * frame; vassalage vendors open their game list; others launch in the frame. A plain function, so a
 * link in operator HTML can launch a game too (src/app/frame/follow-game-link.ts).
 */
export const launchPickedGame = async (context: LaunchContext, picked: Game) => {
  const { store, navigate } = context
  // The prize mode depends on the vendor mapping: make sure it is known before planning.
  const vendorData = await store.get(vendorDataQuery.settled)
  const mapping = vendorData && Exit.isSuccess(vendorData) ? vendorData.value.mapping : {}
  const plan = launchPlan({ game: picked, viewer: store.get(viewerAtom), mapping })
  if (plan.kind === 'login') return toLogin(context)
  if (plan.kind === 'game-list') return navigate(plan.path)
  if (plan.kind === 'lottery') {
    if (await identityChecked(store)) navigate(plan.path)
    return
  }
  await open(context, picked, gameTileName(picked), plan.freeplay)
}

/**
 * SPEC §4 game launch, from any screen: a game (launchPickedGame), or a vendor tile: vassalage and
 * lottery vendors open their list; others launch the vendor.
 */
export const useLaunch = () => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const store = useStore()
  const context: LaunchContext = { store, navigate, here: `${path}${location.search}`, t }

  const game = (picked: Game) => launchPickedGame(context, picked)

  const vendor = async (picked: VendorName, category: GameCategory) => {
    if (picked.isGameH5 === vassalageMarker || lotteryVendors.includes(picked.vassalage)) {
      return navigate(moreLink(queryGameType(category), picked.vassalage))
    }
    if (store.get(viewerAtom).kind === 'guest') return toLogin(context)
    await open(context, { vassalage: picked.vassalage, gameType: queryGameType(category) }, picked.displayName, false)
  }

  return { game, vendor }
}
