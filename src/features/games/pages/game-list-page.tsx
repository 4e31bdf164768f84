import { Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { failureMessage } from '@/lib/http/errors'
import { useQueryParams } from '@/lib/query'
import { routeQueries } from '@/lib/routes/paths'
import { loginRedirect } from '@/lib/session/redirect'
import { sessionAtom } from '@/lib/session/session-atoms'
import { releaseFirstView } from '@/lib/state/first-view'
import { usePleaseWait } from '@/ui'
import { GameGrid } from '../components/game-grid'
import type { Game } from '../games-schema'
import { favouriteStateAtom, gameListFor, gameListRequestOf, hotGamesQuery } from '../games-atoms'
import { hasMore } from '../lobby-rules'
import { useGameTile } from './use-game-tile'
import './lobby.css'

/** A later page may repeat a game the list already shows: keep the first. */
const uniqueGames = (games: ReadonlyArray<Game>) => {
  const seen = new Set<string>()
  return games.filter((game) => !seen.has(game.nodeId) && Boolean(seen.add(game.nodeId)))
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
  const session = useAtomValue(sessionAtom)
  const isFavourite = useAtomValue(favouriteStateAtom)
  const [hot, refreshHot] = useAtom(hotGamesQuery)
  const [search, setSearch] = useState('')
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null)
  // One callback for the page's life: a new one each render is detached (null) and attached again
  // at every commit, two state updates per render, which loops when the list keeps rendering.
  const findScrollRoot = useCallback((element: HTMLElement | null) => setScrollRoot(element?.closest<HTMLElement>('.page') ?? null), [])
  // A new type, vendor or search is a new list from page 1 (SPEC §2: selecting resets); the old
  // one's requests stop with it. A new language or session starts the list over by itself.
  const request = useMemo(() => gameListRequestOf(query, search), [query, search])
  const { category } = request
  const listAtom = useMemo(() => gameListFor(request), [request])
  const [list, act] = useAtom(listAtom)
  // A favourite taken off shortens the platform's list by one: its later pages start a row earlier,
  // so the list starts over from page 1 rather than skip the row that moved up.
  const renderTile = useGameTile({ favouritesList: category === 'FAV', onUnstarred: () => act('refresh') })
  // After the readers above: the boot's hold on this list and the hot games can go.
  useEffect(releaseFirstView, [])
  const searching = list.loading && list.lastPage === null && search.trim() !== ''
  usePleaseWait(searching, t('lobby.please_wait'), policies.gameListSearchLoading)

  if (category === 'FAV' && !session) return <Redirect to={loginRedirect(`${path}${location.search}`)} replace />

  const listed = uniqueGames(list.items)
  const games =
    category === 'HOT'
      ? AsyncResult.getOrElse(hot, (): ReadonlyArray<Game> => [])
      : category === 'FAV'
        ? listed.filter((game) => isFavourite(game.nodeId, true))
        : listed
  const more = list.lastPage !== null && hasMore(list.lastPage)
  // HOT is one list, not pages: its own query's state and Retry.
  const shown =
    category === 'HOT'
      ? {
          loading: hot.waiting,
          error: AsyncResult.isFailure(hot) ? Option.getOrUndefined(AsyncResult.error(hot)) : null,
          retry: () => refreshHot('refresh'),
        }
      : { loading: list.loading, error: list.failure, retry: () => void act('retry') }

  return (
    <div className="game-list-page" ref={findScrollRoot}>
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
        loading={shown.loading}
        error={shown.error !== null}
        // What failed, in the platform's words where it gave them (system busy, a game unfinished).
        errorMessage={shown.error ? failureMessage(shown.error, (key) => t(`common:${key}`)) : t('lobby.load_failed')}
        onLoadMore={() => list.failure === null && more && void act('more')}
        onRetry={shown.retry}
      />
    </div>
  )
}
