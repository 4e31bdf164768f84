import { describe, expect, it } from 'vitest'
import { accelerateStepOf, depositStateName, depositTone, type AccelerateStep } from './record-rules'
import type { DepositRecord } from './records-schema'

const record = (patch: Partial<DepositRecord>): DepositRecord => ({
  depositId: 'D1',
  depositMethod: 'GCash',
  depositDate: 0,
  requestedAmount: 500,
  amount: 500,
  reimbursementAmount: 0,
  customerBankCharge: 0,
  promotionName: null,
  refId: null,
  actualDepositDate: null,
  remark: null,
  state: '2',
  depositSlip: 'N',
  accelerationStatus: 'MA',
  accelerateAvailabilityStart: 1000,
  accelerateAvailabilityEnd: 2000,
  ...patch,
})

describe('deposit record rules', () => {
  it.each<[string, Partial<DepositRecord>, number, AccelerateStep]>([
    ['before its window: wait for it', {}, 999, { kind: 'wait', opensAt: 1000 }],
    ['the window opens on its first ms', {}, 1000, { kind: 'open', closesAt: 2000 }],
    ['open until its last ms', {}, 2000, { kind: 'open', closesAt: 2000 }],
    ['after the window: nothing', {}, 2001, { kind: 'none' }],
    ['no window given: open', { accelerateAvailabilityStart: null, accelerateAvailabilityEnd: null }, 5, { kind: 'open', closesAt: null }],
    ['asked: the receipt next', { accelerationStatus: 'AC' }, 1500, { kind: 'receipt' }],
    ['asked and the receipt sent', { accelerationStatus: 'AC', depositSlip: 'Y' }, 1500, { kind: 'receipt_sent' }],
    ['accelerated', { accelerationStatus: 'A' }, 1500, { kind: 'accelerated' }],
    ['refused', { accelerationStatus: 'R' }, 1500, { kind: 'refused' }],
    ['not offered', { accelerationStatus: 'NA' }, 1500, { kind: 'none' }],
    ['a processing order may accelerate too', { state: '7' }, 1500, { kind: 'open', closesAt: 2000 }],
    ['a successful order never', { state: '3' }, 1500, { kind: 'none' }],
    ['an expired order never', { state: '6', accelerationStatus: 'AC' }, 1500, { kind: 'none' }],
  ])('%s', (_, patch, now, step) => {
    expect(accelerateStepOf(record(patch), now)).toEqual(step)
  })

  it.each([
    ['2', 'pending', 'pending'],
    ['3', 'success', 'success'],
    ['4', 'failed', 'failed'],
    ['5', 'cancelled', 'plain'],
    ['6', 'expired', 'plain'],
    ['7', 'processing', 'pending'],
  ] as const)('state %s is %s, coloured %s', (state, name, tone) => {
    expect([depositStateName({ state }), depositTone({ state })]).toEqual([name, tone])
  })
})
