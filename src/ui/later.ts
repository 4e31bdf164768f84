import { useEffect, useReducer, type ComponentType } from 'react'

const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 1)
  return () => clearTimeout(id)
}

/**
 * A component whose code is not on the first-paint path (Base UI's Select adds ~25 KB gzip to
 * the Dialog that Modal already brings, and no select is open at first paint). `use(now)` returns it once loaded, else null: it
 * loads at once when `now` (the user opened something), otherwise when the browser is idle.
 * Once loaded it renders synchronously everywhere.
 */
export function later<C extends ComponentType<never>>(load: () => Promise<C>) {
  let loaded: C | null = null
  let pending: Promise<C> | null = null
  const preload = () => {
    pending ??= load().then((component) => (loaded = component))
    return pending
  }
  const use = (now: boolean): C | null => {
    const [, arrived] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      if (loaded) return
      let live = true
      const start = () => void preload().then(() => live && arrived())
      const cancel = now ? (start(), undefined) : whenIdle(start)
      return () => {
        live = false
        cancel?.()
      }
    }, [now])
    return loaded
  }
  return { use, preload }
}
