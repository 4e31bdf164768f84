import { describe, expect, it } from 'vitest'
import { rebateIssue, rebateOf, rebateValueIssue } from './rebate-limits'

const bounds = { min: 0.5, max: 2.3 }

describe('rebate limits', () => {
  it.each([
    ['1.2', null],
    ['0.5', null],
    ['2.3', null],
    [' 2 ', null],
    ['0.4', 'below_min'],
    ['0', 'below_min'],
    ['2.4', 'above_max'],
    ['12', 'above_max'],
    ['1.25', 'format'],
    ['', 'format'],
    ['-1', 'format'],
    ['1,5', 'format'],
    ['abc', 'format'],
    ['1.', 'format'],
  ])('%j → %s', (typed, issue) => {
    expect(rebateIssue(typed, bounds)).toBe(issue)
  })

  it('compares in tenths, so floating point never moves a bound', () => {
    expect(rebateValueIssue(0.1 + 0.2, { min: 0.3, max: 0.3 })).toBeNull()
    expect(rebateValueIssue(2.3, { min: 0, max: 2.3 })).toBeNull()
    expect(rebateValueIssue(1.05, bounds)).toBe('format')
  })

  it('reads a typed percentage', () => {
    expect(rebateOf('1.5')).toBe(1.5)
    expect(rebateOf('7')).toBe(7)
    expect(rebateOf('1.55')).toBeNull()
  })
})
