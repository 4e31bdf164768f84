import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, peso } from '@/lib/format/money'
import { countStats, type ReferralOverview, type StatKey } from '../referral-schema'
import { shownStats } from '../referral-rules'
import '@/ui/card.css'
import '@/ui/range-bar.css'

type Period = 'today' | 'total'
const periods: ReadonlyArray<Period> = ['today', 'total']

/** Today's figures or the totals, only those the operator shows (`contentOptions`). */
export function ReferralFigures({
  overview,
  contentOptions,
}: {
  readonly overview: ReferralOverview
  readonly contentOptions: ReadonlyArray<StatKey> | undefined
}) {
  const { t } = useTranslation('referral')
  const heading = useId()
  const [period, setPeriod] = useState<Period>('today')
  const figures = overview[period]
  return (
    <section className="ui-card referral-figures" aria-labelledby={heading}>
      <div className="referral-figures__head">
        <h2 id={heading} className="referral-card__heading">
          {t('figures.heading')}
        </h2>
        <div className="referral-figures__periods" role="group" aria-label={t('figures.period')}>
          {periods.map((each) => (
            <button key={each} type="button" className="range-chip" aria-pressed={period === each} onClick={() => setPeriod(each)}>
              {t(`figures.${each}`)}
            </button>
          ))}
        </div>
      </div>
      <dl className="referral-figures__grid">
        {shownStats(contentOptions).map((key) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{countStats.has(key) ? formatAmount(figures[key]) : peso(figures[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
