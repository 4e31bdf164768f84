import type { Story } from '@ladle/react'
import { ChangePasswordForm } from './change-password-form'
import { AccountStory } from './test-account-story'

export default { title: 'Account / Change password form' }

export const SignedIn: Story = () => (
  <AccountStory signedIn>
    <ChangePasswordForm />
  </AccountStory>
)
