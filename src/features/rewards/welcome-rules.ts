import type { ClaimableRow } from './reward-rules'
import type { WelcomeBonus } from './welcome-schema'

/**
 * The welcome bonuses still to claim, as "claimable now" rows (reward-row.tsx draws them): the one
 * whose time ends first on top, no limit last, those whose time is over left out.
 */
export const welcomeToClaim = (bonuses: ReadonlyArray<WelcomeBonus>, now: number): ReadonlyArray<ClaimableRow> =>
  bonuses
    .filter((bonus) => bonus.status === 'CLAIMABLE' && (bonus.claimBefore === null || bonus.claimBefore > now))
    .map((bonus) => ({
      kind: 'promotion' as const,
      id: bonus.promotionId,
      name: bonus.promotionName,
      amount: bonus.bonus,
      expiresAt: bonus.claimBefore,
      unmet: [],
    }))
    .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity))

/** The welcome bonuses claimed, the latest first. */
export const welcomeClaimed = (bonuses: ReadonlyArray<WelcomeBonus>) =>
  bonuses.filter((bonus) => bonus.status === 'CLAIMED').sort((a, b) => (b.claimedTime ?? 0) - (a.claimedTime ?? 0))

/** What the welcome bonuses still to claim add up to (the reward centre's link says it). */
export const welcomeTotalOf = (bonuses: ReadonlyArray<WelcomeBonus>, now: number) =>
  welcomeToClaim(bonuses, now).reduce((sum, row) => sum + row.amount, 0)
