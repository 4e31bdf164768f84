import { describe, expect, it } from 'vitest'
import { formatClock, formatDateTime, shortDay } from './date-time'

describe('record times', () => {
  it('writes a local time as YYYY-MM-DD HH:mm:ss, zero-padded', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9).getTime())).toBe('2026-01-05 07:03:09')
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59).getTime())).toBe('2026-12-31 23:59:59')
  })
  it('writes a countdown as m:ss', () => {
    expect([formatClock(0), formatClock(9), formatClock(605)]).toEqual(['0:00', '0:09', '10:05'])
  })
  it('shortens a day to MM-DD', () => {
    expect(shortDay('2026-11-05')).toBe('11-05')
  })
})
