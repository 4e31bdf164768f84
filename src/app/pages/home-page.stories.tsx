import type { Story, StoryDefault } from '@ladle/react'
import { StoryScreen } from '@/ui/story-frame'
import HomePage from './home-page'

/** The home page as composed for the frame, over the harness (its banners, notices, games). */
export default { title: 'Pages / Home' } satisfies StoryDefault

export const Guest: Story = () => (
  <StoryScreen>
    <HomePage />
  </StoryScreen>
)
Guest.meta = { path: '/m/home', scenario: { memberType: 'guest' } }

export const Member: Story = () => (
  <StoryScreen>
    <HomePage />
  </StoryScreen>
)
Member.meta = { path: '/m/home', scenario: { memberType: 0 } }
