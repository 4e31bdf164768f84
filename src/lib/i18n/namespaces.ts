/** The namespaces every screen needs, fetched at boot (the build's head start preloads them too). */
export const namespaces = ['common', 'ui', 'home', 'games'] as const
/** Namespaces of the account screens: fetched when a screen first asks for them, not at boot. */
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
export const allNamespaces = [...namespaces, ...pageNamespaces] as const
