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
  label?: string
  /** When given, the badge sits on the top-right corner of these children. */
  children?: ReactNode
  className?: string
}

/** Shows `count` capped at `cap`; renders nothing (but the children) when count <= 0. */
export function Badge({ count, cap = limits.unreadBadgeCap, dot = false, label, children, className }: BadgeProps) {
  const { t } = useTranslation('ui')
  const n = Number.isFinite(count) ? Math.floor(count) : 0

  const badge =
    n > 0 ? (
      <span
        className={['ui-badge', dot ? 'ui-badge--dot' : null, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={label ?? (dot ? t('badge_new') : t('badge_count', { n }))}
      >
        {dot ? null : n > cap ? `${cap}+` : String(n)}
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
