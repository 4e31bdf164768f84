import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from './form-error'
import { Modal } from './modal'
import './confirm-dialog.css'

export type ConfirmDialogProps = {
  open: boolean
  message: ReactNode
  title?: string
  /** Defaults to ui:confirm. */
  confirmLabel?: string
  /** Defaults to ui:cancel. */
  cancelLabel?: string
  onConfirm: () => void
  /** Also called on Escape and on a mask tap (after the Modal's guard time). */
  onCancel: () => void
  /** For destructive actions: focus starts on Cancel instead of Confirm. */
  destructive?: boolean
  closeOnMask?: boolean
  /** Why the last Confirm did not go through: shown under the question, which stays for another try. */
  failure?: string | null
}

/**
 * A yes/no question on top of Modal (role="alertdialog"). Focus starts on the confirm button (on
 * Cancel when destructive) and returns to whatever had it before the dialog opened.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  closeOnMask = true,
  failure = null,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui')
  const messageId = useId()
  return (
    <Modal
      open={open}
      onClose={onCancel}
      role="alertdialog"
      closeButton={false}
      closeOnMask={closeOnMask}
      ariaDescribedBy={messageId}
      {...(title ? { title } : { ariaLabel: t('confirm') })}
      buttons={[
        { label: cancelLabel ?? t('cancel'), onClick: onCancel, variant: 'secondary', autoFocus: destructive },
        { label: confirmLabel ?? t('confirm'), onClick: onConfirm, variant: 'primary', autoFocus: !destructive },
      ]}
    >
      <p id={messageId} className="ui-confirm__message">
        {message}
      </p>
      <FormError message={failure} />
    </Modal>
  )
}
