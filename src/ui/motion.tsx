import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * framer-motion's `m` components with the DOM animation features, for the modules that animate
 * (page fade, dialogs, side menu, toasts). Only those modules import this, and each of them is
 * loaded lazily, so framer-motion never weighs on the first paint.
 *
 * `reducedMotion="user"`: for a player whose system asks for less motion, whatever moves or scales
 * (the side menu's slide, a dialog's or toast's zoom) jumps to its place; fades stay, as they move
 * nothing.
 */
export function WithMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
