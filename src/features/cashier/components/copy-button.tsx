import { useTranslation } from 'react-i18next'
import { copyText } from '@/ui'

/** Copies a value the member pastes elsewhere (an account number, an order id), named by its field. */
export function CopyButton({ label, value, className }: { readonly label: string; readonly value: string; readonly className: string }) {
  const { t } = useTranslation(['cashier', 'common'])
  return (
    <button
      type="button"
      className={className}
      aria-label={t('result.copy', { field: label })}
      onClick={() => void copyText(value, { copied: t('common:common.copied'), failed: t('common:common.copy_failed') })}
    >
      {t('result.copy_short')}
    </button>
  )
}

/** An order number in a record, with its copy control. */
export function CopyId({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <span className="record-copy">
      <span>{value}</span>
      <CopyButton className="record-copy__button" label={label} value={value} />
    </span>
  )
}
