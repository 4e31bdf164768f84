import { useLayoutEffect, useRef, type MouseEvent } from 'react'
import { policies } from '@/lib/effect/policies'

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

export type MaskDismissOptions = {
  open: boolean
  onClose: () => void
  /** Close when the dimmed mask is tapped. Default true. */
  closeOnMask?: boolean
}

/**
 * Closing for a dialog on Base UI's Dialog with its outside-press dismissal off
 * (`disablePointerDismissal`): the mask is ours so that the SPEC's guard applies, i.e. the tap that
 * opened the dialog must not also close it through the mask. Wire `onOpenChange` to Dialog.Root
 * (Escape, Dialog.Close), `onMaskClick` to the mask (Dialog.Viewport) and `onPanelPointerDown` to
 * Dialog.Popup. Shared by Modal and the side menu.
 */
export function useMaskDismiss({ open, onClose, closeOnMask = true }: MaskDismissOptions) {
  const openedAt = useRef(0)
  const pressStartedInside = useRef(false)
  // An exiting copy (AnimatePresence) keeps the handlers of its last render; they read the latest props here.
  const live = useRef({ open, onClose, closeOnMask })
  live.current = { open, onClose, closeOnMask }

  useLayoutEffect(() => {
    if (open) openedAt.current = now()
  }, [open])

  return {
    onOpenChange: (next: boolean) => {
      // Opening is always the caller's doing.
      if (!next && live.current.open) live.current.onClose()
    },
    onMaskClick: (event: MouseEvent<HTMLElement>) => {
      // A press that began on the panel and ended on the mask (a drag out of it) is not a mask tap.
      const startedInside = pressStartedInside.current
      pressStartedInside.current = false
      if (event.target !== event.currentTarget || startedInside) return
      const { open: isOpen, closeOnMask: maskCloses, onClose: close } = live.current
      if (!isOpen || !maskCloses) return
      if (now() - openedAt.current < policies.dialogMaskGuard) return
      close()
    },
    onPanelPointerDown: () => {
      pressStartedInside.current = true
    },
  }
}
