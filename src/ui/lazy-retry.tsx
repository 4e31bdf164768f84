import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The code of a lazy component did not arrive: offline, a timeout, or a deploy that removed the
 * hashed file this build names. `repeated` says an earlier try of the same import failed too.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(
    readonly repeated: boolean,
    cause: unknown,
    /** networkReturns() when the import was asked for (retryWhenOnline). */
    readonly askedAt = networkReturns(),
  ) {
    super('a part of the app failed to load', { cause })
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError

let codeGoneRule: (error: ChunkLoadError) => void = () => {}
/**
 * The app's rule for code that failed again while the player waits on it (src/app/new-build.ts:
 * reload into the new build). A page's boundary applies it itself; a dialog or a panel whose code
 * did not come (later.ts useArrival) has no boundary, so the app hands the rule over here at boot.
 */
export const whenCodeFailsAgain = (rule: (error: ChunkLoadError) => void) => {
  codeGoneRule = rule
}
export const codeFailedAgain = (error: ChunkLoadError) => codeGoneRule(error)

/** Page imports on their way (lazyRetry's, and their preloads). */
const onTheirWay = new Set<Promise<unknown>>()
const onItsWay = <T,>(loading: Promise<T>) => {
  onTheirWay.add(loading)
  const arrived = () => onTheirWay.delete(loading)
  loading.then(arrived, arrived)
  return loading
}

/**
 * Settles once no page's code is on its way. What nobody asked for yet (later.ts) waits for it: on
 * a phone's slow link, a page just opened shared it with every such file at the player's first
 * tap (the page fade, dialogs, the side menu), and came later.
 */
export const pagesArrived = async (): Promise<void> => {
  while (onTheirWay.size > 0) await Promise.allSettled([...onTheirWay])
}

let returns = 0
if (typeof window !== 'undefined') window.addEventListener('online', () => void returns++)
/** How many times the network has come back (the browser's 'online') since the app began. */
export const networkReturns = () => returns

/**
 * Code that did not arrive while offline is asked for again by itself once the network is back
 * (the browser's 'online'), as a Retry would. A load asked for before a return (`askedAt`, a
 * networkReturns()) and failing after it failed on the old network: the event has passed, so it is
 * asked for again at once (CI: a file on its way as the connection dropped and came back failed a
 * moment after 'online', and its Retry stood for good). Returns the way to stop waiting (a Retry
 * first, a screen gone).
 */
export const retryWhenOnline = (retry: () => void, askedAt: number) => {
  if (askedAt !== returns) {
    const timer = setTimeout(retry, 0)
    return () => clearTimeout(timer)
  }
  window.addEventListener('online', retry, { once: true })
  return () => window.removeEventListener('online', retry)
}

/** One entry per lazy component whose last import failed: re-arms it for a fresh import. */
const failed = new Set<() => void>()

/**
 * Lets every failed lazy import be tried again on its next render. ErrorBoundary calls it once it
 * has shown a failure (componentDidCatch), not when the import rejects: React renders the
 * rejected component again right after the rejection to reach the boundary, and a fresh import
 * at that moment would start another load instead of showing Retry (a loop while offline).
 */
export const forgetFailedImports = () => {
  for (const rearm of failed) rearm()
  failed.clear()
}

/**
 * React.lazy keeps a rejected import for ever, so Retry would rethrow the same failure and a tab
 * could never load that page again. This is React.lazy over a replaceable inner lazy: after a
 * failure has been shown, the next render (Retry, or coming back to the route) imports again. The
 * returned component stays the same object for the life of the app (route tables hold it).
 * Rejections become ChunkLoadError, so the boundary can say 'Could not load this' and the frame can
 * tell a repeated failure (the reload rule in src/app/new-build.ts). Vite's `vite:preloadError`
 * event needs no listener: nobody cancels it, so Vite rethrows and the failure arrives here.
 */
export function lazyRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { readonly preload: () => Promise<void> } {
  let failedBefore = false
  // Once the code is here, the page renders at once: React.lazy would still suspend for a tick on
  // a promise it has not seen settle, and show the spinner over a page whose code has arrived.
  let loaded: ComponentType<P> | null = null
  const arrived = (module: { default: ComponentType<P> }) => {
    loaded = module.default
    return module
  }
  const attempt = () => {
    const askedAt = networkReturns()
    return onItsWay(load()).then(
      (module) => {
        failedBefore = false
        return arrived(module)
      },
      (error: unknown) => {
        const repeated = failedBefore
        failedBefore = true
        failed.add(() => (current = lazy(attempt)))
        throw new ChunkLoadError(repeated, error, askedAt)
      },
    )
  }
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt)
  // `current` is replaced only after its import failed, when it had never mounted.
  const Lazy = (props: P) => {
    // A mount keeps the component it began with. React may mount the page through `current`:
    // when its code arrives between React suspending on it and React coming back (the next task,
    // late on a busy phone), React finishes that render with the page inside the React.lazy.
    // Switching to `loaded` at the next render changed the element's type and remounted the page
    // (CI: a half-filled form started over when the frame next rendered).
    const [Current] = useState(() => loaded ?? current)
    return <Current {...props} />
  }
  /**
   * Fetches the code now, before anything renders it (the page the app opens on), and says when it
   * has arrived. The browser keeps one copy of a module; a failure here is left for the render to
   * meet and show.
   */
  const preload = (): Promise<void> =>
    onItsWay(load()).then(
      (module) => void arrived(module),
      () => undefined,
    )
  return Object.assign(Lazy, { preload })
}
