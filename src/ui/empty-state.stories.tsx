import type { Story, StoryDefault } from '@ladle/react'
import { EmptyState } from './empty-state'
import { StoryFrame } from './story-frame'

export default { title: 'UI / EmptyState' } satisfies StoryDefault

const text = { noGames: 'No games match your search', hint: 'Try another keyword', failed: 'Could not load the list' }

export const Default: Story = () => (
  <StoryFrame>
    <EmptyState />
  </StoryFrame>
)

export const WithMessage: Story = () => (
  <StoryFrame>
    <EmptyState message={text.noGames} hint={text.hint} />
  </StoryFrame>
)

export const WithRetry: Story = () => (
  <StoryFrame>
    <EmptyState message={text.failed} variant="error" onAction={() => {}} />
  </StoryFrame>
)
