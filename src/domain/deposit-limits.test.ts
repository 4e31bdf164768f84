import { describe, expect, it } from 'vitest'
import { depositRoom, fitsRoom } from './deposit-limits'

describe('depositRoom', () => {
  const limit = (period: 'DAILY' | 'WEEKLY' | 'MONTHLY', amount: number | null, used: number) => ({ period, amount, used })
  it.each([
    ['no limits', [], null],
    ['only periods without a limit', [limit('DAILY', null, 900), limit('WEEKLY', null, 0)], null],
    ['one limit', [limit('WEEKLY', 5000, 1200)], { period: 'WEEKLY', left: 3800 }],
    ['the least left, not the lowest limit', [limit('DAILY', 1000, 0), limit('MONTHLY', 5000, 4800)], { period: 'MONTHLY', left: 200 }],
    ['a tie: the shorter period', [limit('DAILY', 1000, 700), limit('WEEKLY', 2000, 1700)], { period: 'DAILY', left: 300 }],
    ['used up, never below nothing', [limit('DAILY', 1000, 1500), limit('WEEKLY', 3000, 0)], { period: 'DAILY', left: 0 }],
  ] as const)('%s', (_name, limits, room) => {
    expect(depositRoom(limits)).toEqual(room)
  })
})

describe('fitsRoom', () => {
  it.each([
    ['any amount without a limit', 50000, null, true],
    ['up to what is left', 300, { period: 'DAILY', left: 300 }, true],
    ['past it', 300.01, { period: 'DAILY', left: 300 }, false],
    ['nothing once it is used up', 1, { period: 'WEEKLY', left: 0 }, false],
  ] as const)('%s', (_name, amount, room, fits) => {
    expect(fitsRoom(amount, room)).toBe(fits)
  })
})
