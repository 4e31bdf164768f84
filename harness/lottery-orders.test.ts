import { describe, expect, it } from 'vitest'
import { drawEveryMs, issueOf, liveChaseOf, lotteryHistoryOf, orderLineOf, subOrdersOf } from './lottery-orders'

const at = (hours: number, minutes: number) => new Date(2026, 10, 26, hours, minutes).getTime()

describe('the harness lottery', () => {
  it.each([
    [at(0, 10), '20261126-001'],
    [at(3, 30), '20261126-021'],
    [at(23, 50), '20261126-143'],
    [at(24, 0), '20261126-144'],
  ])('the draw at %i is issue %s', (drawAt, issue) => {
    expect(issueOf(drawAt)).toBe(issue)
  })

  it('the same orders on every run, none placed after now, about one in four a chase', () => {
    const now = at(12, 0)
    const orders = lotteryHistoryOf('player01', now)
    expect(lotteryHistoryOf('player01', now)).toEqual(orders)
    expect(orders.every((stored) => stored.order.orderTime <= now)).toBe(true)
    const chases = orders.filter((stored) => stored.order.chase).length / orders.length
    expect(chases).toBeGreaterThan(0.1)
    expect(chases).toBeLessThan(0.4)
  })

  it("a chase's issues wait until their draw, then win or lose; a cancelled one is out of the order's stake", () => {
    const placed = at(10, 3)
    const chase = liveChaseOf('player01', placed)
    expect(chase.draws).toEqual([0, 1, 2, 3, 4].map((index) => at(10, 10) + index * drawEveryMs))
    // Placed after bets on the next draw closed (a minute before it), the chase starts at the one after.
    expect(liveChaseOf('player01', at(10, 9) + 30_000).draws[0]).toBe(at(10, 20))
    const midway = at(10, 25)
    const subs = subOrdersOf(chase, midway, new Set([`${chase.order.orderId}-5`]))
    expect(subs.map((sub) => sub.orderStatus === 0)).toEqual([false, false, true, true, false])
    expect(subs[4]!.orderStatus).toBe(3)
    const line = orderLineOf(chase, subs)
    expect(line.orderStatus).toBe(0)
    expect(line.betAmount).toBe(chase.perIssue * 4)
    expect(line.numero).toBe('20261126-061')
  })
})
