import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import './load-failed-dialog.css'

/**
 * What a dialog or panel the player opened shows when its code did not arrive (offline, or a
 * deploy replaced the file): the browser's own modal <dialog>, which needs nothing more to load,
 * saying so with Retry. Close and Escape close it as the dialog itself would have.
 */
export function LoadFailedDialog({ onRetry, onClose }: { readonly onRetry: () => void; readonly onClose: () => void }) {
  const { t } = useTranslation('ui')
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className="ui-load-failed"
      aria-label={t('load_failed')}
      onCancel={(event) => {
        event.preventDefault() // the owner closes it, by its state
        onClose()
      }}
    >
      <EmptyState variant="error" message={t('load_failed')} onAction={onRetry} actionLabel={t('retry')} />
      <button type="button" className="ui-btn ui-btn--secondary ui-load-failed__close" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  )
}
