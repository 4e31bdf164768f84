/**
 * Test-only: what a browser does for a user's input that happy-dom leaves out. fireEvent sends one
 * event; a real tap or key press is a sequence, and some keys have default actions.
 */
import { fireEvent } from '@testing-library/react'

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/** Tab: unless the keydown is cancelled, the next (or previous) element in the tab order gets focus, skipping inert ones. */
export function pressTab({ shift = false }: { shift?: boolean } = {}) {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : document.body
  if (!fireEvent.keyDown(active, { key: 'Tab', shiftKey: shift })) return
  const order = Array.from(document.querySelectorAll<HTMLElement>(tabbable)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]'),
  )
  const direction = shift ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING
  const candidates = order.filter((element) => element !== active && (active.compareDocumentPosition(element) & direction) !== 0)
  const next = shift ? candidates[candidates.length - 1] : candidates[0]
  next?.focus()
}

/** A key on the focused element; Enter (on keydown) and Space (on keyup) click a button, as browsers do. */
export function pressKey(key: string) {
  const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body
  const proceed = fireEvent.keyDown(target, { key })
  const isButton = target instanceof HTMLButtonElement
  if (proceed && isButton && key === 'Enter') fireEvent.click(target, { detail: 0 })
  if (fireEvent.keyUp(target, { key }) && proceed && isButton && key === ' ') fireEvent.click(target, { detail: 0 })
}

/** A finger tap: pointer down and up, then the click. */
export function tap(element: Element) {
  const pointer = { pointerType: 'touch', pointerId: 1, button: 0, isPrimary: true }
  fireEvent.pointerDown(element, pointer)
  fireEvent.mouseDown(element)
  fireEvent.pointerUp(element, pointer)
  fireEvent.mouseUp(element)
  fireEvent.click(element, { detail: 1 })
}
