import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import type { Rebate } from '../rebate-schema'
import { RebateLines, RebateSummary } from './rebate-page'

export default { title: 'Rewards / Rebate' } satisfies StoryDefault

const earned: Rebate = {
  list: [
    { gameType: 'RNG', gameTypeName: 'Slots', validBet: 12_450, rebateRate: 0.8, rebateAmount: 99.6 },
    { gameType: 'LIVE', gameTypeName: 'Live Casino', validBet: 8_200, rebateRate: 0.6, rebateAmount: 49.2 },
    { gameType: 'SPORTS', gameTypeName: 'Sports', validBet: 3_150, rebateRate: 0.7, rebateAmount: 22.05 },
    { gameType: 'FISH', gameTypeName: 'Fishing', validBet: 0, rebateRate: 0.8, rebateAmount: 0 },
    { gameType: 'SABONG', gameTypeName: 'Sabong', validBet: 300, rebateRate: 0.4, rebateAmount: 1.2 },
  ],
  totalRebate: 172.05,
  minClaimAmount: 1,
  lastClaimTime: Date.now() - 3 * 86_400_000,
}

/** Bets since the last claim earned a rebate: Claim pays it. */
export const Earned: Story = () => (
  <StoryPage padded>
    <RebateSummary rebate={earned} busy={false} onClaim={action('claim')} />
    <RebateLines lines={earned.list} />
  </StoryPage>
)

/** Under the platform's minimum: Claim waits and says from what amount. */
export const BelowMinimum: Story = () => (
  <StoryPage padded>
    <RebateSummary rebate={{ ...earned, totalRebate: 0.96 }} busy={false} onClaim={action('claim')} />
  </StoryPage>
)

/** Just claimed, or no bets yet; and the claim on its way. */
export const NothingAndClaiming: Story = () => (
  <StoryPage padded>
    <RebateSummary rebate={{ ...earned, totalRebate: 0, lastClaimTime: null }} busy={false} onClaim={action('claim')} />
    <RebateSummary rebate={earned} busy onClaim={action('claim')} />
  </StoryPage>
)

/** While the figures are on their way: the same card, '…' for them. */
export const Loading: Story = () => (
  <StoryPage padded>
    <RebateSummary rebate={null} busy={false} onClaim={action('claim')} />
  </StoryPage>
)
