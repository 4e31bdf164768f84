import { addDays, dayOf, type Day } from '../src/domain/date-range'
import type { RebatePage, RebateRow, TeamBet, TeamBetPage } from '../src/features/agent/rebate-report-schema'
import { seededRandom } from '../fixtures/random'
import { agentOwnRebateOf, downlineMoney, downlineRebatesOf, rebateProducts, teamOf, type Downline, type RebateSet } from './agent-team'
import { dayNumber, hash, localMidnight } from './record-rows'

/**
 * The team's bets and the two rebate reports (ODSFE2_lottTeamBet, ODSFE2_agentRebate,
 * ODSFE2_MemberRebate; issue 15, shapes ASSUMED in src/features/agent/rebate-report-schema.ts),
 * read from the same team and days as the P&L report (agent-team.ts): each member's bet day is
 * split into 1-4 orders, one per rebate product, whose amounts add up to the cent to the day's
 * bet, valid bet and payout. The rebates are worked out order by order (one per member, day and
 * product) from the rebates as they stand now (the ones the agent set in this run included).
 * Amounts are kept in integer cents, so every total is exactly the sum of its rows.
 */

export type RebateProduct = (typeof rebateProducts)[number]

export interface TeamReportAsk {
  readonly from: Day
  readonly to: Day
  /** Names containing it, any case. */
  readonly userName?: string | undefined
  /** One of rebateProducts; '' every product. */
  readonly product: string
  /** 1-based. */
  readonly page: number
  readonly size: number
}

/** The games an order is placed in, per product. */
export const teamGameNames: Readonly<Record<RebateProduct, ReadonlyArray<string>>> = {
  VIETNAM_LOTTO: ['Vietnam lottery 45s', 'Vietnam lottery 1m', 'Vietnam lottery 5m'],
  ELOTTO: ['Mega Lotto 6/45', 'Super Lotto 6/49', 'Grand Lotto 6/55'],
  SBO: ['SBO Football', 'SBO Basketball', 'SBO Tennis'],
  FISH: ['Ocean King', 'Fishing War', 'Royal Fishing'],
}

/** One order, amounts in cents, placed at a share of its day (the time is set when asked, today's before now). */
interface Order {
  readonly member: Downline
  readonly day: Day
  readonly orderNo: string
  readonly product: RebateProduct
  readonly gameName: string
  /** Where in its day it was placed, in [0, 1). */
  readonly at: number
  readonly bet: number
  readonly valid: number
  readonly win: number
}

/**
 * `total` (whole units) shared by integer `weights` (some above 0) by the largest remainders: each
 * share is its exact share rounded down or up, and the shares add up to `total`.
 */
const apportion = (total: number, weights: ReadonlyArray<number>): number[] => {
  const sum = weights.reduce((all, weight) => all + weight, 0)
  const shares = weights.map((weight) => Math.floor((total * weight) / sum))
  let left = total - shares.reduce((all, share) => all + share, 0)
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left--
  }
  return shares
}

/**
 * A member's orders on a day (none on a day without bets), the same on every run: 1-4 products in
 * an order of their own, the bet shared in whole pesos (at least ₱1 each), the valid bet in
 * proportion to the bet, the payout at random among them (some orders lose it all).
 */
const ordersOn = (member: Downline, position: number, day: Day, today: Day): Order[] => {
  const money = downlineMoney(member, day, today)
  const bet = Math.round(money.betAmount * 100)
  if (bet <= 0) return []
  const valid = Math.round(money.validBetAmount * 100)
  const payout = Math.round(money.payoutAmount * 100)
  const dayNo = dayNumber(day)
  const random = seededRandom(hash(`teamBets|${member.userName}`) ^ dayNo)
  const products = [...rebateProducts]
  for (let index = products.length - 1; index > 0; index--) {
    const other = random.int(0, index)
    ;[products[index], products[other]] = [products[other]!, products[index]!]
  }
  const count = Math.min(random.int(1, 4), bet)
  const picked = products.slice(0, count)
  const betWeights = picked.map(() => random.int(1, 10))
  const winWeights = picked.map(() => (random.chance(0.4) ? 0 : random.int(1, 20)))
  const games = picked.map((product) => random.pick(teamGameNames[product]))
  const times = picked.map(() => random.next())
  const unit = bet % 100 === 0 && bet / 100 >= count ? 100 : 1
  const bets = apportion(bet / unit - count, betWeights).map((share) => (share + 1) * unit)
  const valids = apportion(valid, bets)
  const wins = apportion(payout, winWeights.some((weight) => weight > 0) ? winWeights.map((weight, index) => weight * bets[index]!) : bets)
  const tag = (hash(`order|${member.userName}|${day}`) >>> 0).toString(36).toUpperCase().slice(-5).padStart(5, '0')
  return picked.map((product, index) => ({
    member,
    day,
    orderNo: `TB${dayNo}${tag}${String(position).padStart(4, '0')}${index}`,
    product,
    gameName: games[index]!,
    at: times[index]!,
    bet: bets[index]!,
    valid: valids[index]!,
    win: wins[index]!,
  }))
}

/** The days from `from` to `to` (no later than today), both included. */
const daysUpTo = (from: Day, to: Day, today: Day): Day[] => {
  const days: Day[] = []
  for (let day = from; day <= to && day <= today; day = addDays(day, 1)) days.push(day)
  return days
}

/** Recent answers' work, by key (a few kept: paging asks for the same range again and again). */
const remembered = <A>() => {
  const known = new Map<string, A>()
  return (key: string, make: () => A): A => {
    const found = known.get(key)
    if (found !== undefined) return found
    const made = make()
    if (known.size >= 8) known.delete(known.keys().next().value!)
    known.set(key, made)
    return made
  }
}
const ordersMemo = remembered<ReadonlyArray<Order>>()

/** Every order of the team over a range, up to today. */
const ordersOf = (agent: string, from: Day, to: Day, today: Day, size: number): ReadonlyArray<Order> =>
  ordersMemo([agent, size, from, to, today].join('|'), () => {
    const days = daysUpTo(from, to, today)
    return teamOf(agent, size).flatMap((member, position) => days.flatMap((day) => ordersOn(member, position, day, today)))
  })

/** An order with its time (ms). */
interface PlacedBet {
  readonly order: Order
  readonly betTime: number
}

/**
 * How much of a day its orders spread over: the whole day before today; today only the whole hours
 * gone by (so no order is after `now`, and today's times move only on the hour).
 */
const spanOf = (day: Day, today: Day, now: number) =>
  day === today
    ? Math.max(0, Math.floor((now - localMidnight(day)) / 3_600_000) * 3_600_000)
    : localMidnight(addDays(day, 1)) - localMidnight(day)

const betsMemo = remembered<ReadonlyArray<PlacedBet>>()

/** Every bet of the team over a range, newest first (then by order number). */
const betsOf = (agent: string, from: Day, to: Day, now: number, size: number): ReadonlyArray<PlacedBet> => {
  const today = dayOf(new Date(now))
  const todaySpan = spanOf(today, today, now)
  return betsMemo([agent, size, from, to, today, todaySpan].join('|'), () =>
    ordersOf(agent, from, to, today, size)
      .map((order) => ({ order, betTime: localMidnight(order.day) + Math.floor(order.at * spanOf(order.day, today, now)) }))
      .sort((a, b) => b.betTime - a.betTime || (a.order.orderNo < b.order.orderNo ? -1 : 1)),
  )
}

/** The rows an ask's filters keep: `userName` a substring in any case, `product` exact ('' any). */
const kept = (ask: TeamReportAsk) => {
  const needle = ask.userName?.trim().toLowerCase() ?? ''
  return (order: Order) => (ask.product === '' || order.product === ask.product) && order.member.userName.toLowerCase().includes(needle)
}

/** The ask's page of rows (1-based) and how many pages there are. */
const pageOf = <A>(rows: ReadonlyArray<A>, ask: TeamReportAsk) => {
  const size = Math.max(1, Math.floor(ask.size))
  const page = Math.max(1, Math.floor(ask.page))
  return { rows: rows.slice((page - 1) * size, page * size), totalPages: Math.ceil(rows.length / size) }
}

/**
 * The team's bets (ODSFE2_lottTeamBet): every order of every member (any level) in the range up to
 * today, newest first, filtered by name and product, paged; `total` over every row the filters keep.
 * A member's bets over a range add up to its betAmount, validBetAmount and payoutAmount in the P&L
 * report (winAmount is the payout; profitAndLoss = winAmount - betAmount).
 */
export const teamBetsOf = (agent: string, ask: TeamReportAsk, now = Date.now(), size = 0): TeamBetPage => {
  const keep = kept(ask)
  const rows = betsOf(agent, ask.from, ask.to, now, size).filter(({ order }) => keep(order))
  const sums = rows.reduce((sum, { order }) => ({ bet: sum.bet + order.bet, valid: sum.valid + order.valid, win: sum.win + order.win }), {
    bet: 0,
    valid: 0,
    win: 0,
  })
  const { rows: shown, totalPages } = pageOf(rows, ask)
  return {
    list: shown.map(({ order, betTime }): TeamBet => ({
      orderNo: order.orderNo,
      userName: order.member.userName,
      level: order.member.level,
      product: order.product,
      gameName: order.gameName,
      betTime,
      betAmount: order.bet / 100,
      validBetAmount: order.valid / 100,
      winAmount: order.win / 100,
      profitAndLoss: (order.win - order.bet) / 100,
    })),
    totalPages,
    total: {
      betAmount: sums.bet / 100,
      validBetAmount: sums.valid / 100,
      winAmount: sums.win / 100,
      profitAndLoss: (sums.win - sums.bet) / 100,
    },
  }
}

/** A rebate rate in tenths of a percent for a member and product (0 or less: no row). */
type RateOf = (member: Downline, product: RebateProduct) => number

/** Each member's current rebate per product, in tenths (rebateProducts' order), looked up once per answer. */
const memberRebates = (agent: string, setOf: RebateSet, size: number) => {
  const known = new Map<string, ReadonlyArray<number>>()
  return (member: Downline, product: RebateProduct) => {
    let tenths = known.get(member.userName)
    if (!tenths) {
      const configs = downlineRebatesOf(agent, member.userName, setOf, size)?.configs ?? []
      tenths = rebateProducts.map((type) => Math.round((configs.find((config) => config.type === type)?.rebateValue ?? 0) * 10))
      known.set(member.userName, tenths)
    }
    return tenths[rebateProducts.indexOf(product)] ?? 0
  }
}

/** One row per order with a valid bet and a rate above 0 (an order is one member, day and product). */
const rebatePageOf = (agent: string, ask: TeamReportAsk, rateOf: RateOf, now: number, size: number): RebatePage => {
  const today = dayOf(new Date(now))
  const keep = kept(ask)
  const rows = ordersOf(agent, ask.from, ask.to, today, size)
    .filter((order) => order.valid > 0 && keep(order))
    .flatMap((order) => {
      const rate = rateOf(order.member, order.product)
      return rate > 0 ? [{ order, rate, rebate: Math.round((order.valid * rate) / 1000) }] : []
    })
    .sort(
      (a, b) =>
        (a.order.day < b.order.day ? 1 : a.order.day > b.order.day ? -1 : 0) ||
        (a.order.member.userName < b.order.member.userName ? -1 : a.order.member.userName > b.order.member.userName ? 1 : 0) ||
        rebateProducts.indexOf(a.order.product) - rebateProducts.indexOf(b.order.product),
    )
  const pending = (day: Day) => day >= today
  const sums = rows.reduce(
    (sum, { order, rebate }) => ({
      valid: sum.valid + order.valid,
      rebate: sum.rebate + rebate,
      pending: sum.pending + (pending(order.day) ? rebate : 0),
    }),
    { valid: 0, rebate: 0, pending: 0 },
  )
  const { rows: shown, totalPages } = pageOf(rows, ask)
  return {
    list: shown.map(({ order, rate, rebate }): RebateRow => ({
      userName: order.member.userName,
      level: order.member.level,
      date: order.day,
      product: order.product,
      validBetAmount: order.valid / 100,
      rate: rate / 10,
      rebateAmount: rebate / 100,
      status: pending(order.day) ? 'PENDING' : 'PAID',
    })),
    totalPages,
    total: { validBetAmount: sums.valid / 100, rebateAmount: sums.rebate / 100, pendingAmount: sums.pending / 100 },
  }
}

/**
 * What the agent earned from its team's play (ODSFE2_agentRebate): per member, day and product with
 * a valid bet, the agent's own rebate less the member's (the difference the agent keeps), where
 * above 0; rebateAmount = valid bet × rate / 100 to the cent; PAID before today, PENDING today.
 * Newest day first, then by name, then in rebateProducts' order; `total` over every row kept,
 * pendingAmount the PENDING rows' rebates. `setOf`: the rebates the agent set in this run.
 */
export const agentRebatesOf = (
  agent: string,
  ask: TeamReportAsk,
  setOf: RebateSet = () => undefined,
  now = Date.now(),
  size = 0,
): RebatePage => {
  const memberTenths = memberRebates(agent, setOf, size)
  const own = new Map(rebateProducts.map((product) => [product, Math.round(agentOwnRebateOf(agent, product) * 10)]))
  return rebatePageOf(agent, ask, (member, product) => own.get(product)! - memberTenths(member, product), now, size)
}

/** What the team's members earned from their own play (ODSFE2_MemberRebate): as agentRebatesOf, at the member's own rebate. */
export const teamRebatesOf = (
  agent: string,
  ask: TeamReportAsk,
  setOf: RebateSet = () => undefined,
  now = Date.now(),
  size = 0,
): RebatePage => rebatePageOf(agent, ask, memberRebates(agent, setOf, size), now, size)
