import { useRef, type ReactNode } from 'react'
import { InViewRootContext } from './use-in-view'

/**
 * A box that scrolls its content (a page), and what the lazy content inside it is measured
 * against: "load 100 px ahead" means ahead in this box (use-in-view.ts).
 */
export function ScrollBox({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  return (
    <div ref={ref} className={className}>
      <InViewRootContext.Provider value={ref}>{children}</InViewRootContext.Provider>
    </div>
  )
}
