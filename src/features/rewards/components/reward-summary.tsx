import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, peso } from '@/lib/format/money'
import type { PromoReward } from '../rewards-schema'
import '@/ui/card.css'
import './rewards.css'

/** PLATFORM.md §6: today's bonus, the total bonus and the points (shown while DISPTOTPROMEARN3 is on). */
export function RewardSummary({ summary }: { readonly summary: PromoReward }) {
  const { t } = useTranslation('rewards')
  const heading = useId()
  const figures = [
    ['today', peso(summary.dailyReceivedBonus)],
    ['total', peso(summary.totalBonus)],
    ['points', formatAmount(summary.totalPoints)],
  ] as const
  return (
    <section className="ui-card reward-summary" aria-labelledby={heading}>
      <h2 id={heading} className="reward-summary__heading">
        {t('summary.heading')}
      </h2>
      <dl className="reward-summary__figures">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{t(`summary.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
