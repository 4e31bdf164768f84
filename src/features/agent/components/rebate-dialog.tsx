import { Exit } from 'effect'
import { useAtom, useSetAtom } from 'jotai'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { rebateIssue, rebateOf } from '@/domain/rebate-limits'
import { exitFailureMessage } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { Modal, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { TextField } from '@/ui/text-field'
import type { DownlineRebates } from '../downline-schema'
import { downlineRebatesQuery, saveRebatesAtom } from '../team-atoms'

/** A product's name in the player's language, or the platform's code for one the app does not know. */
const useProductName = () => {
  const { t } = useTranslation('agent')
  return (type: string) => t(`members.products.${type}`, { defaultValue: type })
}

function RebateForm({ rebates, onSaved }: { readonly rebates: DownlineRebates; readonly onSaved: () => void }) {
  const { t } = useTranslation(['agent', 'common'])
  const productName = useProductName()
  const save = useSetAtom(saveRebatesAtom)
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(rebates.configs.map((config) => [config.type, String(config.rebateValue)])),
  )
  const [shown, setShown] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const issues = rebates.configs.map((config) => ({
    config,
    issue: rebateIssue(typed[config.type] ?? '', { min: config.minRebateValue, max: config.rebateSubordinateLimit }),
  }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || issues.some((entry) => entry.issue !== null)) return
    setFailure(null)
    setBusy(true)
    const outcome = await save({
      userName: rebates.userName,
      configs: rebates.configs.map((config) => ({
        type: config.type,
        rebateValue: rebateOf(typed[config.type] ?? '') ?? config.rebateValue,
      })),
    })
    setBusy(false)
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) {
      toast.success(t('members.rebates_saved', { name: rebates.userName }))
      return onSaved()
    }
    setFailure(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
  }

  return (
    <form id={formId} className="team-rebates" onSubmit={(event) => void submit(event)} noValidate>
      <p className="team-rebates__note">{t('members.rebates_note')}</p>
      {issues.map(({ config, issue }) => (
        <TextField
          key={config.type}
          label={productName(config.type)}
          inputMode="decimal"
          autoComplete="off"
          value={typed[config.type] ?? ''}
          onChange={(event) => setTyped({ ...typed, [config.type]: event.target.value })}
          addon={<span className="team-rebates__unit">%</span>}
          error={shown && issue ? t(`members.rebate_${issue}`, { min: config.minRebateValue, max: config.rebateSubordinateLimit }) : null}
          hint={t('members.rebate_bounds', { min: config.minRebateValue, max: config.rebateSubordinateLimit })}
        />
      ))}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
        {t('members.save_rebates')}
      </button>
    </form>
  )
}

/**
 * A direct member's rebates per product (issue 15): each within the allowed limits, at most the
 * agent's own and at least what the member's own members have (src/domain/rebate-limits.ts). A
 * value out of bounds says which and keeps what was typed; Save sends once.
 */
export function RebateDialog({ userName, onClose }: { readonly userName: string; readonly onClose: () => void }) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const query = useMemo(() => downlineRebatesQuery(userName), [userName])
  const [rebates, dispatch] = useAtom(query)
  return (
    <Modal open onClose={onClose} title={t('members.rebates_of', { name: userName })} className="team-dialog">
      <QueryView result={rebates} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(value) => <RebateForm rebates={value} onSaved={onClose} />}
      </QueryView>
    </Modal>
  )
}
