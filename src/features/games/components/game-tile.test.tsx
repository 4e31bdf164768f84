import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { installPress } from '@/ui/press'
import { GameTile } from './game-tile'
import { sampleGame } from './test-games'
import { renderWithApp } from '../../../../tests/kit/render'

// A controllable IntersectionObserver: tests decide when a tile comes near the viewport.
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
  reveal() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeObserver))
afterEach(() => vi.clearAllMocks())

const noop = () => {}

describe('GameTile', () => {
  it('is a button named by the game and its vendor that launches the game', () => {
    const onLaunch = vi.fn()
    const game = sampleGame(1, { gameName: 'Mahjong Ways 2', displayName: 'PG Soft' })
    renderWithApp(<GameTile game={game} favourite={null} onLaunch={onLaunch} onToggleFavourite={noop} />)
    fireEvent.click(screen.getByRole('button', { name: 'Mahjong Ways 2 PG Soft' }))
    expect(onLaunch).toHaveBeenCalledWith(game)
  })

  it('falls back to the node name when the game has no name', () => {
    renderWithApp(
      <GameTile
        game={sampleGame(2, { gameName: ' ', nodeName: 'Baccarat Room 3' })}
        favourite={null}
        onLaunch={noop}
        onToggleFavourite={noop}
      />,
    )
    expect(screen.getByRole('button', { name: 'Baccarat Room 3 PG Soft' })).toBeTruthy()
  })

  it('has no star where favourites are not allowed', () => {
    renderWithApp(<GameTile game={sampleGame(3)} favourite={null} onLaunch={noop} onToggleFavourite={noop} />)
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull()
  })

  it('toggles the favourite star, reporting the state asked for', () => {
    const onToggle = vi.fn()
    const onLaunch = vi.fn()
    const game = sampleGame(4)
    const { rerender } = renderWithApp(<GameTile game={game} favourite={false} onLaunch={onLaunch} onToggleFavourite={onToggle} />)
    const star = screen.getByRole('button', { name: 'Favourite: Game 4' })
    expect(star.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(star)
    expect(onToggle).toHaveBeenLastCalledWith(game, true)
    expect(onLaunch).not.toHaveBeenCalled()
    rerender(<GameTile game={game} favourite onLaunch={onLaunch} onToggleFavourite={onToggle} />)
    expect(star.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(star)
    expect(onToggle).toHaveBeenLastCalledWith(game, false)
  })

  it(`loads the image only within policies.lazyLoadAheadPx of the viewport, lazily, with a default on error`, () => {
    const { container } = renderWithApp(<GameTile game={sampleGame(5)} favourite={null} onLaunch={noop} onToggleFavourite={noop} />)
    expect(container.querySelector('img')).toBeNull()
    const observer = FakeObserver.instances.at(-1)!
    expect(observer.options.rootMargin).toBe(`${policies.lazyLoadAheadPx}px`)
    observer.reveal()
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/games/5.png')
    expect(image.getAttribute('loading')).toBe('lazy')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg.games-default-image')).not.toBeNull()
  })

  it('shows the default image when the game has no icon at all', () => {
    const { container } = renderWithApp(
      <GameTile game={sampleGame(6, { iconUrl: '', mobileLargeIcon: '' })} favourite={null} onLaunch={noop} onToggleFavourite={noop} />,
    )
    expect(container.querySelector('svg.games-default-image')).not.toBeNull()
  })

  it(`a long press (policies.longPress) toggles the favourite instead of launching; none without a star`, () => {
    vi.useFakeTimers()
    const uninstall = installPress(document)
    try {
      const game = sampleGame(7)
      const onLaunch = vi.fn()
      const onToggle = vi.fn()
      const { unmount } = renderWithApp(<GameTile game={game} favourite={false} onLaunch={onLaunch} onToggleFavourite={onToggle} />)
      const tile = screen.getAllByRole('button')[0]!
      const hold = (ms: number) => {
        fireEvent.pointerDown(tile, { isPrimary: true, pointerType: 'touch', button: 0 })
        act(() => void vi.advanceTimersByTime(ms))
        fireEvent.pointerUp(tile, { isPrimary: true, pointerType: 'touch', button: 0 })
        fireEvent.click(tile)
      }
      hold(policies.longPress - 1)
      expect(onToggle).not.toHaveBeenCalled()
      expect(onLaunch).toHaveBeenCalledTimes(1)
      hold(policies.longPress)
      expect(onToggle).toHaveBeenCalledWith(game, true)
      expect(onLaunch).toHaveBeenCalledTimes(1)
      unmount()

      const launchOnly = vi.fn()
      renderWithApp(<GameTile game={sampleGame(8)} favourite={null} onLaunch={launchOnly} onToggleFavourite={onToggle} />)
      const plain = screen.getByRole('button')
      fireEvent.pointerDown(plain, { isPrimary: true, pointerType: 'touch', button: 0 })
      act(() => void vi.advanceTimersByTime(policies.longPress + 50))
      fireEvent.pointerUp(plain, { isPrimary: true, pointerType: 'touch', button: 0 })
      fireEvent.click(plain)
      expect(launchOnly).toHaveBeenCalledTimes(1)
      expect(onToggle).toHaveBeenCalledTimes(1)
    } finally {
      uninstall()
      vi.useRealTimers()
    }
  })
})

describe('GameTile image', () => {
  it('waits to be near the screen before asking for its file, unless it is in the first screen (eager)', () => {
    const { container } = renderWithApp(
      <>
        <GameTile game={sampleGame(1)} favourite={null} onLaunch={noop} onToggleFavourite={noop} />
        <GameTile game={sampleGame(2)} favourite={null} onLaunch={noop} onToggleFavourite={noop} eager />
      </>,
    )
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]?.getAttribute('loading')).toBe('eager')
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
  })
})
