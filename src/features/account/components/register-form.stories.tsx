import type { Story } from '@ladle/react'
import { RulesForm, SmsCodeField } from './fields'
import { RegisterForm } from './register-form'
import { AccountStory, TapOnce } from './test-account-story'
import { useRulesForm } from './use-rules-form'

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

function CodeOnly() {
  const form = useRulesForm({ code: '' })
  return (
    <RulesForm form={form}>
      <SmsCodeField label="Verification code" name="code" onSend={async () => Date.now() + 60_000} />
    </RulesForm>
  )
}

/** The code field after a code was sent: the countdown stands where 'Get code' was. */
export const CountdownRunning: Story = () => (
  <AccountStory>
    <CodeOnly />
    <TapOnce text="Get code" />
  </AccountStory>
)
