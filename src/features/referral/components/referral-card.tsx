import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/lib/format/money'
import { CopyButton } from '@/ui/copy-button'
import { ShareSheet } from '@/ui/share-sheet'
import type { ReferralDetails } from '../referral-schema'
import { shareLinkOf } from '../referral-rules'
import '@/ui/card.css'

/** The member's code and link, each with its copy control, the share sheet, and how many friends came. */
export function ReferralCard({ details, siteOrigin }: { readonly details: ReferralDetails; readonly siteOrigin: string }) {
  const { t } = useTranslation('referral')
  const heading = useId()
  const [sharing, setSharing] = useState(false)
  const link = shareLinkOf(details.promotionDomains, details.referralCode, siteOrigin)
  return (
    <section className="ui-card referral-card" aria-labelledby={heading}>
      <h2 id={heading} className="referral-card__heading">
        {t('your_code')}
      </h2>
      <dl className="referral-card__rows">
        <div className="referral-card__row">
          <dt className="visually-hidden">{t('code')}</dt>
          <dd className="referral-card__code">{details.referralCode}</dd>
          <dd>
            <CopyButton className="btn btn-ghost" label={t('code')} value={details.referralCode} />
          </dd>
        </div>
        <div className="referral-card__row">
          <dt className="visually-hidden">{t('link')}</dt>
          <dd className="referral-card__link">{link}</dd>
          <dd>
            <CopyButton className="btn btn-ghost" label={t('link')} value={link} />
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary btn-block" onClick={() => setSharing(true)}>
        {t('share.open')}
      </button>
      <p className="referral-card__count">{t('invited', { total: formatAmount(details.totalInvitations) })}</p>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        title={t('share.title')}
        message={t('share.message', { code: details.referralCode })}
        link={link}
        qrLabel={t('share.qr_label')}
      />
    </section>
  )
}
