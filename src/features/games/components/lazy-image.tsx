import { createContext, useContext, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { policies } from '@/lib/effect/policies'
import './lazy-image.css'
import { useImageFallback } from '@/lib/site/use-image-fallback'

/**
 * The scrolling element images should be measured against. IntersectionObserver's rootMargin only
 * widens the root, so inside a scrolling list (InfiniteList provides it) the list itself must be
 * the root for "load 100 px ahead" to mean anything; elsewhere the viewport is.
 */
export const LazyRootContext = createContext<Element | null>(null)

type Watch = (visible: boolean) => void
type Shared = { observer: IntersectionObserver; watchers: Map<Element, Watch> }

// One observer per root: hundreds of tiles share it instead of each owning one.
const viewportObservers = new Map<string, Shared>()
const elementObservers = new WeakMap<Element, Shared>()

const sharedObserver = (root: Element | null): Shared => {
  const known = root ? elementObservers.get(root) : viewportObservers.get('viewport')
  if (known) return known
  const watchers = new Map<Element, Watch>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting)
    },
    { root, rootMargin: `${policies.lazyLoadAheadPx}px` },
  )
  const shared = { observer, watchers }
  if (root) elementObservers.set(root, shared)
  else viewportObservers.set('viewport', shared)
  return shared
}

/**
 * True once the element comes within policies.lazyLoadAheadPx of the visible area (and stays
 * true: a loaded image is not unloaded). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null)
  const root = useContext(LazyRootContext)
  const supported = typeof IntersectionObserver !== 'undefined'
  const [near, setNear] = useState(!supported)
  useEffect(() => {
    const element = ref.current
    if (!element || near || !supported) return
    const shared = sharedObserver(root)
    shared.watchers.set(element, (visible) => {
      if (visible) setNear(true)
    })
    shared.observer.observe(element)
    return () => {
      shared.watchers.delete(element)
      shared.observer.unobserve(element)
    }
  }, [root, near, supported])
  return { ref, near }
}

export type GameImageVariant = 'tile' | 'vendor'

/** Default artwork for game and vendor images: theme colours, a die for games, a chip for vendors. */
export function DefaultGameImage({ variant, className }: { variant: GameImageVariant; className?: string | undefined }) {
  return (
    <svg
      className={['games-default-image', className].filter(Boolean).join(' ')}
      viewBox="0 0 96 96"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="96" height="96" className="games-default-image__bg" />
      <circle cx="80" cy="12" r="34" className="games-default-image__glow" />
      {variant === 'tile' ? (
        <g transform="translate(30 30)">
          <rect width="36" height="36" rx="8" className="games-default-image__mark" />
          <circle cx="10" cy="10" r="3.2" className="games-default-image__pip" />
          <circle cx="18" cy="18" r="3.2" className="games-default-image__pip" />
          <circle cx="26" cy="26" r="3.2" className="games-default-image__pip" />
        </g>
      ) : (
        <g transform="translate(48 48)">
          <circle r="20" className="games-default-image__mark" />
          <circle r="12" className="games-default-image__mark" />
          <path d="M0-20v8M0 12v8M-20 0h8M12 0h8" className="games-default-image__mark" />
        </g>
      )}
    </svg>
  )
}

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError' | 'loading'> & {
  src: string | null | undefined
  /** Empty when the surrounding control already names the game. */
  alt: string
  variant: GameImageVariant
}

/**
 * An image that asks for its file only when near the visible area (IntersectionObserver with
 * rootMargin policies.lazyLoadAheadPx, plus the browser's own loading="lazy"), showing a shimmer
 * until then and the default artwork when the file is missing or fails.
 */
export function LazyImage({ src, alt, variant, className, ...rest }: LazyImageProps) {
  const { ref, near } = useNearViewport<HTMLSpanElement>()
  const { src: resolved, broken, onError } = useImageFallback(src)
  const [loaded, setLoaded] = useState(false)
  return (
    <span
      ref={ref}
      className={['games-image', loaded ? 'games-image--loaded' : null, className].filter(Boolean).join(' ')}
      {...(broken && alt ? { role: 'img', 'aria-label': alt } : {})}
    >
      {broken ? (
        <DefaultGameImage variant={variant} />
      ) : near ? (
        <img {...rest} src={resolved} alt={alt} loading="lazy" decoding="async" onError={onError} onLoad={() => setLoaded(true)} />
      ) : null}
    </span>
  )
}
