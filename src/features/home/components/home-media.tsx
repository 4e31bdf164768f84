import type { ImgHTMLAttributes } from 'react'
import { useImageFallback } from '@/lib/site/use-image-fallback'

/**
 * Default artwork for home images that are missing or fail to load (SPEC §2: "images lazy with a
 * default fallback"). Drawn inline with the theme's variables, so it suits light and dark alike.
 */
export type DefaultImageVariant = 'banner' | 'icon'

export function DefaultImage({
  variant,
  label,
  className,
}: {
  variant: DefaultImageVariant
  label?: string | undefined
  className?: string | undefined
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  const classes = ['home-default-image', className].filter(Boolean).join(' ')
  if (variant === 'icon') {
    return (
      <svg className={classes} viewBox="0 0 48 48" preserveAspectRatio="xMidYMid slice" focusable="false" {...a11y}>
        <rect width="48" height="48" rx="10" className="home-default-image__bg" />
        <rect x="12" y="12" width="24" height="24" rx="5" className="home-default-image__mark" />
        <circle cx="19" cy="19" r="2.2" className="home-default-image__pip" />
        <circle cx="29" cy="29" r="2.2" className="home-default-image__pip" />
        <circle cx="24" cy="24" r="2.2" className="home-default-image__pip" />
      </svg>
    )
  }
  return (
    <svg className={classes} viewBox="0 0 320 128" preserveAspectRatio="xMidYMid slice" focusable="false" {...a11y}>
      <rect width="320" height="128" className="home-default-image__bg" />
      <circle cx="272" cy="18" r="64" className="home-default-image__glow" />
      <circle cx="40" cy="120" r="48" className="home-default-image__glow" />
      <g transform="translate(136 40)">
        <rect width="48" height="48" rx="10" className="home-default-image__mark" />
        <circle cx="14" cy="14" r="4" className="home-default-image__pip" />
        <circle cx="24" cy="24" r="4" className="home-default-image__pip" />
        <circle cx="34" cy="34" r="4" className="home-default-image__pip" />
      </g>
    </svg>
  )
}

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> & {
  src: string | null | undefined
  /** Empty for decorative images. */
  alt: string
  variant: DefaultImageVariant
}

/** A lazy `<img>` that becomes DefaultImage when it has no source or fails to load. */
export function FallbackImage({ src, alt, variant, className, loading = 'lazy', ...rest }: FallbackImageProps) {
  const { src: resolved, broken, onError } = useImageFallback(src)
  if (broken) {
    return <DefaultImage variant={variant} label={alt || undefined} className={className} />
  }
  return <img {...rest} className={className} src={resolved} alt={alt} loading={loading} decoding="async" onError={onError} />
}
