import { atom, type createStore } from 'jotai'

/** Chromium's offer to install the web app (`beforeinstallprompt`; not in TypeScript's DOM types). */
export interface InstallOffer extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>
}

/** The browser's install offer, kept from the moment it comes; null where it has none (iOS, installed). */
export const installOfferAtom = atom<InstallOffer | null>(null)

/**
 * Keeps the install offer for the app-download screens. Called at boot, before anything waits:
 * the browser makes its offer once, early, and a listener added later misses it. Once the app is
 * installed the offer goes.
 */
export const captureInstallOffer = (store: ReturnType<typeof createStore>) => {
  addEventListener('beforeinstallprompt', (event) => {
    // Ours to show, from the download screens, not the browser's own mini bar.
    event.preventDefault()
    store.set(installOfferAtom, event as InstallOffer)
  })
  addEventListener('appinstalled', () => store.set(installOfferAtom, null))
}

/** Shows the browser's install dialog; an offer is good for one prompt, so it goes either way. */
export const installAtom = atom(null, async (get, set) => {
  const offer = get(installOfferAtom)
  if (!offer) return null
  set(installOfferAtom, null)
  await offer.prompt()
  return (await offer.userChoice).outcome
})
