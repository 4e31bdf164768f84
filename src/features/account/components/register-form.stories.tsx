import type { Story } from '@ladle/react'
import { RulesForm, SmsCodeField } from './fields'
import { RegisterForm } from './register-form'
import { TapOnce } from '../../../../tests/kit/tap-once'
import { StoryPage } from '@/ui/story-frame'
import '@/ui/button.css'
import { useRulesForm } from './use-rules-form'

export default { title: 'Account / Register form' }

export const ByUsername: Story = () => (
  <StoryPage padded>
    <RegisterForm />
  </StoryPage>
)

export const ByMobile: Story = () => (
  <StoryPage padded>
    <RegisterForm />
  </StoryPage>
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
  <StoryPage padded>
    <CodeOnly />
    <TapOnce text="Get code" />
  </StoryPage>
)
ByUsername.meta = { path: '/m/register', modules: ['REG3', 'MOBILENUMREG3'] }
ByMobile.meta = { path: '/m/register', modules: ['MOBILENUMREG3'] }
CountdownRunning.meta = { path: '/m/register', modules: [] }
