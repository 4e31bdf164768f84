import { describe, expect, it } from 'vitest'
import { formatAmount, formatBalance, formatSigned } from './money'

describe('money formats', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [Number.NaN, '0.00'],
  ])('balance %d → %s', (amount, text) => {
    expect(formatBalance(amount)).toBe(text)
  })

  it.each([
    [100, '100'],
    [50_000, '50,000'],
    [16.66, '16.66'],
    [99.5, '99.50'],
  ])('amount %d → %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text)
  })
  it('writes a movement signed, with a true minus sign', () => {
    expect([formatSigned(1234.5), formatSigned(-20), formatSigned(0)]).toEqual(['+1,234.50', '\u221220.00', '0.00'])
  })
})
