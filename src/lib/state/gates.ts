import { atom } from 'jotai'

/** The moments an operator may ask for the identity check (PLATFORM.md §2, KYC). */
export type GateMoment = 'login' | 'game' | 'deposit' | 'withdraw'

/**
 * Asks the identity check before a moment goes on, where the operator's settings want it: true to
 * go on, false when the member went to verify (or may not skip it). The app installs the real check
 * (src/app/frame/identity-gate.tsx); features only ask, so a game launch or a deposit link never
 * knows how KYC works. Until it is installed, everything goes on, and `installed` is false: a page
 * that asks as it arrives waits for it, since a page drawn with the frame (an address opened with a
 * token, its code already loaded) runs its effects before the frame's own.
 */
export const identityGateAtom = atom<{ readonly installed: boolean; readonly check: (moment: GateMoment) => Promise<boolean> }>({
  installed: false,
  check: async () => true,
})

/**
 * A screen's own prompts are up or on their way (home's popup list after a login, SPEC §2): the
 * identity check's popup waits for them, so prompts come one at a time and always in one order.
 */
export const gatesHeldAtom = atom(false)
