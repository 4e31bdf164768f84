import { useSetAtom } from 'jotai'
import { usernameTakenAtom } from '@/features/account/register-atoms'
import { OpenAccountView } from '@/features/agent/components/open-account-view'
import type { NewAccountChecks } from '@/features/agent/components/open-account-form'
import { useAccountChecks } from './account-checks'

/**
 * Open account (/m/agentRegister, issue 15): the agent's form checks a new member's name and
 * password by the site's own registration rules and asks whether the name is taken, as the
 * register form does; both live in the account area, handed over here.
 */
export default function OpenAccountPage() {
  const usernameTaken = useSetAtom(usernameTakenAtom)
  const checks: NewAccountChecks = { ...useAccountChecks(), isTaken: usernameTaken }
  return <OpenAccountView checks={checks} />
}
