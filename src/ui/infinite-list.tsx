import { measureElement, useVirtualizer } from '@tanstack/react-virtual'
import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { EmptyState } from './empty-state'
import { FailureRow } from './failure-row'
import { Loader } from './loader'
import { rateLimit } from './rate-limit'
import { InViewRootContext } from './use-in-view'
import './button.css'
import './infinite-list.css'

export type InfiniteListProps<T> = {
  items: ReadonlyArray<T>
  getKey: (item: T, index: number) => string
  renderItem: (item: T, index: number) => ReactNode
  /** Accessible name of the scrolling region. */
  label: string
  /** Items per row; 3 on a 360-430 px phone. */
  columns?: number | undefined
  /** Row height (px, gap included) used until a row is measured. */
  estimatedRowHeight?: number | undefined
  /** Rows rendered beyond each edge of the visible area. */
  overscanRows?: number | undefined
  /** More pages exist: a spinner shows at the foot and nearing it asks for more. */
  hasMore?: boolean | undefined
  /** A page is in flight: no new request is made. */
  loading?: boolean | undefined
  /** The last page failed: an error row with Retry replaces the spinner; shown items stay. */
  error?: boolean | undefined
  /** Text of the error row; defaults to ui:list.load_failed. */
  errorMessage?: string | undefined
  /** What the foot's spinner says while more are on their way; defaults to ui:list.loading_more. */
  loadingMoreLabel?: string | undefined
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

type ListRowProps<T> = Pick<InfiniteListProps<T>, 'items' | 'getKey' | 'renderItem'> & {
  index: number
  cols: number
  /** aria-setsize: -1 while more pages exist. */
  setSize: number
  measure: (element: HTMLElement | null) => void
}

/**
 * A row renders again only when what it shows changed: its own items, not the list's array.
 * Written without spreads or arrays: it runs for every row on screen each time the list renders
 * (a row entering or leaving), and its garbage was a tenth of all a scroll allocated (bench:runtime).
 */
const sameRow = <T,>(before: ListRowProps<T>, after: ListRowProps<T>) => {
  for (let at = 0; at < rowProps.length; at++) if (before[rowProps[at]!] !== after[rowProps[at]!]) return false
  const start = after.index * after.cols
  for (let at = start; at < start + after.cols; at++) if (before.items[at] !== after.items[at]) return false
  return true
}
/** Every prop but `items`, compared by identity; the type check below fails when one is missing. */
const rowProps = ['index', 'cols', 'setSize', 'getKey', 'renderItem', 'measure'] as const
const everyRowProp: Exclude<keyof ListRowProps<unknown>, 'items' | (typeof rowProps)[number]> extends never ? true : never = true
void everyRowProp

/**
 * One row of `cols` items. Memoised (sameRow): as the list scrolls, the virtualizer re-renders the
 * list each time a row enters or leaves, and only that row need render; re-rendering every tile
 * on screen made long tasks on a phone (bench:runtime). With a stable renderItem, a page of items
 * arriving at the foot renders only its own rows too.
 */
const ListRow = memo(function ListRow<T>({ index, items, cols, setSize, getKey, renderItem, measure }: ListRowProps<T>) {
  const start = index * cols
  return (
    <div ref={measure} data-index={index} className="infinite-list__row">
      {items.slice(start, start + cols).map((item, offset) => (
        <div
          key={getKey(item, start + offset)}
          role="listitem"
          className="infinite-list__cell"
          aria-posinset={start + offset + 1}
          aria-setsize={setSize}
        >
          {renderItem(item, start + offset)}
        </div>
      ))}
    </div>
  )
}, sameRow) as <T>(props: ListRowProps<T>) => ReactNode

const defaultRowHeight = 176
const noRows: ReadonlyArray<never> = []
const defaultOverscan = 4

/**
 * A windowed, infinitely loading grid over TanStack Virtual: rows of `columns` items, each row
 * measured as it renders (names may wrap, so rows differ in height), only rows near the visible
 * part of the scrolling element in the DOM. Within policies.infiniteScrollThresholdPx of the
 * bottom it calls onLoadMore, at most once per policies.infiniteScrollThrottle (leading, then one
 * re-check when the window closes). It never asks for the first page: that is the page's job.
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
  loadingMoreLabel,
  onLoadMore,
  onRetry,
  empty,
  scrollRoot,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('ui')
  const [ownScroller, setOwnScroller] = useState<HTMLDivElement | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const cols = Math.max(1, Math.floor(columns))
  const rowCount = Math.ceil(items.length / cols)
  const scroller: HTMLElement | null = scrollRoot ?? ownScroller
  // Lazy images in the list load as they near the list's own visible area (use-in-view.ts).
  const scrollerRef = useMemo(() => ({ current: scroller }), [scroller])

  // Where the list starts inside the scrolled content (a search box or padding may sit above it).
  const [scrollMargin, setScrollMargin] = useState(0)
  // Measured after every render on purpose (anything above the list may have grown); it only sets
  // state when the margin really moved, so it settles after one pass.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list || !scroller) return
    const margin = scrollRoot
      ? list.getBoundingClientRect().top - scrollRoot.getBoundingClientRect().top + scrollRoot.scrollTop
      : list.offsetTop
    const rounded = Math.max(0, Math.round(margin))
    if (rounded !== scrollMargin) setScrollMargin(rounded)
  })

  // The rows on screen come first, alone: the rows beyond its edges (overscanRows) follow a task
  // later, so the list's first commit, the one a player waits on, builds one screen of tiles.
  const [overscan, setOverscan] = useState(0)
  const hasItems = items.length > 0
  useEffect(() => {
    if (!hasItems || overscan === overscanRows) return
    const timer = setTimeout(() => setOverscan(overscanRows))
    return () => clearTimeout(timer)
  }, [hasItems, overscan, overscanRows])

  const checkRef = useRef<() => void>(() => {})
  // The React Compiler leaves this component alone (TanStack Virtual's functions cannot be memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller,
    estimateSize: () => estimatedRowHeight,
    overscan,
    scrollMargin,
    // A row's exact height as its ResizeObserver entry gives it, not rounded to a whole pixel as
    // TanStack's default does: rows are fractions of a pixel tall (lines of text), and a spacer
    // grown by a rounded height moved every row on screen by the difference each time one left
    // the top, so all of them were laid out and painted again (bench:runtime, the record list at
    // 4x CPU). A row just mounted (no entry yet) keeps the size it had, else the estimate: reading
    // its height there forced a layout of the list inside React's commit, a long task at 4x CPU;
    // its entry comes once the browser has laid it out. A row not laid out (hidden, or a DOM
    // without layout) keeps the estimate rather than 0.
    measureElement: (element, entry, instance) =>
      entry
        ? (entry.borderBoxSize?.[0]?.blockSize ?? measureElement(element, entry, instance)) || estimatedRowHeight
        : (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? estimatedRowHeight),
    // Scrolls and re-measures: the moment to see whether the foot is near.
    onChange: () => checkRef.current(),
    // Rows render in React's own time, not synchronously inside each scroll event: a scroll event
    // that renders and measures rows was the long task of a phone scrolling a long list.
    useFlushSync: false,
  })

  // Whether the foot is within reach and a page may be asked for now.
  const wantsMore = useRef<() => boolean>(() => false)
  wantsMore.current = () => {
    if (!hasMore || loading || error || items.length === 0 || !onLoadMore || !scroller) return false
    // From the virtualizer's own model, not the DOM: when its scroller's size first arrives it
    // calls here before React has drawn the rows, and the DOM would show a list of no height.
    const viewport = virtualizer.scrollRect?.height ?? scroller.clientHeight
    const offset = virtualizer.scrollOffset ?? scroller.scrollTop
    return scrollMargin + virtualizer.getTotalSize() - (offset + viewport) <= policies.infiniteScrollThresholdPx
  }
  const loadMoreRef = useRef(onLoadMore)
  loadMoreRef.current = onLoadMore
  // Scroll events ask often; a page is asked for at most once per window, the foot checked again as it ends.
  const [loadMore] = useState(() =>
    rateLimit(policies.infiniteScrollThrottle, () => {
      if (wantsMore.current()) loadMoreRef.current?.()
    }),
  )
  checkRef.current = () => {
    if (wantsMore.current()) loadMore.ask()
  }
  useEffect(() => () => loadMore.cancel(), [loadMore])
  // New items or flags: fill a screen that is not yet full.
  useEffect(() => checkRef.current(), [hasMore, loading, error, items.length, scroller])

  // The list's first rows render in a transition, in React's interruptible slices a task later:
  // they come when the virtualizer first learns its scroller's size, in the layout effect of the
  // list's first commit, and rendered there they made one task of that commit, a screen of tiles
  // and their layout (the game list's longest task in Lighthouse's trace). Later rows render as
  // the scroll or a page brings them.
  const [rowsShown, setRowsShown] = useState(false)
  const wanted = virtualizer.getVirtualItems()
  useLayoutEffect(() => {
    if (!rowsShown && wanted.length > 0) startTransition(() => setRowsShown(true))
  })
  const rows = rowsShown ? wanted : noRows
  const firstRow = rows[0]
  const lastRow = rows[rows.length - 1]
  const before = firstRow ? firstRow.start - scrollMargin : 0
  // Before its first rows the list stands as tall as they will be: what is under it stays put.
  const after = lastRow ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin) : virtualizer.getTotalSize()

  const style = { '--infinite-cols': String(cols) } as CSSProperties
  const showEmpty = items.length === 0 && !hasMore && !loading && !error
  const body = (
    <InViewRootContext.Provider value={scrollerRef}>
      {items.length > 0 ? (
        // In the page's own scroll there is no named region around it: the list carries the name.
        <div
          ref={listRef}
          role="list"
          aria-label={scrollRoot ? label : undefined}
          className="infinite-list__list"
          aria-busy={loading || undefined}
        >
          <div aria-hidden="true" style={{ height: Math.max(0, before) }} />
          {rows.map((row) => (
            <ListRow
              key={row.key}
              index={row.index}
              items={items}
              cols={cols}
              setSize={hasMore ? -1 : items.length}
              getKey={getKey}
              renderItem={renderItem}
              measure={virtualizer.measureElement}
            />
          ))}
          <div aria-hidden="true" style={{ height: Math.max(0, after) }} />
        </div>
      ) : (
        <div ref={listRef} />
      )}
      {showEmpty ? (empty ?? <EmptyState message={t('list.empty')} />) : null}
      {error ? (
        <FailureRow message={errorMessage ?? t('list.load_failed')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        // Before the first page: a plain busy indicator, not a 'loading more' row with nothing above it.
        // Keyed apart from the foot's row: one element moving from the top to the foot is a layout shift.
        loading ? (
          <div key="first" className="infinite-list__first">
            <Loader />
          </div>
        ) : null
      ) : hasMore ? (
        // Its ring turns only while a page is on its way: the row stands at the foot, mostly out of
        // sight, and a spinning ring has the compositor draw every frame for as long as the list is open.
        <div key="more" className={loading ? 'infinite-list__more infinite-list__more--loading' : 'infinite-list__more'}>
          <Loader size="sm" label={loadingMoreLabel ?? t('list.loading_more')} />
        </div>
      ) : null}
    </InViewRootContext.Provider>
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
