import { Schema } from 'effect'

/**
 * The reward centre (/m/rewardCenter, issue 14; PLATFORM.md §6 "reward centre", "tickets"). The
 * call names and the fields PLATFORM.md quotes are the platform's; the rest is ASSUMED and defined
 * once here, for the app and the harness (docs/api-contract.md "Reward centre").
 */

/** PROMOFE_getPromoReward: the member's bonus today and in all, and points (PLATFORM.md §6). */
export const PromoReward = Schema.Struct({
  dailyReceivedBonus: Schema.Number,
  totalBonus: Schema.Number,
  totalPoints: Schema.Number,
})
export type PromoReward = typeof PromoReward.Type

/** MCSFE_getClaimPromotion's status: I issued (waiting to be claimed), C claimed (ASSUMED letter). */
export const ClaimStatus = Schema.Literals(['I', 'C'])
export const ClaimPromotionQuery = Schema.Struct({ promotionType: Schema.String, status: ClaimStatus })

/** A promotion reward issued to the member (ASSUMED beyond rewardId and promotionType). */
export const IssuedReward = Schema.Struct({
  rewardId: Schema.String,
  /** What the claim call names it by. */
  promotionClaimId: Schema.String,
  promotionType: Schema.String,
  promotionName: Schema.String,
  /** In the wallet's currency. */
  bonus: Schema.Number,
  /** ms; null: it does not expire. */
  expiredTime: Schema.NullOr(Schema.Number),
  /** ms; when it was claimed (status C). */
  claimedTime: Schema.optional(Schema.NullOr(Schema.Number)),
})
export type IssuedReward = typeof IssuedReward.Type
export const IssuedRewards = Schema.Array(IssuedReward)

export const ClaimIssuedRequest = Schema.Struct({ promotionClaimId: Schema.String, promotionType: Schema.String })

/** PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE. */
export const TicketQuery = Schema.Struct({ isApp: Schema.Literal('N'), status: Schema.Literal('AVAILABLE') })

/** A ticket's condition and whether the member has met it (ASSUMED shape of `conditionStatus`). */
export const TicketCondition = Schema.Struct({ description: Schema.String, met: Schema.Boolean })

/** A ticket (ASSUMED beyond transactionId and conditionStatus; kinds after PLATFORM.md §6). */
export const Ticket = Schema.Struct({
  transactionId: Schema.String,
  ticketName: Schema.String,
  /** RAFFLE, TREASURE, LUCKY_RED_PACKET, FREE_SPIN, … */
  ticketType: Schema.String,
  /** What it pays when claimed (0 when the prize is drawn on claiming). */
  rewardAmount: Schema.Number,
  expiredTime: Schema.NullOr(Schema.Number),
  conditionStatus: Schema.Array(TicketCondition),
})
export type Ticket = typeof Ticket.Type
export const Tickets = Schema.Array(Ticket)

export const ClaimTicketRequest = Schema.Struct({ transactionId: Schema.String, isApp: Schema.Literal('N') })

/** What a claim credited (ASSUMED). */
export const ClaimedReward = Schema.Struct({ claimedMoney: Schema.Number })
export type ClaimedReward = typeof ClaimedReward.Type
