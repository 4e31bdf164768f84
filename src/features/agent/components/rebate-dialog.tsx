import { useAtom } from 'jotai'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useWrite } from '@/lib/effect/use-write'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { Modal, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { SubmitRow } from '@/ui/submit-row'
import type { DownlineRebates } from '../downline-schema'
import { downlineRebatesQuery, saveRebatesAtom } from '../team-atoms'
import { givenRebatesOf, RebateFields, rebateIssuesOf, type TypedRebates } from './rebate-fields'

function RebateForm({ rebates, onSaved }: { readonly rebates: DownlineRebates; readonly onSaved: () => void }) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: save, busy, failure } = useWrite(saveRebatesAtom)
  const limits = rebates.configs.map((config) => ({ type: config.type, min: config.minRebateValue, max: config.rebateSubordinateLimit }))
  const [typed, setTyped] = useState<TypedRebates>(() =>
    Object.fromEntries(rebates.configs.map((config) => [config.type, String(config.rebateValue)])),
  )
  const [shown, setShown] = useState(false)
  const formId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || rebateIssuesOf(limits, typed).some((entry) => entry.issue !== null)) return
    await save({ userName: rebates.userName, configs: givenRebatesOf(limits, typed) }, () => {
      toast.success(t('members.rebates_saved', { name: rebates.userName }))
      onSaved()
    })
  }

  return (
    <form id={formId} className="team-rebates" onSubmit={(event) => void submit(event)} noValidate>
      <p className="team-rebates__note">{t('members.rebates_note')}</p>
      <RebateFields limits={limits} typed={typed} onChange={setTyped} shown={shown} />
      <SubmitRow failure={failure} busy={busy} label={t('members.save_rebates')} />
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
