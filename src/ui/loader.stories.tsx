import type { Story, StoryDefault } from '@ladle/react'
import { Loader } from './loader'
import { StoryFrame, StoryRow } from './story-frame'

export default { title: 'UI / Loader' } satisfies StoryDefault

export const Sizes: Story = () => (
  <StoryFrame>
    <StoryRow>
      <Loader size="sm" />
      <Loader />
      <Loader size="lg" />
    </StoryRow>
  </StoryFrame>
)

export const Fullscreen: Story = () => (
  <StoryFrame>
    <Loader fullscreen showLabel />
  </StoryFrame>
)
