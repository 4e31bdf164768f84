import { describe, expect, it } from 'vitest'
import {
  rangeFromAddress,
  addDays,
  dayOf,
  daysIn,
  presetOf,
  presetRange,
  rangeIssue,
  rangeTimes,
  type DayRange,
  type RangeIssue,
  type RangePreset,
} from './date-range'

const today = '2026-03-01'

describe('date ranges of the records', () => {
  it.each<[RangePreset, DayRange]>([
    ['today', { from: '2026-03-01', to: '2026-03-01' }],
    ['yesterday', { from: '2026-02-28', to: '2026-02-28' }],
    ['week', { from: '2026-02-23', to: '2026-03-01' }],
  ])('%s is %o (across a month end)', (preset, range) => {
    expect(presetRange(preset, today)).toEqual(range)
    expect(presetOf(range, today)).toBe(preset)
  })

  it('a range that is no preset has none', () => {
    expect(presetOf({ from: '2026-02-20', to: '2026-03-01' }, today)).toBeNull()
  })

  it('counts days with both ends and steps over leap days and years', () => {
    expect(daysIn({ from: today, to: today })).toBe(1)
    expect(daysIn({ from: '2024-02-01', to: '2024-03-01' })).toBe(30)
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it.each<[DayRange, RangeIssue | null]>([
    [{ from: '2026-02-01', to: '2026-03-01' }, null], // 29 days
    [{ from: '2026-01-31', to: '2026-03-01' }, null], // 30 days: the cap itself
    [{ from: '2026-01-30', to: '2026-03-01' }, 'too_long'], // 31 days
    [{ from: '2026-03-01', to: '2026-02-28' }, 'order'],
    [{ from: '2026-02-28', to: '2026-03-02' }, 'future'],
    [{ from: '2025-12-02', to: '2025-12-03' }, null], // the 90th day back is still kept
    [{ from: '2025-12-01', to: '2025-12-03' }, 'too_old'],
  ])('custom %o: %s', (range, issue) => {
    expect(rangeIssue(range, today)).toBe(issue)
  })

  it('asks for whole local days', () => {
    const { startTime, endTime } = rangeTimes({ from: '2026-02-28', to: today })
    expect(new Date(startTime)).toEqual(new Date(2026, 1, 28))
    expect(new Date(endTime + 1)).toEqual(new Date(2026, 2, 2))
    expect(dayOf(new Date(2026, 2, 1, 23, 59))).toBe(today)
  })
})

describe('a range carried in an address', () => {
  const today = '2026-11-26'
  it.each([
    ['a valid range', { from: '2026-11-20', to: '2026-11-26' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['one day', { from: '2026-11-01', to: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-01' }],
    ['nothing given', { from: '', to: '' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['not a day', { from: '2026-02-30', to: '2026-03-01' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['not a date at all', { from: 'yesterday', to: '2026-11-26' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['the wrong way round', { from: '2026-11-26', to: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['in the future', { from: '2026-11-26', to: '2026-11-27' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['longer than 30 days', { from: '2026-10-01', to: '2026-11-26' }, { from: '2026-11-20', to: '2026-11-26' }],
    ['older than kept', { from: '2026-08-01', to: '2026-08-02' }, { from: '2026-11-20', to: '2026-11-26' }],
  ])('%s', (_, given, expected) => {
    expect(rangeFromAddress(given, today, 'week')).toEqual(expected)
  })
})
