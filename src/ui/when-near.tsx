import type { ReactNode } from 'react'
import { policies } from '@/lib/effect/policies'
import { useInView } from './use-in-view'

/**
 * A section far below the first screen: `placeholder` (its size, held) until it comes within
 * `aheadPx` of the screen, then `children`, which stay. Once near it stays near: mounted while
 * the page above it is still shorter than it will be (a skeleton), it counts as near too early.
 */
export function WhenNear({
  placeholder,
  children,
  aheadPx = policies.sectionAheadPx,
}: {
  placeholder: ReactNode
  children: ReactNode
  aheadPx?: number
}) {
  const near = useInView<HTMLDivElement>(aheadPx)
  return <div ref={near.ref}>{near.inView ? children : placeholder}</div>
}
