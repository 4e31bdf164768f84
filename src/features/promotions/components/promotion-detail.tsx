import { useTranslation } from 'react-i18next'
import { Modal } from '@/ui'
import { FormError } from '@/ui/form-error'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from '@/ui/operator-html-on-demand'
import { actionOf, actionStatus, type PromotionAction } from '../promotion-rules'
import type { Promotion } from '../promotions-schema'
import { BonusPreview } from './bonus-preview'
import { PromotionPeriod, PromotionStatus } from './promotion-card'

/** A promotion's details: its period, where it stands, the operator's rules (sanitised), and its action. */
export function PromotionDetail({
  promotion,
  onClose,
  onAct,
  busy = false,
  failure = null,
}: {
  readonly promotion: Promotion | null
  readonly onClose: () => void
  readonly onAct: (action: PromotionAction) => void
  readonly busy?: boolean
  /** Why the last Join or Claim did not go through, above the button until it is tapped again. */
  readonly failure?: string | null
}) {
  const { t } = useTranslation('promotions')
  const action = promotion && actionOf(promotion)
  // The rules' code: at once when a promotion opens (beside the dialog's), else after the first tap.
  useOperatorHtmlSoon(promotion !== null)
  return (
    <Modal
      open={promotion !== null}
      onClose={onClose}
      title={promotion?.promotionName ?? ''}
      className="promo-detail"
      buttons={
        action ? [{ label: t(`status.${actionStatus(action)}`), onClick: () => onAct(action), variant: 'primary', disabled: busy }] : []
      }
    >
      {promotion && (
        <>
          {promotion.bannerUrl && <img className="promo-detail__banner" src={promotion.bannerUrl} alt="" width={750} height={300} />}
          <PromotionPeriod promotion={promotion} />
          <PromotionStatus status={promotion.status} />
          {promotion.status === 'REJECTED' && promotion.rejectReason && (
            <p className="promo-detail__reason">{t('reason', { reason: promotion.rejectReason })}</p>
          )}
          {promotion.bonus && (
            <BonusPreview rule={{ bonusType: promotion.bonus.bonusType, tiers: promotion.bonus.depositPromDetailsList }} />
          )}
          <h3 className="promo-detail__rules-title">{t('rules')}</h3>
          <OperatorHtmlOnDemand html={promotion.remark} className="promo-detail__rules" />
          <FormError message={failure} />
        </>
      )}
    </Modal>
  )
}
