import { describe, expect, it } from 'vitest'
import { clampQuantity, redeemableOf } from './mall-rules'
import type { PointReward } from './mall-schema'

const item = (over: Partial<PointReward>): PointReward => ({
  rewardId: 'r',
  rewardName: 'Item',
  conversionType: 'CASH',
  points: 500,
  imageUrl: null,
  cashValue: 50,
  stock: null,
  perMemberLimit: null,
  redeemedCount: 0,
  description: '',
  ...over,
})

describe('how many of an item the member may redeem now', () => {
  it.each([
    ['no stock or limit: what the points pay for', {}, 12_480, { max: 24, reason: null }],
    ['the stock is the least', { stock: 3 }, 12_480, { max: 3, reason: null }],
    ["what is left of the member's limit is the least", { perMemberLimit: 5, redeemedCount: 3 }, 12_480, { max: 2, reason: null }],
    ['sold out first, whatever else', { stock: 0, perMemberLimit: 1, redeemedCount: 1 }, 0, { max: 0, reason: 'sold_out' }],
    ['the limit used up', { perMemberLimit: 1, redeemedCount: 1 }, 12_480, { max: 0, reason: 'limit_reached' }],
    ['not enough points for one', { points: 250_000, stock: 1 }, 12_480, { max: 0, reason: 'not_enough_points' }],
    ['exactly enough for one', { points: 12_480 }, 12_480, { max: 1, reason: null }],
    ['points not known yet: none, and not said to be too few', { points: 250_000 }, null, { max: 0, reason: null }],
    ['points not known yet, sold out: said', { stock: 0 }, null, { max: 0, reason: 'sold_out' }],
  ] as const)('%s', (_name, over, points, expected) => {
    expect(redeemableOf(item(over), points)).toEqual(expected)
  })
})

describe('the quantity stepper', () => {
  it.each([
    [0, 5, 1],
    [3, 5, 3],
    [6, 5, 5],
    [2.7, 5, 2],
    [2, 0, 1],
  ])('%d within 1..%d is %d', (quantity, max, expected) => {
    expect(clampQuantity(quantity, max)).toBe(expected)
  })
})
