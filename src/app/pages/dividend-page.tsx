import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { canDeposit } from '@/domain/member'
import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { DividendView } from '@/features/agent/components/dividend-view'
import { viewerAtom } from '@/lib/session/session-atoms'

/**
 * Dividend (/m/member/agent/agentDivident, issue 15): paying a member's dividend is money from the
 * agent, so as My team's transfer only types 1 and 2 pay (PLATFORM.md §1.4), with the payment
 * password the security centre sets.
 */
export default function DividendPage() {
  const viewer = useAtomValue(viewerAtom)
  const hasPassword = useAtomValue(hasPaymentPasswordQuery)
  return (
    <DividendView
      mayPay={viewer.kind === 'agent' && canDeposit(viewer.type)}
      hasPaymentPassword={AsyncResult.getOrElse(hasPassword, () => true)}
    />
  )
}
