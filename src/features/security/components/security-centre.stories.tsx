import type { Story, StoryDefault } from '@ladle/react'
import { moduleIds, type ModuleId } from '@/domain/feature-flags'
import { StoryPage } from '@/ui/story-frame'
import type { BindConfig, SecurityConfig } from '../security-schema'
import { SecurityList } from './security-centre'

export default { title: 'Security / Security centre' } satisfies StoryDefault

const item = (isComplete: boolean, enabled = true, status?: string) => ({ enabled, isComplete, ...(status ? { status } : {}) })
const config = (completeProgress: number, done: Partial<Record<keyof SecurityConfig['info'], boolean>>, kyc?: string): SecurityConfig => ({
  completeProgress,
  info: {
    profile: item(done.profile ?? false),
    loginPassword: item(true),
    paymentPassword: item(done.paymentPassword ?? false),
    securityQuestions: item(done.securityQuestions ?? false),
    bankCards: item(done.bankCards ?? false),
    virtualWallets: item(false),
    email: item(done.email ?? false),
    mobileVerified: item(done.mobileVerified ?? false),
    ...(kyc ? { idVerification: item(kyc === 'VERIFIED', true, kyc) } : {}),
  },
})
const bind: BindConfig = { allowWithdraw: 'Y', normalBankWithdrawalSwitch: 'Y', eWalletWithdrawalSwitch: 'Y', cryptoWithdrawalSwitch: 'N' }
const flags = new Set<ModuleId>(moduleIds.filter((id) => !/^(MOBILEVERF|MAILMODIFY)/.test(id)))

export const NewMember: Story = () => (
  <StoryPage>
    <SecurityList config={config(14, {})} bind={bind} flags={flags} memberType={0} maya={false} />
  </StoryPage>
)

export const HalfWay: Story = () => (
  <StoryPage>
    <SecurityList
      config={config(57, { paymentPassword: true, mobileVerified: true, profile: true, bankCards: true }, 'PENDING')}
      bind={bind}
      flags={flags}
      memberType={0}
      maya={false}
    />
  </StoryPage>
)

export const Complete: Story = () => (
  <StoryPage>
    <SecurityList
      config={config(
        100,
        { paymentPassword: true, mobileVerified: true, profile: true, bankCards: true, securityQuestions: true, email: true },
        'VERIFIED',
      )}
      bind={bind}
      flags={flags}
      memberType={0}
      maya={false}
      lastLogin={{ lastLogin: '2026-11-24 21:08:44', lastLoginIp: '203.0.113.7' }}
    />
  </StoryPage>
)

export const VirtualAccount: Story = () => (
  <StoryPage>
    <SecurityList config={config(29, { paymentPassword: true })} bind={bind} flags={flags} memberType={40} maya={false} />
  </StoryPage>
)

export const VerifyPhoneBeforePasswords: Story = () => (
  <StoryPage>
    <SecurityList
      config={config(29, { paymentPassword: true })}
      bind={bind}
      flags={new Set<ModuleId>([...flags, 'MOBILEVERFLOGINPW3', 'MOBILEVERFPAYMENTPW3'])}
      memberType={0}
      maya={false}
    />
  </StoryPage>
)

export const MayaWhiteLabel: Story = () => (
  <StoryPage>
    <SecurityList config={config(43, { paymentPassword: true })} bind={bind} flags={flags} memberType={0} maya />
  </StoryPage>
)
