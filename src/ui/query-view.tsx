import type { ReactNode } from 'react'
import { AsyncResult } from 'effect/reactivity'
import { Option } from 'effect'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import './query-view.css'

export type QueryViewProps<A, E> = {
  readonly result: AsyncResult.AsyncResult<A, E>
  /** Asks again; the failure view offers it as Retry. */
  readonly onRetry: () => void
  /** The dictionary text for a failure (the app's one map from error to message). */
  readonly messageOf: (error: E) => string
  /** What the content will look like while it loads; a plain skeleton block when absent. */
  readonly skeleton?: ReactNode
  readonly children: (value: A) => ReactNode
}

/**
 * The three faces of data a screen reads: a skeleton while it loads, the content, or the
 * dictionary's message with Retry; never a blank area. A reload keeps the content on screen.
 */
export function QueryView<A, E>({ result, onRetry, messageOf, skeleton, children }: QueryViewProps<A, E>) {
  const { t } = useTranslation('ui')
  const value = AsyncResult.value(result)
  if (Option.isSome(value) && !AsyncResult.isFailure(result)) return <>{children(value.value)}</>
  if (AsyncResult.isFailure(result)) {
    const error = AsyncResult.error(result)
    const message = Option.isSome(error) ? messageOf(error.value) : t('load_failed')
    // A failed reload keeps what was shown and says so under it.
    if (Option.isSome(value)) {
      return (
        <>
          {children(value.value)}
          <EmptyState variant="error" message={message} onAction={onRetry} />
        </>
      )
    }
    return <EmptyState variant="error" message={message} onAction={onRetry} />
  }
  return <Loading skeleton={skeleton} />
}

/** Content on its way: its skeleton (a plain block when absent), announced as loading. */
export function Loading({ skeleton }: { readonly skeleton?: ReactNode }) {
  const { t } = useTranslation('ui')
  return (
    <div className="ui-query-loading" role="status" aria-busy="true" aria-label={t('loading')}>
      {skeleton ?? <Skeleton lines={3} />}
    </div>
  )
}

/** Grey placeholder blocks in the theme's surface colour, shaped like the content to come. */
export function Skeleton({ lines = 1, tiles = 0, className }: { lines?: number; tiles?: number; className?: string }) {
  return (
    <div className={['ui-skeleton', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={`l${index}`} className="ui-skeleton__line" />
      ))}
      {tiles > 0 ? (
        <span className="ui-skeleton__tiles">
          {Array.from({ length: tiles }, (_, index) => (
            <span key={`t${index}`} className="ui-skeleton__tile" />
          ))}
        </span>
      ) : null}
    </div>
  )
}
