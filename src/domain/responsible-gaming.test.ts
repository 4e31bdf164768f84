import { describe, expect, it } from 'vitest'
import {
  coolingOffMs,
  exclusionEnd,
  limitAfterChange,
  limitChangeTiming,
  limitInForce,
  limitsPassed,
  periodStart,
} from './responsible-gaming'

/** An instant given on Manila's clock (UTC+8). */
const manila = (iso: string) => Date.parse(`${iso}+08:00`)

describe('limitChangeTiming', () => {
  it.each([
    [null, 500, 'now'],
    [1000, 500, 'now'],
    [1000, 1000, 'now'],
    [500, 1000, 'after-cooling-off'],
    [500, null, 'after-cooling-off'],
    [null, null, 'after-cooling-off'],
  ] as const)('from %s to %s: %s', (current, next, timing) => {
    expect(limitChangeTiming(current, next)).toBe(timing)
  })
})

describe('limitAfterChange', () => {
  const now = manila('2026-12-05T10:00:00')
  it('a first or lower limit holds at once and drops a change waiting', () => {
    expect(limitAfterChange({ amount: null, pending: null }, 500, now)).toEqual({ amount: 500, pending: null })
    const waiting = { amount: 1000, pending: { amount: 5000, effectiveAt: now + 1000 } }
    expect(limitAfterChange(waiting, 800, now)).toEqual({ amount: 800, pending: null })
  })
  it('a higher limit, or none, waits a cooling-off day and replaces a change waiting', () => {
    expect(limitAfterChange({ amount: 500, pending: null }, 2000, now)).toEqual({
      amount: 500,
      pending: { amount: 2000, effectiveAt: now + coolingOffMs },
    })
    const waiting = { amount: 500, pending: { amount: 2000, effectiveAt: now + 1000 } }
    expect(limitAfterChange(waiting, null, now)).toEqual({ amount: 500, pending: { amount: null, effectiveAt: now + coolingOffMs } })
  })
  it('the limit in force again only drops the change waiting', () => {
    const waiting = { amount: 500, pending: { amount: 2000, effectiveAt: now + 1000 } }
    expect(limitAfterChange(waiting, 500, now)).toEqual({ amount: 500, pending: null })
    expect(limitAfterChange({ amount: null, pending: null }, null, now)).toEqual({ amount: null, pending: null })
  })
  it('a change whose day has passed is the limit its next change starts from', () => {
    const due = { amount: 500, pending: { amount: 2000, effectiveAt: now - 1 } }
    expect(limitInForce(due, now)).toEqual({ amount: 2000, pending: null })
    expect(limitInForce(due, now - 2)).toBe(due)
    expect(limitAfterChange(due, 1500, now)).toEqual({ amount: 1500, pending: null })
  })
})

describe('periodStart (Manila time)', () => {
  // Saturday 5 December 2026, 01:30 in Manila: still Friday 17:30 in UTC.
  const now = manila('2026-12-05T01:30:00')
  it('the day starts at Manila midnight', () => {
    expect(periodStart('DAILY', now)).toBe(manila('2026-12-05T00:00:00'))
  })
  it('the week starts on Monday', () => {
    expect(periodStart('WEEKLY', now)).toBe(manila('2026-11-30T00:00:00'))
    expect(periodStart('WEEKLY', manila('2026-11-30T00:00:00'))).toBe(manila('2026-11-30T00:00:00'))
    expect(periodStart('WEEKLY', manila('2026-12-06T23:59:59'))).toBe(manila('2026-11-30T00:00:00'))
  })
  it('the month starts on the 1st', () => {
    expect(periodStart('MONTHLY', now)).toBe(manila('2026-12-01T00:00:00'))
    expect(periodStart('MONTHLY', manila('2027-01-01T00:00:00'))).toBe(manila('2027-01-01T00:00:00'))
  })
})

describe('exclusionEnd', () => {
  it('ends the same time of day, whole calendar months later, on the platform clock', () => {
    expect(exclusionEnd(manila('2026-12-05T01:30:00'), 6)).toBe(manila('2027-06-05T01:30:00'))
    expect(exclusionEnd(manila('2026-12-05T01:30:00'), 12)).toBe(manila('2027-12-05T01:30:00'))
    expect(exclusionEnd(manila('2026-12-05T01:30:00'), 60)).toBe(manila('2031-12-05T01:30:00'))
  })
  it('a day the end month lacks ends on its last day', () => {
    expect(exclusionEnd(manila('2026-08-31T12:00:00'), 6)).toBe(manila('2027-02-28T12:00:00'))
  })
})

describe('limitsPassed', () => {
  const limits = [
    { period: 'DAILY', amount: 1000, used: 700 },
    { period: 'WEEKLY', amount: null, used: 700 },
    { period: 'MONTHLY', amount: 5000, used: 4800 },
  ] as const
  it('names each period a deposit would take past its limit', () => {
    expect(limitsPassed(limits, 200)).toEqual([])
    expect(limitsPassed(limits, 300)).toEqual(['MONTHLY'])
    expect(limitsPassed(limits, 301)).toEqual(['DAILY', 'MONTHLY'])
  })
})
