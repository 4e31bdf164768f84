import { useTranslation } from 'react-i18next'
import { peso } from '@/lib/format/money'
import type { ReferralRules } from '../referral-schema'

/** PLATFORM.md §10: the programme in two plain lines, "your friend gets" and "you get", from the rules call. */
export function OfferLines({ rules }: { readonly rules: ReferralRules }) {
  const { t } = useTranslation('referral')
  return (
    <ul className="referral-offer" role="list">
      <li>
        <span className="referral-offer__who">{t('offer.friend_gets')}</span>
        <span className="referral-offer__what">
          {t('offer.friend_bonus', { bonus: peso(rules.inviteeBonus), deposit: peso(rules.qualifyingDeposit) })}
        </span>
      </li>
      <li>
        <span className="referral-offer__who">{t('offer.you_get')}</span>
        <span className="referral-offer__what">
          {rules.depositRebatePercent > 0
            ? t('offer.your_bonus_and_rebate', { bonus: peso(rules.inviterBonus), percent: rules.depositRebatePercent })
            : t('offer.your_bonus', { bonus: peso(rules.inviterBonus) })}
        </span>
      </li>
    </ul>
  )
}

/** The two lines' boxes while the rules load, as tall as the boxes they stand for (referral.css). */
export function OfferLinesSkeleton() {
  return (
    <div className="referral-offer" aria-hidden="true">
      <span className="ui-skeleton__line" />
      <span className="ui-skeleton__line" />
    </div>
  )
}
