/**
 * The rule a contract's terms keep (issue 15 contracts; ASSUMED, docs/api-contract.md "Contracts"):
 * one to five tiers, each asking more of the team than the one before and paying more for it, and
 * none paying more than the offering agent's own top rate (nobody gives more than they get). The
 * contract page checks before sending; the harness refuses with the same rule.
 */

export interface TierValues {
  readonly threshold: number
  readonly activeMembers: number
  readonly rate: number
}

export const tiersMax = 5

/**
 * Why a tier cannot be offered (null: it can): a threshold that is not an amount above zero, or not
 * above the tier before; an active-member count that is not a whole number, or fewer than the tier
 * before; a rate that is not a percentage above zero with at most two decimals, above the agent's
 * own, or not above the tier before.
 */
export type TierIssue = 'threshold' | 'threshold_order' | 'active' | 'active_order' | 'rate' | 'rate_max' | 'rate_order'

const hundredths = (value: number) => Math.round(value * 100)
/** A positive number with at most two decimals (floating point aside: 0.1 + 0.2 is 0.3). */
const isCents = (value: number) => Number.isFinite(value) && value > 0 && Math.abs(value * 100 - hundredths(value)) < 1e-6

const tierIssue = (tier: TierValues, before: TierValues | undefined, rateMax: number): TierIssue | null => {
  if (!isCents(tier.threshold)) return 'threshold'
  if (before && isCents(before.threshold) && hundredths(tier.threshold) <= hundredths(before.threshold)) return 'threshold_order'
  if (!Number.isInteger(tier.activeMembers) || tier.activeMembers < 0) return 'active'
  if (before && Number.isInteger(before.activeMembers) && tier.activeMembers < before.activeMembers) return 'active_order'
  if (!isCents(tier.rate) || tier.rate > 100) return 'rate'
  if (hundredths(tier.rate) > hundredths(rateMax)) return 'rate_max'
  if (before && isCents(before.rate) && hundredths(tier.rate) <= hundredths(before.rate)) return 'rate_order'
  return null
}

/** Each tier's issue, in order (null where the tier can be offered). */
export const tierIssuesOf = (terms: ReadonlyArray<TierValues>, rateMax: number): ReadonlyArray<TierIssue | null> =>
  terms.map((tier, index) => tierIssue(tier, terms[index - 1], rateMax))

/** Why the terms as a whole cannot be offered, or null: no tiers or too many, a tier out of the rule, a rate above the agent's own. */
export const termsIssueOf = (terms: ReadonlyArray<TierValues>, rateMax: number): 'count' | 'tier' | 'rate_max' | null => {
  if (terms.length === 0 || terms.length > tiersMax) return 'count'
  const issues = tierIssuesOf(terms, rateMax)
  if (issues.some((issue) => issue !== null && issue !== 'rate_max')) return 'tier'
  return issues.includes('rate_max') ? 'rate_max' : null
}
