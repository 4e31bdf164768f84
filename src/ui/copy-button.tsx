import { useTranslation } from 'react-i18next'
import { copyText } from './copy-text'

/** Copies a value the member pastes elsewhere (an account number, an order id), named by its field. */
export function CopyButton({ label, value, className }: { readonly label: string; readonly value: string; readonly className: string }) {
  const { t } = useTranslation(['ui', 'common'])
  return (
    <button
      type="button"
      className={className}
      aria-label={t('copy_field', { field: label })}
      onClick={() => void copyText(value, { copied: t('common:common.copied'), failed: t('common:common.copy_failed') })}
    >
      {t('copy')}
    </button>
  )
}
