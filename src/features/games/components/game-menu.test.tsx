import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GameMenu, type GameMenuItem } from './game-menu'
import { renderWithApp } from '../../../../tests/kit/render'

const items: GameMenuItem[] = [
  { category: 'HOT' },
  { category: 'RNG' },
  { category: 'LIVE' },
  { category: 'COCKFIGHT' },
  { category: 'SPORTS' },
  { category: 'PROMO' },
  { category: 'FAV' },
]

describe('GameMenu', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is a tab list of translated categories, the active one selected', () => {
    renderWithApp(<GameMenu items={items} activeIndex={1} onPick={() => {}} />)
    const list = screen.getByRole('tablist', { name: 'Game categories' })
    const tabs = within(list).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hot', 'Slots', 'Live Casino', 'Cockfight', 'Sports', 'Promotions', 'Favourites'])
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('false')
    // Every tab has its drawing.
    for (const tab of tabs) expect(tab.querySelector('svg')).not.toBeNull()
  })

  it('calls onPick with index and item, PROMO included', () => {
    const onPick = vi.fn()
    renderWithApp(<GameMenu items={items} activeIndex={0} onPick={onPick} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Promotions' }))
    expect(onPick).toHaveBeenCalledWith(5, items[5])
    fireEvent.click(screen.getByRole('tab', { name: 'Live Casino' }))
    expect(onPick).toHaveBeenLastCalledWith(2, items[2])
  })

  it('uses a given label instead of the category name', () => {
    renderWithApp(<GameMenu items={[{ category: 'LIVE', label: 'Evolution' }]} activeIndex={0} onPick={() => {}} />)
    expect(screen.getByRole('tab', { name: 'Evolution' })).toBeTruthy()
  })

  it('scrolls the active tab into view, centred, whenever activeIndex changes', () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const { rerender } = renderWithApp(<GameMenu items={items} activeIndex={0} onPick={() => {}} />)
    rerender(<GameMenu items={items} activeIndex={4} onPick={() => {}} />)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('tab', { name: 'Sports' }))
    expect(scrollIntoView.mock.calls[0]![0]).toMatchObject({ inline: 'center', block: 'nearest' })
    rerender(<GameMenu items={items} activeIndex={6} onPick={() => {}} />)
    expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByRole('tab', { name: 'Favourites' }))
  })

  it('moves focus with the arrow keys, Home and End (one tab stop)', () => {
    Element.prototype.scrollIntoView = vi.fn()
    renderWithApp(<GameMenu items={items} activeIndex={1} onPick={() => {}} />)
    const slots = screen.getByRole('tab', { name: 'Slots' })
    expect(slots.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: 'Hot' }).tabIndex).toBe(-1)
    slots.focus()
    fireEvent.keyDown(slots, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Live Casino' }))
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Favourites' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hot' }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hot' }))
  })
})
