import { useEffect, useState, type CSSProperties } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * Touch feedback timings (SPEC §9 press-in / press-out) as CSS variables on a component's root, so
 * the stylesheets never repeat the numbers: `transition-duration: var(--home-press-out)` at rest and
 * `var(--home-press-in)` while pressed.
 */
export const pressTimings = {
  '--home-press-in': `${policies.pressIn}ms`,
  '--home-press-out': `${policies.pressOut}ms`,
} as CSSProperties

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches

/** The user's prefers-reduced-motion setting, following changes while mounted. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion)
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(reducedMotionQuery)
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener?.('change', update)
    return () => query.removeEventListener?.('change', update)
  }, [])
  return reduced
}
