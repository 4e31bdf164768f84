import type { Story, StoryDefault } from '@ladle/react'
import { CaptchaImage } from './captcha-image'
import { StoryFrame, StoryRow } from './story-frame'

export default { title: 'UI / Captcha image' } satisfies StoryDefault

/** A drawn captcha, as the platform sends one (a data URL). */
const drawn = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><text x="14" y="30" font-size="22" font-family="monospace" fill="#333">7 + 5 =</text></svg>',
)}`

/** The picture's place in a field is as tall as the input; here a fixed height stands for it. */
const inField = { display: 'flex', height: '2.875rem' }

export const States: Story = () => (
  <StoryFrame>
    <StoryRow>
      <span style={inField}>
        <CaptchaImage src={null} failed={false} onRefresh={() => undefined} />
      </span>
      <span style={inField}>
        <CaptchaImage src={drawn} failed={false} onRefresh={() => undefined} />
      </span>
      <span style={inField}>
        <CaptchaImage src={null} failed onRefresh={() => undefined} />
      </span>
    </StoryRow>
  </StoryFrame>
)
