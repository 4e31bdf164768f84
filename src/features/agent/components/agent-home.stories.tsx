import type { Story, StoryDefault } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { TeamKpiFooter } from './team-kpi-footer'

export default { title: 'Agent / Agent home' } satisfies StoryDefault

export const TeamFooter: Story = () => (
  <StoryPage padded>
    <TeamKpiFooter kpi={{ teamLoginMemberCount: 126, teamBetMemberCount: 95, teamRegisterMemberCount: 3, teamOnlineCount: 42 }} />
    <TeamKpiFooter kpi={{ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 }} />
    <TeamKpiFooter
      kpi={{ teamLoginMemberCount: 12_480, teamBetMemberCount: 9_305, teamRegisterMemberCount: 1_204, teamOnlineCount: 3_877 }}
    />
  </StoryPage>
)
