import type { ReactNode } from 'react'
import { later } from './later'
import { LoadFailedDialog } from './load-failed-dialog'

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

/** Base UI's Dialog and framer-motion: nothing of them is needed before a dialog opens. */
const dialog = later(() => import('./modal-dialog').then((module) => module.ModalDialog))
export const preloadModal = dialog.preload

/**
 * A centred dialog (modal-dialog.tsx): the rest of the page is inert while it is open, Tab stays
 * inside, Escape closes the top-most one, and focus goes back to what opened it. Its code arrives
 * when it first opens; if it cannot, the player is told so, with Retry.
 */
export function Modal(props: ModalProps) {
  const { arrived, failed, retry } = dialog.useArrival(props.open)
  if (arrived) return <dialog.Component {...props} />
  return failed ? <LoadFailedDialog onRetry={retry} onClose={props.onClose} /> : null
}
