import type { Story, StoryDefault } from '@ladle/react'
import { Schema } from 'effect'
import { receivingAccountFixture, receivingWalletFixture, depositMethodFixtures } from '../../../../fixtures/cashier'
import type { OpenDeposit } from '@/domain/deposit'
import { qrPath } from '@/ui/qr-code'
import { StoryFrame } from '@/ui/story-frame'
import { ChannelList, ChannelTabs } from './channel-picker'
import DepositPage from './deposit-page'
import { DepositResult } from './deposit-result'
import { offeredMethods } from '../deposit-rules'
import { DepositMethod } from '../deposit-schema'
import './cashier.css'

/** The fixtures as the app reads them: channels it cannot submit to left out. */
const methods = offeredMethods(Schema.decodeUnknownSync(Schema.Array(DepositMethod))(depositMethodFixtures))

export default { title: 'Cashier / Deposit' } satisfies StoryDefault

/** The whole page over the harness, new template (dep_func 1): tabs, chips with bonuses, promotions. */
export const NewTemplate: Story = () => <DepositPage />
NewTemplate.meta = { scenario: { memberType: 0, mobileTemplate: { mem_cen: 1, dep_func: 1 } }, path: '/m/voucherCenter' }

/** The base template (dep_func 0): every channel first, the amount on the next step. */
export const BaseTemplate: Story = () => <DepositPage />
BaseTemplate.meta = { scenario: { memberType: 0, mobileTemplate: { mem_cen: 1, dep_func: 0 } }, path: '/m/voucherCenter' }

/** A member whose daily deposit limit (scenario depositLimits) leaves ₱800: the line under the amount; ₱1,000 is refused there. */
export const WithDepositLimit: Story = () => <DepositPage />
WithDepositLimit.meta = {
  scenario: { memberType: 0, mobileTemplate: { mem_cen: 1, dep_func: 1 }, depositLimits: { DAILY: 800, WEEKLY: 0, MONTHLY: 5000 } },
  path: '/m/voucherCenter',
}

export const ChannelTabsPicker: Story = () => (
  <StoryFrame>
    <ChannelTabs methods={methods} methodCode="BANK" channelCode="INSTAPAY" onMethod={() => {}} onChannel={() => {}} />
  </StoryFrame>
)

export const ChannelListPicker: Story = () => (
  <StoryFrame>
    <ChannelList methods={methods} onPick={() => {}} />
  </StoryFrame>
)

const inMinutes = (minutes: number) => Date.now() + minutes * 60_000
const opened = (order: OpenDeposit['order'], channelName: string, extra: Partial<OpenDeposit> = {}): OpenDeposit => ({
  order,
  amount: 1500,
  channelName,
  openedAt: Date.now(),
  ...extra,
})
/** A QR image as a payment provider sends one: an inline SVG. */
const qrImage = (text: string) => {
  const { extent, d } = qrPath(text)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}"><rect width="${extent}" height="${extent}" fill="#fff"/><path d="${d}"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const result = (open: OpenDeposit) => () => (
  <StoryFrame>
    <DepositResult open={open} onDone={() => {}} />
  </StoryFrame>
)

export const ResultRedirect: Story = result(
  opened({ depositId: 'D104233', redirectUrl: 'https://pay.example.test/gcash?order=D104233' }, 'GCash'),
)
export const ResultQr: Story = result(
  opened({ depositId: 'D104234', qrImageUrl: qrImage('https://pay.example.test/qr/D104234'), expireTime: inMinutes(10) }, 'GCash QR'),
)
export const ResultQrExpired: Story = result(
  opened({ depositId: 'D104235', qrImageUrl: qrImage('https://pay.example.test/qr/D104235'), expireTime: Date.now() - 1000 }, 'GCash QR'),
)
export const ResultBankDetails: Story = result(
  opened({ depositId: 'D104236', ...receivingAccountFixture, remarks: 'D104236', confirmationRequired: 'Y' }, 'InstaPay bank transfer'),
)
export const ResultBankPaidReported: Story = result(
  opened({ depositId: 'D104239', ...receivingAccountFixture, remarks: 'D104239', confirmationRequired: 'Y' }, 'InstaPay bank transfer', {
    receiptSent: true,
    paidReported: true,
  }),
)
export const ResultCrypto: Story = result(
  opened({ depositId: 'D104237', walletAddress: receivingWalletFixture, sourceAmount: 25.64, expireTime: inMinutes(30) }, 'USDT (TRC20)', {
    currency: 'USDT',
  }),
)
export const ResultChat: Story = result(
  opened({ depositId: 'D104238', chatLinkUrl: 'https://chat.example.test/deposit?order=D104238' }, 'Deposit with an agent'),
)
