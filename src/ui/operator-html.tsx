import { useContext, useMemo, type KeyboardEvent, type MouseEvent } from 'react'
import { useLocation } from 'wouter'
import { deepLinkOf, linkTargetOf } from '@/lib/deep-link'
import { redirectAttribute, sanitizeOperatorHtml } from '@/lib/format/operator-html'
import { DeepLinkContext } from './deep-link-context'
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
  const followCode = useContext(DeepLinkContext)
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html])

  const anchorOf = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    return event.defaultPrevented || !anchor || !event.currentTarget.contains(anchor) ? null : anchor
  }
  /** A link the sanitiser left as a platform code (no href): the app's to carry out. */
  const followCoded = (anchor: Element) =>
    followCode(deepLinkOf(anchor.getAttribute(redirectAttribute), window.location.origin), anchor.textContent?.trim() || undefined)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const anchor = anchorOf(event)
    if (!anchor?.hasAttribute(redirectAttribute) || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    followCoded(anchor)
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = anchorOf(event)
    if (!anchor) return
    if (anchor.hasAttribute(redirectAttribute)) {
      event.preventDefault()
      followCoded(anchor)
      return
    }
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
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
