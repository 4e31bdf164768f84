import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/**
 * Closes what is open (a popup, the side menu) when a new page comes: SPEC §2's "closes on any
 * route change". A new page is one navigated to after it opened. Navigation renders as a
 * transition (transition-location.ts): a page the address already names when the player opens
 * something is still being drawn, and its arrival is not a change after the opening. Compared
 * with the page drawn, Service tapped just after Promotion opened and closed again as the
 * promotions page came in (a CI run's frame test).
 */
export const useClosesOnNewPage = (open: boolean, close: () => void) => {
  const [path] = useLocation()
  const drawn = useRef(path)
  /** The address when it opened: the page it belongs to, drawn yet or not. */
  const openedAt = useRef<string | null>(null)
  useEffect(() => {
    const moved = drawn.current !== path
    drawn.current = path
    if (!open) {
      openedAt.current = null
      return
    }
    openedAt.current ??= location.pathname
    if (moved && path !== openedAt.current) close()
  })
}
