import type { PointReward } from './mall-schema'

/**
 * The points mall's rules (issue 14), pure and table-tested: how many of an item the member may
 * redeem now, and why none when none.
 */

/** Why an item cannot be redeemed now, in the order the member would want to know it. */
export type Unavailable = 'sold_out' | 'limit_reached' | 'not_enough_points'

export interface Redeemable {
  /** The most the member may redeem at once (0: none). */
  readonly max: number
  readonly reason: Unavailable | null
}

/**
 * The least of the stock, what is left of the member's limit, and what their points pay for.
 * Points not known yet (loading, or failed: the points card says so with Retry) pay for none, and
 * are not said to be too few.
 */
export const redeemableOf = (item: PointReward, points: number | null): Redeemable => {
  const stockLeft = item.stock ?? Infinity
  if (stockLeft <= 0) return { max: 0, reason: 'sold_out' }
  const limitLeft = item.perMemberLimit === null ? Infinity : item.perMemberLimit - item.redeemedCount
  if (limitLeft <= 0) return { max: 0, reason: 'limit_reached' }
  if (points === null) return { max: 0, reason: null }
  const affordable = item.points > 0 ? Math.floor(points / item.points) : Infinity
  if (affordable <= 0) return { max: 0, reason: 'not_enough_points' }
  return { max: Math.min(stockLeft, limitLeft, affordable), reason: null }
}

/** A quantity kept within 1 and the item's most (the stepper never goes beyond either). */
export const clampQuantity = (quantity: number, max: number) => Math.max(1, Math.min(Math.floor(quantity), Math.max(max, 1)))
