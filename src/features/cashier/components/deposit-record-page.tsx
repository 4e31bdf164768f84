import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, presetRange, type DayRange } from '@/domain/date-range'
import { onPlatformClock } from '@/lib/effect/platform-clock'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { formatClock, formatDateTime } from '@/lib/format/date-time'
import { formatBalance } from '@/lib/format/money'
import { imageIssue, uploadTypes } from '@/lib/image/image-upload'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Select, toast } from '@/ui'
import { PickImageButton } from '@/ui/pick-image'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import { FormError } from '@/ui/form-error'
import { depositRecordsQuery, depositReminderAtom, recordReceiptAtom } from '../cashier-atoms'
import { accelerateStepOf, depositStateName, depositTone } from '../record-rules'
import { receiptImage } from '../receipt'
import { depositStates, type DepositRecord, type DepositRecordQuery } from '../records-schema'
import { CopyId } from './copy-id'
import './cashier.css'

const keyOf = (record: DepositRecord) => record.depositId

/**
 * "Accelerate" on a pending deposit (PLATFORM.md §5): a countdown until the cashier takes
 * reminders, then Accelerate; once asked, the receipt and a note (where the site takes receipts).
 * Each is sent once per tap; the record is asked again after each.
 */
function Accelerate({ record, onDone }: { readonly record: DepositRecord; readonly onDone: () => void }) {
  const { t } = useTranslation('records')
  const remind = useSetAtom(depositReminderAtom)
  const sendReceipt = useSetAtom(recordReceiptAtom)
  const takesReceipts = useAtomValue(whitelabelAtom).has('DEPUPDATEREM3')
  const { busy, locked, issue, refuse, send } = useSendFeedback(record, toast.success)
  const [note, setNote] = useState('')
  // The window's moments are the platform's: so is the time it is compared with.
  const step = accelerateStepOf(record, onPlatformClock())
  // Ticks each second while the window is ahead; when it opens the row draws Accelerate.
  const opensIn = useSecondsLeft(step.kind === 'wait' ? step.opensAt : undefined)

  const sendThenAskAgain = async (...args: Parameters<typeof send>) => {
    if (await send(...args)) onDone()
  }
  const onReceipt = (file: File) => {
    const refused = imageIssue(file)
    if (refused) return refuse(refused)
    const remarks = note.trim()
    void sendThenAskAgain(
      async () =>
        sendReceipt({ depositId: record.depositId, ...(await receiptImage(file)), ...(remarks ? { uploadDepositRemarks: remarks } : {}) }),
      t('deposit.receipt_sent'),
    )
  }

  const body = (() => {
    switch (step.kind) {
      case 'none':
        return null
      case 'wait':
        return (
          <button type="button" className="btn btn-ghost record-action" disabled>
            {t('deposit.accelerate_in', { time: formatClock(opensIn ?? 0) })}
          </button>
        )
      case 'open':
        return (
          <button
            type="button"
            className="btn btn-primary record-action"
            disabled={locked}
            aria-busy={busy}
            onClick={() => void sendThenAskAgain(() => remind(record.depositId), t('deposit.reminder_sent'))}
          >
            {t('deposit.accelerate')}
          </button>
        )
      case 'receipt':
        return takesReceipts ? (
          <div className="record-receipt">
            <label className="record-receipt__note">
              <span>{t('deposit.receipt_note')}</span>
              <textarea value={note} maxLength={200} rows={2} onChange={(event) => setNote(event.target.value)} />
            </label>
            <PickImageButton accept={uploadTypes} onPick={onReceipt} disabled={locked} busy={busy} label={t('deposit.upload_receipt')} />
          </div>
        ) : (
          <p className="record-note">{t('deposit.reminder_sent')}</p>
        )
      case 'receipt_sent':
        return <p className="record-note">{t('deposit.receipt_sent')}</p>
      case 'accelerated':
        return <p className="record-note">{t('deposit.accelerated')}</p>
      case 'refused':
        return <p className="record-note record-note--failed">{t('deposit.accelerate_refused')}</p>
    }
  })()
  if (body === null) return null
  return (
    <div className="record-accelerate">
      {body}
      <FormError message={issue} />
    </div>
  )
}

/**
 * The deposit record (/m/vouReport, PLATFORM.md §5): the member's deposits for a range and state,
 * newest first, with the order number to copy, what was credited, and "accelerate" on pending
 * orders; the credited total pinned at the foot.
 */
export default function DepositRecordPage() {
  const { t } = useTranslation('records')
  const today = dayOf(new Date())
  const [range, setRange] = useState<DayRange>(() => presetRange('today', today))
  const [state, setState] = useState<DepositRecordQuery['depositState']>('')
  const listAtom = useMemo(() => depositRecordsQuery({ range, state }), [range, state])
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)

  const stateOptions = [
    { value: '' as const, label: t('deposit.states.all') },
    ...Object.entries(depositStates).map(([name, value]) => ({ value, label: t(`deposit.states.${name}`) })),
  ]

  const renderRow = (record: DepositRecord) => {
    const name = depositStateName(record)
    return (
      <RecordRow
        title={record.depositMethod}
        amount={formatBalance(record.requestedAmount)}
        tone={name === 'success' ? 'in' : 'plain'}
        status={{ label: t(`deposit.states.${name}`), tone: depositTone(record) }}
        when={formatDateTime(record.depositDate)}
        aside={name === 'success' ? t('deposit.credited', { amount: formatBalance(record.amount) }) : undefined}
        details={[
          [t('order_no'), <CopyId key="id" label={t('order_no')} value={record.depositId} />],
          ...(record.promotionName ? [[t('deposit.promotion'), record.promotionName] as const] : []),
          ...(record.customerBankCharge > 0 ? [[t('deposit.bank_charge'), formatBalance(record.customerBankCharge)] as const] : []),
          ...(record.reimbursementAmount > 0 ? [[t('deposit.reimbursed'), formatBalance(record.reimbursementAmount)] as const] : []),
          ...(record.refId ? [[t('deposit.reference'), record.refId] as const] : []),
          ...(record.remark ? [[t('remark'), record.remark] as const] : []),
        ]}
      >
        <Accelerate record={record} onDone={paged.refresh} />
      </RecordRow>
    )
  }

  return (
    <RecordList
      label={t('deposit.title')}
      filters={
        <>
          <RangeBar range={range} today={today} onChange={setRange} />
          <Select className="record-list__select" label={t('status')} options={stateOptions} value={state} onChange={setState} />
        </>
      }
      paging={paged}
      getKey={keyOf}
      renderItem={renderRow}
      emptyMessage={t('empty')}
      totals={list.lastPage ? [{ label: t('deposit.total'), value: formatBalance(list.lastPage.footer.amount) }] : undefined}
    />
  )
}
