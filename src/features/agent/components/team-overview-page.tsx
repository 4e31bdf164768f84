import { useAtom } from 'jotai'
import { useMemo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { href } from '@/lib/routes/paths'
import { EmptyState } from '@/ui/empty-state'
import { QueryView, Skeleton } from '@/ui/query-view'
import { RangeBar } from '@/ui/range-bar'
import { teamOverviewQuery } from '../team-atoms'
import type { TeamOverviewDay, TeamOverviewSum } from '../team-schema'
import { MoneyFigureList, TeamChart, TeamMemberLink } from './team-figures'
import { useAddressRange } from './use-address-range'

const headCounts = ['teamSize', 'registerCount', 'firstDepositCount', 'activeMemberCount'] as const
/** The chart's lines: who joined, who paid in for the first time, who played. */
const lines = [
  { name: 'registerCount', colour: '--c-primary' },
  { name: 'firstDepositCount', colour: '--c-success-text' },
  { name: 'activeMemberCount', colour: '--c-accent' },
] as const

function HeadCounts({ sum }: { readonly sum: TeamOverviewSum }) {
  const { t } = useTranslation('agent')
  return (
    <section className="ui-card" aria-label={t('team.head_counts')}>
      <dl className="team-counts">
        {headCounts.map((name) => (
          <div key={name}>
            <dt>{t(`team.${name}`)}</dt>
            <dd>{sum[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function CountsChart({ days }: { readonly days: ReadonlyArray<TeamOverviewDay> }) {
  const { t } = useTranslation('agent')
  const dates = useMemo(() => days.map((day) => day.date), [days])
  const series = useMemo(() => lines.map((line) => ({ colour: line.colour, values: days.map((day) => day[line.name]) })), [days])
  const total = (name: (typeof lines)[number]['name']) => days.reduce((sum, day) => sum + day[name], 0)
  const label = t('team.counts_chart_label', {
    from: dates[0],
    to: dates.at(-1),
    registered: total('registerCount'),
    firstDeposits: total('firstDepositCount'),
    mostActive: Math.max(0, ...days.map((day) => day.activeMemberCount)),
  })
  return (
    <section className="ui-card team-section" aria-labelledby="team-daily">
      <h2 id="team-daily">{t('team.daily')}</h2>
      <TeamChart kind="lines" dates={dates} series={series} label={label} />
      <ul className="team-legend">
        {lines.map((line) => (
          <li key={line.name} style={{ '--swatch': `var(${line.colour})` } as CSSProperties}>
            {t(`team.${line.name}`)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Team overview (/m/agent/team/overview, issue 15): over a range kept in the address, the team's
 * head counts, its money, a chart of its days and its busiest members, each opening that member.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation(['agent', 'common'])
  const messageOf = useApiErrorMessage()
  const { range, today, setRange } = useAddressRange('agentTeamOverview')
  const query = useMemo(() => teamOverviewQuery(range), [range])
  const [overview, dispatch] = useAtom(query)
  return (
    <div className="team-page">
      <h1 className="page-plain-title">{t('common:titles.team_overview')}</h1>
      <div className="team-filters">
        <RangeBar range={range} today={today} onChange={setRange} />
      </div>
      <QueryView result={overview} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={10} />}>
        {({ sum, days, busiest }) => (
          <>
            <HeadCounts sum={sum} />
            <MoneyFigureList figures={sum} label={t('team.money')} />
            <CountsChart days={days} />
            <section className="ui-card team-section" aria-labelledby="team-busiest">
              <h2 id="team-busiest">{t('team.busiest')}</h2>
              {busiest.length === 0 ? (
                <EmptyState message={t('team.empty')} />
              ) : (
                <ul className="team-rows" aria-labelledby="team-busiest">
                  {busiest.map((row) => (
                    <li key={row.userName}>
                      <TeamMemberLink row={row} range={range} />
                    </li>
                  ))}
                </ul>
              )}
              <Link className="team-section__more" href={href('agentTeamPnl', range)}>
                {t('team.all_members')}
              </Link>
            </section>
          </>
        )}
      </QueryView>
    </div>
  )
}
