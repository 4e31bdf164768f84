import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { KycPopup } from '@/features/account/kyc-schema'
import { paths } from '@/lib/routes/paths'
import { sessionTokenAtom } from '@/lib/session/session-atoms'
import { gatesHeldAtom, identityGateAtom, type GateMoment } from '@/lib/state/gates'
import { lazyRetry } from '@/ui'

const IdentityPopup = lazyRetry(() => import('./identity-popup'))

/** What the member answered: verify now, not now (skippable only), or closed the popup. */
export type GateAnswer = 'verify' | 'later' | 'close'

interface Asking {
  readonly popup: KycPopup
  readonly mandatory: boolean
  readonly answer: (answer: GateAnswer) => void
}

/**
 * The identity-check gate (issue 11): installs the check asked after login (the login call), before
 * a game launch, a deposit or a withdrawal (identityGateAtom), and shows the operator's popup when
 * the settings want it. 'Verify now' opens the identity page; a skippable
 * popup's other button goes on, and is not asked again at that moment this session.
 */
export function IdentityGate() {
  const store = useStore()
  const [, navigate] = useLocation()
  const install = useSetAtom(identityGateAtom)
  const token = useAtomValue(sessionTokenAtom)
  const held = useAtomValue(gatesHeldAtom)
  const [asking, setAsking] = useState<Asking | null>(null)
  const skipped = useRef(new Set<GateMoment>())

  useEffect(() => {
    const check = async (moment: GateMoment) => {
      if (!store.get(sessionTokenAtom) || skipped.current.has(moment)) return true
      const { identityGateFor } = await import('./identity-gate-check')
      const gate = await identityGateFor(store, moment)
      if (!gate) return true
      const answer = await new Promise<GateAnswer>((resolve) => setAsking({ ...gate, answer: resolve }))
      setAsking(null)
      if (answer === 'verify') {
        navigate(paths.identifyStatus)
        return false
      }
      // A mandatory check closed unanswered stops the action; a skippable one goes on, and rests this session.
      if (gate.mandatory) return false
      skipped.current.add(moment)
      return true
    }
    install({ installed: true, check })
  }, [install, navigate, store])

  // A new session starts with nothing skipped.
  useEffect(() => skipped.current.clear(), [token])

  // Asked while home's popup list is up or loading: shown once the list is closed.
  return asking && !held ? <IdentityPopup popup={asking.popup} mandatory={asking.mandatory} onAnswer={asking.answer} /> : null
}
