/**
 * SPEC §2 "Page frame", as pure functions of the path, so they can be tested route by route.
 * The lists are the SPEC's, by name; each name covers its route and, where it is an area
 * (agent), the routes beneath it.
 */
import { limits } from '@/lib/effect/policies'

export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const
export const homePath = '/m/home'

const homeStyle = ['/', '/m/', '/m', '/m/home', '/m/index', '/m/index.html', '/m/games']

const pages = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  message: ['/m/message'],
  app: ['/m/app'],
  lottery: ['/m/lottery', '/m/lotto-h5'],
  forget: ['/m/forget'],
  changePsw: ['/m/changePsw'],
  memberHome: ['/m/member/home'],
  agent: ['/m/agent'],
  slotsCenter: ['/m/slotsCenter'],
  gameList: ['/m/gameList'],
  notice: ['/m/notice'],
  help: ['/m/help'],
  trial: ['/m/trial'],
  activity: ['/m/activity'],
} as const
type PageName = keyof typeof pages

const normalise = (path: string) => (path.length > 1 && path.endsWith('/') && path !== '/m/' ? path.slice(0, -1) : path)

const isPage = (path: string, name: PageName) => {
  const p = normalise(path)
  return pages[name].some((route) => p === route || (name === 'agent' && p.startsWith(`${route}/`)))
}
const isAny = (path: string, names: ReadonlyArray<PageName>) => names.some((name) => isPage(path, name))

export const isHomePath = (path: string) => (homeAliases as ReadonlyArray<string>).includes(path)

/** Header on all pages except these (SPEC §2). */
export const showsHeader = (path: string) =>
  !isAny(path, ['login', 'register', 'message', 'app', 'lottery', 'forget', 'changePsw', 'memberHome', 'agent'])

/** The home header (logo, balance, login/register) instead of a titled one. */
export const isHomeStyle = (path: string) => homeStyle.includes(path)

/** Bottom menu hidden on these (SPEC §2). */
export const showsBottomMenu = (path: string) =>
  !isAny(path, ['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'agent', 'help'])

export type BackTarget = 'none' | 'home' | 'history'

/** No back arrow on home and changePsw; straight home from login, register, trial, activity, forget. */
export const backTarget = (path: string): BackTarget => {
  if (isHomePath(path) || isPage(path, 'changePsw')) return 'none'
  if (isAny(path, ['login', 'register', 'trial', 'activity', 'forget'])) return 'home'
  return 'history'
}

/**
 * A page without the header still offers Back to the same target, as a control over the page
 * (login, register, forget, app, message, member/home, the agent area). The lottery frame has its
 * own Close (SPEC §2 Lottery frame); changePsw has none (SPEC §2: no back arrow there).
 */
export const showsPageBack = (path: string) => !showsHeader(path) && backTarget(path) !== 'none' && !isPage(path, 'lottery')

/**
 * SPEC §2/§9: the home header changes style once the page has scrolled past 0.5 units. One unit is
 * 100 design px (the popup rule: px / 100 = rem); a design px is frameWidth / 375 CSS px, so the
 * threshold is 50 CSS px on a 375 px wide frame and 52 px at 390.
 */
export const headerScrollThresholdPx = (frameWidth: number) =>
  limits.headerScrollThresholdUnits * limits.designUnitPx * (frameWidth / limits.designWidthPx)

export const isHeaderScrolled = (scrollTop: number, frameWidth: number) => scrollTop > headerScrollThresholdPx(frameWidth)
