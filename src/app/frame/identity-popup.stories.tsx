import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import IdentityPopup from './identity-popup'

export default { title: 'Security / Identity check popup' } satisfies StoryDefault

const popup = {
  title: 'Verify your identity',
  content:
    '<p>To keep your account and your winnings safe, please verify your identity. It takes two minutes.</p><p><a href="/m/help?i=0">Why we ask</a></p>',
  verifyButtonDesc: 'Verify now',
  notVerifyButtonDesc: 'Not now',
  mandatoryVerification: false,
}

export const Skippable: Story = () => <IdentityPopup popup={popup} mandatory={false} onAnswer={action('onAnswer')} />

export const Mandatory: Story = () => (
  <IdentityPopup popup={{ ...popup, mandatoryVerification: true }} mandatory onAnswer={action('onAnswer')} />
)

/** Operator HTML goes through the sanitiser: the script and the handler never run. */
export const HostileContent: Story = () => (
  <IdentityPopup
    popup={{ ...popup, content: '<p onclick="alert(1)">Please verify.</p><script>alert(2)</script><img src=x onerror="alert(3)">' }}
    mandatory={false}
    onAnswer={action('onAnswer')}
  />
)
