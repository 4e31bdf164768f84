import { href, paths } from '@/lib/routes/paths'

/** Only paths of this app may be returned to after login: never another origin (no open redirect). */
export const safeReturnPath = (value: string | null | undefined) =>
  value && /^\/m\/[^/]/.test(value) && !value.startsWith(paths.login) ? value : paths.home

export const loginRedirect = (returnTo: string) => href('login', { redirect: returnTo })
