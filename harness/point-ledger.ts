import { otherMembersPoints, redemptionFixtures, startingPoints } from '../fixtures/mall'
import { transactionTypeIds, type AccountRecord } from '../src/features/records/records-schema'

/** A move of a member's points: bets settled, a redemption, one rejected (its points back), a conversion into cash. */
interface Move {
  /** Signed: points in are positive. */
  readonly points: number
  readonly at: number
  /** The order the move belongs to (a redemption's id); the settlement's day for points earned. */
  readonly orderNo: string
  /** The platform's note: what was redeemed, or what a conversion paid. */
  readonly remark: string | null
}

const day = 24 * 60 * 60 * 1000
/** Before the run a member's points came from this many daily settlements of their bets, the last one a day ago. */
const settlementDays = 28
/** A rejected redemption's points come back this long after it was made. */
const returnedAfter = 60 * 60 * 1000

/**
 * Each member's points and every move of them (the points mall's balance and the account record's
 * point moves, PLATFORM.md §6 "ODSFE2_MemTransDet (point moves)"). Before the run: the bets'
 * daily settlements and the redemptions of fixtures/mall.ts (a rejected one returned), adding up
 * to the member's starting points; then this run's redemptions and conversions. Kept in memory
 * until a harness reset.
 */
export const makePointLedger = (platformNow: () => number) => {
  const runMoves = new Map<string, Move[]>()

  /** The starting points and this run's moves: the balance is never kept apart from them. */
  const balanceOf = (userName: string) =>
    (runMoves.get(userName) ?? []).reduce((sum, move) => sum + move.points, startingPoints[userName] ?? otherMembersPoints)

  /** Takes points for a redemption or a conversion (checked by the caller); answers the points left. */
  const spend = (userName: string, points: number, move: { orderNo: string; remark: string }) => {
    runMoves.set(userName, [...(runMoves.get(userName) ?? []), { ...move, points: -points, at: platformNow() }])
    return balanceOf(userName)
  }

  /** The moves before the run, relative to `now` as the mall's history is, oldest first. */
  const historyOf = (userName: string, now: number): Move[] => {
    const redemptions = (redemptionFixtures[userName] ?? []).flatMap(({ redeemId, rewardName, points, redeemedIn, status }): Move[] => {
      const redeemed: Move = { points: -points, at: now + redeemedIn, orderNo: redeemId, remark: rewardName }
      if (status !== 'REJECTED') return [redeemed]
      return [redeemed, { ...redeemed, points, at: redeemed.at + returnedAfter, remark: `Rejected, points returned: ${rewardName}` }]
    })
    const spent = redemptions.reduce((sum, move) => sum - move.points, 0)
    const earned = (startingPoints[userName] ?? otherMembersPoints) + spent
    const share = Math.floor(earned / settlementDays)
    const settlements = Array.from({ length: settlementDays }, (_, index): Move => {
      const at = now - (settlementDays - index) * day
      return {
        points: index === settlementDays - 1 ? earned - share * (settlementDays - 1) : share,
        at,
        orderNo: `PE${new Date(at).toISOString().slice(2, 10).replaceAll('-', '')}`,
        remark: null,
      }
    })
    return [...settlements, ...redemptions].sort((a, b) => a.at - b.at)
  }

  /** Every move of a member's points up to `now` as account record rows (type point), oldest first, with the points after each. */
  const movesOf = (userName: string, now = platformNow()): AccountRecord[] => {
    let balance = 0
    return [...historyOf(userName, now), ...(runMoves.get(userName) ?? [])].map((move, index) => {
      balance += move.points
      return {
        txId: `PT-${userName}-${index}`,
        txTypeId: transactionTypeIds.point,
        txTypeName: 'Points',
        orderNo: move.orderNo,
        remark: move.remark,
        txTimeInTimestamp: move.at,
        amount: move.points,
        currentAvailBalance: balance,
        customerName: userName,
      }
    })
  }

  return { balanceOf, spend, movesOf, reset: () => runMoves.clear() }
}

export type PointLedger = ReturnType<typeof makePointLedger>
