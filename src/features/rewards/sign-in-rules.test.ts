import { describe, expect, it } from 'vitest'
import { signInCalendarOf, signInClaimOf, todayBonusOf, todayOf } from './sign-in-rules'
import type { LoginPromotion } from './sign-in-schema'

const promotion = (signedDays: number, signedToday: boolean): LoginPromotion => ({
  promotionId: 'LOGIN-7',
  promotionName: '7-day sign-in',
  days: [5, 10, 15, 20, 25, 30, 88].map((bonus, index) => ({ day: index + 1, bonus })),
  signedDays,
  signedToday,
  nextSignInTime: 1_700_000_000_000,
  rulesHtml: '',
})

const states = (value: LoginPromotion) => signInCalendarOf(value).map((day) => day.state)

describe('daily sign-in (sign-in-rules.ts)', () => {
  it.each([
    // signed days, signed today, today is day, its bonus
    [0, false, 1, 5],
    [2, false, 3, 15],
    [3, true, 3, 15],
    [6, false, 7, 88],
    [7, true, 7, 88],
    // The cycle done: the next sign-in starts it again.
    [7, false, 1, 5],
  ])('%i days signed, today signed %s: today is day %i, paying %i', (signedDays, signedToday, today, bonus) => {
    expect(todayOf(promotion(signedDays, signedToday))).toBe(today)
    expect(todayBonusOf(promotion(signedDays, signedToday))).toBe(bonus)
  })

  it('draws the days before today signed, today open or signed, and the rest ahead', () => {
    expect(states(promotion(2, false))).toEqual(['signed', 'signed', 'today', 'ahead', 'ahead', 'ahead', 'ahead'])
    expect(states(promotion(3, true))).toEqual(['signed', 'signed', 'signed-today', 'ahead', 'ahead', 'ahead', 'ahead'])
    expect(states(promotion(0, false))).toEqual(['today', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead'])
    expect(states(promotion(7, false))).toEqual(['today', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead'])
    expect(states(promotion(7, true))).toEqual(['signed', 'signed', 'signed', 'signed', 'signed', 'signed', 'signed-today'])
  })

  it('names today’s sign-in by its promotion and the day it ends, so the next day is a new claim', () => {
    const today = promotion(2, false)
    expect(signInClaimOf(today)).toBe('LOGIN-7:1700000000000')
    expect(signInClaimOf({ ...today, nextSignInTime: today.nextSignInTime + 86_400_000 })).not.toBe(signInClaimOf(today))
  })
})
