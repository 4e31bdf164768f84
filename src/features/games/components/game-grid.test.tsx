import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { GameGrid, type GameGridProps } from './game-grid'
import { GameTile } from './game-tile'
import { sampleGames } from './test-games'
import { renderWithApp } from '../../../../tests/kit/render'

const rowHeight = 176 // InfiniteList's estimate; happy-dom measures nothing
const viewport = 800

const renderTile: GameGridProps['renderTile'] = (game) => (
  <GameTile game={game} favourite={false} onLaunch={() => {}} onToggleFavourite={() => {}} />
)

// happy-dom does no layout: give the scrolling region a viewport and a content height.
const layout = (games: number) => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(viewport)
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(Math.ceil(games / 3) * rowHeight)
}

const scrollTo = (region: HTMLElement, top: number) => {
  region.scrollTop = top
  fireEvent.scroll(region)
}

describe('GameGrid', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('keeps the DOM bounded with 600 games, rendering only rows near the visible area', () => {
    layout(600)
    renderWithApp(<GameGrid games={sampleGames(600)} renderTile={renderTile} />)
    const region = screen.getByRole('region', { name: 'Games' })
    const first = within(region).getAllByRole('listitem')
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThan(100)
    expect(screen.getByRole('button', { name: 'Game 1 PG Soft' })).toBeTruthy()

    scrollTo(region, 100 * rowHeight)
    const middle = within(region).getAllByRole('listitem')
    expect(middle.length).toBeLessThan(100)
    expect(screen.queryByRole('button', { name: 'Game 1 PG Soft' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Game 301 PG Soft' })).toBeTruthy()
    expect(middle[0]!.getAttribute('aria-posinset')).not.toBe('1')
  })

  it('draws the rows on screen first, and the rows beyond its edge a task later', () => {
    layout(600)
    renderWithApp(<GameGrid games={sampleGames(600)} renderTile={renderTile} />)
    const region = screen.getByRole('region', { name: 'Games' })
    const onScreen = Math.ceil(viewport / rowHeight) * 3
    expect(within(region).getAllByRole('listitem')).toHaveLength(onScreen)
    act(() => void vi.advanceTimersByTime(0))
    expect(within(region).getAllByRole('listitem')).toHaveLength(onScreen + 4 * 3) // InfiniteList's 4 rows of overscan
  })

  it('calls onLoadMore near the bottom, once per policies.infiniteScrollThrottle', () => {
    layout(60)
    const onLoadMore = vi.fn()
    renderWithApp(<GameGrid games={sampleGames(60)} renderTile={renderTile} hasMore onLoadMore={onLoadMore} />)
    const region = screen.getByRole('region', { name: 'Games' })
    expect(onLoadMore).not.toHaveBeenCalled()

    const bottom = 20 * rowHeight - viewport
    scrollTo(region, bottom - policies.infiniteScrollThresholdPx - 50) // not yet within the threshold
    expect(onLoadMore).not.toHaveBeenCalled()

    scrollTo(region, bottom - policies.infiniteScrollThresholdPx + 10)
    scrollTo(region, bottom - 100)
    scrollTo(region, bottom)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    act(() => vi.advanceTimersByTime(policies.infiniteScrollThrottle - 10))
    scrollTo(region, bottom - 5)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    // The window closes while still near the bottom: one more call, then quiet again.
    act(() => vi.advanceTimersByTime(10))
    expect(onLoadMore).toHaveBeenCalledTimes(2)
    scrollTo(region, bottom)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(policies.infiniteScrollThrottle))
    expect(onLoadMore).toHaveBeenCalledTimes(3)
  })

  it('does not ask while a page is loading or when nothing more exists', () => {
    layout(30)
    const onLoadMore = vi.fn()
    const { rerender } = renderWithApp(<GameGrid games={sampleGames(30)} renderTile={renderTile} hasMore loading onLoadMore={onLoadMore} />)
    const region = screen.getByRole('region', { name: 'Games' })
    scrollTo(region, 10 * rowHeight)
    rerender(<GameGrid games={sampleGames(30)} renderTile={renderTile} hasMore={false} onLoadMore={onLoadMore} />)
    scrollTo(region, 10 * rowHeight)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('shows a spinner while more games exist, and none at the end', () => {
    layout(6)
    const { rerender } = renderWithApp(<GameGrid games={sampleGames(6)} renderTile={renderTile} hasMore onLoadMore={() => {}} />)
    expect(screen.getByRole('progressbar', { name: 'Loading more games' })).toBeTruthy()
    rerender(<GameGrid games={sampleGames(6)} renderTile={renderTile} hasMore={false} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows the empty state when there are no games (or the one given)', () => {
    const { rerender } = renderWithApp(<GameGrid games={[]} renderTile={renderTile} />)
    expect(screen.getByText('No games found')).toBeTruthy()
    expect(screen.queryByRole('listitem')).toBeNull()
    rerender(<GameGrid games={[]} renderTile={renderTile} empty={<p>Nothing in your favourites yet</p>} />)
    expect(screen.getByText('Nothing in your favourites yet')).toBeTruthy()
  })

  it('shows an error row with Retry that keeps the games already shown', () => {
    layout(9)
    const onRetry = vi.fn()
    const onLoadMore = vi.fn()
    renderWithApp(<GameGrid games={sampleGames(9)} renderTile={renderTile} hasMore error onRetry={onRetry} onLoadMore={onLoadMore} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('More games could not be loaded.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getAllByRole('listitem')).toHaveLength(9)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('before the first page shows one busy indicator, neither the empty state nor the loading-more row', () => {
    layout(6)
    const { rerender } = renderWithApp(<GameGrid games={[]} renderTile={renderTile} hasMore loading />)
    const first = screen.getByRole('progressbar', { name: 'Loading…' })
    expect(screen.queryByRole('progressbar', { name: 'Loading more games' })).toBeNull()
    expect(screen.queryByText('No games found')).toBeNull()

    rerender(<GameGrid games={sampleGames(6)} renderTile={renderTile} hasMore onLoadMore={() => {}} />)
    const busy = screen.getAllByRole('progressbar')
    expect(busy).toHaveLength(1)
    expect(busy[0]!.getAttribute('aria-label')).toBe('Loading more games')
    // The loading-more row sits after the games, at the foot of the list.
    const lastGame = screen.getAllByRole('listitem').at(-1)!
    expect(lastGame.compareDocumentPosition(busy[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // A new element, not the first indicator moved down: a move from the top to the foot is a layout shift.
    expect(first.isConnected).toBe(false)
  })

  it('renders only the rows that change: a row scrolled into view, or a page of games arriving at the foot', () => {
    layout(60)
    const rendered = vi.fn()
    const countingTile: GameGridProps['renderTile'] = (game, index) => {
      rendered(index)
      return renderTile(game, index)
    }
    const games = sampleGames(60)
    const { rerender } = renderWithApp(<GameGrid games={games} renderTile={countingTile} hasMore />)
    const region = screen.getByRole('region', { name: 'Games' })
    const onScreen = within(region).getAllByRole('listitem').length

    rendered.mockClear()
    scrollTo(region, 2 * rowHeight) // two rows further down: two rows enter (and two leave)
    expect(rendered.mock.calls.length).toBeGreaterThan(0)
    expect(rendered.mock.calls.length).toBeLessThanOrEqual(2 * 3)

    // The next page: the same games and 30 more, in a new array, as the data layer appends them.
    rendered.mockClear()
    rerender(<GameGrid games={[...games, ...sampleGames(90).slice(60)]} renderTile={countingTile} hasMore />)
    expect(rendered.mock.calls.length).toBeLessThan(onScreen)
  })
})
