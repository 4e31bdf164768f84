import type { Story, StoryDefault } from '@ladle/react'
import { turnoverFixtures, withdrawSettingsFixture } from '../../../../fixtures/cashier'
import { StoryFrame } from '@/ui/story-frame'
import { withdrawChecklist, type ChecklistInput, type WithdrawRefusal } from '../withdraw-rules'
import { WithdrawRefusalDialog } from './withdraw-refusal'
import { Checklist, TurnoverTable, WithdrawView, type WithdrawContext } from './withdraw-view'
import './cashier.css'

export default { title: 'Cashier / Withdraw' } satisfies StoryDefault

const settings = {
  ...withdrawSettingsFixture,
  fixedWithdrawAmounts: [...withdrawSettingsFixture.fixedWithdrawAmounts],
  withdrawDateFrom: '00:00',
  withdrawDateTo: '00:00',
  dailyCountUsed: 1,
  dailyAmountUsed: 0,
}
const ready: ChecklistInput = {
  now: Date.now(),
  settings,
  paymentPasswordNeeded: true,
  hasPaymentPassword: true,
  accountCount: 1,
  addAccount: '/m/securityCenter/addBankCard?type=B',
  phoneVerified: true,
  identity: 'not_required',
  turnover: { status: 'C', details: [] },
}
const checklist = (change: Partial<ChecklistInput>) => () => (
  <StoryFrame>
    <Checklist lines={withdrawChecklist({ ...ready, ...change })} settings={{ ...settings, ...change.settings }} />
  </StoryFrame>
)

export const ChecklistAllMet: Story = checklist({})
export const ChecklistNewMember: Story = checklist({ hasPaymentPassword: false, accountCount: 0 })
export const ChecklistOutsideHours: Story = checklist({ settings: { ...settings, withdrawDateFrom: '03:00', withdrawDateTo: '04:00' } })
export const ChecklistIdentityAndPhone: Story = checklist({
  settings: { ...settings, mobileVerificationType: 'EVERY_WITHDRAWAL' },
  phoneVerified: false,
  identity: 'required',
})
export const ChecklistDayUsedUp: Story = checklist({ settings: { ...settings, dailyCountUsed: 5 } })

export const TurnoverPartMet: Story = () => (
  <StoryFrame>
    <TurnoverTable turnover={{ status: 'I', details: turnoverFixtures.I }} />
  </StoryFrame>
)

const context: WithdrawContext = {
  mainBalance: 12_345.5,
  paymentPasswordNeeded: true,
  hasPaymentPassword: true,
  phoneVerified: true,
  identity: 'not_required',
  forgotPassword: null,
  sendCode: async () => Date.now() + 60_000,
  maya: false,
}

/** The whole view over the harness, as a member with everything set up. */
export const ReadyToWithdraw: Story = () => <WithdrawView context={context} />
ReadyToWithdraw.meta = { scenario: { memberType: 0, qaSecurity: 'complete', turnover: 'I' }, path: '/m/withdraw' }

/** Above ₱10,000 the site asks for an SMS code: type 20000 to see the code field. */
export const SmsCodeAboveAnAmount: Story = () => <WithdrawView context={context} />
SmsCodeAboveAnAmount.meta = {
  scenario: { memberType: 0, qaSecurity: 'complete', withdrawSms: 'WITHDRAW_AMOUNT' },
  path: '/m/withdraw',
}

/** The Maya white-label: only Maya, and the accounts without their counter. */
export const MayaWhiteLabel: Story = () => <WithdrawView context={{ ...context, maya: true }} />
MayaWhiteLabel.meta = { scenario: { memberType: 0, qaSecurity: 'complete' }, path: '/m/withdraw' }

/** A C2C penalty of 2%: said under the fee, which includes it (pick an amount). */
export const C2cPenalty: Story = () => <WithdrawView context={context} />
C2cPenalty.meta = { scenario: { memberType: 0, qaSecurity: 'complete', withdrawPenalty: 2 }, path: '/m/withdraw' }

const refusal = (change: Partial<WithdrawRefusal>): WithdrawRefusal => ({ key: '', amounts: {}, missing: [], go: null, ...change })
const refused = (shown: WithdrawRefusal) => () => (
  <StoryFrame>
    <WithdrawRefusalDialog refusal={shown} onClose={() => undefined} />
  </StoryFrame>
)
export const RefusedTurnover: Story = refused(
  refusal({
    key: 'withdraw.refusal.turnover',
    amounts: { required: 7000, actual: 1850 },
    go: { to: '/m/home', label: 'withdraw.fix.turnover' },
  }),
)
export const RefusedDetailsMissing: Story = refused(
  refusal({
    key: 'withdraw.refusal.details_missing',
    missing: ['required_nickname', 'required_email_add', 'required_id_not_verified'],
    go: { to: '/m/securityCenter', label: 'withdraw.go.security' },
  }),
)
export const RefusedNotSealed: Story = refused(refusal({ key: 'withdraw.refusal.not_sealed' }))
