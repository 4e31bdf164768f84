/** Only paths of this app may be returned to after login: never another origin (no open redirect). */
export const safeReturnPath = (value: string | null | undefined) =>
  value && /^\/m\/[^/]/.test(value) && !value.startsWith('/m/login') ? value : '/m/home'

export const loginRedirect = (returnTo: string) => `/m/login?redirect=${encodeURIComponent(returnTo)}`
