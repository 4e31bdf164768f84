import type { Atom, createStore } from 'jotai'

type Store = ReturnType<typeof createStore>

let release: (() => void) | null = null

/**
 * Reads the first screen's data at boot, while the page's code and the translations are still on
 * their way (app/pages/first-view-data.ts says which), instead of after the page has rendered.
 * Held until the page reads the same atoms (releaseFirstView), so nothing asked here is cut off
 * or asked twice. The atoms are the queries' `warm` sides, not the queries: the hold is not a
 * reader, so what failed before the page came (behind the gate) is asked again by the page.
 */
export const holdFirstView = (store: Store, atoms: ReadonlyArray<Atom<unknown>>) => {
  const subscriptions = atoms.map((atom) => store.sub(atom, () => undefined))
  release = () => subscriptions.forEach((unsubscribe) => unsubscribe())
}

/** The first page calls it once its own readers are subscribed (an effect after theirs). */
export const releaseFirstView = () => {
  release?.()
  release = null
}
