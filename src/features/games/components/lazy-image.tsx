import { useState, type ImgHTMLAttributes } from 'react'
import { handOverFirstTile } from '@/lib/http/head-start'
import { useImageFallback } from '@/lib/site/use-image-fallback'
import { useInView } from '@/ui'
import './lazy-image.css'

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
  /** On screen from the start (a first row): fetched at once and first, not when seen. */
  eager?: boolean | undefined
}

/**
 * An image that asks for its file only when near the visible area (the shared observer of
 * `useInView`, rootMargin policies.lazyLoadAheadPx, plus the browser's own loading="lazy"),
 * showing a shimmer until then and the default artwork when the file is missing or fails.
 */
export function LazyImage({ src, alt, variant, eager = false, className, ...rest }: LazyImageProps) {
  const { ref, inView } = useInView<HTMLSpanElement>()
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
      ) : eager || inView ? (
        <img
          {...rest}
          src={resolved}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          onError={onError}
          onLoad={(event) => {
            setLoaded(true)
            // A first-row tile the document painted over the splash (head-start.ts) leaves it to this one.
            if (eager) void handOverFirstTile(event.currentTarget)
          }}
        />
      ) : null}
    </span>
  )
}
