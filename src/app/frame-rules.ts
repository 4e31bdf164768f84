/**
 * SPEC §2 "Page frame", as pure functions of the path, so they can be tested route by route. The
 * flags are the route table's (routes.ts); a path beneath the agent area takes the agent's, and a
 * path of no route (it lands on home) the defaults.
 */
import { limits } from '@/lib/effect/policies'
import { homeAliases, homeStyleAliases, paths } from '@/lib/routes/paths'
import { defaultFrame, routeFor, type BackTarget, type FrameFlags } from './routes'

export { homeAliases }
export type { BackTarget }
export const homePath = paths.home

const normalise = (path: string) => (path.length > 1 && path.endsWith('/') && !isHomePath(path) ? path.slice(0, -1) : path)

const frameOf = (path: string): FrameFlags => {
  const p = normalise(path)
  const def = routeFor(p) ?? (p.startsWith(`${paths.agent}/`) ? routeFor(paths.agent) : undefined)
  return def?.frame ?? defaultFrame
}

export const isHomePath = (path: string) => (homeAliases as ReadonlyArray<string>).includes(path)

/** Header on all pages except those the table marks (SPEC §2). */
export const showsHeader = (path: string) => frameOf(path).header

/** The home header (logo, balance, login/register) instead of a titled one. */
export const isHomeStyle = (path: string) => routeFor(path)?.frame.homeStyle ?? (homeStyleAliases as ReadonlyArray<string>).includes(path)

/** Bottom menu hidden where the table says so (SPEC §2). */
export const showsBottomMenu = (path: string) => frameOf(path).bottomMenu

/** No back arrow on home and changePsw; straight home from login, register, trial, activity, forget. */
export const backTarget = (path: string): BackTarget => (isHomePath(path) ? 'none' : frameOf(path).back)

/**
 * A page without the header still offers Back to the same target, as a control over the page
 * (login, register, forget, app, message, member/home, the agent area). The lottery frame has its
 * own Close (SPEC §2 Lottery frame); changePsw has none (SPEC §2: no back arrow there).
 */
export const showsPageBack = (path: string) => frameOf(path).pageBack

/**
 * SPEC §2/§9: the home header changes style once the page has scrolled past 0.5 units. One unit is
 * 100 design px (the popup rule: px / 100 = rem); a design px is frameWidth / 375 CSS px, so the
 * threshold is 50 CSS px on a 375 px wide frame and 52 px at 390.
 */
export const headerScrollThresholdPx = (frameWidth: number) =>
  limits.headerScrollThresholdUnits * limits.designUnitPx * (frameWidth / limits.designWidthPx)

export const isHeaderScrolled = (scrollTop: number, frameWidth: number) => scrollTop > headerScrollThresholdPx(frameWidth)
