import { useAtom, useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { errorMessageKey } from '@/lib/http/errors'
import { sessionAtom } from '@/lib/session/session-atoms'
import { QueryView } from '@/ui/query-view'
import { GameMenu } from '../components/game-menu'
import { VendorTile } from '../components/vendor-tile'
import type { GameCategory, VendorData, VendorName } from '../games-schema'
import { hotGamesAtom, lobbySettledAtom, vendorDataQuery } from '../games-atoms'
import { buildTabs, moreLink, promoPath, queryGameType, showsMoreGames, tabAction, type TabsVariant } from '../lobby-rules'
import { useLaunch } from '../use-launch-game'
import { HotGamesBlock } from './hot-games-block'
import './lobby.css'

const beforeHotGames = AsyncResult.initial<VendorData, never>(true)

/**
 * SPEC §2 game entry tabs and category browser: the game menu over the active tab's vendors (or
 * the hot games, or a link to favourites). Used on home ('entry') and on the category pages.
 */
export function GameLobby(props: { variant: TabsVariant; initial?: GameCategory }) {
  const { t } = useTranslation()
  const [vendorData, dispatch] = useAtom(vendorDataQuery)
  useAtomValue(hotGamesAtom) // asked at the same time as the vendors, not after them
  // The skeleton stands until the hot games have answered too: they decide the first tab (HOT, with
  // its games), and a menu shown before them opened on another tab, 300 px shorter, then jumped.
  const settled = useAtomValue(lobbySettledAtom)
  // Deferred: the menu and its tiles replace the skeleton in slices the browser can interleave.
  const shown = useDeferredValue(settled ? vendorData : beforeHotGames)
  return (
    <QueryView
      result={shown}
      onRetry={() => dispatch('refresh')}
      messageOf={(error) => t(errorMessageKey(error))}
      skeleton={<LobbySkeleton />}
    >
      {(loaded) => <Lobby {...props} vendorData={loaded} />}
    </QueryView>
  )
}

/**
 * The lobby's shape while its menu loads: the row of category tabs, the vendor chips, the search
 * box and two rows of game tiles, so the page below starts where it will stay (no layout shift).
 */
function LobbySkeleton() {
  return (
    <div className="ui-skeleton lobby-skeleton" aria-hidden="true">
      <span className="lobby-skeleton__tabs">
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} className="ui-skeleton__tile lobby-skeleton__tab" />
        ))}
      </span>
      <span className="ui-skeleton__line lobby-skeleton__chips" />
      <span className="ui-skeleton__line" />
      <span className="ui-skeleton__tiles">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="ui-skeleton__tile lobby-skeleton__game" />
        ))}
      </span>
    </div>
  )
}

function Lobby({ variant, initial, vendorData }: { variant: TabsVariant; initial?: GameCategory | undefined; vendorData: VendorData }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  const hotGames = useAtomValue(hotGamesAtom)
  const launch = useLaunch()
  const [picked, setPicked] = useState<GameCategory | undefined>(initial)

  const tabs = buildTabs({ vendorData, hasHotGames: hotGames.length > 0, loggedIn: session !== null, variant })
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.category === picked),
  )
  const active = tabs[activeIndex]

  const openVendor = (vendor: VendorName, category: GameCategory) => void launch.vendor(vendor, category)

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
          if (action.kind === 'launch-vendor') return openVendor(action.vendor, tab.category)
          setPicked(tab.category)
        }}
      />
      <div id="lobby-panel" role="tabpanel" className="lobby-panel">
        {active?.category === 'HOT' && <HotGamesBlock games={hotGames} />}
        {active?.category === 'FAV' && (
          <button type="button" className="btn btn-primary btn-block" onClick={() => navigate(moreLink('FAV'))}>
            {t('lobby.more')}
          </button>
        )}
        {active && active.category !== 'HOT' && active.category !== 'FAV' && active.category !== 'PROMO' && (
          <>
            <div className="lobby-grid">
              {active.vendors.map((vendor) => (
                <VendorTile key={vendor.vassalage} vendor={vendor} onLaunch={(picked) => openVendor(picked, active.category)} />
              ))}
            </div>
            {showsMoreGames(active.vendors.length) && (
              <button type="button" className="btn btn-ghost btn-block" onClick={() => navigate(moreLink(queryGameType(active.category)))}>
                {t('lobby.more')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  )
}
