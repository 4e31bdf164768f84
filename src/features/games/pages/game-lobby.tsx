import { useAtom, useAtomValue } from 'jotai'
import { Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { memo, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { limits } from '@/lib/effect/policies'
import { keys } from '@/lib/state/keys'
import { persistedAtom, useRemembered } from '@/lib/state/storage'
import { sessionAtom } from '@/lib/session/session-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { FailureRow } from '@/ui/failure-row'
import { QueryView } from '@/ui/query-view'
import { GameMenu } from '../components/game-menu'
import { VendorTile } from '../components/vendor-tile'
import type { Game, GameCategory, VendorData, VendorName } from '../games-schema'
import { hotGamesAtom, hotGamesQuery, lobbySettledAtom, vendorDataQuery } from '../games-atoms'
import { buildTabs, moreLink, promoPath, queryGameType, showsMoreGames, tabAction, type LobbyTab, type TabsVariant } from '../lobby-rules'
import { useLaunch } from '../use-launch-game'
import { onDemand } from '@/ui/on-demand'
import { HotGamesBlock } from './hot-games-block'
import './lobby.css'

/** The Favourites tab's block, off the first screen's code: a member's tap on the tab shows it. */
const favouritesBlock = onDemand<object>(() => import('./favourites-block').then((module) => module.FavouritesBlock))

const beforeHotGames = AsyncResult.initial<VendorData, never>(true)
const hotGamesCountAtom = persistedAtom(keys.hotGamesCount)

/**
 * SPEC §2 game entry tabs and category browser: the game menu over the active tab's vendors (or
 * the hot games, or a link to favourites). Used on home ('entry') and on the category pages.
 */
export function GameLobby({ heldBack = false, ...props }: { variant: TabsVariant; initial?: GameCategory; heldBack?: boolean }) {
  const messageOf = useApiErrorMessage()
  const [vendorData, dispatch] = useAtom(vendorDataQuery)
  // The skeleton stands until the hot games have answered too: they decide the first tab (HOT, with
  // its games), and a menu shown before them opened on another tab, 300 px shorter, then jumped.
  const settled = useAtomValue(lobbySettledAtom)
  // Deferred: the menu and its tiles replace the skeleton in slices the browser can interleave.
  // `heldBack`: a row the page draws above the lobby is not in yet (the game entry's recent games).
  const shown = useDeferredValue(settled && !heldBack ? vendorData : beforeHotGames)
  // Asked at the same time as the vendors, not after them; their count sizes the next skeleton.
  const hotGames = useAtomValue(hotGamesQuery)
  const hotCount = useRemembered(hotGamesCountAtom, AsyncResult.isSuccess(hotGames) ? hotGames.value.length : null)
  return (
    <QueryView
      result={shown}
      onRetry={() => dispatch('refresh')}
      messageOf={messageOf}
      skeleton={<LobbySkeleton hotGames={props.variant === 'entry' ? hotCount : 0} />}
    >
      {(loaded) => <Lobby {...props} vendorData={loaded} />}
    </QueryView>
  )
}

/**
 * The lobby's shape while its menu loads, as tall as the lobby it stands for: the category tabs,
 * then (on home, opening on Hot) the vendor strip, the search box, as many rows of game tiles as
 * home showed last time and the More button; so the page below starts where it will stay.
 */
function LobbySkeleton({ hotGames }: { readonly hotGames: number }) {
  return (
    <div className="ui-skeleton lobby lobby-skeleton" aria-hidden="true">
      <span className="lobby-skeleton__tabs">
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} className="ui-skeleton__tile lobby-skeleton__tab" />
        ))}
      </span>
      <span className="hot-block">
        <span className="ui-skeleton__line lobby-skeleton__chips" />
        <span className="ui-skeleton__line lobby-skeleton__search" />
        <span className="lobby-grid">
          {Array.from({ length: Math.max(hotGames, 6) }, (_, index) => (
            <span key={index} className="ui-skeleton__tile lobby-skeleton__game" />
          ))}
        </span>
        {hotGames > limits.moreGamesAbove && <span className="ui-skeleton__line lobby-skeleton__more" />}
      </span>
    </div>
  )
}

function Lobby({ variant, initial, vendorData }: { variant: TabsVariant; initial?: GameCategory | undefined; vendorData: VendorData }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const loggedIn = useAtomValue(sessionAtom) !== null
  const hotGames = useAtomValue(hotGamesAtom)
  // A failed ask is not "no hot games": the tab stays, saying so with Retry, and does not jump in later.
  const hotFailed = AsyncResult.isFailure(useAtomValue(hotGamesQuery))
  const launch = useLaunch()
  const [picked, setPicked] = useState<GameCategory | undefined>(initial)

  const hasHotGames = hotGames.length > 0 || hotFailed
  const tabs = useMemo(() => buildTabs({ vendorData, hasHotGames, loggedIn, variant }), [vendorData, hasHotGames, loggedIn, variant])
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.category === picked),
  )
  // The panel follows the picked tab a moment later: the tap's frame shows the tab picked, and its
  // vendors or games render after that frame, in slices (a tab's panel is a screen of tiles).
  const panelTab = useDeferredValue(tabs[activeIndex])
  // A member's Favourites block: at once when picked (a remembered tab), else soon after the first touch.
  favouritesBlock.useSoon(tabs[activeIndex]?.category === 'FAV')

  return (
    <section className="lobby" aria-label={t('lobby.categories')}>
      <GameMenu
        items={tabs.map((tab) => ({ category: tab.category }))}
        activeIndex={activeIndex}
        panelId="lobby-panel"
        onPick={(index, item) => {
          const tab = tabs[index]
          if (!tab) return
          if (item.category === 'PROMO') return navigate(promoPath)
          const action = tabAction(tab)
          if (action.kind === 'launch-vendor') return void launch.vendor(action.vendor, tab.category)
          setPicked(tab.category)
        }}
      />
      <LobbyPanel tab={panelTab} hotGames={hotGames} />
    </section>
  )
}

/** The hot games, or why they could not be read with Retry. */
function HotPanel({ games }: { readonly games: ReadonlyArray<Game> }) {
  const [hot, dispatch] = useAtom(hotGamesQuery)
  const messageOf = useApiErrorMessage()
  const failure = Option.getOrUndefined(AsyncResult.error(hot))
  if (games.length === 0 && failure) return <FailureRow message={messageOf(failure)} onRetry={() => dispatch('refresh')} />
  return <HotGamesBlock games={games} />
}

/** The picked tab's content. Memoised: a tap on another tab draws the tab first, this after it. */
const LobbyPanel = memo(function LobbyPanel({ tab, hotGames }: { tab: LobbyTab | undefined; hotGames: ReadonlyArray<Game> }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const launch = useLaunch()
  const openVendor = (vendor: VendorName, category: GameCategory) => void launch.vendor(vendor, category)
  return (
    <div id="lobby-panel" role="tabpanel" className="lobby-panel">
      {tab?.category === 'HOT' && <HotPanel games={hotGames} />}
      {tab?.category === 'FAV' && <favouritesBlock.Component />}
      {tab && tab.category !== 'HOT' && tab.category !== 'FAV' && tab.category !== 'PROMO' && (
        <>
          <div className="lobby-grid">
            {tab.vendors.map((vendor) => (
              <VendorTile key={vendor.vassalage} vendor={vendor} onLaunch={(picked) => openVendor(picked, tab.category)} />
            ))}
          </div>
          {showsMoreGames(tab.vendors.length) && (
            <button type="button" className="btn btn-ghost btn-block" onClick={() => navigate(moreLink(queryGameType(tab.category)))}>
              {t('lobby.more')}
            </button>
          )}
        </>
      )}
    </div>
  )
})
