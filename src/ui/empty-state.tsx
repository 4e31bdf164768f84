import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './button.css'
import './empty-state.css'

export type EmptyStateProps = {
  /** Defaults to ui:no_data. */
  message?: string
  /** A second, smaller line under the message. */
  hint?: string
  /** Shows a button when given (e.g. retry). */
  onAction?: () => void
  /** Label of the action button; defaults to ui:retry. */
  actionLabel?: string
  /** Which drawing to show; 'error' is used by ErrorBoundary. */
  variant?: 'empty' | 'error'
  /** Replace the drawing entirely. */
  illustration?: ReactNode
  className?: string
}

/** An empty tray drawn in code, coloured by the theme's variables. */
const EmptyArt = () => (
  <svg className="ui-empty__art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
    <ellipse className="ui-empty__fill" cx="60" cy="84" rx="44" ry="7" />
    <path
      className="ui-empty__fill ui-empty__line"
      d="M22 50 L36 24 H84 L98 50 V74 a4 4 0 0 1 -4 4 H26 a4 4 0 0 1 -4 -4 Z"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path className="ui-empty__ink" d="M22 50 H46 a14 8 0 0 0 28 0 H98" fill="none" strokeWidth="2" strokeLinejoin="round" />
    <path className="ui-empty__ink" d="M52 12 l3 6 M68 12 l-3 6 M60 8 v9" strokeWidth="2" strokeLinecap="round" />
    <circle className="ui-empty__accent" cx="92" cy="16" r="3" />
    <circle className="ui-empty__accent" cx="26" cy="30" r="2" />
  </svg>
)

/** A card with a warning sign, for failures. */
const ErrorArt = () => (
  <svg className="ui-empty__art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
    <ellipse className="ui-empty__fill" cx="60" cy="84" rx="44" ry="7" />
    <rect className="ui-empty__fill ui-empty__line" x="28" y="14" width="64" height="62" rx="8" strokeWidth="2" />
    <path className="ui-empty__ink" d="M40 30 H80 M40 40 H70" strokeWidth="2" strokeLinecap="round" />
    <path className="ui-empty__danger" d="M60 46 L76 72 H44 Z" />
    <path className="ui-empty__knockout" d="M60 55 V63" strokeWidth="2.5" strokeLinecap="round" />
    <circle className="ui-empty__knockout" cx="60" cy="67.5" r="1.5" />
  </svg>
)

export function EmptyState({ message, hint, onAction, actionLabel, variant = 'empty', illustration, className }: EmptyStateProps) {
  const { t } = useTranslation('ui')
  return (
    <div className={['ui-empty', className].filter(Boolean).join(' ')}>
      {illustration ?? (variant === 'error' ? <ErrorArt /> : <EmptyArt />)}
      <p className="ui-empty__message">{message ?? t('no_data')}</p>
      {hint ? <p className="ui-empty__hint">{hint}</p> : null}
      {onAction ? (
        <button type="button" className="ui-btn ui-btn--primary ui-empty__action" onClick={onAction}>
          {actionLabel ?? t('retry')}
        </button>
      ) : null}
    </div>
  )
}

/** A page with only this to say (who may not use it, and why): the message in the page's place. */
export function PageMessage({ message }: { readonly message: string }) {
  return (
    <div className="page-plain">
      <EmptyState message={message} />
    </div>
  )
}
