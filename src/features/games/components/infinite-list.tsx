import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { EmptyState, Loader } from '@/ui'
import { LazyRootContext } from './lazy-image'
import '@/ui/button.css'
import './infinite-list.css'

export type InfiniteListProps<T> = {
  items: ReadonlyArray<T>
  getKey: (item: T, index: number) => string
  renderItem: (item: T, index: number) => ReactNode
  /** Accessible name of the scrolling region. */
  label: string
  /** Items per row; 3 on a 360-430 px phone. */
  columns?: number | undefined
  /** Row height (px, gap included) used until the first row is measured. */
  estimatedRowHeight?: number | undefined
  /** Rows rendered beyond each edge of the visible area. */
  overscanRows?: number | undefined
  /** More pages exist: a spinner shows at the foot and nearing it asks for more. */
  hasMore?: boolean | undefined
  /** A page is in flight: no new request is made. */
  loading?: boolean | undefined
  /** The last page failed: an error row with Retry replaces the spinner; shown items stay. */
  error?: boolean | undefined
  /** Text of the error row; defaults to games:grid.load_failed. */
  errorMessage?: string | undefined
  onLoadMore?: (() => void) | undefined
  onRetry?: (() => void) | undefined
  /** Shown when there are no items and nothing more to load; defaults to EmptyState. */
  empty?: ReactNode
  /**
   * The element that scrolls, when the page scrolls rather than the list (the list then grows to
   * its full height). Without it the list is its own scrolling region: give it a bounded height.
   */
  scrollRoot?: HTMLElement | null | undefined
  className?: string | undefined
}

const defaultRowHeight = 176
const defaultOverscan = 4

type Range = { first: number; last: number }

/**
 * A windowed, infinitely loading grid. Only rows near the visible part of the scrolling element
 * are in the DOM (spacers stand in for the rest), so 600+ items keep the page light. Within
 * policies.infiniteScrollThresholdPx of the bottom it calls onLoadMore, at most once per
 * policies.infiniteScrollThrottle (leading, then one re-check when the window closes). It never
 * asks for the first page: with no items that is the page's job.
 */
export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  label,
  columns = 3,
  estimatedRowHeight = defaultRowHeight,
  overscanRows = defaultOverscan,
  hasMore = false,
  loading = false,
  error = false,
  errorMessage,
  onLoadMore,
  onRetry,
  empty,
  scrollRoot,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('games')
  const [ownScroller, setOwnScroller] = useState<HTMLDivElement | null>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const firstRowRef = useRef<HTMLDivElement>(null)
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight)
  const cols = Math.max(1, Math.floor(columns))
  const rowCount = Math.ceil(items.length / cols)
  const scroller: HTMLElement | null = scrollRoot ?? ownScroller
  const [range, setRange] = useState<Range>({ first: 0, last: overscanRows * 2 })

  const measureRange = useCallback(() => {
    const content = contentRef.current
    if (!scroller || !content) return
    const viewport = scroller.clientHeight || window.innerHeight
    // Where the visible area starts, in the list's own coordinates.
    const top = scrollRoot
      ? scrollRoot.getBoundingClientRect().top - content.getBoundingClientRect().top
      : scroller.scrollTop - content.offsetTop
    const lastRow = Math.max(0, rowCount - 1)
    const first = Math.min(lastRow, Math.max(0, Math.floor(top / rowHeight) - overscanRows))
    const last = Math.min(lastRow, Math.max(first, Math.ceil((top + viewport) / rowHeight) + overscanRows))
    setRange((previous) => (previous.first === first && previous.last === last ? previous : { first, last }))
  }, [scroller, scrollRoot, rowCount, rowHeight, overscanRows])

  // Scroll-event rate limit for onLoadMore: leading call, then one re-check when the window ends.
  const lastCall = useRef(Number.NEGATIVE_INFINITY)
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const checkRef = useRef<() => void>(() => {})

  const check = useCallback(() => {
    if (!hasMore || loading || error || items.length === 0 || !onLoadMore || !scroller) return
    const content = contentRef.current
    const distance =
      scrollRoot && content
        ? content.getBoundingClientRect().bottom - scrollRoot.getBoundingClientRect().bottom
        : scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight
    if (distance > policies.infiniteScrollThresholdPx) return
    const wait = policies.infiniteScrollThrottle - (Date.now() - lastCall.current)
    if (wait <= 0) {
      lastCall.current = Date.now()
      onLoadMore()
    } else if (trailing.current === null) {
      trailing.current = setTimeout(() => {
        trailing.current = null
        checkRef.current()
      }, wait)
    }
  }, [hasMore, loading, error, items.length, onLoadMore, scroller, scrollRoot])
  checkRef.current = check

  useEffect(
    () => () => {
      if (trailing.current !== null) clearTimeout(trailing.current)
    },
    [],
  )

  useEffect(() => {
    if (!scroller) return
    const onScroll = () => {
      measureRange()
      checkRef.current()
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measureRange())
    observer?.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer?.disconnect()
    }
  }, [scroller, measureRange])

  // New items, a new row height or new flags: re-window, and fill a screen that is not yet full.
  useLayoutEffect(() => measureRange(), [measureRange])
  useEffect(() => check(), [check])

  // Rows are uniform (names are cut to one line): measure the first rendered one, after every
  // render (the first row may have changed); the comparison ends the loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const measured = firstRowRef.current?.offsetHeight ?? 0
    if (measured > 0 && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured)
  })

  const first = Math.min(range.first, Math.max(0, rowCount - 1))
  const last = Math.min(range.last, rowCount - 1)
  const rows: ReactNode[] = []
  for (let row = first; row <= last; row += 1) {
    const start = row * cols
    rows.push(
      <div key={row} ref={row === first ? firstRowRef : undefined} className="infinite-list__row">
        {items.slice(start, start + cols).map((item, offset) => (
          <div
            key={getKey(item, start + offset)}
            role="listitem"
            className="infinite-list__cell"
            aria-posinset={start + offset + 1}
            aria-setsize={hasMore ? -1 : items.length}
          >
            {renderItem(item, start + offset)}
          </div>
        ))}
      </div>,
    )
  }

  const style = { '--infinite-cols': String(cols) } as CSSProperties
  const showEmpty = items.length === 0 && !hasMore && !error
  const body = (
    <LazyRootContext.Provider value={scroller}>
      {items.length > 0 ? (
        <div ref={contentRef} role="list" className="infinite-list__list" aria-busy={loading || undefined}>
          <div aria-hidden="true" style={{ height: first * rowHeight }} />
          {rows}
          <div aria-hidden="true" style={{ height: Math.max(0, rowCount - 1 - last) * rowHeight }} />
        </div>
      ) : (
        <div ref={contentRef} />
      )}
      {showEmpty ? (empty ?? <EmptyState message={t('grid.empty')} />) : null}
      {error ? (
        <div className="infinite-list__error" role="alert">
          <span>{errorMessage ?? t('grid.load_failed')}</span>
          {onRetry ? (
            <button type="button" className="ui-btn ui-btn--secondary infinite-list__retry" onClick={onRetry}>
              {t('grid.retry')}
            </button>
          ) : null}
        </div>
      ) : hasMore ? (
        <div className="infinite-list__more">
          <Loader size="sm" label={t('grid.loading_more')} />
        </div>
      ) : null}
    </LazyRootContext.Provider>
  )

  const classes = ['infinite-list', scrollRoot ? null : 'infinite-list--scrolls', className].filter(Boolean).join(' ')
  if (scrollRoot) {
    return (
      <div className={classes} style={style}>
        {body}
      </div>
    )
  }
  return (
    // A focusable, named region so keyboard users can scroll it.
    <div ref={setOwnScroller} className={classes} style={style} role="region" aria-label={label} tabIndex={0}>
      {body}
    </div>
  )
}

export default InfiniteList
