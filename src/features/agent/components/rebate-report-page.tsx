import { useAtom } from 'jotai'
import { useCallback, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatBalance } from '@/lib/format/money'
import { RecordList } from '@/ui/record-list'
import type { RebateRow } from '../rebate-report-schema'
import { rebatesQuery } from '../team-atoms'
import { useReportFilters } from './report-filters'
import { useProductName } from './rebate-fields'
import './team.css'

type Whose = 'agent' | 'team'

const keyOf = (row: RebateRow) => `${row.date}|${row.userName}|${row.product}`

function RebateLine({ row }: { readonly row: RebateRow }) {
  const { t } = useTranslation('agent')
  const productName = useProductName()
  return (
    <div className="team-row">
      <span className="team-row__name">{row.userName}</span>
      <span className="team-row__pnl team-in">{formatBalance(row.rebateAmount)}</span>
      <span className="team-row__level">
        {row.date} · {productName(row.product)}
      </span>
      <span className="team-row__level team-row__end">{t(row.status === 'PAID' ? 'reports.paid' : 'reports.pending')}</span>
      <span className="team-row__level">{t('reports.valid_bet_rate', { amount: formatBalance(row.validBetAmount), rate: row.rate })}</span>
    </div>
  )
}

/**
 * The agent rebate (/m/member/agent/agentRebeat: what the agent earns from the team's play, its
 * own rebate less each member's) and the team rebate (/m/member/teamRebate: what the members earn
 * from their own): per member, day and product, by range, product and member, ten a page,
 * windowed; the totals, paid and pending, pinned at the foot.
 */
export function RebateReport({ whose }: { readonly whose: Whose }) {
  const { filter, filters } = useReportFilters(whose === 'agent' ? 'agentRebate' : 'teamRebate')
  const { range, product, member } = filter
  const listAtom = useMemo(() => rebatesQuery(whose, { range, product, member }), [whose, range, product, member])
  return <RebateList listAtom={listAtom} filters={filters} />
}

export default function AgentRebatePage() {
  return <RebateReport whose="agent" />
}

function RebateList({ listAtom, filters }: { readonly listAtom: ReturnType<typeof rebatesQuery>; readonly filters: ReactNode }) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const renderRow = useCallback((row: RebateRow) => <RebateLine row={row} />, [])
  const total = list.lastPage?.total
  const totals = total
    ? [
        { label: t('team.validBetAmount'), value: formatBalance(total.validBetAmount) },
        { label: t('reports.rebate_total'), value: formatBalance(total.rebateAmount) },
        { label: t('reports.pending'), value: formatBalance(total.pendingAmount) },
      ]
    : undefined
  return (
    <div className="team-page">
      <RecordList
        label={t('reports.rebates')}
        filters={filters}
        paging={paged}
        getKey={keyOf}
        renderItem={renderRow}
        emptyMessage={t('reports.no_rebates')}
        totals={totals}
      />
    </div>
  )
}
