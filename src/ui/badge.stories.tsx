import type { Story, StoryDefault } from '@ladle/react'
import { Badge } from './badge'
import { StoryFrame, StoryRow } from './story-frame'

export default { title: 'UI / Badge' } satisfies StoryDefault

const Bell = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" style={{ color: 'var(--c-text)' }}>
    <path
      d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15Z M10 21h4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
)

const counts = [0, 5, 99, 100, 1000]

export const Counts: Story = () => (
  <StoryFrame>
    <StoryRow>
      {counts.map((count) => (
        <Badge key={count} count={count} />
      ))}
    </StoryRow>
    <StoryRow>
      {counts.map((count) => (
        <Badge key={count} count={count}>
          <Bell />
        </Badge>
      ))}
    </StoryRow>
  </StoryFrame>
)

export const Dot: Story = () => (
  <StoryFrame>
    <StoryRow>
      <Badge count={3} dot />
      <Badge count={3} dot>
        <Bell />
      </Badge>
      <Badge count={0} dot>
        <Bell />
      </Badge>
    </StoryRow>
  </StoryFrame>
)

export const CustomCap: Story = () => (
  <StoryFrame>
    <StoryRow>
      <Badge count={9} cap={9} />
      <Badge count={10} cap={9} />
    </StoryRow>
  </StoryFrame>
)
