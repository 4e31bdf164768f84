import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import './loader.css'

export type LoaderSize = 'sm' | 'md' | 'lg'

export type LoaderProps = {
  /** Accessible name; defaults to ui:loading. */
  label?: string
  size?: LoaderSize
  /** Covers the whole screen with the overlay colour and blocks taps until unmounted. */
  fullscreen?: boolean
  /** Show the label under the spinner (fullscreen only). */
  showLabel?: boolean
  className?: string
  /** Shown only after this long (inline, not fullscreen): a wait that ends sooner shows no spinner flash. */
  delayMs?: number
}

/**
 * Indeterminate busy indicator: role="progressbar" without a value, named by its label. Memoised:
 * a list's foot spinner would otherwise render again with every scrolled frame of its list.
 */
export const Loader = memo(function Loader({ label, size = 'md', fullscreen = false, showLabel = false, className, delayMs }: LoaderProps) {
  const { t } = useTranslation('ui')
  const name = label ?? t('loading')
  const ring = <span className="ui-loader__ring" aria-hidden="true" />

  if (fullscreen) {
    return (
      <div className={['ui-loader', 'ui-loader--fullscreen', className].filter(Boolean).join(' ')}>
        <div className={`ui-loader__card ui-loader--${size === 'md' ? 'lg' : size}`} role="progressbar" aria-label={name} aria-busy="true">
          {ring}
          {showLabel ? (
            <span className="ui-loader__text" aria-hidden="true">
              {name}
            </span>
          ) : null}
        </div>
      </div>
    )
  }

  return (
    <span
      className={['ui-loader', `ui-loader--${size}`, delayMs ? 'ui-loader--delayed' : null, className].filter(Boolean).join(' ')}
      {...(delayMs ? { style: { animationDelay: `${delayMs}ms` } } : {})}
      role="progressbar"
      aria-label={name}
      aria-busy="true"
    >
      {ring}
    </span>
  )
})
