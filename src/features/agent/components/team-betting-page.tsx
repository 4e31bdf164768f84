import { useAtom } from 'jotai'
import { useCallback, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { RecordList } from '@/ui/record-list'
import type { TeamBet } from '../rebate-report-schema'
import { teamBetsQuery } from '../team-atoms'
import { toneOf } from './team-figures'
import { useReportFilters } from './report-filters'
import { useProductName } from './rebate-fields'
import './team.css'

const keyOf = (bet: TeamBet) => bet.orderNo

function BetRow({ bet }: { readonly bet: TeamBet }) {
  const { t } = useTranslation('agent')
  const productName = useProductName()
  return (
    <div className="team-row">
      <span className="team-row__name">{bet.userName}</span>
      <span className={['team-row__pnl', toneOf(bet.profitAndLoss)].filter(Boolean).join(' ')}>{formatSigned(bet.profitAndLoss)}</span>
      <span className="team-row__level">
        {productName(bet.product)} · {bet.gameName}
      </span>
      <span className="team-row__level team-row__end">{t('reports.bet', { amount: formatBalance(bet.betAmount) })}</span>
      <span className="team-row__level">
        {formatDateTime(bet.betTime)} · {bet.orderNo}
      </span>
      <span className="team-row__level team-row__end">{t('reports.won', { amount: formatBalance(bet.winAmount) })}</span>
    </div>
  )
}

/**
 * Team betting (/m/teamBetting, issue 15): the team's bets over a range (kept in the address; a
 * member's page opens it on that member), by product and member, newest first, ten a page,
 * windowed; the range's totals pinned at the foot.
 */
export default function TeamBettingPage() {
  const { filter, filters } = useReportFilters('teamBetting')
  const { range, product, member } = filter
  const listAtom = useMemo(() => teamBetsQuery({ range, product, member }), [range, product, member])
  return <BetList listAtom={listAtom} filters={filters} />
}

function BetList({ listAtom, filters }: { readonly listAtom: ReturnType<typeof teamBetsQuery>; readonly filters: ReactNode }) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const renderRow = useCallback((bet: TeamBet) => <BetRow bet={bet} />, [])
  const total = list.lastPage?.total
  const totals = total
    ? [
        { label: t('team.betAmount'), value: formatBalance(total.betAmount) },
        { label: t('team.validBetAmount'), value: formatBalance(total.validBetAmount) },
        { label: t('reports.win_loss'), value: formatSigned(total.profitAndLoss) },
      ]
    : undefined
  return (
    <div className="team-page">
      <RecordList
        label={t('reports.bets')}
        filters={filters}
        paging={paged}
        getKey={keyOf}
        renderItem={renderRow}
        emptyMessage={t('reports.no_bets')}
        totals={totals}
      />
    </div>
  )
}
