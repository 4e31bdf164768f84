import { useCallback } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * SPEC §9 press timings, one mechanism for every interactive element: the pressed state
 * (`data-pressed`, which the stylesheets style instead of `:active`) shows 130 ms after the finger
 * goes down and clears 100 ms after it lifts; a press released sooner shows none. Holding 370 ms
 * fires a long press (`app:longpress`, cancelable); when a handler takes it (preventDefault), the
 * click that would follow is swallowed. A move of more than a few px (a scroll) or a cancel ends
 * the press. Installed once on the document (`installPress`); screens only style `[data-pressed]`
 * and, where a long press means something, listen with `useLongPress`.
 */

/** What counts as pressable: buttons, links, ARIA widgets and anything marked `data-press`. */
export const pressableSelector =
  'button:not(:disabled), a[href], [role="button"], [role="tab"], [role="option"], [role="switch"], [role="menuitem"], [data-press]'
export const pressedAttribute = 'data-pressed'
export const longPressEvent = 'app:longpress'
/** Movement that turns a press into a scroll. Not a SPEC number: our choice, typical touch slop. */
const moveTolerancePx = 10

export interface PressTimers {
  readonly set: (run: () => void, ms: number) => unknown
  readonly clear: (handle: unknown) => void
}

/**
 * Timeouts that keep the SPEC's "no sooner than" against the page's clock: Chromium may wake a
 * timer a little early (CI saw the pressed state 128.9 ms after the touch), so a timer that wakes
 * before its due time sleeps the rest.
 */
const browserTimers: PressTimers = {
  set: (run, ms) => {
    const due = performance.now() + ms
    const timer = { id: setTimeout(() => wake(), ms) }
    const wake = () => {
      const left = due - performance.now()
      if (left > 0) timer.id = setTimeout(wake, Math.ceil(left))
      else run()
    }
    return timer
  },
  clear: (timer) => clearTimeout((timer as { id: ReturnType<typeof setTimeout> }).id),
}

export const installPress = (root: Document | HTMLElement = document, timers: PressTimers = browserTimers) => {
  let target: Element | null = null
  let startX = 0
  let startY = 0
  let showTimer: unknown = null
  let longTimer: unknown = null
  let clearing: { element: Element; timer: unknown } | null = null
  let swallowClick = false

  const stopTimers = () => {
    if (showTimer !== null) timers.clear(showTimer)
    if (longTimer !== null) timers.clear(longTimer)
    showTimer = null
    longTimer = null
  }
  const clearNow = () => {
    if (!clearing) return
    timers.clear(clearing.timer)
    clearing.element.removeAttribute(pressedAttribute)
    clearing = null
  }

  const release = () => {
    stopTimers()
    const element = target
    target = null
    if (!element?.hasAttribute(pressedAttribute)) return
    clearNow()
    const timer = timers.set(() => {
      element.removeAttribute(pressedAttribute)
      clearing = null
    }, policies.pressOut)
    clearing = { element, timer }
  }

  const onDown = (event: Event) => {
    const pointer = event as PointerEvent
    if (pointer.isPrimary === false || (pointer.pointerType === 'mouse' && pointer.button !== 0)) return
    release()
    clearNow()
    swallowClick = false
    const element = (event.target as Element | null)?.closest?.(pressableSelector) ?? null
    if (!element) return
    target = element
    startX = pointer.clientX ?? 0
    startY = pointer.clientY ?? 0
    showTimer = timers.set(() => {
      showTimer = null
      element.setAttribute(pressedAttribute, '')
    }, policies.pressIn)
    longTimer = timers.set(() => {
      longTimer = null
      const taken = !element.dispatchEvent(new CustomEvent(longPressEvent, { bubbles: true, cancelable: true }))
      if (taken) {
        swallowClick = true
        release()
      }
    }, policies.longPress)
  }

  const onMove = (event: Event) => {
    if (!target) return
    const pointer = event as PointerEvent
    if (Math.hypot((pointer.clientX ?? 0) - startX, (pointer.clientY ?? 0) - startY) > moveTolerancePx) release()
  }

  const onClick = (event: Event) => {
    if (!swallowClick) return
    swallowClick = false
    event.preventDefault()
    event.stopPropagation()
  }

  root.addEventListener('pointerdown', onDown, true)
  root.addEventListener('pointermove', onMove, true)
  root.addEventListener('pointerup', release, true)
  root.addEventListener('pointercancel', release, true)
  root.addEventListener('click', onClick, true)
  return () => {
    release()
    clearNow()
    root.removeEventListener('pointerdown', onDown, true)
    root.removeEventListener('pointermove', onMove, true)
    root.removeEventListener('pointerup', release, true)
    root.removeEventListener('pointercancel', release, true)
    root.removeEventListener('click', onClick, true)
  }
}

/**
 * A long press (370 ms, SPEC §9) on the element this ref is given to; when `onLongPress` is set,
 * the press is taken and the tap that would follow does not happen.
 */
export const useLongPress = <T extends Element>(onLongPress: (() => void) | undefined) =>
  useCallback(
    (element: T | null) => {
      if (!element || !onLongPress) return
      const listener = (event: Event) => {
        event.preventDefault()
        onLongPress()
      }
      // The hold is ours: no system menu or image callout over it.
      const noMenu = (event: Event) => event.preventDefault()
      element.addEventListener(longPressEvent, listener)
      element.addEventListener('contextmenu', noMenu)
      return () => {
        element.removeEventListener(longPressEvent, listener)
        element.removeEventListener('contextmenu', noMenu)
      }
    },
    [onLongPress],
  )
