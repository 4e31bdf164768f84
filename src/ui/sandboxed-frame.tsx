import type { ComponentPropsWithRef } from 'react'

/**
 * Every third-party page the app embeds (a launched game, the lottery page, Hot News videos, any
 * chat or task frame) goes through this one component, so no frame can forget its sandbox.
 *
 * What a game needs and nothing more: its scripts, its own origin's storage, popups (cashier,
 * help) that escape the sandbox, and forms. Never allow-top-navigation: a frame cannot navigate
 * the app away. Fullscreen comes from the `allow` attribute (a permission, not a sandbox flag).
 *
 * allow-scripts together with allow-same-origin is safe ONLY for a page on another origin than the
 * app (the CSP's frame-src lists those origins, docs/deployment.md): a same-origin page holding both
 * flags could reach into the parent and remove its own sandbox. So a frame whose address is on the
 * app's own origin (a task link on the site's host, a relative lottery address, a video linkage)
 * gets `ownOriginSandbox`: it runs as an origin of its own, cut off from the app's storage.
 */
export const frameSandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms'
export const ownOriginSandbox = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms'

/** The sandbox for a frame's address; one that cannot be read is treated as the app's own. */
export const sandboxFor = (src: string | undefined, appOrigin = window.location.origin) => {
  if (src === undefined) return frameSandbox
  try {
    return new URL(src, appOrigin).origin === appOrigin ? ownOriginSandbox : frameSandbox
  } catch {
    return ownOriginSandbox
  }
}

/**
 * No Referer by default: the app's address can carry a token (SPEC §3 ?token=). 'origin' sends
 * the origin alone, over https only; video players such as YouTube's refuse to play without it.
 */
const referrerPolicies = { none: 'no-referrer', origin: 'strict-origin' } as const

export type SandboxedFrameProps = Omit<ComponentPropsWithRef<'iframe'>, 'sandbox' | 'referrerPolicy' | 'title'> & {
  /** Every frame is named for screen readers (axe: frame-title). */
  readonly title: string
  readonly referrer?: keyof typeof referrerPolicies
}

export function SandboxedFrame({ title, referrer = 'none', allow = 'fullscreen', ...props }: SandboxedFrameProps) {
  return <iframe {...props} title={title} allow={allow} sandbox={sandboxFor(props.src)} referrerPolicy={referrerPolicies[referrer]} />
}
