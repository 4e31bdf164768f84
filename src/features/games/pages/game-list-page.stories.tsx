import type { Story, StoryDefault } from '@ladle/react'
import { StoryScreen } from '@/ui/story-frame'
import GameListPage from './game-list-page'

/** The game list over the harness's games: by category, one vendor, and the member's favourites. */
export default { title: 'Pages / Game list' } satisfies StoryDefault

export const Slots: Story = () => (
  <StoryScreen>
    <GameListPage />
  </StoryScreen>
)
Slots.meta = { path: '/m/gameList?gameType=RNG' }

export const OneVendor: Story = () => (
  <StoryScreen>
    <GameListPage />
  </StoryScreen>
)
OneVendor.meta = { path: '/m/gameList?gameType=RNG&vassalage=JILI' }

export const HotForMember: Story = () => (
  <StoryScreen>
    <GameListPage />
  </StoryScreen>
)
HotForMember.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 0 } }

export const LoadFails: Story = () => (
  <StoryScreen>
    <GameListPage />
  </StoryScreen>
)
LoadFails.meta = { path: '/m/gameList?gameType=RNG', scenario: { failNext: 99 } }
