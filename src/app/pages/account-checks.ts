import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { registerSettingsQuery } from '@/features/account/account-atoms'
import { checkConfirmation, checkField, type FieldRules } from '@/features/account/field-rules'
import type { AccountChecks } from '@/features/agent/components/account-checks'

const noRules: FieldRules = {}

/**
 * The agent area's checks of names and passwords by the site's own registration rules: forced, as
 * the agent always gives a name and a password, whatever the register form shows.
 */
export const useAccountChecks = (): AccountChecks => {
  const rules = AsyncResult.getOrElse(useAtomValue(registerSettingsQuery), () => null)?.fields ?? noRules
  return {
    issueOf: (field, value) => checkField(rules, field, value, true)?.key ?? null,
    confirmIssueOf: (password, confirm) => checkConfirmation(password, confirm)?.key ?? null,
  }
}
