import type { ComponentType } from 'react'
import { loadPageTranslations } from '@/lib/i18n/i18n'
import type { PageNamespace } from '@/lib/i18n/namespaces'
import { lazyRetry } from '@/ui'

/**
 * A page's code (its own chunk) and its own translation namespaces, the ones beyond the boot's,
 * fetched together: it renders with its words after one round trip, not a second one once its
 * code has asked for them. lazyRetry (not React.lazy), so a failed load of either shows Retry and
 * can be tried again. A namespace left out is reported when the page first uses it (i18n.ts).
 * The head start reads the names given here in routes.ts for the first-view pages.
 */
export const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, ...translations: PageNamespace[]) =>
  lazyRetry<P>(async () => (await Promise.all([load(), loadPageTranslations(translations)] as const))[0])
