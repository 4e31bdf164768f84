import type { IssuedReward, Ticket } from './rewards-schema'

/** One row of "claimable now": a promotion's issued reward or a ticket, as the list shows it. */
export interface ClaimableRow {
  readonly kind: 'promotion' | 'ticket'
  readonly id: string
  readonly name: string
  readonly amount: number
  /** ms; null: it does not expire. */
  readonly expiresAt: number | null
  /** A ticket whose conditions are not all met cannot be claimed yet: what is still missing. */
  readonly unmet: ReadonlyArray<string>
  /** A promotion reward's type, which its claim names. */
  readonly promotionType?: string
}

const rowOfReward = (reward: IssuedReward): ClaimableRow => ({
  kind: 'promotion',
  id: reward.promotionClaimId,
  name: reward.promotionName,
  amount: reward.bonus,
  expiresAt: reward.expiredTime,
  unmet: [],
  promotionType: reward.promotionType,
})

const rowOfTicket = (ticket: Ticket): ClaimableRow => ({
  kind: 'ticket',
  id: ticket.transactionId,
  name: ticket.ticketName,
  amount: ticket.rewardAmount,
  expiresAt: ticket.expiredTime,
  unmet: ticket.conditionStatus.filter((condition) => !condition.met).map((condition) => condition.description),
})

/**
 * PLATFORM.md §10 "claimable now" (issue 14: promotion claims and tickets): the issued promotion rewards and the tickets in one list, the
 * ones that expire first on top (no expiry last), the expired left out.
 */
export const claimableNow = (
  rewards: ReadonlyArray<IssuedReward>,
  tickets: ReadonlyArray<Ticket>,
  now: number,
): ReadonlyArray<ClaimableRow> =>
  [...rewards.map(rowOfReward), ...tickets.map(rowOfTicket)]
    .filter((row) => row.expiresAt === null || row.expiresAt > now)
    .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity))

/** How long is left, in the largest units that matter: days and hours, else h:mm:ss. */
export const timeLeftParts = (seconds: number): { readonly days: number; readonly hours: number } | { readonly clock: string } => {
  const days = Math.floor(seconds / 86_400)
  if (days >= 1) return { days, hours: Math.floor((seconds % 86_400) / 3600) }
  const pad = (value: number) => String(value).padStart(2, '0')
  return { clock: `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}` }
}
