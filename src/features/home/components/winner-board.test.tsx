import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { limits, policies } from '@/lib/effect/policies'
import { renderWithApp } from '../../../../tests/kit/render'
import { mockReducedMotion } from '../../../../tests/kit/reduced-motion'
import { formatWin, WinnerBoard } from './winner-board'

// Shaped like the content feature's Winner: the page passes those as they are.
const winner = (n: number, amount: number) => ({
  iconUrl: `https://cdn.example.com/games/${n}.png`,
  gameName: `Game ${n}`,
  customerName: `pl***${n}`,
  winAmount: amount,
  gameCode: `G${n}`,
  gameType: 'RNG',
  vendor: 'PG',
  gameTime: 0,
  endTime: 0,
  recordId: `r${n}`,
  merchantCode: 'M1',
})

/** The loop's copy: the hidden rows that scroll in behind the last one. */
const copyOf = (container: HTMLElement) => container.querySelector('[role="rowgroup"][aria-hidden="true"]')

const list = (count: number) => Array.from({ length: count }, (_, i) => winner(i + 1, 1000 * (i + 1) + 0.5))

describe('WinnerBoard', () => {
  afterEach(() => vi.restoreAllMocks())

  it("while loading, holds the scrolling board's place: title and the visible rows, busy and without data", () => {
    const { container } = renderWithApp(<WinnerBoard winners={[]} loading onLaunch={() => {}} />)
    const board = screen.getByRole('region', { name: 'Latest Winner' })
    expect(board.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('table')).toBeNull()
    expect(container.querySelectorAll('.home-winners__viewport .home-winners__row')).toHaveLength(limits.winnerBoardScrollAbove)
  })

  it('renders nothing without winners', () => {
    const { container } = renderWithApp(<WinnerBoard winners={[]} onLaunch={() => {}} />)
    expect(container.innerHTML).toBe('')
  })

  it("is a table titled 'Latest Winner' with Game, Player and Win columns", () => {
    renderWithApp(<WinnerBoard winners={list(3)} onLaunch={() => {}} />)
    const table = screen.getByRole('table', { name: 'Latest Winner' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Game', 'Player', 'Win'])
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    const cells = within(rows[2]!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['Game 2', 'pl***2', '₱2,000.50'])
  })

  it('launches the game of the tapped row, with the whole entry', () => {
    const onLaunch = vi.fn()
    const winners = list(3)
    renderWithApp(<WinnerBoard winners={winners} onLaunch={onLaunch} />)
    fireEvent.click(screen.getByRole('button', { name: 'Game 3' }))
    expect(onLaunch).toHaveBeenCalledWith(winners[2])
  })

  it(`does not scroll with ${limits.winnerBoardScrollAbove} entries or fewer`, () => {
    const { container } = renderWithApp(<WinnerBoard winners={list(limits.winnerBoardScrollAbove)} onLaunch={() => {}} />)
    expect(screen.getAllByRole('button')).toHaveLength(limits.winnerBoardScrollAbove)
    expect(container.querySelector('.home-winners--looping')).toBeNull()
    expect(copyOf(container)).toBeNull()
  })

  it(`loops above ${limits.winnerBoardScrollAbove}, one row per policies.winnerBoardScrollSpeed, the copy hidden from assistive tech`, () => {
    const count = limits.winnerBoardScrollAbove + 2
    const { container } = renderWithApp(<WinnerBoard winners={list(count)} onLaunch={() => {}} />)
    const board = container.querySelector<HTMLElement>('.home-winners--looping')
    expect(board).not.toBeNull()
    expect(board!.style.getPropertyValue('--home-winners-duration')).toBe(`${count * policies.winnerBoardScrollSpeed}ms`)
    // Only one set of rows (plus the header) is exposed.
    expect(screen.getAllByRole('row')).toHaveLength(count + 1)
    expect(screen.getAllByRole('button')).toHaveLength(count)
  })

  it('copies only the visible rows behind the last one, and the loop moves by all the rows', () => {
    const count = 100
    const { container } = renderWithApp(<WinnerBoard winners={list(count)} onLaunch={() => {}} />)
    const board = container.querySelector<HTMLElement>('.home-winners--looping')!
    expect(board.style.getPropertyValue('--home-winners-rows')).toBe(String(count))
    const copy = copyOf(container)!
    expect(copy.hasAttribute('inert')).toBe(true)
    const copied = copy.querySelectorAll('.home-winners__row')
    expect(copied).toHaveLength(limits.winnerBoardScrollAbove)
    expect([...copied].map((row) => row.querySelector('button')!.textContent)).toEqual(
      list(limits.winnerBoardScrollAbove).map((w) => w.gameName),
    )
    expect(container.querySelectorAll('.home-winners__row')).toHaveLength(1 + count + limits.winnerBoardScrollAbove)
  })

  it('under reduced motion has no copy (the rows scroll by hand)', () => {
    mockReducedMotion(true)
    const { container } = renderWithApp(<WinnerBoard winners={list(limits.winnerBoardScrollAbove + 4)} onLaunch={() => {}} />)
    expect(container.querySelector('.home-winners--scrolls')).not.toBeNull()
    expect(container.querySelector('.home-winners--looping')).toBeNull()
    expect(copyOf(container)).toBeNull()
  })

  it('formats wins as pesos with thousands grouping and two decimals', () => {
    expect(formatWin(1234567.891)).toBe('₱1,234,567.89')
    expect(formatWin(5)).toBe('₱5.00')
    expect(formatWin(Number.NaN)).toBe('₱0.00')
  })
})
