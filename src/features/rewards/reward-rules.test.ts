import { describe, expect, it } from 'vitest'
import { claimableNow, timeLeftParts } from './reward-rules'
import type { IssuedReward, Ticket } from './rewards-schema'

const now = Date.UTC(2026, 10, 26, 4, 0, 0)
const reward = (name: string, expiredTime: number | null): IssuedReward => ({
  rewardId: `rw-${name}`,
  promotionClaimId: `pc-${name}`,
  promotionType: 'MANUAL',
  promotionName: name,
  bonus: 10,
  expiredTime,
})
const ticket = (name: string, expiredTime: number | null, met: boolean[] = [true]): Ticket => ({
  transactionId: `tk-${name}`,
  ticketName: name,
  ticketType: 'RAFFLE',
  rewardAmount: 5,
  expiredTime,
  conditionStatus: met.map((each, index) => ({ description: `condition ${index + 1}`, met: each })),
})

describe('claimableNow', () => {
  it('merges rewards and tickets, soonest to expire first, no expiry last, the expired left out', () => {
    const rows = claimableNow(
      [reward('forever', null), reward('in 2 h', now + 7_200_000), reward('gone', now - 1)],
      [ticket('in 1 h', now + 3_600_000), ticket('in 3 h', now + 10_800_000)],
      now,
    )
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['ticket', 'in 1 h'],
      ['promotion', 'in 2 h'],
      ['ticket', 'in 3 h'],
      ['promotion', 'forever'],
    ])
  })

  it('names what a ticket still needs; a promotion reward keeps its type for the claim', () => {
    const [chest] = claimableNow([], [ticket('chest', null, [true, false, false])], now)
    expect(chest?.unmet).toEqual(['condition 2', 'condition 3'])
    const [bonus] = claimableNow([reward('bonus', null)], [], now)
    expect(bonus).toMatchObject({ id: 'pc-bonus', promotionType: 'MANUAL', unmet: [] })
  })

  it('expires exactly at its time', () => {
    expect(claimableNow([reward('edge', now)], [], now)).toEqual([])
    expect(claimableNow([reward('edge', now + 1)], [], now)).toHaveLength(1)
  })
})

describe('timeLeftParts', () => {
  it.each([
    [59, { clock: '0:00:59' }],
    [3_600, { clock: '1:00:00' }],
    [86_399, { clock: '23:59:59' }],
    [86_400, { days: 1, hours: 0 }],
    [2 * 86_400 + 5 * 3_600 + 59, { days: 2, hours: 5 }],
  ])('%i s: %o', (seconds, expected) => expect(timeLeftParts(seconds)).toEqual(expected))
})
