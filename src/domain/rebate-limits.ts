/**
 * The rebate an agent gives a member, per product (issue 15 "update a member's rebates within the
 * allowed limits"). A rebate is a percentage with at most one decimal. It may not exceed what the
 * agent may give (`rebateSubordinateLimit`, the agent's own) nor fall below what the member's own
 * members already have (the member could not pay them). The app checks before sending; the
 * harness refuses with the same rule.
 */

export interface RebateBounds {
  readonly min: number
  readonly max: number
}

export type RebateIssue = 'format' | 'below_min' | 'above_max'

const tenths = (value: number) => Math.round(value * 10)

/** The rebate typed, or null when it is not a percentage with at most one decimal. */
export const rebateOf = (typed: string): number | null => {
  const text = typed.trim()
  return /^\d{1,3}(\.\d)?$/.test(text) ? Number(text) : null
}

/** Why a value cannot be given, or null. */
export const rebateValueIssue = (value: number, { min, max }: RebateBounds): RebateIssue | null => {
  // More than one decimal (floating point aside: 0.1 + 0.2 is 0.3).
  if (Math.abs(value * 10 - tenths(value)) > 1e-6) return 'format'
  if (tenths(value) < tenths(min)) return 'below_min'
  if (tenths(value) > tenths(max)) return 'above_max'
  return null
}

/** Why a typed rebate cannot be given, or null. */
export const rebateIssue = (typed: string, bounds: RebateBounds): RebateIssue | null => {
  const value = rebateOf(typed)
  return value === null ? 'format' : rebateValueIssue(value, bounds)
}
