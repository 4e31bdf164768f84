import type { CSSProperties } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * Touch feedback timings (SPEC §9 press-in / press-out) as CSS variables on a component's root:
 * stylesheets use `var(--games-press-out)` at rest and `var(--games-press-in)` while pressed.
 */
export const pressTimings = {
  '--games-press-in': `${policies.pressIn}ms`,
  '--games-press-out': `${policies.pressOut}ms`,
} as CSSProperties

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches
