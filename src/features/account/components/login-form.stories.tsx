import type { Story } from '@ladle/react'
import { LoginForm } from './login-form'
import { StoryPage } from '@/ui/story-frame'
import '@/ui/button.css'

export default { title: 'Account / Login form' }

export const Username: Story = () => (
  <StoryPage padded>
    <LoginForm />
  </StoryPage>
)

export const SmsCode: Story = () => (
  <StoryPage padded>
    <LoginForm initial={{ mode: 'sms' }} />
  </StoryPage>
)

export const WithCaptcha: Story = () => (
  <StoryPage padded>
    <LoginForm initial={{ captcha: true }} />
  </StoryPage>
)
Username.meta = { path: '/m/login', modules: ['GOOGLELOGIN3'] }
SmsCode.meta = { path: '/m/login', modules: ['MOBILEVERCODELOGIN3'] }
WithCaptcha.meta = { path: '/m/login', modules: [] }
