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
