import type { Story, StoryDefault } from '@ladle/react'
import { ToastHost } from '@/ui'
import { StoryPage } from '@/ui/story-frame'
import FeedbackPage from './feedback-page'

export default { title: 'Feedback / Feedback form' } satisfies StoryDefault

/** A signed-in member: the captcha comes from the harness; sending records the feedback there. */
export const Member: Story = () => (
  <StoryPage>
    <FeedbackPage />
    <ToastHost />
  </StoryPage>
)
Member.meta = { path: '/m/feedback', scenario: { memberType: 0 } }

/** Every send answers after 3 s: the loading toast and the locked button. */
export const SlowNetwork: Story = () => (
  <StoryPage>
    <FeedbackPage />
    <ToastHost />
  </StoryPage>
)
SlowNetwork.meta = { path: '/m/feedback', scenario: { memberType: 0, latencyMs: 3000 } }

/** The send fails with a 500: the message, the form as typed and a new captcha. */
export const SendFails: Story = () => (
  <StoryPage>
    <FeedbackPage />
    <ToastHost />
  </StoryPage>
)
SendFails.meta = { path: '/m/feedback', scenario: { memberType: 0, failing: ['/wps/feedback'] } }
