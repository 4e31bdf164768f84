import { atom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'

/** The moments an operator may ask for the identity check (PLATFORM.md §2, KYC). */
export type GateMoment = 'login' | 'game' | 'deposit' | 'withdraw'

/**
 * Asks the identity check before a moment goes on, where the operator's settings want it: true to
 * go on, false when the member went to verify (or may not skip it). The app installs the real check
 * (src/app/frame/identity-gate.tsx); features only ask, so a game launch or a deposit link never
 * knows how KYC works. Until it is installed, everything goes on, and `installed` is false
 * (useIdentityCheckOnArrival waits for it).
 */
export const identityGateAtom = atom<{ readonly installed: boolean; readonly check: (moment: GateMoment) => Promise<boolean> }>({
  installed: false,
  check: async () => true,
})

/**
 * The identity check asked as a page arrives (a reload, a saved link, an address opened with a
 * token), when `enabled`: null while it is asked, then whether to go on. It waits for the installed
 * check: a page drawn with the frame runs its effects before the frame's own, and the stand-in
 * would let it go on unasked.
 */
export const useIdentityCheckOnArrival = (moment: GateMoment, enabled = true): boolean | null => {
  const gate = useAtomValue(identityGateAtom)
  const [goOn, setGoOn] = useState<boolean | null>(null)
  useEffect(() => {
    if (!enabled || !gate.installed) return
    let here = true
    void gate.check(moment).then((answer) => {
      if (here) setGoOn(answer)
    })
    return () => {
      here = false
    }
  }, [enabled, gate, moment])
  return goOn
}

/**
 * A screen's own prompts are up or on their way (home's popup list after a login, SPEC §2): the
 * identity check's popup waits for them, so prompts come one at a time and always in one order.
 */
export const gatesHeldAtom = atom(false)
