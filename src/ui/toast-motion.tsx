import { AnimatePresence, m } from 'framer-motion'
import type { HTMLAttributes, ReactNode } from 'react'
import { WithMotion } from './motion'

/** The toast's box, faded and scaled in and out by framer-motion (ToastHost loads this lazily). */
export function AnimatedToast({
  toastKey,
  box,
  children,
}: {
  /** The current toast's id; undefined when none shows (the last one fades out). */
  toastKey: number | undefined
  box: Pick<HTMLAttributes<HTMLDivElement>, 'className' | 'role' | 'aria-live' | 'aria-atomic'> | undefined
  children: ReactNode
}) {
  return (
    <WithMotion>
      <AnimatePresence initial={false}>
        {toastKey !== undefined ? (
          <m.div
            key={toastKey}
            {...box}
            initial={{ opacity: 0, scale: 0.9 }}
            animate={{ opacity: 1, scale: 1 }}
            exit={{ opacity: 0, scale: 0.95, transition: { duration: 0.12 } }}
            transition={{ duration: 0.16, ease: 'easeOut' }}
          >
            {children}
          </m.div>
        ) : null}
      </AnimatePresence>
    </WithMotion>
  )
}
