import type { Story, StoryDefault } from '@ladle/react'
import { StoryFrame } from '@/ui/story-frame'
import NoticePage from './notice-page'

export default { title: 'Messages / Announcements' } satisfies StoryDefault

/** As a guest sees them: every notice unread; tap one to read it (the dot and the count go). */
export const Notices: Story = () => (
  <StoryFrame>
    <NoticePage />
  </StoryFrame>
)
Notices.meta = { path: '/m/notice' }

/** The hostile-content switch: each body is one of the sanitiser's payloads, shown harmless. */
export const HostileBodies: Story = () => (
  <StoryFrame>
    <NoticePage />
  </StoryFrame>
)
HostileBodies.meta = { path: '/m/notice', scenario: { hostileHtml: true } }

/** The call fails: the dictionary's message with Retry. */
export const LoadFailed: Story = () => (
  <StoryFrame>
    <NoticePage />
  </StoryFrame>
)
LoadFailed.meta = { path: '/m/notice', scenario: { failing: ['MCSFE_getListAnnouncements'] } }
