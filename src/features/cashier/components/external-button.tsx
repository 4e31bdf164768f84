import { linkTargetOf } from '@/lib/deep-link'

/** An external address the platform gave (payment page, chat), opened in a new tab; nothing for anything else. */
export function ExternalButton({ href, label }: { readonly href: string | undefined; readonly label: string }) {
  const target = linkTargetOf(href, window.location.origin)
  if (target.kind !== 'external') return null
  return (
    <a className="btn btn-primary btn-block" href={target.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
}
