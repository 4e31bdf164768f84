import { useAtomValue, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { registerSettingsQuery } from '@/features/account/account-atoms'
import { checkField, type FieldRules } from '@/features/account/field-rules'
import { usernameTakenAtom } from '@/features/account/register-atoms'
import { OpenAccountView } from '@/features/agent/components/open-account-view'
import type { NewAccountChecks } from '@/features/agent/components/open-account-form'

const noRules: FieldRules = {}

/**
 * Open account (/m/agentRegister, issue 15): the agent's form checks a new member's name and
 * password by the site's own registration rules and asks whether the name is taken, as the
 * register form does; both live in the account area, handed over here.
 */
export default function OpenAccountPage() {
  const rules = AsyncResult.getOrElse(useAtomValue(registerSettingsQuery), () => null)?.fields ?? noRules
  const usernameTaken = useSetAtom(usernameTakenAtom)
  const checks: NewAccountChecks = {
    // Forced: a new member always has a name and a password, whatever the register form shows.
    issueOf: (field, value) => checkField(rules, field, value, true)?.key ?? null,
    isTaken: usernameTaken,
  }
  return <OpenAccountView checks={checks} />
}
