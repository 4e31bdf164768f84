import { Dialog } from '@base-ui/react/dialog'
import { AnimatePresence, m } from 'framer-motion'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'
import { useInertOutside } from './inert-outside'
import { useMaskDismiss } from './mask-dismiss'
import { WithMotion } from './motion'
import type { ModalProps } from './modal'
import './button.css'
import './modal.css'

/**
 * Modal's dialog, loaded when a dialog first opens (or after the player's first interaction).
 * A centred dialog on Base UI's Dialog: the rest of the page is inert while it is open, Tab stays
 * inside, Escape closes the top-most one, and focus goes back to what opened it. Base UI handles
 * those; this file keeps the look, the framer-motion fade and the SPEC's mask guard.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  buttons,
  closeOnMask = true,
  closeButton = true,
  ariaLabel,
  ariaDescribedBy,
  role = 'dialog',
  className,
}: ModalProps) {
  const { t } = useTranslation('ui')
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  // Our mask, not Base UI's outside press, so the SPEC's guard applies (mask-dismiss.ts).
  const dismiss = useMaskDismiss({ open, onClose, closeOnMask })
  useInertOutside(open)

  return (
    <WithMotion>
      <Dialog.Root
        open={open}
        disablePointerDismissal
        // Escape and the close button.
        onOpenChange={dismiss.onOpenChange}
      >
        <AnimatePresence>
          {open ? (
            <Dialog.Portal keepMounted key="ui-modal">
              <Dialog.Viewport
                className="ui-modal"
                onClick={dismiss.onMaskClick}
                render={<m.div initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={{ duration: 0.18 }} />}
              >
                <Dialog.Popup
                  ref={panelRef}
                  className={['ui-modal__panel', className].filter(Boolean).join(' ')}
                  role={role}
                  aria-modal="true"
                  aria-labelledby={title ? titleId : undefined}
                  aria-label={title ? undefined : ariaLabel}
                  aria-describedby={ariaDescribedBy}
                  initialFocus={() => panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panelRef.current}
                  onPointerDown={dismiss.onPanelPointerDown}
                  render={
                    <m.div
                      initial={{ opacity: 0, scale: 0.92 }}
                      animate={{ opacity: 1, scale: 1 }}
                      exit={{ opacity: 0, scale: 0.96 }}
                      transition={{ duration: 0.18, ease: 'easeOut' }}
                    />
                  }
                >
                  {title || closeButton ? (
                    <div className="ui-modal__header">
                      {title ? (
                        <Dialog.Title id={titleId} className="ui-modal__title">
                          {title}
                        </Dialog.Title>
                      ) : null}
                      {closeButton ? (
                        <Dialog.Close className="ui-icon-btn ui-modal__close" aria-label={t('close')}>
                          <CloseIcon />
                        </Dialog.Close>
                      ) : null}
                    </div>
                  ) : null}
                  <div className="ui-modal__body">{children}</div>
                  {buttons && buttons.length > 0 ? (
                    <div className="ui-modal__footer">
                      {buttons.map((button, index) => (
                        <button
                          key={`${index}-${button.label}`}
                          type="button"
                          className={`ui-btn ui-btn--${button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}`}
                          onClick={button.onClick}
                          disabled={button.disabled}
                          data-autofocus={button.autoFocus ? '' : undefined}
                        >
                          {button.label}
                        </button>
                      ))}
                    </div>
                  ) : null}
                </Dialog.Popup>
              </Dialog.Viewport>
            </Dialog.Portal>
          ) : null}
        </AnimatePresence>
      </Dialog.Root>
    </WithMotion>
  )
}
