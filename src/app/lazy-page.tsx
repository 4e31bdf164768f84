import type { Atom } from 'jotai'
import type { ComponentType } from 'react'
import { loadPageTranslations } from '@/lib/i18n/i18n'
import type { PageNamespace } from '@/lib/i18n/namespaces'
import { lazyRetry } from '@/ui'
import { appStore } from './runtime'

type PageModule<P> = Promise<{ default: ComponentType<P> }>

/**
 * A page's code (its own chunk) and its own translation namespaces, the ones beyond the boot's,
 * fetched together: it renders with its words after one round trip, not a second one once its
 * code has asked for them. lazyRetry (not React.lazy), so a failed load of either shows Retry and
 * can be tried again. A namespace left out is reported when the page first uses it (i18n.ts).
 * The head start reads the names given here in routes.ts for the first-view pages.
 */
export const lazyPage = <P extends object>(load: () => PageModule<P>, ...translations: PageNamespace[]) =>
  lazyRetry<P>(async () => (await Promise.all([load(), loadPageTranslations(translations)] as const))[0])

/**
 * A page whose form draws its fields by the site's rules and countries (account-atoms.ts
 * registerFieldsReadyAtom, as the register tab does): its code waits for them too, at most
 * policies.formDataWait, so the form shows whole. Drawn before them, the mobile number moved aside
 * as its dialling code came.
 */
export const lazyAccountFormPage = <P extends object>(load: () => PageModule<P>, ...translations: PageNamespace[]) =>
  lazyPage<P>(
    async () => {
      const fieldsReady = import('@/features/account/account-atoms').then((atoms) => atoms.registerFieldsReadyAtom.bring(appStore))
      return (await Promise.all([load(), fieldsReady] as const))[0]
    },
    ...translations,
  )

/**
 * A page whose first screen's calls leave with its code, not once its code has arrived and run:
 * `firstCalls` imports the page's query atoms (the bundler gives their module a chunk of its own,
 * a fraction of the page's files, so it arrives first) and they are read at once in the app's
 * store. The page's readers then find the run on its way and adopt it (query-atom.ts: a first
 * visit does not ask again). On slow 4G a first tap on Promotion waited ~450 ms for the page's
 * files before its call went out.
 *
 * Started where React starts the page's code, in the render the frame gives it once its guard let
 * it through, not in the boot's preload of the opened page, which comes before the guard. At its
 * first render even when its code came before (the page opened cold, its code preloaded at boot):
 * the atoms also spare the page its own waterfalls (Withdraw asks for its methods only once the
 * payment password has answered).
 */
export const lazyPageWithCalls = <P extends object>(
  firstCalls: () => Promise<ReadonlyArray<Atom<unknown>>>,
  load: () => PageModule<P>,
  ...translations: PageNamespace[]
) => {
  let asked = false
  const Page = lazyPage<P>(load, ...translations)
  /** Once, at the page's first render: later visits find the atoms' answers kept, and ask as the page says. */
  const askFirst = () => {
    if (asked) return
    asked = true
    firstCalls().then(
      (atoms) => atoms.forEach((atom) => appStore.get(atom)),
      // Offline: the page's own import fails too and shows Retry, whose render asks again.
      () => (asked = false),
    )
  }
  const WithCalls = (props: P) => {
    // Before the page's code: asked after it, the atoms' file queued behind the page's dozen on a
    // phone's six connections and the call left at ~400 ms instead of ~220.
    askFirst()
    return <Page {...props} />
  }
  return Object.assign(WithCalls, { preload: Page.preload })
}
