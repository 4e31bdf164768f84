import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ConfirmDialog, Modal } from '@/ui'
import { peso } from '../peso'
import type { WithdrawRefusal } from '../withdraw-rules'

/**
 * The dialog of a refused withdrawal (PLATFORM.md §1.1, one per code): what stands in the way, in
 * the dictionary's words with the platform's amounts, and 'Go' to the screen that fixes it.
 */
export function WithdrawRefusalDialog({ refusal, onClose }: { readonly refusal: WithdrawRefusal | null; readonly onClose: () => void }) {
  const { t } = useTranslation(['cashier', 'common'])
  const [, navigate] = useLocation()
  const amounts = Object.fromEntries(Object.entries(refusal?.amounts ?? {}).map(([name, amount]) => [name, peso(amount)]))
  const message = refusal && (
    <>
      {t(refusal.key, amounts)}
      {refusal.missing.length > 0 && (
        <span className="withdraw-refusal__missing">
          {refusal.missing.map((item) => (
            <span key={item}>{t(`withdraw.missing.${item}`)}</span>
          ))}
        </span>
      )}
    </>
  )
  const title = t('withdraw.refused')
  const go = refusal?.go
  if (go) {
    return (
      <ConfirmDialog
        open
        title={title}
        message={message}
        confirmLabel={t(go.label)}
        cancelLabel={t('common:common.close')}
        onConfirm={() => {
          onClose()
          navigate(go.to)
        }}
        onCancel={onClose}
      />
    )
  }
  return (
    <Modal
      open={refusal !== null}
      onClose={onClose}
      role="alertdialog"
      title={title}
      closeButton={false}
      buttons={[{ label: t('common:common.ok'), onClick: onClose, variant: 'primary', autoFocus: true }]}
    >
      <p className="ui-confirm__message">{message}</p>
    </Modal>
  )
}
