import type { Story } from '@ladle/react'
import { ChangePasswordForm } from './change-password-form'
import { StoryPage } from '@/ui/story-frame'
import '@/ui/button.css'

export default { title: 'Account / Change password form' }

export const SignedIn: Story = () => (
  <StoryPage padded>
    <ChangePasswordForm />
  </StoryPage>
)
SignedIn.meta = { path: '/m/changePsw', modules: [], scenario: { memberType: 0 } }
