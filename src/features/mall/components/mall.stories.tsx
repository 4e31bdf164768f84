import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { redeemableOf } from '../mall-rules'
import type { PointReward } from '../mall-schema'
import { ConvertDialog } from './convert-dialog'
import { ItemCard } from './item-card'
import { RedeemDialog } from './redeem-dialog'
import './mall.css'

export default { title: 'Engagement / Points mall' } satisfies StoryDefault

const points = 12_480
const item = (over: Partial<PointReward> & Pick<PointReward, 'rewardId' | 'rewardName' | 'points'>): PointReward => ({
  conversionType: 'CASH',
  imageUrl: null,
  cashValue: null,
  stock: null,
  perMemberLimit: null,
  redeemedCount: 0,
  description: '',
  ...over,
})
const items: ReadonlyArray<PointReward> = [
  item({ rewardId: 'a', rewardName: '₱50 cash', points: 500, cashValue: 50 }),
  item({ rewardId: 'b', rewardName: 'Lucky Star T-shirt', points: 2_500, stock: 3 }),
  item({ rewardId: 'c', rewardName: 'Raffle ticket', points: 200, perMemberLimit: 10, redeemedCount: 4 }),
  item({ rewardId: 'd', rewardName: 'Welcome ₱100 cash', points: 300, perMemberLimit: 1, redeemedCount: 1 }),
  item({ rewardId: 'e', rewardName: 'Lucky Star mug', points: 1_200, stock: 0 }),
  item({ rewardId: 'f', rewardName: 'iPhone 16', points: 250_000, stock: 1 }),
]

/** Every state a card can be in: open, a stock left, a limit left, limit reached, sold out, too dear. */
export const Items: Story = () => (
  <StoryPage padded>
    <ul className="mall-items" role="list">
      {items.map((each) => (
        <li key={each.rewardId}>
          <ItemCard item={each} redeemable={redeemableOf(each, points)} onRedeem={action(`redeem ${each.rewardName}`)} />
        </li>
      ))}
    </ul>
  </StoryPage>
)

/** The redeem dialog of a cash item (sending needs the harness: this shows the form). */
export const Redeem: Story = () => {
  const cash = items[0]!
  return (
    <StoryPage padded>
      <RedeemDialog item={cash} points={points} hasPaymentPassword onClose={action('close')} />
    </StoryPage>
  )
}

/** Without a payment password: Redeem leads to setting one. */
export const NoPaymentPassword: Story = () => {
  const cash = items[0]!
  return (
    <StoryPage padded>
      <RedeemDialog item={cash} points={points} hasPaymentPassword={false} onClose={action('close')} />
    </StoryPage>
  )
}

/** Converting points into cash at 100 a peso, from 1,000 in steps of 100: every whole step offered at once. */
export const Convert: Story = () => (
  <StoryPage padded>
    <ConvertDialog
      terms={{ pointsPerPeso: 100, minPoints: 1_000, stepPoints: 100 }}
      points={points}
      hasPaymentPassword
      onClose={action('close')}
    />
  </StoryPage>
)
