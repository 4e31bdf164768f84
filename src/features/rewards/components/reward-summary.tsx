import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, peso } from '@/lib/format/money'
import { PendingFigure } from '@/ui/pending-figure'
import type { PromoReward } from '../rewards-schema'
import '@/ui/card.css'
import './rewards.css'

/**
 * PLATFORM.md §6: today's bonus, the total bonus and the points (shown while DISPTOTPROMEARN3 is on).
 * Without a summary yet it is its own skeleton, the same card with '…' for the figures: the tabs
 * under it do not move when the answer comes.
 */
export function RewardSummary({ summary }: { readonly summary: PromoReward | null }) {
  const { t } = useTranslation('rewards')
  const heading = useId()
  const figures = [
    ['today', summary ? peso(summary.dailyReceivedBonus) : <PendingFigure />],
    ['total', summary ? peso(summary.totalBonus) : <PendingFigure />],
    ['points', summary ? formatAmount(summary.totalPoints) : <PendingFigure />],
  ] as const
  return (
    <section className="ui-card reward-summary" aria-labelledby={heading} aria-busy={summary ? undefined : true}>
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
