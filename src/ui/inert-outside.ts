import { useLayoutEffect } from 'react'

/**
 * Base UI hides the page behind a modal dialog from assistive technology (aria-hidden on what it
 * marks `data-base-ui-inert`) and traps Tab, but the page's controls stay focusable: a screen
 * reader's swipe can still land there and axe reports aria-hidden-focus. `inert` on the same
 * elements makes the background unreachable until the dialog closes.
 */
/** Marks a layer (the toast host) that stays live above an open dialog. */
export const liveLayer = '[data-live-layer]'

export function useInertOutside(open: boolean) {
  useLayoutEffect(() => {
    if (!open || typeof requestAnimationFrame === 'undefined') return
    let made: Element[] = []
    // Base UI marks the page in its own effects once the popup is in the document: one frame later.
    const frame = requestAnimationFrame(() => {
      const hidden = Array.from(document.querySelectorAll('[data-base-ui-inert][aria-hidden="true"]'))
      // Toasts answer what the user does in the dialog ('Coming soon'): their layer stays heard.
      for (const layer of hidden.filter((element) => element.matches(liveLayer))) layer.removeAttribute('aria-hidden')
      made = hidden.filter(
        // Nor Base UI's own pointer-blocking backdrop inside the dialog's portal.
        (element) => !element.matches(liveLayer) && !element.hasAttribute('inert') && !element.closest('[data-base-ui-portal]'),
      )
      for (const element of made) element.setAttribute('inert', '')
    })
    // A layout-effect cleanup: the background is live again before focus goes back to the opener.
    return () => {
      cancelAnimationFrame(frame)
      for (const element of made) element.removeAttribute('inert')
    }
  }, [open])
}
