import { useAtom } from 'jotai'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, presetRange, type DayRange } from '@/domain/date-range'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { inviteesQuery, rebatesQuery } from '../referral-atoms'
import type { DepositRebate, Invitee } from '../referral-schema'

/** A report's range: the last 7 days first, since friends sign up over days, not within one. */
const useReportRange = () => {
  const today = dayOf(new Date())
  const [range, setRange] = useState<DayRange>(() => presetRange('week', today))
  return { range, filters: <RangeBar range={range} today={today} onChange={setRange} /> }
}

const inviteeKey = (row: Invitee) => `${row.inviteeName}-${row.registerTime}`

/** The friends who registered with the member's code in the range: when, their first deposit, whether they qualified. */
export function InviteeReport() {
  const { t } = useTranslation('referral')
  const { range, filters } = useReportRange()
  const listAtom = useMemo(() => inviteesQuery(range), [range])
  const [list, act] = useAtom(listAtom)
  const paging = usePagedList(list, act)
  const renderRow = useCallback(
    (row: Invitee) => (
      <RecordRow
        title={row.inviteeName}
        amount={row.firstDepositAmount === null ? t('report.no_deposit') : peso(row.firstDepositAmount)}
        status={row.qualified ? { label: t('report.qualified'), tone: 'success' } : { label: t('report.not_qualified'), tone: 'pending' }}
        when={t('report.registered', { time: formatDateTime(row.registerTime) })}
        details={[]}
      />
    ),
    [t],
  )
  return (
    <RecordList
      label={t('tabs.friends')}
      filters={filters}
      paging={paging}
      getKey={inviteeKey}
      renderItem={renderRow}
      emptyMessage={t('report.no_friends')}
    />
  )
}

const rebateKey = (row: DepositRebate) => `${row.referredName}-${row.claimDate}-${row.depositAmount}`

/** The member's share of their friends' deposits in the range, with the platform's totals for it. */
export function RebateReport() {
  const { t } = useTranslation('referral')
  const { range, filters } = useReportRange()
  const listAtom = useMemo(() => rebatesQuery(range), [range])
  const [list, act] = useAtom(listAtom)
  const paging = usePagedList(list, act)
  const footer = list.lastPage?.footer
  const renderRow = useCallback(
    (row: DepositRebate) => (
      <RecordRow
        title={row.referredName}
        amount={`+${peso(row.bonus)}`}
        tone="in"
        when={formatDateTime(row.claimDate)}
        details={[[t('report.deposit'), peso(row.depositAmount)]]}
      />
    ),
    [t],
  )
  return (
    <RecordList
      label={t('tabs.rebates')}
      filters={filters}
      paging={paging}
      getKey={rebateKey}
      renderItem={renderRow}
      emptyMessage={t('report.no_rebates')}
      totals={
        footer && [
          { label: t('report.total_deposits'), value: peso(footer.totalDepositAmount) },
          { label: t('report.total_bonus'), value: peso(footer.totalBonus) },
        ]
      }
    />
  )
}
