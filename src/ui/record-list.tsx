import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { InfiniteList } from './infinite-list'
import { PullToRefresh } from './pull-to-refresh'
import './record-list.css'

/** A paged list as a screen drives it (lib/effect/use-paged-list.ts makes one from a paged query). */
export interface Paging<T> {
  readonly items: ReadonlyArray<T>
  readonly hasMore: boolean
  readonly loading: boolean
  readonly failed: boolean
  /** What failed, in the dictionary's words (null: none, or none known). */
  readonly failure?: string | null
  /** Pull to refresh or Refresh asked page 1 again and it is on its way (the rows shown stay). */
  readonly refreshing: boolean
  readonly more: () => void
  readonly retry: () => void
  readonly refresh: () => void
}

export interface RecordListProps<T> {
  /** Accessible name of the list (the record's title). */
  label: string
  /** The range bar and the filters: they stay at the top while the list scrolls. */
  filters: ReactNode
  paging: Paging<T>
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  emptyMessage: string
  /** The platform's totals for the range: they stay at the foot while the list scrolls. */
  totals?: ReadonlyArray<{ readonly label: string; readonly value: ReactNode }> | undefined
  /** What the rows follow (a report's summary and chart): it scrolls away with them. */
  lead?: ReactNode
}

/**
 * One records screen (PLATFORM.md §5): filters pinned at the top with a Refresh button, a windowed
 * list that asks for the next page near its foot, pull to refresh, and the totals pinned at the
 * foot. A failed first page shows the error with Retry; a failed later page keeps the rows shown.
 */
export function RecordList<T>({ label, filters, paging, getKey, renderItem, emptyMessage, totals, lead }: RecordListProps<T>) {
  const { t } = useTranslation('ui')
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null)
  // One ref callback for the list's life: a new one each render was called again at every commit
  // (with null, then the element), two state updates that rendered RecordList a second time.
  const findScrollRoot = useCallback((element: HTMLElement | null) => setScrollRoot(element?.closest<HTMLElement>('.page') ?? null), [])
  const { items, failed, refreshing } = paging
  const firstFailed = failed && items.length === 0
  return (
    <div className="record-list" ref={findScrollRoot}>
      <div className="record-list__filters">
        {filters}
        <button
          type="button"
          className="record-list__refresh"
          onClick={paging.refresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          {t('refresh')}
        </button>
      </div>
      <PullToRefresh onRefresh={paging.refresh} refreshing={refreshing}>
        {lead}
        {firstFailed ? (
          <EmptyState variant="error" message={paging.failure ?? t('load_failed')} onAction={paging.retry} />
        ) : (
          <InfiniteList
            items={items}
            getKey={getKey}
            renderItem={renderItem}
            label={label}
            columns={1}
            estimatedRowHeight={96}
            // Three rows beyond each edge (about a screen's third): pages come at most once a second,
            // so a quick scroll waits at the foot, and every row in range of the foot mounts at once
            // when the page arrives; with six that was a long task at 4x CPU (bench:runtime).
            overscanRows={3}
            scrollRoot={scrollRoot}
            hasMore={paging.hasMore}
            loading={paging.loading}
            error={failed}
            onLoadMore={paging.more}
            onRetry={paging.retry}
            empty={<EmptyState message={emptyMessage} />}
            className="record-list__rows"
          />
        )}
      </PullToRefresh>
      {totals && totals.length > 0 && (
        <dl className="record-list__totals" aria-label={t('totals')}>
          {totals.map((total) => (
            <div key={total.label}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

export type RecordTone = 'in' | 'out' | 'plain'
export type StatusTone = 'success' | 'pending' | 'failed' | 'plain'

/**
 * A record: what it is and its amount (money in or out), its status, when it was and one figure
 * beside it (the balance after), then its details as label and value.
 */
export function RecordRow({
  title,
  amount,
  tone = 'plain',
  status,
  when,
  aside,
  details,
  children,
}: {
  title: ReactNode
  amount: ReactNode
  tone?: RecordTone
  status?: { readonly label: string; readonly tone: StatusTone } | undefined
  when: ReactNode
  aside?: ReactNode
  details: ReadonlyArray<readonly [label: string, value: ReactNode]>
  children?: ReactNode
}) {
  return (
    <div className="record-row">
      <div className="record-row__head">
        <span className="record-row__title">{title}</span>
        {status && <span className={`record-row__status record-row__status--${status.tone}`}>{status.label}</span>}
        <span className={`record-row__amount record-row__amount--${tone}`}>{amount}</span>
      </div>
      <div className="record-row__line">
        <span>{when}</span>
        {aside && <span>{aside}</span>}
      </div>
      {details.length > 0 && (
        <dl className="record-row__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </div>
  )
}
