import { isInAppContext } from './platform'
import { paths } from './routes/paths'

/**
 * The one deep-link router: decides where a link written by the operator (HTML bodies, banner
 * linkage, promotion remarks) may take the user. In-app `/m/...` paths route inside the app (no reload); `http:` and
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

/**
 * Where a link may go, the platform's link codes included (PLATFORM.md §7 `UyG5`): an in-app path,
 * an outside address, the app-download popup, a game to launch, or `unknown` (a code we do not
 * know or a value that does not fit it), which opens nothing and is logged by whoever follows it.
 */
export type DeepLink =
  | LinkTarget
  | { readonly kind: 'app-download' }
  | { readonly kind: 'game'; readonly vendor: string; readonly gameType: string; readonly gameCode: string }
  | { readonly kind: 'unknown'; readonly link: string }

/** `CODE` or `CODE:value` (ASSUMED written form, docs/api-contract.md "Deep links"). */
const codeForm = /^([A-Z][A-Z_]{1,31})(?::([\s\S]*))?$/
const idForm = /^[A-Za-z0-9_-]{1,64}$/
const internal = (path: string): DeepLink => ({ kind: 'internal', path })

/** What each code opens; null when its value does not fit. */
const codes: Readonly<Record<string, (value: string, origin: string) => DeepLink | null>> = {
  REGISTER: () => internal(paths.register),
  DEPOSIT: () => internal(paths.deposit),
  REWARD_CENTER: () => internal(paths.rewardCenter),
  MEMBER_TURNOVER: () => internal(paths.manualRebate),
  MISSION: () => internal(paths.leaderBoard),
  MEMBER: () => internal(paths.vipBenefits),
  INVITE_FRIENDS: () => internal(paths.inviteFriends),
  POINT_MARKET: () => internal(paths.mall),
  PROMO: (id) => (idForm.test(id) ? internal(`${paths.activity}?id=${id}`) : null),
  // PLATFORM.md §7: hidden inside the app and the installed web app, which are the download.
  APP_DOWNLOAD: () => (isInAppContext() ? { kind: 'blocked' } : { kind: 'app-download' }),
  // GAME_LINKAGE:{vendor}:{gameType}:{gameCode}
  GAME_LINKAGE: (value) => {
    const [vendor = '', gameType = '', gameCode = '', ...rest] = value.split(':')
    return rest.length === 0 && [vendor, gameType, gameCode].every((part) => idForm.test(part))
      ? { kind: 'game', vendor, gameType, gameCode }
      : null
  },
  REDIRECT_URL: (url, origin) => {
    const target = linkTargetOf(url, origin)
    return target.kind === 'blocked' ? null : target
  },
}

/**
 * A link as the operator wrote it: a platform code (`PROMO:spring-88`, `DEPOSIT`) or an address
 * (`/m/...`, `https://...`), judged by linkTargetOf. An address it blocks stays blocked.
 */
export const deepLinkOf = (link: string | null | undefined, origin: string): DeepLink => {
  const raw = link?.trim() ?? ''
  const coded = codeForm.exec(raw)
  const open = coded ? codes[coded[1]!] : undefined
  if (coded && open) return open(coded[2] ?? '', origin) ?? { kind: 'unknown', link: raw }
  if (coded && !/^[A-Z]+:\/\//.test(raw)) return { kind: 'unknown', link: raw }
  return linkTargetOf(raw, origin)
}
