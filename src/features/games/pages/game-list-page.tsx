import { Exit, Option, Schema } from 'effect'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { useQueryParams } from '@/lib/query'
import { routeQueries } from '@/lib/routes/paths'
import { loginRedirect } from '@/lib/session/redirect'
import { sessionAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { toast } from '@/ui'
import { GameGrid } from '../components/game-grid'
import { GameCategory, type Game } from '../games-schema'
import { favouriteIdsAtom, hotGamesAtom, loadFavouritePageAtom, loadGamePageAtom } from '../games-atoms'
import { hasMore } from '../lobby-rules'
import { useGameTile } from './use-game-tile'
import './lobby.css'

interface Listing {
  readonly games: ReadonlyArray<Game>
  readonly pageNum: number
  readonly totalPages: number
}
const emptyListing: Listing = { games: [], pageNum: 0, totalPages: 1 }

/** A later page may repeat a game the list already shows: keep the first. */
const append = (shown: ReadonlyArray<Game>, more: ReadonlyArray<Game>) => {
  const seen = new Set(shown.map((game) => game.nodeId))
  return [...shown, ...more.filter((game) => !seen.has(game.nodeId))]
}

/**
 * /m/gameList?gameType=…&vassalage=… (SPEC §2): HOT shows the preloaded hot games without paging;
 * FAV the member's favourites; any other type pages through the platform's list, 25 at a time,
 * with a name search. A failed page keeps what is shown and offers Retry.
 */
export default function GameListPage() {
  const { t } = useTranslation()
  const [path] = useLocation()
  const query = useQueryParams(routeQueries.gameList)
  const category = Option.getOrElse(Schema.decodeUnknownOption(GameCategory)(query.gameType.toUpperCase()), () => 'HOT' as const)
  const session = useAtomValue(sessionAtom)
  const language = useAtomValue(languageAtom)
  const favourites = useAtomValue(favouriteIdsAtom)
  const hotGames = useAtomValue(hotGamesAtom)
  const loadGamePage = useSetAtom(loadGamePageAtom)
  const loadFavouritePage = useSetAtom(loadFavouritePageAtom)
  const renderTile = useGameTile()
  const [search, setSearch] = useState('')
  const [listing, setListing] = useState(emptyListing)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null)
  const inFlight = useRef<AbortController | null>(null)

  const load = async (pageNo: number, fresh: boolean) => {
    inFlight.current?.abort()
    const controller = (inFlight.current = new AbortController())
    setLoading(true)
    setFailed(false)
    const searching = fresh && search.trim() !== ''
    const wait = searching ? toast.pleaseWait(t('lobby.please_wait'), policies.gameListSearchLoading) : null
    const exit =
      category === 'FAV'
        ? await loadFavouritePage({ pageNo, gameType: '' }, controller.signal).then(Exit.map((page) => ({ ...page, games: page.content })))
        : await loadGamePage(
            { gameType: category, vassalage: query.vassalage, gameName: search.trim(), pageNo, debounceSearch: fresh },
            controller.signal,
          )
    if (wait !== null) toast.hide(wait)
    if (controller.signal.aborted) return
    setLoading(false)
    if (!Exit.isSuccess(exit)) return setFailed(true)
    const page = exit.value
    setListing((shown) => ({
      games: fresh ? page.games : append(shown.games, page.games),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
    }))
  }

  // A new type, vendor, search or language starts over from page 1 (SPEC §2: selecting resets).
  useEffect(() => {
    if (category === 'HOT') return // the hot list is a query of its own (hotGamesQuery)
    setListing(emptyListing)
    void load(1, true)
    return () => inFlight.current?.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load() reads the current inputs; these are the ones that start a new list.
  }, [category, query.vassalage, search, language])

  if (category === 'FAV' && !session) return <Redirect to={loginRedirect(`${path}${location.search}`)} replace />

  const games =
    category === 'HOT' ? hotGames : category === 'FAV' ? listing.games.filter((game) => favourites.has(game.nodeId)) : listing.games
  const more = category !== 'HOT' && hasMore(listing)

  return (
    <div className="game-list-page" ref={(element) => setScrollRoot(element?.closest<HTMLElement>('.page') ?? null)}>
      {category !== 'HOT' && category !== 'FAV' && (
        <div className="game-list-search">
          <input
            type="search"
            aria-label={t('lobby.search')}
            placeholder={t('lobby.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      <GameGrid
        games={games}
        renderTile={renderTile}
        scrollRoot={scrollRoot}
        hasMore={more}
        loading={loading}
        error={failed}
        errorMessage={t('lobby.load_failed')}
        onLoadMore={() => !loading && !failed && more && void load(listing.pageNum + 1, false)}
        onRetry={() => void load(Math.max(1, listing.pageNum + (listing.games.length > 0 ? 1 : 0)), listing.games.length === 0)}
      />
    </div>
  )
}
