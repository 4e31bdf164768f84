import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { rankPercent } from '../member-rules'
import type { RankProgress } from '../member-schema'
import { MemberIcon } from './member-icons'
import './member.css'
import '@/ui/card.css'

/**
 * The VIP card: current rank, the conditions met towards the next one as a bar, and (in the member
 * centre) the way to the VIP benefits; the benefits page shows it without.
 */
export function VipProgress({ progress, benefitsLink = false }: { readonly progress: RankProgress; readonly benefitsLink?: boolean }) {
  const { t } = useTranslation('member')
  const percent = rankPercent(progress)
  const { completedConditions, totalExpectedConditions } = progress.currentProgress
  const next = progress.nextRankName
  const caption = next ? t('vip.next', { done: completedConditions, total: totalExpectedConditions, next }) : t('vip.top')
  return (
    <section className="ui-card member-vip" aria-label={t('vip.title')}>
      <div className="member-vip__row">
        <strong>{t('vip.current', { rank: progress.playerRankName })}</strong>
        {benefitsLink && (
          <Link className="member-link" href={paths.vipBenefits}>
            {t('vip.benefits')}
            <MemberIcon name="chevron" />
          </Link>
        )}
      </div>
      <div
        className="member-vip__bar"
        role="progressbar"
        aria-label={t('vip.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={caption}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="member-vip__caption">{caption}</p>
    </section>
  )
}
