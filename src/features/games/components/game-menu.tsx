import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { prefersReducedMotion } from '@/ui/reduced-motion'
import type { GameCategory } from '../games-schema'
import { CategoryIcon } from './category-icons'
import './game-menu.css'

export type GameMenuItem = {
  category: GameCategory
  /** Shown instead of the translated category name (e.g. a vendor menu's displayName). */
  label?: string | undefined
}

export type GameMenuProps<I extends GameMenuItem = GameMenuItem> = {
  items: ReadonlyArray<I>
  activeIndex: number
  /** Every pick, PROMO included (the page sends PROMO to /m/activity). */
  onPick: (index: number, item: I) => void
  /** Accessible name of the tab list; defaults to games:menu.label. */
  label?: string | undefined
  /** id of the panel the tabs control, when the page renders one. */
  panelId?: string | undefined
  className?: string | undefined
}

/**
 * SPEC §2 Game menu: a horizontally scrolling tab list, icon and translated name per category.
 * The active tab scrolls into view (centred) whenever activeIndex changes. Keyboard: arrows,
 * Home and End move between tabs; Enter or Space picks.
 */
export function GameMenu<I extends GameMenuItem>({ items, activeIndex, onPick, label, panelId, className }: GameMenuProps<I>) {
  const { t } = useTranslation('games')
  const listRef = useRef<HTMLDivElement>(null)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const shownIndex = useRef(activeIndex)
  const focusIndex = activeIndex >= 0 && activeIndex < items.length ? activeIndex : 0

  // First paint: centre the active tab by scrolling the strip only, never the page. The first tab
  // is where the strip starts, so nothing is measured for it (a measure forces a layout of the page).
  useLayoutEffect(() => {
    const list = listRef.current
    const tab = tabs.current[activeIndex]
    if (!list || !tab || activeIndex === 0) return
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only: later changes scroll smoothly below
  }, [])

  useEffect(() => {
    // Compared, not counted: StrictMode's second mount run must not scroll the page either.
    if (shownIndex.current === activeIndex) return
    shownIndex.current = activeIndex
    tabs.current[activeIndex]?.scrollIntoView?.({
      inline: 'center',
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }, [activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.findIndex((tab) => tab === document.activeElement)
    if (current < 0) return
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    tabs.current[next]?.focus()
    tabs.current[next]?.scrollIntoView?.({ inline: 'nearest', block: 'nearest' })
  }

  return (
    // The tabs carry the focus (roving tabindex, WAI-ARIA tabs); the tablist only hears their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={listRef}
      className={['game-menu', className].filter(Boolean).join(' ')}
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label ?? t('menu.label')}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const selected = index === activeIndex
        return (
          <button
            key={`${item.category}-${index}`}
            ref={(tab) => {
              tabs.current[index] = tab
            }}
            type="button"
            role="tab"
            className={['game-menu__tab', `game-menu__tab--${item.category.toLowerCase()}`].join(' ')}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onPick(index, item)}
          >
            <span className="game-menu__icon">
              <CategoryIcon category={item.category} />
            </span>
            <span className="game-menu__label">{item.label ?? t(`category.${item.category}`)}</span>
          </button>
        )
      })}
    </div>
  )
}

export default GameMenu
