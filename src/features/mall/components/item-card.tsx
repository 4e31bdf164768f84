import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/lib/format/money'
import type { Redeemable } from '../mall-rules'
import type { PointReward } from '../mall-schema'

/** An item: its picture (or its name on the theme's colour), cost, what is left, and Redeem while it may be. */
export function ItemCard({
  item,
  redeemable,
  onRedeem,
}: {
  readonly item: PointReward
  readonly redeemable: Redeemable
  readonly onRedeem: () => void
}) {
  const { t } = useTranslation('mall')
  const limitLeft = item.perMemberLimit === null ? null : Math.max(item.perMemberLimit - item.redeemedCount, 0)
  return (
    <article className="mall-item" aria-label={item.rewardName}>
      <div className="mall-item__picture" aria-hidden="true">
        {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" width={160} height={120} /> : <span>{item.rewardName}</span>}
      </div>
      <div className="mall-item__body">
        <h3 className="mall-item__name">{item.rewardName}</h3>
        <p className="mall-item__cost">{t('cost', { points: formatAmount(item.points) })}</p>
        <p className="mall-item__note">
          {redeemable.reason
            ? t(`unavailable.${redeemable.reason}`)
            : limitLeft !== null
              ? t('limit_left', { left: limitLeft, limit: item.perMemberLimit })
              : item.stock !== null
                ? t('stock_left', { left: item.stock })
                : '\u00a0'}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-block mall-item__redeem"
          disabled={redeemable.max === 0}
          aria-label={t('redeem_item', { name: item.rewardName })}
          onClick={onRedeem}
        >
          {t('redeem')}
        </button>
      </div>
    </article>
  )
}
