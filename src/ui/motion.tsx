import { domAnimation, LazyMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * framer-motion's `m` components with the DOM animation features, for the modules that animate
 * (page fade, dialogs, side menu, toasts). Only those modules import this, and each of them is
 * loaded lazily, so framer-motion never weighs on the first paint.
 */
export function WithMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      {children}
    </LazyMotion>
  )
}
