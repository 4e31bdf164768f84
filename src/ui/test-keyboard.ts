/**
 * Test-only: happy-dom does not move focus on Tab. This does what a browser does: unless the
 * keydown is cancelled, the next (or previous) element in the tab order gets focus, skipping
 * inert and disabled ones.
 */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

export function pressTab({ shift = false }: { shift?: boolean } = {}) {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : document.body
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true })
  if (!active.dispatchEvent(event)) return
  const order = Array.from(document.querySelectorAll<HTMLElement>(tabbable)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]'),
  )
  const direction = shift ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING
  const candidates = order.filter((element) => element !== active && (active.compareDocumentPosition(element) & direction) !== 0)
  const next = shift ? candidates[candidates.length - 1] : candidates[0]
  next?.focus()
}
