import { useAtom } from 'jotai'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DayRange } from '@/domain/date-range'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { RangeBar } from '@/ui/range-bar'
import { RecordList } from '@/ui/record-list'
import { RecordSearch } from '@/ui/record-search'
import { DayChartSpace } from '@/ui/lazy-day-chart'
import { teamPnlQuery } from '../team-atoms'
import type { TeamMemberRow } from '../team-schema'
import { MoneyFigureList, PnlDaysChart, TeamMemberLink } from './team-figures'
import { useAddressRange } from './use-address-range'

const keyOf = (row: TeamMemberRow) => row.userName

/**
 * Team P&L (/m/agent/team/pnl, issue 15): over a range kept in the address, the team's result and
 * what made it, its days as bars, then every member with figures in the range, busiest first,
 * searchable by name, ten a page and windowed; each row opens that member for the same range.
 */
export default function TeamPnlPage() {
  const { t } = useTranslation(['agent', 'common'])
  const { range, today, setRange } = useAddressRange('agentTeamPnl')
  const [member, setMember] = useState('')
  const listAtom = useMemo(() => teamPnlQuery({ range, member }), [range, member])
  return (
    <div className="team-page">
      <h1 className="page-plain-title">{t('common:titles.team_pnl')}</h1>
      <TeamPnlList
        listAtom={listAtom}
        range={range}
        filters={
          <>
            <RangeBar range={range} today={today} onChange={setRange} />
            <RecordSearch label={t('team.member_search')} capitalize="none" onSearch={setMember} />
          </>
        }
        emptyMessage={member === '' ? t('team.empty') : t('team.empty_search', { name: member })}
      />
    </div>
  )
}

/** The rows apart from the filters, so a page arriving renders only this (as the records do). */
function TeamPnlList({
  listAtom,
  range,
  filters,
  emptyMessage,
}: {
  readonly listAtom: ReturnType<typeof teamPnlQuery>
  readonly range: DayRange
  readonly filters: ReactNode
  readonly emptyMessage: string
}) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const renderRow = useCallback((row: TeamMemberRow) => <TeamMemberLink row={row} range={range} />, [range])
  const first = list.lastPage
  // Before the first page the lead is its own skeleton, the same cards: the list under it stays put.
  const lead =
    first || list.failure === null ? (
      <>
        <MoneyFigureList figures={first?.total ?? null} label={t('team.money')} />
        <section className="ui-card team-section" aria-labelledby="team-pnl-daily">
          <h2 id="team-pnl-daily">{t('team.daily')}</h2>
          {first ? <PnlDaysChart days={first.daily} /> : <DayChartSpace />}
        </section>
        <h2 className="team-list-title">{t('team.members')}</h2>
      </>
    ) : null
  const totals = first
    ? [
        { label: t('team.betAmount'), value: formatBalance(first.total.betAmount) },
        { label: t('team.validBetAmount'), value: formatBalance(first.total.validBetAmount) },
        { label: t('team.profitAndLoss'), value: formatSigned(first.total.profitAndLoss) },
      ]
    : undefined
  return (
    <RecordList
      label={t('team.members')}
      filters={filters}
      lead={lead}
      paging={paged}
      getKey={keyOf}
      renderItem={renderRow}
      emptyMessage={emptyMessage}
      totals={totals}
    />
  )
}
