import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useEffect, useRef, useState } from 'react'
import { limits } from '@/lib/effect/policies'
import type { Game } from '../games-schema'
import { GameGrid } from './game-grid'
import { GameTile } from './game-tile'
import { storyGames, StoryPage } from './story-kit'

export default { title: 'Games / Game grid' } satisfies StoryDefault

const total = 620
const latency = 700

const tile = (favourites: ReadonlySet<string>, toggle: (game: Game, next: boolean) => void) => (game: Game) => (
  <GameTile game={game} favourite={favourites.has(game.nodeId)} onLaunch={action('onLaunch')} onToggleFavourite={toggle} />
)

/** Pages of limits.gamePageSize arrive after a fake network delay, up to 620 games; every fifth page fails once. */
function usePagedGames() {
  const [games, setGames] = useState<Game[]>(() => storyGames(limits.gamePageSize))
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(false)
  const failed = useRef(new Set<number>())
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const loadMore = () => {
    if (loading) return
    setLoading(true)
    action('onLoadMore')(games.length)
    timer.current = setTimeout(() => {
      const page = games.length / limits.gamePageSize + 1
      setLoading(false)
      if (page % 5 === 0 && !failed.current.has(page)) {
        failed.current.add(page)
        setError(true)
        return
      }
      setGames((current) => [...current, ...storyGames(Math.min(limits.gamePageSize, total - current.length), current.length)])
    }, latency)
  }
  const retry = () => {
    setError(false)
    loadMore()
  }
  return { games, loading, error, hasMore: games.length < total, loadMore, retry }
}

export const InfiniteSixHundred: Story = () => {
  const paged = usePagedGames()
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set())
  const toggle = (game: Game, next: boolean) =>
    setFavourites((current) => {
      const copy = new Set(current)
      if (next) copy.add(game.nodeId)
      else copy.delete(game.nodeId)
      return copy
    })
  return (
    <StoryPage>
      <div style={{ height: '100dvh' }}>
        <GameGrid
          games={paged.games}
          renderTile={tile(favourites, toggle)}
          hasMore={paged.hasMore}
          loading={paged.loading}
          error={paged.error}
          onLoadMore={paged.loadMore}
          onRetry={paged.retry}
        />
      </div>
    </StoryPage>
  )
}

export const HotPreloadedNoPaging: Story = () => (
  <StoryPage>
    <div style={{ height: '100dvh' }}>
      <GameGrid games={storyGames(12, 40)} renderTile={tile(new Set(), action('onToggleFavourite'))} />
    </div>
  </StoryPage>
)

export const Empty: Story = () => (
  <StoryPage>
    <div style={{ height: '100dvh' }}>
      <GameGrid games={[]} renderTile={tile(new Set(), action('onToggleFavourite'))} />
    </div>
  </StoryPage>
)

export const ErrorKeepsGames: Story = () => (
  <StoryPage>
    <div style={{ height: '100dvh' }}>
      <GameGrid games={storyGames(9)} renderTile={tile(new Set(), action('onToggleFavourite'))} hasMore error onRetry={action('onRetry')} />
    </div>
  </StoryPage>
)

export const FirstPageLoading: Story = () => (
  <StoryPage>
    <div style={{ height: '100dvh' }}>
      <GameGrid games={[]} renderTile={tile(new Set(), action('onToggleFavourite'))} hasMore loading />
    </div>
  </StoryPage>
)
