import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Badge } from './badge'
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
}

/**
 * Pills over one panel, the panel being the selected tab's. The WAI-ARIA tabs pattern: one tab in
 * the Tab order, arrow keys (and Home/End) move between tabs and select them.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className }: TabsProps) {
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

  return (
    <>
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
      {selected !== undefined && (
        <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${selected}`}>
          {children}
        </div>
      )}
    </>
  )
}
