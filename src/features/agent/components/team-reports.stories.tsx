import type { Story, StoryDefault } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { MoneyFigureList, PnlDaysChart } from './team-figures'
import TeamMemberPage from './team-member-page'
import TeamOverviewPage from './team-overview-page'
import TeamPnlPage from './team-pnl-page'

export default { title: 'Agent / Team reports' } satisfies StoryDefault

const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']

/** The team chart alone: gains above the line, losses below, and a week with no play at all. */
export const TeamChart: Story = () => (
  <StoryPage padded>
    <PnlDaysChart days={days.map((date, index) => ({ date, profitAndLoss: [-16_200, 8_400, 5_100, -21_750, 0, -2_300, 6_900][index]! }))} />
    <PnlDaysChart days={days.map((date) => ({ date, profitAndLoss: 0 }))} />
  </StoryPage>
)

/** The money card: a losing team, and a member who only deposited. */
export const Money: Story = () => (
  <StoryPage padded>
    <MoneyFigureList
      label="Money over the range"
      figures={{
        depositAmount: 546_600,
        withdrawAmount: 72_100,
        betAmount: 1_062_780,
        validBetAmount: 1_011_393.21,
        payoutAmount: 1_032_844.63,
        rebateAmount: 10_170.51,
        promotionAmount: 3_647,
        profitAndLoss: -16_117.86,
      }}
    />
    <MoneyFigureList
      label="Money over the range"
      whose="member"
      figures={{
        depositAmount: 5_000,
        withdrawAmount: 0,
        betAmount: 0,
        validBetAmount: 0,
        payoutAmount: 0,
        rebateAmount: 0,
        promotionAmount: 0,
        profitAndLoss: 0,
      }}
    />
  </StoryPage>
)

/** Over the harness, as the QA account played as an agent (type 1). */
export const Overview: Story = () => <TeamOverviewPage />
Overview.meta = { scenario: { memberType: 1 }, path: '/m/agent/team/overview' }

export const ProfitAndLoss: Story = () => <TeamPnlPage />
ProfitAndLoss.meta = { scenario: { memberType: 1 }, path: '/m/agent/team/pnl' }

/** A thousand members: the windowed list stays short in the DOM. */
export const ProfitAndLossThousandMembers: Story = () => <TeamPnlPage />
ProfitAndLossThousandMembers.meta = { scenario: { memberType: 1, agentTeamSize: 1000 }, path: '/m/agent/team/pnl' }

export const Member: Story = () => <TeamMemberPage />
Member.meta = { scenario: { memberType: 1 }, path: '/m/agent/team/member?member=jade0222' }
