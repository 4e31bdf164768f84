import { AnimatePresence, m } from 'framer-motion'
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { CloseIcon } from './icons'
import './button.css'
import './modal.css'

export type ModalButton = {
  label: string
  onClick: () => void
  variant?: 'primary' | 'secondary'
  /** Receives focus when the dialog opens (otherwise the dialog itself is focused). */
  autoFocus?: boolean
  disabled?: boolean
}

export type ModalProps = {
  open: boolean
  /** Called on Escape, on the close button and on a mask tap (after the guard time). */
  onClose: () => void
  title?: string
  children?: ReactNode
  /** Footer buttons, laid out side by side in order. */
  buttons?: ReadonlyArray<ModalButton>
  /** Close when the dimmed mask is tapped. Default true. */
  closeOnMask?: boolean
  /** Show the × button in the corner. Default true. */
  closeButton?: boolean
  /** Accessible name when there is no visible title. */
  ariaLabel?: string
  /** Id of the element that describes the dialog (e.g. its message). */
  ariaDescribedBy?: string
  role?: 'dialog' | 'alertdialog'
  className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Open dialogs, innermost last: only the top one reacts to Escape.
const openStack: symbol[] = []

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

export function Modal({
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
  const openedAt = useRef(0)
  const pressStartedInside = useRef(false)
  // The exiting copy keeps old props; these refs let it see the latest ones.
  const live = useRef({ open, onClose, closeOnMask })
  live.current = { open, onClose, closeOnMask }

  useEffect(() => {
    if (!open) return
    // UI timing guard: the tap that opened the dialog must not also close it through the mask.
    openedAt.current = now()
    const token = Symbol('modal')
    openStack.push(token)
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const panel = panelRef.current
    const target = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel
    target?.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== token) return
      event.stopPropagation()
      live.current.onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const index = openStack.indexOf(token)
      if (index >= 0) openStack.splice(index, 1)
      // Give focus back to what opened the dialog, if it is still there.
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [open])

  const onMaskClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const startedInside = pressStartedInside.current
    pressStartedInside.current = false
    if (event.target !== event.currentTarget || startedInside) return
    const { open: isOpen, closeOnMask: maskCloses, onClose: close } = live.current
    if (!isOpen || !maskCloses) return
    if (now() - openedAt.current < policies.dialogMaskGuard) return
    close()
  }

  // Keep Tab inside the dialog.
  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  if (typeof document === 'undefined') return null

  return createPortal(
    <AnimatePresence>
      {open ? (
        <m.div
          key="ui-modal"
          className="ui-modal"
          onClick={onMaskClick}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          transition={{ duration: 0.18 }}
        >
          <m.div
            ref={panelRef}
            className={['ui-modal__panel', className].filter(Boolean).join(' ')}
            role={role}
            aria-modal="true"
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : ariaLabel}
            aria-describedby={ariaDescribedBy}
            tabIndex={-1}
            onPointerDown={() => {
              pressStartedInside.current = true
            }}
            onKeyDown={onPanelKeyDown}
            initial={{ opacity: 0, scale: 0.92 }}
            animate={{ opacity: 1, scale: 1 }}
            exit={{ opacity: 0, scale: 0.96 }}
            transition={{ duration: 0.18, ease: 'easeOut' }}
          >
            {title || closeButton ? (
              <div className="ui-modal__header">
                {title ? (
                  <h2 id={titleId} className="ui-modal__title">
                    {title}
                  </h2>
                ) : null}
                {closeButton ? (
                  <button type="button" className="ui-icon-btn ui-modal__close" aria-label={t('close')} onClick={onClose}>
                    <CloseIcon />
                  </button>
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
          </m.div>
        </m.div>
      ) : null}
    </AnimatePresence>,
    document.body,
  )
}
