import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { welcomeBonuses } from '../../../../fixtures/welcome'
import type { WelcomeBonus } from '../welcome-schema'
import { WelcomeLink } from './reward-links'
import { WelcomeBonuses } from './welcome-page'

export default { title: 'Rewards / Welcome bonuses' } satisfies StoryDefault

const day = 86_400_000
const now = Date.now()
const bonuses: ReadonlyArray<WelcomeBonus> = welcomeBonuses.map((bonus) => ({
  promotionId: bonus.promotionId,
  promotionName: bonus.promotionName,
  bonus: bonus.bonus,
  claimBefore: bonus.claimDays === null ? null : now + (bonus.claimDays - 1) * day,
  status: 'CLAIMABLE',
  claimedTime: null,
}))
const never = () => false

/** A new member: both bonuses to claim, the one ending first on top. */
export const ToClaim: Story = () => (
  <StoryPage padded>
    <WelcomeBonuses bonuses={bonuses} now={now} locked={never} onClaim={action('claim')} />
  </StoryPage>
)

/** One claimed, the other on its way. */
export const OneClaimed: Story = () => (
  <StoryPage padded>
    <WelcomeBonuses
      bonuses={[bonuses[0]!, { ...bonuses[1]!, status: 'CLAIMED', claimedTime: now - 3_600_000 }]}
      now={now}
      locked={(id) => id === bonuses[0]!.promotionId}
      onClaim={action('claim')}
    />
  </StoryPage>
)

/** Everything claimed; and a member who is not new. */
export const NothingLeft: Story = () => (
  <StoryPage padded>
    <WelcomeBonuses
      bonuses={bonuses.map((bonus) => ({ ...bonus, status: 'CLAIMED', claimedTime: now }))}
      now={now}
      locked={never}
      onClaim={action('claim')}
    />
    <WelcomeBonuses bonuses={[]} now={now} locked={never} onClaim={action('claim')} />
  </StoryPage>
)

/** The reward centre's link while bonuses wait. */
export const RewardCentreLink: Story = () => (
  <StoryPage padded>
    <WelcomeLink total={76} />
  </StoryPage>
)
