import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { peso } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import { todayBonusOf, todayOf } from '../sign-in-rules'
import type { LoginPromotion } from '../sign-in-schema'
import './rewards.css'

/** A row of the reward centre that leads to a page of its own: what it is, its name, where it stands. */
function RewardLinkRow({
  href,
  kind,
  name,
  note,
}: {
  readonly href: string
  readonly kind: string
  readonly name: string
  readonly note: string
}) {
  return (
    <Link href={href} className="reward-row reward-link">
      <span className="reward-row__main">
        <span className="reward-row__kind">{kind}</span>
        <span className="reward-row__name">{name}</span>
        <span className="reward-row__time">{note}</span>
      </span>
      <span className="reward-link__go" aria-hidden="true">
        ›
      </span>
    </Link>
  )
}

/**
 * The way to the daily sign-in while the LOGIN promotion runs (PLATFORM.md §6): today's bonus
 * while it waits to be signed for, else that today is done.
 */
export function SignInLink({ promotion }: { readonly promotion: LoginPromotion }) {
  const { t } = useTranslation('rewards')
  return (
    <RewardLinkRow
      href={paths.signIn}
      kind={t('sign_in.heading')}
      name={promotion.promotionName}
      note={
        promotion.signedToday
          ? t('sign_in.done_today')
          : t('sign_in.waiting', { day: todayOf(promotion), amount: peso(todayBonusOf(promotion)) })
      }
    />
  )
}

/** The way to the welcome bonuses while some wait to be claimed: how much they add up to. */
export function WelcomeLink({ total }: { readonly total: number }) {
  const { t } = useTranslation('rewards')
  return (
    <RewardLinkRow
      href={paths.welcomeBonus}
      kind={t('welcome.heading')}
      name={t('welcome.link')}
      note={t('welcome.to_claim', { amount: peso(total) })}
    />
  )
}
