import type { ReactNode } from 'react'
import { later } from './later'

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

const dialog = later(() => import('./modal-dialog').then((module) => module.ModalDialog))

/** Loads the dialog's code ahead of need (tests; the app lets the first closed Modal do it when idle). */
export const preloadModal = dialog.preload

/**
 * A centred modal dialog (Base UI's Dialog, in modal-dialog.tsx). Its code loads when the browser
 * is first idle, or at once when it opens before that; nothing renders until then.
 */
export function Modal(props: ModalProps) {
  const Dialog = dialog.use(props.open)
  return Dialog ? <Dialog {...props} /> : null
}
