import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { canDeposit } from '@/domain/member'
import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { RedRainView } from '@/features/agent/components/red-rain-view'
import { viewerAtom } from '@/lib/session/session-atoms'

/**
 * Red rain (/m/redRain, issue 15): money from the agent to members, so as My team's transfer: only
 * types 1 and 2 send (PLATFORM.md §1.4), with the payment password the security centre sets.
 */
export default function RedRainPage() {
  const viewer = useAtomValue(viewerAtom)
  const hasPassword = useAtomValue(hasPaymentPasswordQuery)
  return (
    <RedRainView
      mayTransfer={viewer.kind === 'agent' && canDeposit(viewer.type)}
      hasPaymentPassword={AsyncResult.getOrElse(hasPassword, () => true)}
    />
  )
}
