import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { FailureRow } from './failure-row'
import { Skeleton } from './query-view'
import type { Paging } from './record-list'

/**
 * A short paged list shown whole, page after page (a contract's history, a dividend's periods),
 * where RecordList's windowing and pinned filters would be too much: a failed first page with
 * Retry, a skeleton until it comes, the empty message, the rows (each renders its own li), and
 * Show more while pages remain; a later page that failed says so under the rows, with Retry in
 * Show more's place (the rows stay).
 */
export function MoreList<T>({
  label,
  paging,
  getKey,
  renderItem,
  emptyMessage,
  className,
}: {
  label: string
  paging: Paging<T>
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  emptyMessage: string
  className?: string
}) {
  const { t } = useTranslation('ui')
  const { items, loading, failed } = paging
  return (
    <>
      {failed && items.length === 0 ? (
        <EmptyState variant="error" message={paging.failure ?? t('load_failed')} onAction={paging.retry} />
      ) : items.length === 0 ? (
        loading ? (
          <Skeleton lines={3} />
        ) : (
          <EmptyState message={emptyMessage} />
        )
      ) : (
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </ul>
      )}
      {failed && items.length > 0 ? (
        <FailureRow message={paging.failure ?? t('load_failed')} onRetry={paging.retry} />
      ) : (
        paging.hasMore && (
          <button type="button" className="btn btn-secondary btn-block" onClick={paging.more} disabled={loading}>
            {t('show_more')}
          </button>
        )
      )}
    </>
  )
}
