import type { Story } from '@ladle/react'
import { LoginForm } from './login-form'
import { AccountStory } from './test-account-story'

export default { title: 'Account / Login form' }

export const Username: Story = () => (
  <AccountStory modules={['GOOGLELOGIN3']}>
    <LoginForm />
  </AccountStory>
)

export const SmsCode: Story = () => (
  <AccountStory modules={['MOBILEVERCODELOGIN3']}>
    <LoginForm initial={{ mode: 'sms' }} />
  </AccountStory>
)

export const WithCaptcha: Story = () => (
  <AccountStory>
    <LoginForm initial={{ captcha: true }} />
  </AccountStory>
)
