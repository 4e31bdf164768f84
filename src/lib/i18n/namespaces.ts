/** The namespaces every screen needs, fetched at boot (the build's head start preloads them too). */
export const namespaces = ['common', 'ui', 'home', 'games'] as const
/** Namespaces of the account screens: fetched with the screen's code (routes.ts lazyPage), not at boot. */
export const pageNamespaces = [
  'register',
  'password',
  'member',
  'security',
  'cashier',
  'records',
  'messages',
  'inbox',
  'feedback',
  'agent',
  'promotions',
  'rewards',
  'referral',
  'mall',
  'missions',
] as const
export type PageNamespace = (typeof pageNamespaces)[number]
export const allNamespaces = [...namespaces, ...pageNamespaces] as const
