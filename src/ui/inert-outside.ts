import { useLayoutEffect } from 'react'

/**
 * Base UI hides the page behind a modal dialog from assistive technology (aria-hidden on what it
 * marks `data-base-ui-inert`) and traps Tab, but the page's controls stay focusable: a screen
 * reader's swipe can still land there and axe reports aria-hidden-focus. `inert` on the same
 * elements makes the background unreachable until the dialog closes.
 */
/** Marks a layer (the toast host) that stays live above an open dialog. */
export const liveLayer = '[data-live-layer]'

const marked = '[data-base-ui-inert][aria-hidden="true"]'

export function useInertOutside(open: boolean) {
  useLayoutEffect(() => {
    if (!open || typeof MutationObserver === 'undefined') return
    const made = new Set<Element>()
    const follow = () => {
      for (const element of document.querySelectorAll(marked)) {
        // Toasts answer what the user does in the dialog ('Coming soon'): their layer stays heard.
        if (element.matches(liveLayer)) element.removeAttribute('aria-hidden')
        // Nor Base UI's own pointer-blocking backdrop inside the dialog's portal.
        else if (!element.hasAttribute('inert') && !element.closest('[data-base-ui-portal]')) {
          element.setAttribute('inert', '')
          made.add(element)
        }
      }
    }
    // Base UI marks the page in its own effects once the popup is in the document: a frame later,
    // or several on a busy phone. Each marking is followed as it happens, not guessed at once.
    const observer = new MutationObserver(follow)
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'data-base-ui-inert'] })
    follow()
    // A layout-effect cleanup: the background is live again before focus goes back to the opener.
    return () => {
      observer.disconnect()
      for (const element of made) element.removeAttribute('inert')
    }
  }, [open])
}
