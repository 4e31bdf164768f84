import type { ReactNode } from 'react'
import { AsyncResult } from 'effect/reactivity'
import { Option } from 'effect'
import { useTranslation } from 'react-i18next'
import './failure-row.css'

/**
 * A part of a screen that did not load, in one line: what went wrong and Retry. For a part under
 * others (a list's next page, a form's options), where the full-size error would push them about.
 */
export function FailureRow({ message, onRetry }: { readonly message: string; readonly onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('ui')
  return (
    <div className="failure-row" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="ui-btn ui-btn--secondary failure-row__retry" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  )
}

/**
 * `children` while `result` has not failed; once it has, its FailureRow in their place: the
 * dictionary's words for its error (a defect's as 'Could not load'), with Retry. For what a form
 * offers or money costs, which is never left out unsaid (docs/architecture.md).
 */
export function FailureOf<E>({
  result,
  messageOf,
  onRetry,
  children = null,
}: {
  readonly result: AsyncResult.AsyncResult<unknown, E>
  readonly messageOf: (error: E) => string
  readonly onRetry: () => void
  readonly children?: ReactNode
}) {
  const { t } = useTranslation('ui')
  if (!AsyncResult.isFailure(result)) return children
  const message = Option.match(AsyncResult.error(result), { onNone: () => t('load_failed'), onSome: messageOf })
  return <FailureRow message={message} onRetry={onRetry} />
}
