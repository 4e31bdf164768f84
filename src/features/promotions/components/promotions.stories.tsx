import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useTranslation } from 'react-i18next'
import { StoryPage } from '@/ui/story-frame'
import { activityStatuses, type ActivityStatus, type Promotion } from '../promotions-schema'
import { ApplyForm } from './apply-form'
import { PromoCodeBox } from './promo-code-box'
import { PromotionCard } from './promotion-card'
import { PromotionDetail } from './promotion-detail'

export default { title: 'Promotions / Promotions' } satisfies StoryDefault

const banner = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#7b2ff7"/><stop offset="1" stop-color="#f5b335"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><text x="40" y="170" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">100% BONUS</text></svg>',
)}`

const day = 86_400_000
const promotionIn = (status: ActivityStatus, joinKind: Promotion['joinKind'] = 'SIGN_UP'): Promotion => ({
  promotionId: `promo-${status}`,
  promotionName: `Weekend slots race (${status.toLowerCase().replace('_', ' ')})`,
  promotionType: 'MANUAL',
  category: 'SLOTS',
  bannerUrl: status === 'CLOSE' ? null : banner,
  startTime: Date.now() - 3 * day,
  endTime: status === 'PROCESS' ? null : Date.now() + 25 * day,
  status,
  joinKind,
  remark:
    '<p>Spin any slot game between Friday and Sunday.</p><ul><li>Minimum bet ₱10</li><li>Top 50 share <strong>₱100,000</strong></li></ul>',
  rejectReason: status === 'REJECTED' ? 'Deposit requirement not met' : null,
})

/** A card in each of the SPEC's statuses (and an application to join). */
export const CardInEachStatus: Story = () => (
  <StoryPage padded>
    {activityStatuses.map((status) => (
      <PromotionCard key={status} promotion={promotionIn(status)} onOpen={action('onOpen')} onAct={action('onAct')} eager />
    ))}
    <PromotionCard promotion={promotionIn('JOIN', 'APPLICATION')} onOpen={action('onOpen')} onAct={action('onAct')} busy />
  </StoryPage>
)

/** A claim that did not go through: why, under its button, until it is tapped again. */
export const CardRefused: Story = () => {
  const { t } = useTranslation('common')
  return (
    <StoryPage padded>
      <PromotionCard
        promotion={promotionIn('CLAIM')}
        onOpen={action('onOpen')}
        onAct={action('onAct')}
        failure={t('errors.network_slow')}
        eager
      />
    </StoryPage>
  )
}

export const Detail: Story = () => (
  <StoryPage>
    <PromotionDetail promotion={promotionIn('REJECTED', 'APPLICATION')} onClose={action('onClose')} onAct={action('onAct')} />
  </StoryPage>
)

export const ApplicationForm: Story = () => (
  <StoryPage>
    <ApplyForm promotion={promotionIn('JOIN', 'APPLICATION')} onClose={action('onClose')} />
  </StoryPage>
)

export const PromoCode: Story = () => (
  <StoryPage padded>
    <PromoCodeBox onNeedsGate={() => false} />
  </StoryPage>
)
