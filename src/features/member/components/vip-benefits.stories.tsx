import type { Story, StoryDefault } from '@ladle/react'
import { clubBenefits, clubRanks } from '../../../../fixtures/vip'
import { StoryPage } from '@/ui/story-frame'
import type { RankProgress } from '../member-schema'
import { clubLadderOf } from '../vip-rules'
import { RankSalaryCard } from './rank-salary'
import { ClubLadder } from './vip-benefits-page'

export default { title: 'Member / VIP benefits' } satisfies StoryDefault

const gold: RankProgress = {
  playerRankName: 'Gold',
  nextRankName: 'Platinum',
  monthlyTurnover: { actual: 30_000, expected: 50_000 },
  totalTurnover: { actual: 150_000, expected: 250_000 },
  playerRankProgress: { labelId: 703 },
  currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
}

/** The harness's club, opened on the member's own rank (Gold); the tabs show the others. */
export const OwnRank: Story = () => (
  <StoryPage padded>
    <ClubLadder progress={gold} steps={clubLadderOf(clubRanks, clubBenefits, gold)} />
  </StoryPage>
)

/** A rank whose colours the club did not send, with no benefits: the theme's colours and a sentence. */
export const PlainRank: Story = () => {
  const progress: RankProgress = { ...gold, playerRankName: 'Member', playerRankProgress: { labelId: 1 } }
  const plain = [{ labelId: 1, labelName: 'Member', level: 1, monthlyTurnover: 0, totalTurnover: 0, totalDeposit: 0 }]
  return (
    <StoryPage padded>
      <ClubLadder progress={progress} steps={clubLadderOf(plain, [], progress)} />
    </StoryPage>
  )
}

/** A club without ranks yet. */
export const NoRanks: Story = () => (
  <StoryPage padded>
    <ClubLadder progress={gold} steps={[]} />
  </StoryPage>
)

const day = 86_400_000

/** The rank salary: Gold's month, when the next comes, the months claimed; and a rank that pays none. */
export const RankSalary: Story = () => (
  <StoryPage padded>
    <RankSalaryCard
      mayClaim
      salary={{ rankName: 'Gold', amount: 128, nextPayoutTime: Date.now() + 12 * day }}
      claims={[
        { period: '2026-11', rankName: 'Gold', amount: 128, claimedTime: Date.now() - 23 * day },
        { period: '2026-10', rankName: 'Silver', amount: 38, claimedTime: Date.now() - 54 * day },
      ]}
    />
    <RankSalaryCard salary={{ rankName: 'Bronze', amount: null, nextPayoutTime: Date.now() + 12 * day }} claims={[]} mayClaim />
  </StoryPage>
)
