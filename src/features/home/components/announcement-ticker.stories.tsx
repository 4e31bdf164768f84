import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { AnnouncementTicker } from './announcement-ticker'
import { StoryPage } from './story-kit'

export default { title: 'Home / Announcement ticker' } satisfies StoryDefault

const titles = [
  'System maintenance on 12 May from 02:00 to 04:00 (GMT+8)',
  'New member bonus: deposit ₱500 and get ₱200 free',
  'GCash deposits are back to normal',
]

export const Titles: Story = () => (
  <StoryPage padded>
    <AnnouncementTicker titles={titles} onTap={action('onTap')} />
  </StoryPage>
)

export const OneShortTitle: Story = () => (
  <StoryPage padded>
    <AnnouncementTicker titles={['Happy weekend!']} onTap={action('onTap')} />
  </StoryPage>
)

export const NoAnnouncement: Story = () => (
  <StoryPage padded>
    <AnnouncementTicker titles={[]} onTap={action('onTap')} />
  </StoryPage>
)

export const CouldNotLoad: Story = () => (
  <StoryPage padded>
    <AnnouncementTicker titles={[]} failed onTap={action('onTap')} />
  </StoryPage>
)
