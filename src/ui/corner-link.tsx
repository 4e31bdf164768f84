import type { ReactNode } from 'react'
import { Link } from 'wouter'
import './corner-link.css'

/** A way to a related screen at the top right of a page (deposit → its record, betting record → games left out). */
export function CornerLink({
  href,
  className,
  children,
}: {
  readonly href: string
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <Link className={['corner-link', className].filter(Boolean).join(' ')} href={href}>
      {children}
    </Link>
  )
}
