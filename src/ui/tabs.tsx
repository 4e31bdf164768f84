import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from './badge'
import { ChevronDownIcon } from './icons'
import './tabs.css'

export type Tab = {
  readonly id: string
  readonly label: string
  /** An unread count on the tab, named by `badgeLabel` (nothing shows at 0). */
  readonly badge?: number | undefined
  readonly badgeLabel?: string | undefined
}

export type TabsProps = {
  /** Accessible name of the tab list. */
  readonly label: string
  readonly tabs: ReadonlyArray<Tab>
  readonly selected: string | undefined
  readonly onSelect: (id: string) => void
  readonly children: ReactNode
  readonly className?: string | undefined
  /** Arrows at the strip's ends while tabs lie beyond them (PLATFORM.md §4: withdraw's methods, over two). */
  readonly scrollArrows?: boolean
}

/**
 * Pills over one panel, the panel being the selected tab's. The WAI-ARIA tabs pattern: one tab in
 * the Tab order, arrow keys (and Home/End) move between tabs and select them.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className, scrollArrows = false }: TabsProps) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const focusable = selected ?? tabs[0]?.id

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.id === focusable)
    const next =
      event.key === 'ArrowRight'
        ? at + 1
        : event.key === 'ArrowLeft'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null
    if (next === null || tabs.length === 0) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]!
    onSelect(tab.id)
    list.current?.querySelector<HTMLElement>(`[id="${base}-${tab.id}"]`)?.focus()
  }

  const strip = (
    <div ref={list} className={['ui-tabs', className].filter(Boolean).join(' ')} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${base}-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={`${base}-panel`}
          tabIndex={tab.id === focusable ? 0 : -1}
          className="ui-tab"
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
          {tab.badge ? <Badge count={tab.badge} label={tab.badgeLabel} className="ui-tab__badge" /> : null}
        </button>
      ))}
    </div>
  )

  return (
    <>
      {scrollArrows ? (
        <ArrowedStrip list={list} count={tabs.length}>
          {strip}
        </ArrowedStrip>
      ) : (
        strip
      )}
      {selected !== undefined && (
        <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${selected}`}>
          {children}
        </div>
      )}
    </>
  )
}

/** How far the strip can still scroll back and on, in px (0 when it cannot). */
const roomOf = (element: HTMLElement) => ({
  back: element.scrollLeft,
  on: element.scrollWidth - element.clientWidth - element.scrollLeft,
})

/**
 * The strip with an arrow at each end that has tabs beyond it; a tap scrolls by most of a width.
 * Only a help for the eye and the thumb: swiping scrolls as before, and keys move between tabs.
 */
function ArrowedStrip({
  list,
  count,
  children,
}: {
  readonly list: RefObject<HTMLDivElement | null>
  /** How many tabs: more or fewer change how far the strip reaches. */
  readonly count: number
  readonly children: ReactNode
}) {
  const { t } = useTranslation('ui')
  const [room, setRoom] = useState({ back: 0, on: 0 })
  useEffect(() => {
    const element = list.current
    if (!element) return
    const measure = () => setRoom(roomOf(element))
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resized?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resized?.disconnect()
    }
  }, [list, count])
  const scroll = (direction: -1 | 1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' })
  return (
    <div className="ui-tabs-arrowed">
      {children}
      {room.back > 1 && (
        <button type="button" className="ui-tabs-arrow ui-tabs-arrow--back" aria-label={t('tabs_back')} onClick={() => scroll(-1)}>
          <ChevronDownIcon />
        </button>
      )}
      {room.on > 1 && (
        <button type="button" className="ui-tabs-arrow ui-tabs-arrow--on" aria-label={t('tabs_more')} onClick={() => scroll(1)}>
          <ChevronDownIcon />
        </button>
      )}
    </div>
  )
}
