import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { DayRange } from '@/domain/date-range'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { href } from '@/lib/routes/paths'
import { themeAtom } from '@/lib/state/preferences'
import type { DayChartProps } from '@/ui/day-chart'
import { LazyDayChart } from '@/ui/lazy-day-chart'
import { PendingFigure } from '@/ui/pending-figure'
import type { MoneyFigures, TeamMemberRow } from '../team-schema'
import './team.css'

/** Gains green, losses red: the players' result, as the team sees it. */
export const toneOf = (amount: number) => (amount > 0 ? 'team-in' : amount < 0 ? 'team-out' : undefined)

const moneyRows = [
  'depositAmount',
  'withdrawAmount',
  'betAmount',
  'validBetAmount',
  'payoutAmount',
  'rebateAmount',
  'promotionAmount',
] as const

/** A range's money: the P&L first and large, then what made it. */
export function MoneyFigureList({
  figures,
  label,
  whose = 'team',
}: {
  /** Null while they are on their way: the same card, '…' for each figure. */
  readonly figures: MoneyFigures | null
  readonly label: string
  readonly whose?: 'team' | 'member'
}) {
  const { t } = useTranslation('agent')
  return (
    <section className="ui-card team-money" aria-label={label} aria-busy={figures ? undefined : true}>
      <p className="team-money__label">{t(whose === 'team' ? 'team.profitAndLoss' : 'team.member_pnl')}</p>
      <p className={['team-money__pnl', figures && toneOf(figures.profitAndLoss)].filter(Boolean).join(' ')}>
        {figures ? formatSigned(figures.profitAndLoss) : <PendingFigure />}
      </p>
      <dl className="team-figures team-figures--stacked">
        {moneyRows.map((name) => (
          <div key={name}>
            <dt>{t(`team.${name}`)}</dt>
            <dd>{figures ? formatBalance(figures[name]) : <PendingFigure />}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The days of a range as a chart, fetched with its library only when figures are on screen. */
export function TeamChart(props: Omit<DayChartProps, 'theme'>) {
  const theme = useAtomValue(themeAtom)
  return <LazyDayChart {...props} theme={theme} />
}

/** The P&L of each day as bars, with what they say in words for screen readers. */
export function PnlDaysChart({ days }: { readonly days: ReadonlyArray<{ readonly date: string; readonly profitAndLoss: number }> }) {
  const { t } = useTranslation('agent')
  const dates = useMemo(() => days.map((day) => day.date), [days])
  const series = useMemo(() => [{ values: days.map((day) => day.profitAndLoss) }], [days])
  const best = days.reduce<(typeof days)[number] | undefined>(
    (top, day) => (!top || day.profitAndLoss > top.profitAndLoss ? day : top),
    undefined,
  )
  const worst = days.reduce<(typeof days)[number] | undefined>(
    (low, day) => (!low || day.profitAndLoss < low.profitAndLoss ? day : low),
    undefined,
  )
  const label =
    best && worst
      ? t('team.pnl_chart_label', {
          from: dates[0],
          to: dates.at(-1),
          best: best.date,
          bestAmount: formatSigned(best.profitAndLoss),
          worst: worst.date,
          worstAmount: formatSigned(worst.profitAndLoss),
        })
      : t('team.daily')
  return <TeamChart kind="pnl" dates={dates} series={series} label={label} />
}

/** Where a member's row leads: that member, over the same range. */
export const memberHref = (userName: string, range: DayRange) =>
  href('agentTeamMember', { member: userName, from: range.from, to: range.to })

/** A member of the team in a report: name, level, stake and result; the row opens the member. */
export function TeamMemberLink({ row, range }: { readonly row: TeamMemberRow; readonly range: DayRange }) {
  const { t } = useTranslation('agent')
  return (
    <Link href={memberHref(row.userName, range)} className="team-row">
      <span className="team-row__name">{row.userName}</span>
      <span className="team-row__level">
        {t('team.level', { level: row.level })}
        {row.type === 1 ? ` · ${t('team.sub_agent')}` : ''}
      </span>
      <span className="team-row__bet">
        {t('team.betAmount')} {formatBalance(row.betAmount)}
      </span>
      <span className={['team-row__pnl', toneOf(row.profitAndLoss)].filter(Boolean).join(' ')}>{formatSigned(row.profitAndLoss)}</span>
    </Link>
  )
}
