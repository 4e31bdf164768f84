import { useAtom, useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, presetRange, type DayRange } from '@/domain/date-range'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { themeAtom } from '@/lib/state/preferences'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { QueryView, Skeleton } from '@/ui/query-view'
import { RangeBar } from '@/ui/range-bar'
import { LazyDayChart } from '@/ui/lazy-day-chart'
import { categoryTitleKey } from '../bet-record-rules'
import { profitAndLossQuery } from '../records-atoms'
import type { Pnl } from '../records-schema'
import '@/ui/record-list.css'
import '@/ui/table.css'
import './records.css'

const toneOf = (amount: number) => (amount > 0 ? 'pnl-in' : amount < 0 ? 'pnl-out' : undefined)

function Figures({ pnl }: { readonly pnl: Pnl }) {
  const { t } = useTranslation(['records', 'common'])
  const theme = useAtomValue(themeAtom)
  const best = pnl.daily.reduce((top, day) => (day.profitAndLoss > (top?.profitAndLoss ?? -Infinity) ? day : top), pnl.daily[0])
  const worst = pnl.daily.reduce((low, day) => (day.profitAndLoss < (low?.profitAndLoss ?? Infinity) ? day : low), pnl.daily[0])
  const chartLabel =
    best && worst
      ? t('pnl.chart_label', {
          from: pnl.daily[0]?.date,
          to: pnl.daily.at(-1)?.date,
          best: best.date,
          bestAmount: formatSigned(best.profitAndLoss),
          worst: worst.date,
          worstAmount: formatSigned(worst.profitAndLoss),
        })
      : t('pnl.daily')
  const dates = useMemo(() => pnl.daily.map((day) => day.date), [pnl.daily])
  const series = useMemo(() => [{ values: pnl.daily.map((day) => day.profitAndLoss) }], [pnl.daily])
  return (
    <>
      <section className="pnl-total" aria-label={t('pnl.total')}>
        <p className="pnl-total__label">{t('bets.profit_loss')}</p>
        <p className={['pnl-total__amount', toneOf(pnl.total.profitAndLoss)].filter(Boolean).join(' ')}>
          {formatSigned(pnl.total.profitAndLoss)}
        </p>
        <dl className="pnl-total__figures">
          <div>
            <dt>{t('bets.bet')}</dt>
            <dd>{formatBalance(pnl.total.betAmount)}</dd>
          </div>
          <div>
            <dt>{t('bets.valid_bet')}</dt>
            <dd>{formatBalance(pnl.total.validBetAmount)}</dd>
          </div>
          <div>
            <dt>{t('bets.won')}</dt>
            <dd>{formatBalance(pnl.total.winAmount)}</dd>
          </div>
        </dl>
      </section>
      <section className="pnl-section" aria-labelledby="pnl-daily">
        <h2 id="pnl-daily">{t('pnl.daily')}</h2>
        <LazyDayChart kind="pnl" dates={dates} series={series} label={chartLabel} theme={theme} />
      </section>
      <section className="pnl-section">
        <table className="ui-table">
          <caption>{t('pnl.by_category')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pnl.category')}</th>
              <th scope="col">{t('bets.valid_bet')}</th>
              <th scope="col">{t('bets.profit_loss')}</th>
            </tr>
          </thead>
          <tbody>
            {pnl.categories.map((row) => (
              <tr key={row.category}>
                <th scope="row">{t(`common:${categoryTitleKey[row.category]}`)}</th>
                <td>{formatBalance(row.validBetAmount)}</td>
                <td className={toneOf(row.profitAndLoss)}>{formatSigned(row.profitAndLoss)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}

/**
 * Profit and loss (/m/profitandloss): the result of the member's settled bets over a range, its
 * daily bars (a small chart library, loaded with the figures) and the totals by game category.
 */
export default function ProfitLossPage() {
  const messageOf = useApiErrorMessage()
  const today = dayOf(new Date())
  const [range, setRange] = useState<DayRange>(() => presetRange('week', today))
  const query = useMemo(() => profitAndLossQuery(range), [range])
  const [pnl, dispatch] = useAtom(query)
  return (
    <div className="pnl-page">
      <div className="record-list__filters">
        <RangeBar range={range} today={today} onChange={setRange} />
      </div>
      <QueryView result={pnl} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
        {(figures) => <Figures pnl={figures} />}
      </QueryView>
    </div>
  )
}
