import { describe, expect, it } from 'vitest'
import { countdownOf, groupBySource, replySubjectOf, rewardStateOf, unreadAfterReads } from './inbox-rules'

const now = Date.UTC(2025, 5, 1, 12)
const reward = (change: object) => ({ reward: { bonus: 50, expiredDate: now + 90_000, claimed: false, ...change } })

describe('rewardStateOf', () => {
  it.each([
    ['no metadata', undefined, { kind: 'none' }],
    ['metadata without a reward', {}, { kind: 'none' }],
    ['90 s before expiry', reward({}), { kind: 'claimable', secondsLeft: 90 }],
    ['a part second left rounds up', reward({ expiredDate: now + 1 }), { kind: 'claimable', secondsLeft: 1 }],
    ['at the expiry instant', reward({ expiredDate: now }), { kind: 'expired' }],
    ['after expiry', reward({ expiredDate: now - 1 }), { kind: 'expired' }],
    ['claimed before expiry', reward({ claimed: true }), { kind: 'claimed' }],
    ['claimed and since expired', reward({ claimed: true, expiredDate: now - 1 }), { kind: 'claimed' }],
  ])('%s', (_, metadata, expected) => {
    expect(rewardStateOf(metadata, now)).toEqual(expected)
  })
})

describe('groupBySource', () => {
  it('one group per record source, ids in order, no id twice', () => {
    const mails = [
      { inboxId: 'a', recordSource: 'SYSTEM' },
      { inboxId: 'b', recordSource: 'AGENT' },
      { inboxId: 'c', recordSource: 'SYSTEM' },
      { inboxId: 'a', recordSource: 'SYSTEM' },
    ]
    expect(groupBySource(mails)).toEqual([
      { ids: ['a', 'c'], recordSource: 'SYSTEM' },
      { ids: ['b'], recordSource: 'AGENT' },
    ])
  })

  it('nothing chosen: no call', () => {
    expect(groupBySource([])).toEqual([])
  })
})

describe('unreadAfterReads', () => {
  it.each([
    [120, 0, 120],
    [120, 1, 119],
    [2, 5, 0],
    [0, 0, 0],
  ])('%i unread less %i read here is %i', (count, read, expected) => {
    expect(unreadAfterReads(count, read)).toBe(expected)
  })
})

describe('replySubjectOf', () => {
  it.each([
    ['Welcome', 'RE: Welcome'],
    ['RE: Welcome', 'RE: Welcome'],
    ['re: Welcome', 're: Welcome'],
    ['Rebate', 'RE: Rebate'],
  ])('%s → %s', (subject, expected) => {
    expect(replySubjectOf(subject)).toBe(expected)
  })
})

describe('countdownOf', () => {
  it.each([
    [0, 0, '00:00:00'],
    [59, 0, '00:00:59'],
    [3661, 0, '01:01:01'],
    [86_399, 0, '23:59:59'],
    [86_400 * 2 + 3 * 3600 + 4 * 60 + 5, 2, '03:04:05'],
    [-5, 0, '00:00:00'],
  ])('%i s → %i days and %s', (seconds, days, clock) => {
    expect(countdownOf(seconds)).toEqual({ days, clock })
  })
})
