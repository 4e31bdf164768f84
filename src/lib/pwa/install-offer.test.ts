import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { captureInstallOffer, installAtom, installOfferAtom } from './install-offer'

/** A browser's install offer, as Chromium sends it. */
const offerEvent = (outcome: 'accepted' | 'dismissed') =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  })

describe('the install offer (beforeinstallprompt)', () => {
  it('is kept when the browser makes it (its own bar held back), prompts once, and goes whatever the answer', async () => {
    const store = createStore()
    captureInstallOffer(store)
    const event = offerEvent('dismissed')
    dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(store.get(installOfferAtom)).toBe(event)
    expect(await store.set(installAtom)).toBe('dismissed')
    expect(event.prompt).toHaveBeenCalledTimes(1)
    expect(store.get(installOfferAtom)).toBeNull()
    expect(await store.set(installAtom)).toBeNull()
  })

  it('goes once the app is installed', () => {
    const store = createStore()
    captureInstallOffer(store)
    dispatchEvent(offerEvent('accepted'))
    dispatchEvent(new Event('appinstalled'))
    expect(store.get(installOfferAtom)).toBeNull()
  })
})
