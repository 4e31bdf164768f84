/**
 * The one deep-link router: decides where a link written by the operator (HTML bodies, banner
 * linkage) may take the user. In-app `/m/...` paths route inside the app (no reload); `http:` and
 * `https:` leave in a new tab; `mailto:` and `tel:` hand over to the phone. Everything else
 * (javascript:, data:, vbscript:, protocol-relative `//host`, paths outside /m, fragments) is
 * blocked. The answer is built from the parsed URL, never from the raw text.
 */
export type LinkTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'contact'; readonly href: string }
  | { readonly kind: 'blocked' }

const blocked: LinkTarget = { kind: 'blocked' }

/** A scheme must start the value: one hidden by a tab, newline, control or separator character is not one. */
const schemeOf = (value: string) => /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()

/** The app's own paths, /m and beneath: the rule of which links stay in-app, not a route (routes/paths.ts). */
const inAppLink = /^\/m(?:[/?#]|$)/
const inAppPathname = /^\/m(?:\/|$)/

export const linkTargetOf = (href: string | null | undefined, origin: string): LinkTarget => {
  if (!href) return blocked
  const raw = href.trim()
  // An in-app path: exactly one leading slash, then m. `//host` and `/\host` are other origins.
  if (inAppLink.test(raw)) {
    let url: URL
    try {
      url = new URL(raw, origin)
    } catch {
      return blocked
    }
    if (url.origin !== origin || !inAppPathname.test(url.pathname)) return blocked
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  }
  const scheme = schemeOf(raw)
  if (scheme === 'http' || scheme === 'https') {
    try {
      const url = new URL(raw)
      return url.hostname ? { kind: 'external', href: url.href } : blocked
    } catch {
      return blocked
    }
  }
  if (scheme === 'mailto' || scheme === 'tel') return { kind: 'contact', href: raw }
  return blocked
}

/** An image may come from https: or from the app's own origin (a path), never http: or data:. */
export const imageSourceAllowed = (src: string | null | undefined, origin: string): boolean => {
  if (!src) return false
  const raw = src.trim()
  const https = schemeOf(raw) === 'https'
  if (!https && (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))) return false
  try {
    return https ? new URL(raw).hostname !== '' : new URL(raw, origin).origin === origin
  } catch {
    return false
  }
}

/**
 * A payment QR image a deposit order carries: what imageSourceAllowed admits, or an inline PNG,
 * JPEG or SVG as providers send them (an <img> runs no script, whatever the image holds).
 */
export const paymentImageAllowed = (src: string | null | undefined, origin: string): boolean =>
  imageSourceAllowed(src, origin) || /^data:image\/(png|jpeg|svg\+xml)[;,]/i.test(src?.trim() ?? '')
