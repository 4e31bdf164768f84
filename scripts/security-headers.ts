/**
 * The content security policy and the security headers (docs/deployment.md).
 *
 * The policy is derived from the same build-time variables the app reads (README "Configuration")
 * and emitted by `contentSecurityPolicy()` as a `<meta http-equiv="Content-Security-Policy">` in
 * the built index.html, with the inline scripts and the inline stylesheet pinned by their sha256
 * hashes. The Node harness (harness/node/serve.ts) reads that meta back and sends it as a header
 * with the rest of `documentHeaders`, so every browser test runs under exactly the policy the
 * build ships.
 */
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The YouTube embeds Hot News shows (src/features/home/components/embed-url.ts youTubeEmbedOrigin). */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com'] as const

/**
 * Frames when VITE_FRAME_ORIGINS is unset: the built-in harness's frame origin, whose port is
 * picked at run time (harness/node/serve.ts, tests/e2e/global-setup.ts). A production build sets
 * VITE_FRAME_ORIGINS; the build warns when it does not.
 */
export const harnessFrameSource = 'http://localhost:*'

export interface PolicyConfig {
  /** VITE_API_BASE_URL: empty = the app's own origin. */
  readonly apiBaseUrl: string
  /** VITE_LOTTERY_URL: a path (the app's origin) or an absolute URL. */
  readonly lotteryUrl: string
  /** VITE_FRAME_ORIGINS: game vendors, chat, task, other video hosts. */
  readonly frameOrigins: ReadonlyArray<string>
  /** VITE_IMAGE_ORIGINS: the image CDNs (the site's imageCDNs). */
  readonly imageOrigins: ReadonlyArray<string>
  /** VITE_SERVICE_ORIGINS: identity (Firebase) and human-verification (geetest) vendors. */
  readonly serviceOrigins: ReadonlyArray<string>
}

/** A CSP source expression for an origin: scheme://host[:port], host may start with `*.`, port may be `*`. */
const sourcePattern = /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i

/** Splits a list variable (spaces or commas) into origins; anything else fails the build. */
export const originList = (name: string, value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = entry.replace(/\/+$/, '')
      if (!sourcePattern.test(origin)) {
        throw new Error(`${name}: '${entry}' is not an origin (scheme://host[:port], e.g. https://games.vendor.example)`)
      }
      return origin
    })

/** The origin of an absolute http(s) URL, or 'self' for a path on the app's own origin. */
const originOf = (name: string, url: string) => {
  if (url === '' || url.startsWith('/')) return "'self'"
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`${name}: '${url}' is neither a path nor an absolute URL`)
  }
}

export const policyConfigFromEnv = (env: Readonly<Record<string, string | undefined>>): PolicyConfig => ({
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  lotteryUrl: env.VITE_LOTTERY_URL || '/lotto/',
  frameOrigins:
    env.VITE_FRAME_ORIGINS === undefined || env.VITE_FRAME_ORIGINS.trim() === ''
      ? [harnessFrameSource]
      : originList('VITE_FRAME_ORIGINS', env.VITE_FRAME_ORIGINS),
  imageOrigins: originList('VITE_IMAGE_ORIGINS', env.VITE_IMAGE_ORIGINS),
  serviceOrigins: originList('VITE_SERVICE_ORIGINS', env.VITE_SERVICE_ORIGINS),
})

const unique = (sources: ReadonlyArray<string>) => [...new Set(sources)]

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** sha256 source expressions of the inline scripts (those without src) of an HTML document. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256Source(match[1] ?? ''))

/** sha256 source expressions of the `<style>` elements of an HTML document (inline-stylesheet.ts). */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256Source(match[1] ?? ''))

/**
 * The policy as the meta carries it (a meta cannot carry frame-ancestors: `documentHeaders` adds
 * it). Without 'unsafe-inline' anywhere: React's style prop and swiper/framer-motion write styles
 * through the CSSOM, which style-src does not restrict.
 */
export const buildPolicy = (config: PolicyConfig, scriptHashes: ReadonlyArray<string>, styleHashes: ReadonlyArray<string> = []): string => {
  const api = config.apiBaseUrl === '' ? [] : [originOf('VITE_API_BASE_URL', config.apiBaseUrl)]
  const services = config.serviceOrigins
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...services]],
    ['style-src', ["'self'", ...styleHashes, ...services]],
    // blob: for pictures the member picks on this device (upload compression, previews): never a remote one.
    ['img-src', ["'self'", 'data:', 'blob:', ...config.imageOrigins, ...services]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api, ...services]],
    ['frame-src', [originOf('VITE_LOTTERY_URL', config.lotteryUrl), ...config.frameOrigins, ...videoEmbedOrigins, ...services]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ')
}

const metaPattern = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i

/** The policy a built index.html carries, or undefined. */
export const policyOfHtml = (html: string): string | undefined => metaPattern.exec(html)?.[1]?.replaceAll('&#39;', "'")

/** Puts the policy first in <head> (right after the charset): a meta CSP governs only what follows it. */
export const withPolicyMeta = (html: string, policy: string): string => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`
  const charset = /<meta\s+charset=[^>]*>/i.exec(html)
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`)
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
}

/**
 * The headers an operator's server sends with the app's documents (docs/deployment.md); the Node
 * harness sends them too. `policy` is the meta's policy; the header adds frame-ancestors.
 */
export const documentHeaders = (policy: string): Record<string, string> => ({
  'content-security-policy': `${policy}; frame-ancestors 'none'`,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  // Ignored by browsers over plain http (the harness); honoured once the app is served over https.
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
})

/** Build only: the dev server (msw's worker, react-refresh's inline preamble) runs without a policy. */
export const contentSecurityPolicy = (): Plugin => {
  let config: PolicyConfig | undefined
  return {
    name: 'content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = policyConfigFromEnv(resolved.env as Record<string, string | undefined>)
      const warn = (text: string) => resolved.logger.warn(`content-security-policy: ${text}`)
      if (!resolved.env.VITE_FRAME_ORIGINS)
        warn(`VITE_FRAME_ORIGINS is unset: frames are allowed only from the harness (${harnessFrameSource}). Set it for production.`)
      if (config.lotteryUrl.startsWith('/'))
        warn('VITE_LOTTERY_URL is a path on the app origin: give the lottery page its own origin in production (docs/deployment.md).')
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!config) throw new Error('content-security-policy: configuration not resolved')
        return withPolicyMeta(html, buildPolicy(config, inlineScriptHashes(html), inlineStyleHashes(html)))
      },
    },
  }
}
