import type { Story } from '@ladle/react'
import { SmsCodeField } from './fields'
import { RegisterForm } from './register-form'
import { AccountStory, TapOnce } from './test-account-story'

export default { title: 'Account / Register form' }

export const ByUsername: Story = () => (
  <AccountStory modules={['REG3', 'MOBILENUMREG3']}>
    <RegisterForm />
  </AccountStory>
)

export const ByMobile: Story = () => (
  <AccountStory modules={['MOBILENUMREG3']}>
    <RegisterForm />
  </AccountStory>
)

/** The code field after a code was sent: the countdown stands where 'Get code' was. */
export const CountdownRunning: Story = () => (
  <AccountStory>
    <SmsCodeField label="Verification code" value="" onChange={() => {}} onSend={async () => Date.now() + 60_000} />
    <TapOnce text="Get code" />
  </AccountStory>
)
