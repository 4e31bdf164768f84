import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { peso } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import { todayBonusOf, todayOf } from '../sign-in-rules'
import type { LoginPromotion } from '../sign-in-schema'
import './rewards.css'

/**
 * The reward centre's way to the daily sign-in while the LOGIN promotion runs (PLATFORM.md §6):
 * today's bonus while it waits to be signed for, else that today is done.
 */
export function SignInLink({ promotion }: { readonly promotion: LoginPromotion }) {
  const { t } = useTranslation('rewards')
  return (
    <Link href={paths.signIn} className="reward-row sign-in-link">
      <span className="reward-row__main">
        <span className="reward-row__kind">{t('sign_in.heading')}</span>
        <span className="reward-row__name">{promotion.promotionName}</span>
        <span className="reward-row__time">
          {promotion.signedToday
            ? t('sign_in.done_today')
            : t('sign_in.waiting', { day: todayOf(promotion), amount: peso(todayBonusOf(promotion)) })}
        </span>
      </span>
      <span className="sign-in-link__go" aria-hidden="true">
        ›
      </span>
    </Link>
  )
}
