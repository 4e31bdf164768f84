import { AnimatePresence, m } from 'framer-motion'
import { useRef, type ReactNode } from 'react'
import { WithMotion } from '@/ui/motion'
import { InViewRootContext } from '@/ui/use-in-view'

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

/** One page of the fade: a scrolling box like ScrollBox (lazy content inside is measured against it). */
function FadingPage({ duration, children }: { duration: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  return (
    <m.div
      ref={ref}
      className="page"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration, ease: 'easeOut' }}
    >
      <InViewRootContext.Provider value={ref}>{children}</InViewRootContext.Provider>
    </m.div>
  )
}
