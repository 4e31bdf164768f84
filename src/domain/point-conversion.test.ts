import { describe, expect, it } from 'vitest'
import { cashFor, conversionIssueOf, mostConvertible, type ConversionTerms } from './point-conversion'

const terms: ConversionTerms = { pointsPerPeso: 100, minPoints: 1_000, stepPoints: 100 }

describe('points conversion', () => {
  it.each([
    [1_000, 10],
    [12_300, 123],
    [150, 1.5],
    // A fraction of a cent stays with the operator.
    [1, 0.01],
  ])('%i points credit ₱%d', (points, cash) => {
    expect(cashFor(points, terms)).toBe(cash)
    expect(cashFor(1, { ...terms, pointsPerPeso: 300 })).toBe(0)
    expect(cashFor(1_000, { ...terms, pointsPerPeso: 0 })).toBe(0)
  })

  it.each([
    ['', 'whole'],
    ['12.5', 'whole'],
    ['-100', 'whole'],
    ['1e3', 'whole'],
    ['900', 'below_min'],
    ['1050', 'step'],
    ['12400', 'over_balance'],
    [' 1000 ', null],
    ['12300', null],
  ] as const)('%j with 12,345 points → %s', (typed, issue) => {
    expect(conversionIssueOf(typed, 12_345, terms)).toBe(issue)
  })

  it('the most is the points down to a whole step, or nothing below the least amount', () => {
    expect(mostConvertible(12_345, terms)).toBe(12_300)
    expect(mostConvertible(999, terms)).toBe(0)
    // A step of 0 would divide by nothing: it counts as 1.
    expect(mostConvertible(1_234, { ...terms, stepPoints: 0 })).toBe(1_234)
    expect(conversionIssueOf('1234', 5_000, { ...terms, stepPoints: 0 })).toBeNull()
  })
})
