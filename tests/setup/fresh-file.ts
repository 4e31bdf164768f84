import { vi } from 'vitest'

/**
 * Unit files share their worker, its modules' cache and its window (isolate: false in
 * vite.config.ts): about four times faster than a process per file. This runs before each file and
 * gives it what a process of its own would: our modules evaluated afresh, and nothing the files
 * before it left behind — no timer still due, no listener on the window or the document, no stored
 * key, no element, no address, no global of the app's.
 */

type Timer = Parameters<typeof clearTimeout>[0]
type Left = { timers: Set<Timer>; listeners: Array<() => void> }
const worker = globalThis as typeof globalThis & { leftByEarlierFiles?: Left }

const trackWhatFilesLeave = (): Left => {
  const left: Left = { timers: new Set(), listeners: [] }
  const { setTimeout: after, setInterval: every, clearTimeout: cancel } = globalThis
  // Fake timers replace these while a test runs and put these back: only real timers are tracked.
  globalThis.setTimeout = ((work: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer: Timer = after(
      (...given: unknown[]) => {
        left.timers.delete(timer)
        work(...given)
      },
      ms,
      ...args,
    )
    left.timers.add(timer)
    return timer
  }) as typeof setTimeout
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const timer: Timer = every(...args)
    left.timers.add(timer)
    return timer
  }) as typeof setInterval
  // One function cancels both kinds, in browsers and in Node.
  globalThis.clearTimeout = globalThis.clearInterval = (timer?: Timer) => {
    left.timers.delete(timer)
    cancel(timer)
  }
  for (const target of typeof window === 'undefined' ? [] : [window, document]) {
    const listen = target.addEventListener.bind(target)
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listen(type, listener, options)
      left.listeners.push(() => target.removeEventListener(type, listener, options))
    }
  }
  return left
}

const left = (worker.leftByEarlierFiles ??= trackWhatFilesLeave())
for (const timer of left.timers) clearTimeout(timer)
left.timers.clear()
for (const remove of left.listeners.splice(0)) remove()
// The app's own globals (the head start's requests, the image CDN) are all named __wps….
for (const key of Object.keys(globalThis)) if (key.startsWith('__wps')) Reflect.deleteProperty(globalThis, key)
if (typeof window !== 'undefined') {
  await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort() // its animation frames, idle callbacks and requests
  localStorage.clear()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
}

vi.resetModules()
