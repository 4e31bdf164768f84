import { bonusFor, type BonusRule } from '@/domain/bonus'
import type { OpenDeposit } from '@/domain/deposit'
import { fitsRoom, type DepositRoom } from '@/domain/deposit-limits'
import { amountPattern } from '@/lib/format/money'
import type { DepositChannel, DepositChannels, DepositMethod, DepositOrder, DepositPromotion, ExpressReward } from './deposit-schema'

/**
 * The deposit's rules (PLATFORM.md §3), pure and table-tested: which amounts a channel takes, the
 * bonus a promotion or an express amount adds, and which result screen an order opens.
 */

export const promotionRule = (promotion: DepositPromotion): BonusRule => ({
  bonusType: promotion.bonusType,
  tiers: promotion.depositPromDetailsList,
})

/** An express amount's reward as a one-step rule from its own amount. */
export const expressRule = (reward: ExpressReward): BonusRule => ({
  bonusType: reward.isPercentage ? 'PERCENTAGE' : 'FIXED',
  tiers: [
    {
      minDepositDetail: reward.depositAmount,
      bonusAmtDetail: reward.isPercentage ? (reward.bonusPercentage ?? 0) : reward.bonusAmount,
      maxBonusDetail: reward.maxBonusAmount ?? null,
      minBonusDetail: reward.minBonusAmount ?? null,
    },
  ],
})

/** The least a deposit on this channel may be: the channel's minimum, raised to the first-deposit floor before the first one. */
/** The methods offered: those left with a channel the app submits to (deposit-schema.ts DepositMethod). */
export const offeredMethods = (methods: ReadonlyArray<DepositMethod>) => methods.filter((method) => method.channels.length > 0)

export const minimumOf = (channel: DepositChannel, setup: Pick<DepositChannels, 'alreadyFirstDeposit' | 'minFirstDepositAmount'>) =>
  setup.alreadyFirstDeposit === 'N' ? Math.max(channel.min, setup.minFirstDepositAmount) : channel.min

/** An amount chip: the amount and, for an express amount, the bonus it adds. */
export interface AmountChip {
  readonly amount: number
  readonly bonus: number
}

/** The chips a channel offers: its fixed amounts and express amounts, once each, in order, within its limits. */
export const amountChips = (channel: DepositChannel, minimum: number): ReadonlyArray<AmountChip> => {
  const rewards = channel.bankExpressAmountConfig?.rewards ?? []
  const amounts = new Set([...(channel.fixAmountFlag ? channel.fixAmounts : []), ...rewards.map((reward) => reward.depositAmount)])
  return [...amounts]
    .filter((amount) => amount >= minimum && amount <= channel.max)
    .sort((a, b) => a - b)
    .map((amount) => {
      const reward = rewards.find((each) => each.depositAmount === amount)
      return { amount, bonus: reward ? bonusFor(expressRule(reward), amount) : 0 }
    })
}

/** Whether the member may type an amount, or only pick a chip. */
export const allowsFreeAmount = (channel: DepositChannel) =>
  !channel.fixAmountOnly && (channel.bankExpressAmountConfig?.allowCustomDepositAmt ?? true)

/** What is wrong with a typed amount, as a message key of the cashier namespace (with its values), or null. */
export type AmountIssue = { readonly key: string; readonly values?: Readonly<Record<string, number>> }

/**
 * `room` is what the member's own deposit limits leave (domain depositRoom): an amount past it is
 * refused here, before the platform would (`deposit.limit.exceeded`), and the message says what is left.
 */
export const amountIssue = (
  typed: string,
  channel: DepositChannel,
  minimum: number,
  room: DepositRoom | null = null,
): AmountIssue | null => {
  const text = typed.trim()
  if (text === '') return { key: 'deposit.amount_required' }
  if (!amountPattern.test(text)) return { key: 'deposit.amount_format' }
  const amount = Number(text)
  if (amount < minimum) return { key: 'deposit.amount_min', values: { min: minimum } }
  if (amount > channel.max) return { key: 'deposit.amount_max', values: { max: channel.max } }
  if (!allowsFreeAmount(channel) && !amountChips(channel, minimum).some((chip) => chip.amount === amount))
    return { key: 'deposit.amount_fixed_only' }
  if (room && !fitsRoom(amount, room)) return { key: `deposit.over_limit.${room.period}`, values: { left: room.left } }
  return null
}

/** A promotion in the picker: open once the amount reaches its minimum, with the bonus it would add. */
export interface PromotionOption {
  readonly promotion: DepositPromotion
  readonly open: boolean
  readonly bonus: number
}

export const promotionOptions = (promotions: ReadonlyArray<DepositPromotion>, amount: number): ReadonlyArray<PromotionOption> =>
  promotions.map((promotion) => {
    const open = amount > 0 && amount >= promotion.minDeposit
    return { promotion, open, bonus: open ? bonusFor(promotionRule(promotion), amount) : 0 }
  })

/** The five result screens (PLATFORM.md §3), and a plain 'order created' when the answer names none. */
export type ResultKind = 'redirect' | 'qr' | 'crypto' | 'chat' | 'bank' | 'created'

/** Which screen an order opens, by the fields its answer carries. */
export const resultKindOf = (order: DepositOrder): ResultKind => {
  if (order.redirectUrl) return 'redirect'
  if (order.qrImageUrl) return 'qr'
  if (order.walletAddress) return 'crypto'
  if (order.chatLinkUrl) return 'chat'
  if (order.accountNumber) return 'bank'
  return 'created'
}

/** ASSUMED: an order with no expiry of its own (bank transfer, redirect, chat) is resumed for a day, then forgotten. */
export const openOrderLifeMs = 24 * 60 * 60 * 1000

/**
 * Whether a remembered order is still worth resuming at `now` (this device's clock): before its own
 * expiry (a moment on the platform's clock, read on this device's by `onDeviceClock`), else within
 * a day of opening.
 */
export const isStillOpen = (open: OpenDeposit, now: number, onDeviceClock: (platformMs: number) => number) =>
  open.order.expireTime === undefined ? now - open.openedAt < openOrderLifeMs : now < onDeviceClock(open.order.expireTime)
