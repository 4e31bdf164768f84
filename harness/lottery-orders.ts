import { addDays, dayOf, keptDays } from '../src/domain/date-range'
import { lotteryStatuses, type LotteryOrder, type LotterySubOrder } from '../src/features/records/records-schema'
import { gameAt } from '../fixtures/games'
import { seededRandom, type SeededRandom } from '../fixtures/random'
import { vendorOffers } from '../fixtures/vendors'
import { cents, dayNumber, hash, localMidnight } from './record-rows'

/**
 * The lottery's own orders (docs/api-contract.md "Records"): 90 days of them per member from a
 * seed, a draw every 10 minutes, about one in four a chase over 3 to 6 draws. What an issue won is
 * decided by the seed once its draw time has passed; an issue not drawn yet can be cancelled.
 */

export const drawEveryMs = 10 * 60_000
const plays = ['Straight', 'Rambolito', 'Big/Small', 'Odd/Even', 'Lucky pick']

/** An order as the harness keeps it: its fixed part and the draws of its issues. */
export interface StoredLotteryOrder {
  readonly order: Omit<LotteryOrder, 'orderStatus' | 'winAmount' | 'betAmount' | 'numero'>
  readonly perIssue: number
  /** The draw times of the issues bet on, in order. */
  readonly draws: ReadonlyArray<number>
}

/** The issue drawn at `drawAt`: the player's day and the draw of that day (001 to 144). */
export const issueOf = (drawAt: number) => {
  const day = dayOf(new Date(drawAt - 1))
  const index = Math.ceil((drawAt - localMidnight(day)) / drawEveryMs)
  return `${day.replaceAll('-', '')}-${String(index).padStart(3, '0')}`
}
/** Bets on an issue close a minute before its draw, as a lottery's do: a chase placed later starts at the draw after. */
const betsCloseBeforeDrawMs = 60_000
/** The first draw after `time`. */
const nextDraw = (time: number) => Math.floor(time / drawEveryMs) * drawEveryMs + drawEveryMs

const lotteryOffers = vendorOffers.filter((offer) => offer.category === 'LOTT')

const orderOf = (random: SeededRandom, orderId: string, orderTime: number, issues: number): StoredLotteryOrder => {
  const offer = random.pick(lotteryOffers)
  const game = gameAt(offer.vassalage, 'LOTT', random.int(0, offer.games - 1))
  const first = nextDraw(orderTime + betsCloseBeforeDrawMs)
  return {
    order: {
      orderId,
      gameId: game.nodeId,
      gameName: game.gameName || game.nodeName,
      productCode: offer.vassalage,
      playName: random.pick(plays),
      betContent: Array.from({ length: random.int(1, 4) }, () => random.int(0, 9)).join(','),
      orderTime,
      chase: issues > 1,
      chaseIssues: issues,
    },
    perIssue: random.pick([10, 20, 50, 100]),
    draws: Array.from({ length: issues }, (_, index) => first + index * drawEveryMs),
  }
}

/** A member's orders placed in the last 90 days until `now`, oldest first. */
export const lotteryHistoryOf = (userName: string, now: number): ReadonlyArray<StoredLotteryOrder> => {
  const today = dayOf(new Date(now))
  const orders: StoredLotteryOrder[] = []
  for (let back = keptDays - 1; back >= 0; back--) {
    const day = addDays(today, -back)
    const random = seededRandom(hash(`${userName}|LOTT`) ^ dayNumber(day))
    const times = Array.from({ length: random.int(3, 7) }, () => random.int(0, 86_399)).sort((a, b) => a - b)
    times.forEach((second, index) => {
      const orderTime = localMidnight(day) + second * 1000
      const issues = random.chance(0.25) ? random.int(3, 6) : 1
      const order = orderOf(random, `LT${day.replaceAll('-', '').slice(2)}${String(index).padStart(2, '0')}`, orderTime, issues)
      if (orderTime <= now) orders.push(order)
    })
  }
  return orders
}

/** A chase placed now on the next five draws: the run's order whose issues can still be cancelled. */
export const liveChaseOf = (userName: string, now: number): StoredLotteryOrder =>
  orderOf(seededRandom(hash(`${userName}|LOTT|live`)), `LC${String(now).slice(-8)}`, now, 5)

/** Each issue as the platform reports it at `now`: cancelled, waiting for its draw, or won or lost. */
export const subOrdersOf = (stored: StoredLotteryOrder, now: number, cancelled: ReadonlySet<string>): LotterySubOrder[] =>
  stored.draws.map((drawAt, index) => {
    const subOrderId = `${stored.order.orderId}-${index + 1}`
    const random = seededRandom(hash(subOrderId))
    const won = random.chance(0.15)
    const drawNumbers = Array.from({ length: 4 }, () => random.int(0, 9)).join(',')
    const base = { subOrderId, numero: issueOf(drawAt), betAmount: stored.perIssue }
    if (cancelled.has(subOrderId)) return { ...base, winAmount: 0, orderStatus: lotteryStatuses.cancelled, drawNumbers: null }
    if (drawAt > now) return { ...base, winAmount: 0, orderStatus: lotteryStatuses.waiting, drawNumbers: null }
    return won
      ? { ...base, winAmount: cents(stored.perIssue * 9), orderStatus: lotteryStatuses.won, drawNumbers }
      : { ...base, winAmount: 0, orderStatus: lotteryStatuses.lost, drawNumbers }
  })

/** The order's own line: its stake less what was cancelled, what it won, and where it stands. */
export const orderLineOf = (stored: StoredLotteryOrder, subOrders: ReadonlyArray<LotterySubOrder>): LotteryOrder => {
  const played = subOrders.filter((sub) => sub.orderStatus !== lotteryStatuses.cancelled)
  const status =
    played.length === 0
      ? lotteryStatuses.cancelled
      : played.some((sub) => sub.orderStatus === lotteryStatuses.waiting)
        ? lotteryStatuses.waiting
        : played.some((sub) => sub.orderStatus === lotteryStatuses.won)
          ? lotteryStatuses.won
          : lotteryStatuses.lost
  return {
    ...stored.order,
    numero: subOrders[0]?.numero ?? '',
    betAmount: cents(played.reduce((sum, sub) => sum + sub.betAmount, 0)),
    winAmount: cents(played.reduce((sum, sub) => sum + sub.winAmount, 0)),
    orderStatus: status,
  }
}
