import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, presetRange, type DayRange } from '@/domain/date-range'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { formatBalance } from '@/lib/format/money'
import { Select } from '@/ui'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { withdrawRecordsQuery } from '../cashier-atoms'
import { withdrawTone } from '../record-rules'
import { withdrawStates, type WithdrawRecord, type WithdrawRecordQuery } from '../records-schema'
import { CopyId } from './copy-id'
import './cashier.css'

const keyOf = (record: WithdrawRecord) => record.withdrawId

/**
 * The withdraw record (/m/withdrawReport, PLATFORM.md §5; its shape is ASSUMED): the member's
 * withdrawals for a range and state, newest first, each with its account, fee and what reaches
 * the account; the total paid out pinned at the foot.
 */
export default function WithdrawRecordPage() {
  const { t } = useTranslation('records')
  const today = dayOf(new Date())
  const [range, setRange] = useState<DayRange>(() => presetRange('today', today))
  const [state, setState] = useState<WithdrawRecordQuery['state']>('')
  const listAtom = useMemo(() => withdrawRecordsQuery({ range, state }), [range, state])
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)

  const stateOptions = [
    { value: '' as const, label: t('withdraw.states.all') },
    ...withdrawStates.map((value) => ({ value, label: t(`withdraw.states.${value}`) })),
  ]

  const renderRow = (record: WithdrawRecord) => (
    <RecordRow
      title={`${record.methodName} ${record.accountNo}`}
      amount={formatBalance(record.amount)}
      tone={record.state === 'SUCCESS' ? 'out' : 'plain'}
      status={{ label: t(`withdraw.states.${record.state}`), tone: withdrawTone(record.state) }}
      when={formatDateTime(record.withdrawDate)}
      aside={t('withdraw.receives', { amount: formatBalance(record.actualAmount) })}
      details={[
        [t('order_no'), <CopyId key="id" label={t('order_no')} value={record.withdrawId} />],
        [t('withdraw.fee'), formatBalance(record.charge)],
        ...(record.remark ? [[t('remark'), record.remark] as const] : []),
      ]}
    />
  )

  return (
    <RecordList
      label={t('withdraw.title')}
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
      totals={list.lastPage ? [{ label: t('withdraw.total'), value: formatBalance(list.lastPage.footer.amount) }] : undefined}
    />
  )
}
