import type { Story, StoryDefault } from '@ladle/react'
import GoogleAuthPage from './google-auth-page'

export default { title: 'Security / Google Authenticator' } satisfies StoryDefault

/** Over the harness: the platform proposes a key; scan it with a real authenticator app and bind it. */
export const Bind: Story = () => <GoogleAuthPage />
Bind.meta = { scenario: { memberType: 0, googleAuth: true }, path: '/m/securityCenter/bindGA' }
