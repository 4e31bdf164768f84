import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/text-field'
import type { AccountChecks } from './account-checks'

/** What is wrong with a new password and its second typing (message keys of the common namespace), by the site's rules. */
export const newPasswordIssues = (checks: AccountChecks, password: string, confirm: string) => ({
  password: checks.issueOf('password', password),
  confirm: checks.confirmIssueOf(password, confirm),
})

/**
 * A member's new login password typed twice (an account the agent opens, a reset), each field
 * saying what the site's rules find wrong once `shown` (after a send was tried).
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  checks,
  shown,
}: {
  readonly label: string
  readonly password: string
  readonly confirm: string
  readonly onPassword: (value: string) => void
  readonly onConfirm: (value: string) => void
  readonly checks: AccountChecks
  readonly shown: boolean
}) {
  const { t } = useTranslation(['agent', 'common'])
  const issues = newPasswordIssues(checks, password, confirm)
  const confirmLabel = t('open.confirm')
  const messageOf = (key: string | null, field: string) => (shown && key ? t(`common:${key}`, { field }) : null)
  return (
    <>
      <TextField
        label={label}
        required
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={messageOf(issues.password, label)}
      />
      <TextField
        label={confirmLabel}
        required
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={messageOf(issues.confirm, confirmLabel)}
      />
    </>
  )
}
