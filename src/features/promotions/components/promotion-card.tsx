import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '@/ui/form-error'
import { actionOf, actionStatus, periodOf, type PromotionAction } from '../promotion-rules'
import type { Promotion } from '../promotions-schema'
import './promotions.css'

export interface PromotionCardProps {
  readonly promotion: Promotion
  readonly onOpen: () => void
  readonly onAct: (action: PromotionAction) => void
  /** Its action is on its way: the button is locked. */
  readonly busy?: boolean
  /** Why the last Join or Claim did not go through, under the button until it is tapped again. */
  readonly failure?: string | null
  /** The first cards are on the first screen: their banners load at once, not lazily. */
  readonly eager?: boolean
}

/** The period line of a promotion (both days, or "from … , no end date"). */
export function PromotionPeriod({ promotion }: { readonly promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation('promotions')
  const { from, to } = periodOf(promotion)
  return <p className="promo-period">{to === null ? t('period_open', { from }) : t('period', { from, to })}</p>
}

/** A status chip (SPEC §6 dictionary), coloured by what it means for the member. */
export function PromotionStatus({ status }: { readonly status: Promotion['status'] }) {
  const { t } = useTranslation('promotions')
  return (
    <span className="promo-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}

/**
 * A promotion in the list: its banner (tap for the details and rules), name, period, and either
 * what the member can do now (Join, Claim) or where it stands.
 */
export function PromotionCard({ promotion, onOpen, onAct, busy = false, failure = null, eager = false }: PromotionCardProps) {
  const { t } = useTranslation('promotions')
  const nameId = useId()
  const action = actionOf(promotion)
  const showStatus = action === null || promotion.status === 'REJECTED'
  return (
    <article className="promo-card" aria-labelledby={nameId}>
      <button type="button" className="promo-card__open" onClick={onOpen} aria-label={t('details', { name: promotion.promotionName })}>
        {promotion.bannerUrl ? (
          <img
            className="promo-card__banner"
            src={promotion.bannerUrl}
            alt=""
            width={750}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="promo-card__banner promo-card__banner--plain" aria-hidden="true">
            {promotion.promotionName}
          </span>
        )}
      </button>
      <div className="promo-card__body">
        <h2 id={nameId} className="promo-card__name">
          {promotion.promotionName}
        </h2>
        <PromotionPeriod promotion={promotion} />
        <div className="promo-card__foot">
          {showStatus && <PromotionStatus status={promotion.status} />}
          {action && (
            <button
              type="button"
              className="btn btn-primary promo-card__act"
              aria-describedby={nameId}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => onAct(action)}
            >
              {t(`status.${actionStatus(action)}`)}
            </button>
          )}
        </div>
        <FormError message={failure} />
      </div>
    </article>
  )
}
