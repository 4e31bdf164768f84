import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { limits } from '@/lib/effect/policies'
import './badge.css'

export type BadgeProps = {
  count: number
  /** Above this the badge reads "<cap>+". Default 99 (limits.unreadBadgeCap). */
  cap?: number
  /** Show a plain dot instead of the number. */
  dot?: boolean
  /** Accessible name; defaults to ui:badge_count (or ui:badge_new for a dot). */
  label?: string | undefined
  /** When given, the badge sits on the top-right corner of these children. */
  children?: ReactNode
  className?: string
}

/** Shows `count` capped at `cap`; renders nothing (but the children) when count <= 0. */
export function Badge({ count, cap = limits.unreadBadgeCap, dot = false, label, children, className }: BadgeProps) {
  const { t } = useTranslation('ui')
  const n = Number.isFinite(count) ? Math.floor(count) : 0

  const shown = dot ? null : n > cap ? `${cap}+` : String(n)
  // On a control (children given) the number is drawn by CSS from data-count: it is the badge's
  // picture, read through the badge's name, not text of the control's visible label (WCAG 2.5.3).
  const anchored = children !== undefined
  const badge =
    n > 0 ? (
      <span
        className={['ui-badge', dot ? 'ui-badge--dot' : null, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={label ?? (dot ? t('badge_new') : t('badge_count', { n }))}
        data-count={anchored && shown !== null ? shown : undefined}
      >
        {anchored ? null : shown}
      </span>
    ) : null

  if (children === undefined) return badge
  return (
    <span className="ui-badge-anchor">
      {children}
      {badge}
    </span>
  )
}
