import type { Rebate } from './rebate-schema'

/**
 * What Claim may do with the rebate shown: pay it out, wait for it to reach the platform's minimum,
 * or nothing (no valid bets since the last claim).
 */
export type RebateClaim =
  | { readonly kind: 'ready'; readonly amount: number }
  | { readonly kind: 'below-minimum'; readonly amount: number; readonly minimum: number }
  | { readonly kind: 'nothing' }

export const rebateClaimOf = ({ totalRebate, minClaimAmount }: Rebate): RebateClaim => {
  if (totalRebate <= 0) return { kind: 'nothing' }
  if (totalRebate < minClaimAmount) return { kind: 'below-minimum', amount: totalRebate, minimum: minClaimAmount }
  return { kind: 'ready', amount: totalRebate }
}

/**
 * The claim's name for useClaim's lock: the period it pays, which the last claim opened. A claimed
 * period stays locked until the rebate asked again opens the next one, so a tap between the answer
 * and the new figures cannot claim twice.
 */
export const rebatePeriodOf = ({ lastClaimTime }: Rebate) => `since-${lastClaimTime ?? 'first'}`
