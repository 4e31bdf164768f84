import { useMemo, type MouseEvent } from 'react'
import { useLocation } from 'wouter'
import { linkTargetOf } from '@/lib/deep-link'
import { sanitizeOperatorHtml } from '@/lib/format/operator-html'
import './operator-html.css'

export interface OperatorHtmlProps {
  /** The operator's HTML, as the API sent it: it is sanitised here. */
  readonly html: string
  readonly as?: 'article' | 'div' | 'section'
  readonly className?: string | undefined
  readonly 'aria-label'?: string | undefined
}

/**
 * The one place operator-authored HTML reaches the DOM (sanitised by src/lib/format/operator-html.ts).
 * Taps on in-app `/m/...` links route with wouter, without a reload; external links open in a new
 * tab as the sanitiser marked them. Not exported from the `@/ui` barrel on purpose: import it from
 * '@/ui/operator-html' so DOMPurify stays in the lazy chunks of the pages that render operator HTML.
 */
export function OperatorHtml({ html, as: Tag = 'div', className, ...rest }: OperatorHtmlProps) {
  const [, navigate] = useLocation()
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html])

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (event.defaultPrevented || !anchor || !event.currentTarget.contains(anchor)) return
    const target = linkTargetOf(anchor.getAttribute('href'), window.location.origin)
    if (target.kind === 'blocked') {
      event.preventDefault()
      return
    }
    if (target.kind !== 'internal' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(target.path)
  }

  return (
    <Tag
      {...rest}
      className={className ? `operator-html ${className}` : 'operator-html'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
