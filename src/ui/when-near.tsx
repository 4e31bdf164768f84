import type { ReactNode } from 'react'
import { policies } from '@/lib/effect/policies'
import { useInView } from './use-in-view'

type WhenNearProps = {
  placeholder: ReactNode
  children: ReactNode
  aheadPx?: number
  /**
   * False while the page above is still shorter than it will be (skeletons, answers on their
   * way): the placeholder holds its place unwatched. Once near a section stays near, so watched
   * too early it would latch on a passing layout.
   */
  watch?: boolean
}

/**
 * A section far below the first screen: `placeholder` (its size, held) until it comes within
 * `aheadPx` of the screen, then `children`, which stay.
 */
export function WhenNear({ watch = true, ...props }: WhenNearProps) {
  return watch ? <Watched {...props} /> : <div>{props.placeholder}</div>
}

function Watched({ placeholder, children, aheadPx = policies.sectionAheadPx }: Omit<WhenNearProps, 'watch'>) {
  const near = useInView<HTMLDivElement>(aheadPx)
  return <div ref={near.ref}>{near.inView ? children : placeholder}</div>
}
