import type { Story, StoryDefault } from '@ladle/react'
import { FailureRow } from './failure-row'
import { StoryFrame } from './story-frame'

export default { title: 'UI / FailureRow' } satisfies StoryDefault

export const WithRetry: Story = () => (
  <StoryFrame>
    <FailureRow message="Network is slow or offline" onRetry={() => {}} />
  </StoryFrame>
)

export const WithoutRetry: Story = () => (
  <StoryFrame>
    <FailureRow message="Could not load games." />
  </StoryFrame>
)
