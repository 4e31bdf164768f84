import type { Story, StoryDefault } from '@ladle/react'
import { LoadFailedDialog } from './load-failed-dialog'
import { StoryFrame } from './story-frame'

export default { title: 'UI / LoadFailedDialog' } satisfies StoryDefault

/** What a dialog or the side menu shows when its code did not arrive. */
export const Default: Story = () => (
  <StoryFrame>
    <LoadFailedDialog onRetry={() => {}} onClose={() => {}} />
  </StoryFrame>
)
