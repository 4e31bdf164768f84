import { AnimatePresence, m, useIsPresent } from 'framer-motion'
import type { ReactNode } from 'react'
import { WithMotion } from '@/ui/motion'
import { ScrollBox } from '@/ui/scroll-box'

/**
 * The 300 ms cross-fade between pages (policies.routeFade). The frame loads this after the
 * player's first interaction and switches to it at the next navigation, which mounts a new page
 * anyway; so it mounts with a page to fade in, and fades every page after.
 */
export function PageTransition({ path, duration, children }: { path: string; duration: number; children: ReactNode }) {
  return (
    <WithMotion>
      <AnimatePresence>
        <FadingPage key={path} duration={duration}>
          {children}
        </FadingPage>
      </AnimatePresence>
    </WithMotion>
  )
}

/** A page leaving is only a picture for its 300 ms: no tap, no focus, nothing a screen reader reads. */
function FadingPage({ duration, children }: { duration: number; children: ReactNode }) {
  const present = useIsPresent()
  return (
    <m.div
      className="page-fade"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration, ease: 'easeOut' }}
      inert={!present}
      aria-hidden={present ? undefined : true}
    >
      <ScrollBox className="page">{children}</ScrollBox>
    </m.div>
  )
}
