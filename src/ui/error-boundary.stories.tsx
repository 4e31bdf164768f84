import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { ErrorBoundary } from './error-boundary'
import { StoryFrame } from './story-frame'
import './button.css'

export default { title: 'UI / ErrorBoundary' } satisfies StoryDefault

const text = { healthy: 'The child renders fine.', explode: 'Throw an error' }

const Bomb = ({ explode }: { explode: boolean }) => {
  if (explode) throw new Error('Story: the child failed to render')
  return <p style={{ margin: 0 }}>{text.healthy}</p>
}

export const ThrowingChild: Story = () => {
  const [explode, setExplode] = useState(true)
  return (
    <StoryFrame>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => setExplode(true)}>
        {text.explode}
      </button>
      <div style={{ width: '100%' }}>
        <ErrorBoundary onRetry={() => setExplode(false)}>
          <Bomb explode={explode} />
        </ErrorBoundary>
      </div>
    </StoryFrame>
  )
}
