import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { canDeposit } from '@/domain/member'
import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { MembersView } from '@/features/agent/components/members-view'
import { viewerAtom } from '@/lib/session/session-atoms'
import { useAccountChecks } from './account-checks'

/**
 * My team (/m/member/team, issue 15): the agent's members, told whether the agent may send them
 * money (PLATFORM.md §1.4: types 1 and 2, not the virtual 41 and 42) and has a payment password to
 * send it with (the security centre's own question); without one, Transfer leads to setting it.
 * A member's name and password are checked by the site's registration rules (the account area's).
 */
export default function MembersPage() {
  const viewer = useAtomValue(viewerAtom)
  const hasPassword = useAtomValue(hasPaymentPasswordQuery)
  return (
    <MembersView
      mayTransfer={viewer.kind === 'agent' && canDeposit(viewer.type)}
      hasPaymentPassword={AsyncResult.getOrElse(hasPassword, () => true)}
      checks={useAccountChecks()}
    />
  )
}
