/**
 * Points turned into cash in the main wallet (the points mall's conversion, PLATFORM.md §6
 * `passwordCheck/MCSFE_convertPoint`): at the operator's rate, from a least amount and in whole
 * steps, never more than the member holds. The app checks before sending and the harness refuses
 * by the same rule. The terms' shape is ASSUMED (src/features/mall/mall-schema.ts).
 */
export interface ConversionTerms {
  /** Points that make ₱1 (100: 1,000 points are ₱10). */
  readonly pointsPerPeso: number
  readonly minPoints: number
  /** Points convert in multiples of this. */
  readonly stepPoints: number
}

const stepOf = (terms: ConversionTerms) => Math.max(1, Math.floor(terms.stepPoints))

/** What converting `points` credits: whole cents, rounded down (the operator keeps the fraction). */
export const cashFor = (points: number, terms: ConversionTerms) =>
  terms.pointsPerPeso > 0 ? Math.floor((points * 100) / terms.pointsPerPeso) / 100 : 0

/** The most the member may convert now: their points down to a whole step; 0 below the least amount. */
export const mostConvertible = (balance: number, terms: ConversionTerms) => {
  const most = Math.floor(balance / stepOf(terms)) * stepOf(terms)
  return most >= terms.minPoints ? most : 0
}

export type ConversionIssue = 'whole' | 'below_min' | 'step' | 'over_balance'

/** What is wrong with the points typed, in the order a member would fix it; null when they convert. */
export const conversionIssueOf = (typed: string, balance: number, terms: ConversionTerms): ConversionIssue | null => {
  const text = typed.trim()
  if (!/^\d+$/.test(text)) return 'whole'
  const points = Number(text)
  if (points < terms.minPoints) return 'below_min'
  if (points % stepOf(terms) !== 0) return 'step'
  if (points > balance) return 'over_balance'
  return null
}
