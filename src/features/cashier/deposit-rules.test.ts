import { Schema } from 'effect'
import { depositMethodFixtures } from '../../../fixtures/cashier'
import { describe, expect, it } from 'vitest'
import { bonusFor } from '@/domain/bonus'
import {
  amountChips,
  amountIssue,
  expressRule,
  isStillOpen,
  minimumOf,
  offeredMethods,
  promotionOptions,
  resultKindOf,
} from './deposit-rules'
import { DepositMethod, type DepositChannel, type DepositPromotion } from './deposit-schema'

const channel = (overrides: Partial<DepositChannel> = {}): DepositChannel => ({
  code: 'GCASH',
  name: 'GCash',
  mcsDepositEndpoint: 'MCSFE_depositByGCash',
  bankCode: 'GCASH',
  min: 100,
  max: 50_000,
  maintenance: false,
  fixAmountFlag: true,
  fixAmountOnly: false,
  fixAmounts: [100, 500, 1000],
  ...overrides,
})

describe('expressRule', () => {
  it('an express amount: a fixed bonus, or a percentage within its floor and cap', () => {
    expect(bonusFor(expressRule({ depositAmount: 500, bonusAmount: 25, isPercentage: false }), 500)).toBe(25)
    const percent = expressRule({ depositAmount: 1000, bonusAmount: 0, isPercentage: true, bonusPercentage: 3, maxBonusAmount: 20 })
    expect(bonusFor(percent, 1000)).toBe(20)
    expect(bonusFor(percent, 999)).toBe(0)
  })
})

describe('minimumOf', () => {
  it.each([
    ['after the first deposit: the channel minimum', 'Y', 300, 100],
    ['before it: raised to the first-deposit floor', 'N', 300, 300],
    ['before it, a floor under the channel minimum changes nothing', 'N', 50, 100],
  ] as const)('%s', (_name, alreadyFirstDeposit, minFirstDepositAmount, minimum) => {
    expect(minimumOf(channel(), { alreadyFirstDeposit, minFirstDepositAmount })).toBe(minimum)
  })
})

describe('amountChips', () => {
  it('fixed and express amounts once each, in order, within the limits, express ones with their bonus', () => {
    const express = channel({
      fixAmounts: [1000, 100, 500, 80_000],
      bankExpressAmountConfig: {
        allowCustomDepositAmt: true,
        allowDepositAndFixed: true,
        rewards: [
          { depositAmount: 500, bonusAmount: 25, isPercentage: false },
          { depositAmount: 2000, bonusAmount: 0, isPercentage: true, bonusPercentage: 5 },
        ],
      },
    })
    expect(amountChips(express, 300)).toEqual([
      { amount: 500, bonus: 25 },
      { amount: 1000, bonus: 0 },
      { amount: 2000, bonus: 100 },
    ])
  })

  it('no fixed amounts when the channel has them off', () => {
    expect(amountChips(channel({ fixAmountFlag: false }), 100)).toEqual([])
  })
})

describe('amountIssue', () => {
  it.each([
    ['empty', '', channel(), 'deposit.amount_required'],
    ['spaces', '  ', channel(), 'deposit.amount_required'],
    ['letters', '12a', channel(), 'deposit.amount_format'],
    ['three decimals', '100.125', channel(), 'deposit.amount_format'],
    ['negative', '-100', channel(), 'deposit.amount_format'],
    ['exponent', '1e3', channel(), 'deposit.amount_format'],
    ['under the minimum', '99.99', channel(), 'deposit.amount_min'],
    ['over the maximum', '50000.01', channel(), 'deposit.amount_max'],
    ['a fixed-only channel, another amount', '750', channel({ fixAmountOnly: true }), 'deposit.amount_fixed_only'],
    ['a fixed-only channel, one of its amounts', '500', channel({ fixAmountOnly: true }), null],
    ['at the minimum', '100', channel(), null],
    ['with cents', '1234.50', channel(), null],
    ['at the maximum', '50000', channel(), null],
  ])('%s', (_name, typed, given, key) => {
    expect(amountIssue(typed, given, given.min)?.key ?? null).toBe(key)
  })

  it('names the limit it breaks', () => {
    expect(amountIssue('150', channel(), 300)).toEqual({ key: 'deposit.amount_min', values: { min: 300 } })
    expect(amountIssue('60000', channel(), 100)).toEqual({ key: 'deposit.amount_max', values: { max: 50_000 } })
  })

  it("past what the member's own limits leave: the tightest limit's period and what it leaves", () => {
    const room = { period: 'WEEKLY', left: 800 } as const
    expect(amountIssue('800', channel(), 100, room)).toBeNull()
    expect(amountIssue('800.01', channel(), 100, room)).toEqual({ key: 'deposit.over_limit.WEEKLY', values: { left: 800 } })
    expect(amountIssue('100', channel(), 100, { period: 'DAILY', left: 0 })).toEqual({
      key: 'deposit.over_limit.DAILY',
      values: { left: 0 },
    })
    // The channel's own rules come first: they say what the channel could take at all.
    expect(amountIssue('60000', channel(), 100, room)?.key).toBe('deposit.amount_max')
  })
})

describe('promotionOptions', () => {
  const promotion = (promId: string, minDeposit: number): DepositPromotion => ({
    promId,
    promName: promId,
    minDeposit,
    bonusType: 'PERCENTAGE',
    depositPromDetailsList: [{ minDepositDetail: minDeposit, bonusAmtDetail: 10, maxBonusDetail: 500 }],
  })

  it('opens a promotion once the amount reaches its minimum, with its bonus', () => {
    const options = promotionOptions([promotion('welcome', 500), promotion('daily', 100)], 300)
    expect(options.map(({ promotion, open, bonus }) => [promotion.promId, open, bonus])).toEqual([
      ['welcome', false, 0],
      ['daily', true, 30],
    ])
  })

  it('nothing is open before an amount is typed', () => {
    expect(promotionOptions([promotion('free', 0)], 0)[0]?.open).toBe(false)
  })
})

describe('resultKindOf', () => {
  it.each([
    [{ depositId: 'D1', redirectUrl: 'https://pay.example.test/' }, 'redirect'],
    [{ depositId: 'D1', qrImageUrl: 'data:image/svg+xml;base64,' }, 'qr'],
    [{ depositId: 'D1', walletAddress: 'TQn9', sourceAmount: 18.2 }, 'crypto'],
    [{ depositId: 'D1', chatLinkUrl: 'https://chat.example.test/' }, 'chat'],
    [{ depositId: 'D1', accountNumber: '001234567890', bankName: 'BDO' }, 'bank'],
    [{ depositId: 'D1' }, 'created'],
  ] as const)('%j opens %s', (order, kind) => {
    expect(resultKindOf(order)).toBe(kind)
  })
})

describe('isStillOpen', () => {
  const opened = (expireTime?: number) => ({
    order: { depositId: 'D1', ...(expireTime === undefined ? {} : { expireTime }) },
    amount: 500,
    channelName: 'GCash QR',
    openedAt: 1_000,
  })
  const sameClock = (ms: number) => ms
  it.each([
    ['before its expiry', opened(61_000), 60_999, true],
    ['at its expiry', opened(61_000), 61_000, false],
    ['no expiry, within a day', opened(), 1_000 + 86_399_999, true],
    ['no expiry, a day later', opened(), 1_000 + 86_400_000, false],
  ])('%s', (_name, open, now, still) => {
    expect(isStillOpen(open, now, sameClock)).toBe(still)
  })
  it("its expiry is the platform's: on a device five minutes fast, an order of ten minutes is open for ten", () => {
    const fast = (platformMs: number) => platformMs + 300_000
    expect(isStillOpen(opened(601_000), 1_000 + 300_000 + 599_999, fast)).toBe(true)
    expect(isStillOpen(opened(601_000), 1_000 + 300_000 + 600_000, fast)).toBe(false)
  })
})

describe("the platform's channel list (PLATFORM.md §3)", () => {
  it('leaves out a channel on a relay the app does not submit to, and a method left with none, not the answer', () => {
    const methods = offeredMethods(Schema.decodeUnknownSync(Schema.Array(DepositMethod))(depositMethodFixtures))
    expect(methods.map((method) => method.methodCode)).toEqual(['EWALLET', 'BANK', 'CRYPTO', 'SERVICE'])
    expect(methods[0]!.channels.map((channel) => channel.code)).toEqual(['GCASH', 'PAYMAYA', 'GCASHQR'])
  })
})
