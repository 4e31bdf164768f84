import { accountRowsOf, betRowsOf, depositRecordsOf, hash, withdrawRecordsOf } from './record-rows'
import * as cashier from '../src/features/cashier/cashier-endpoints'
import { depositStates, type DepositRecord, type WithdrawRecord } from '../src/features/cashier/records-schema'
import { isAgentType } from '../src/domain/member'
import { addDays, dayOf, daysIn, maxRangeDays } from '../src/domain/date-range'
import * as endpoints from '../src/features/records/records-endpoints'
import {
  betCategories,
  lotteryStatuses,
  transactionTypeOf,
  type BetRecord,
  type ExcludedGame,
} from '../src/features/records/records-schema'
import { games } from '../fixtures/games'
import { liveChaseOf, lotteryHistoryOf, orderLineOf, subOrdersOf, type StoredLotteryOrder } from './lottery-orders'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The records (docs/api-contract.md "Records"): the member's generated rows (record-rows.ts)
 * filtered by range and type and served page by page, newest first, as the platform does.
 */

const dayMs = 86_400_000

/** The games the platform leaves out of turnover, in lobby order (by a hash of each game, so a run repeats). */
export const excludedGameRows: ReadonlyArray<ExcludedGame> = games
  .filter((game) => Math.abs(hash(game.nodeId)) % 9 === 0)
  .map((game) => ({
    gameName: game.gameName || game.nodeName,
    gameType: game.gameType,
    vassalage: game.vassalage,
    excludeTurnover: Math.abs(hash(`${game.nodeId}|share`)) % 4 === 0 ? 50 : 100,
  }))

/** A page of `size` rows and how many pages there are. */
export const pageOf = <T>(rows: ReadonlyArray<T>, page: number, size: number) => ({
  list: rows.slice((page - 1) * size, page * size),
  totalPages: Math.ceil(rows.length / size),
})

/** The platform refuses a range longer than 30 whole days or back to front. */
export const rangeRefusal = (startTime: number, endTime: number) =>
  endTime < startTime || endTime - startTime > maxRangeDays * dayMs + 3_600_000 // a day-saving hour of slack
    ? refuse('record.range.invalid', 'The date range can be at most 30 days')
    : null

/** How long the deposit record offers 'accelerate' once it opens. */
const accelerateWindowMs = 30 * 60_000

const sumOf = (amounts: ReadonlyArray<number>) => Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100) / 100
const within = (time: number, { startDate, endDate }: { startDate: number; endDate: number }) => time >= startDate && time <= endDate

export const recordsHandlers = ({ db, store, serve, memberOf, expired, points, onReset, platformNow }: EndpointKit) => {
  /** The lottery: each member's chase placed in this run (on first look), and the issues cancelled. */
  const liveChases = new Map<string, StoredLotteryOrder>()
  const cancelled = new Set<string>()
  onReset(() => {
    liveChases.clear()
    cancelled.clear()
  })
  const lotteryOf = (userName: string, now: number) => {
    const live = liveChases.get(userName) ?? liveChaseOf(userName, now)
    liveChases.set(userName, live)
    return [...lotteryHistoryOf(userName, now), live].map((stored) => {
      const subOrders = subOrdersOf(stored, now, cancelled)
      return { stored, subOrders, line: orderLineOf(stored, subOrders) }
    })
  }

  /** The member's orders of this run as the deposit record shows them: pending ones may be accelerated. */
  const depositsOfRun = (userName: string, now: number): DepositRecord[] =>
    db.deposits
      .findMany((q) => q.where({ userName }))
      .map((order) => {
        const opens = order.createdAt + store.get().accelerateAfterSeconds * 1000
        const expired =
          order.status === 'EXPIRED' || (order.status === 'PENDING' && order.expireTime !== undefined && order.expireTime < now)
        const state = expired
          ? depositStates.expired
          : order.status === 'PENDING'
            ? order.reportedPaid
              ? depositStates.processing
              : depositStates.pending
            : order.status === 'SUCCESS'
              ? depositStates.success
              : order.status === 'CANCELLED'
                ? depositStates.cancelled
                : depositStates.failed
        return {
          depositId: order.depositId,
          depositMethod: order.channelName,
          depositDate: order.createdAt,
          requestedAmount: order.amount,
          amount: order.amount,
          reimbursementAmount: 0,
          customerBankCharge: 0,
          promotionName: null,
          refId: null,
          actualDepositDate: null,
          remark: null,
          state,
          depositSlip: order.receipt ? 'Y' : 'N',
          accelerationStatus: order.reminded ? 'AC' : 'MA',
          accelerateAvailabilityStart: opens,
          accelerateAvailabilityEnd: opens + accelerateWindowMs,
        }
      })
  const withdrawalsOfRun = (userName: string): WithdrawRecord[] =>
    db.withdrawals
      .findMany((q) => q.where({ userName }))
      .map((withdrawal) => ({
        withdrawId: withdrawal.withdrawId,
        withdrawDate: withdrawal.createdAt,
        methodName: withdrawal.methodName,
        accountNo: withdrawal.accountNo,
        amount: withdrawal.amount,
        charge: withdrawal.charge,
        actualAmount: Math.round((withdrawal.amount - withdrawal.charge) * 100) / 100,
        state: 'PENDING',
        remark: null,
      }))

  return [
    ...serve(endpoints.accountRecords, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refusal = rangeRefusal(query.startTime, query.endTime)
      if (refusal) return refusal
      const searched = query.subordinateName?.trim() ?? ''
      if (searched !== '' && !isAgentType(account.member.type))
        return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      // An agent's search finds a member by exact name; the harness has no team yet, so any other account.
      const owner =
        searched === ''
          ? account.member.userName
          : db.accounts.findFirst((q) => q.where({ member: { userName: searched } }))?.member.userName
      if (owner === undefined || (searched !== '' && owner === account.member.userName)) return pageOf([], query.page, query.size)
      // The mall's points have their own type, apart from the money (ASSUMED: 'all' is the money).
      if (query.codeTypes === 'point') {
        const moves = points
          .movesOf(owner)
          .filter((row) => row.txTimeInTimestamp >= query.startTime && row.txTimeInTimestamp <= query.endTime)
        return pageOf(moves.toReversed(), query.page, query.size)
      }
      // A credit site has no deposits or withdrawals (PLATFORM.md §5, CREDITMAR3).
      const credit = store.get().whitelabel.includes('CREDITMAR3')
      const rows = accountRowsOf(owner)
        .filter((row) => row.txTimeInTimestamp >= query.startTime && row.txTimeInTimestamp <= query.endTime)
        .filter((row) => query.codeTypes === '' || transactionTypeOf(row.txTypeId) === query.codeTypes)
        .filter((row) => !credit || !['deposit', 'withdraw'].includes(transactionTypeOf(row.txTypeId) ?? ''))
        .toReversed()
      return pageOf(rows, query.page, query.size)
    }),
    ...serve(cashier.depositRecords, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refusal = rangeRefusal(query.startDate, query.endDate)
      if (refusal) return refusal
      const now = platformNow()
      const userName = account.member.userName
      const rows = [...depositRecordsOf(userName, now), ...depositsOfRun(userName, now)]
        .filter((record) => within(record.depositDate, query))
        .filter((record) => query.depositState === '' || record.state === query.depositState)
        .sort((a, b) => b.depositDate - a.depositDate)
      // The footer counts what was credited: successful deposits only (ASSUMED).
      const credited = rows.filter((record) => record.state === depositStates.success).map((record) => record.amount)
      return { ...pageOf(rows, query.page, query.size), footer: { amount: sumOf(credited) } }
    }),
    ...serve(cashier.depositReminder, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const order = db.deposits.findFirst((q) => q.where({ depositId: body.depositId, userName: account.member.userName }))
      const record = order && depositsOfRun(account.member.userName, platformNow()).find((each) => each.depositId === order.depositId)
      if (!order || !record) return refuse('deposit.not.found', 'Unknown error')
      const now = platformNow()
      const open =
        record.accelerationStatus === 'MA' &&
        now >= (record.accelerateAvailabilityStart ?? 0) &&
        now <= (record.accelerateAvailabilityEnd ?? now)
      if (!open || (record.state !== depositStates.pending && record.state !== depositStates.processing)) {
        return refuse('deposit.reminder.unavailable', 'This order cannot be accelerated now')
      }
      await db.deposits.update((q) => q.where({ depositId: body.depositId }), {
        data(stored) {
          stored.reminded = true
        },
      })
      return null
    }),
    ...serve(cashier.withdrawRecords, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refusal = rangeRefusal(query.startDate, query.endDate)
      if (refusal) return refusal
      const userName = account.member.userName
      const rows = [...withdrawRecordsOf(userName), ...withdrawalsOfRun(userName)]
        .filter((record) => within(record.withdrawDate, query))
        .filter((record) => query.state === '' || record.state === query.state)
        .sort((a, b) => b.withdrawDate - a.withdrawDate)
      const paid = rows.filter((record) => record.state === 'SUCCESS').map((record) => record.amount)
      return { ...pageOf(rows, query.page, query.size), footer: { amount: sumOf(paid) } }
    }),
    // The betting record: one relay per category, settled and unsettled apart where both exist.
    ...betCategories.flatMap((category) => {
      const { settled, unsettled } = endpoints.betRelays[category]
      const serveBets = (name: string, wanted: (bet: BetRecord) => boolean) =>
        serve(endpoints.betRecords[name]!, ({ request, query }) => {
          const account = memberOf(request)
          if (!account) return expired()
          const refusal = rangeRefusal(query.startDate, query.endDate)
          if (refusal) return refusal
          const search = query.orderNoSearch?.trim().toUpperCase() ?? ''
          const rows = betRowsOf(account.member.userName, category)
            .filter(wanted)
            .filter((bet) => within(bet.betTime, query))
            .filter((bet) => query.accountType === '' || bet.accountType === query.accountType)
            .filter((bet) => search === '' || bet.orderNo.includes(search))
            .filter((bet) => query.status === undefined || bet.status === query.status)
            .toReversed()
          const sum = (pick: (bet: BetRecord) => number) => sumOf(rows.map(pick))
          const footer = {
            betAmount: sum((bet) => bet.betAmount),
            validBetAmount: sum((bet) => bet.validBetAmount),
            winAmount: sum((bet) => bet.winAmount),
            validBetting: rows.filter((bet) => bet.validBetAmount > 0).length,
            profitAndLoss: sum((bet) => bet.profitAndLoss),
          }
          return { ...pageOf(rows, query.page, query.size), footer }
        })
      return unsettled
        ? [...serveBets(settled, (bet) => bet.status !== 0), ...serveBets(unsettled, (bet) => bet.status === 0)]
        : serveBets(settled, () => true)
    }),
    // The lottery's own orders, an order's issues, and cancelling issues not drawn yet (money back).
    ...serve(endpoints.lotteryOrders, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refusal = rangeRefusal(query.startDate, query.endDate)
      if (refusal) return refusal
      const issue = query.numero?.trim() ?? ''
      const rows = lotteryOf(account.member.userName, platformNow())
        .filter(({ line }) => within(line.orderTime, query))
        .filter(({ line }) => query.chase === 0 || line.chase)
        .filter(({ line }) => query.productCode === undefined || line.productCode === query.productCode)
        .filter(({ line }) => query.gameId === undefined || line.gameId === query.gameId)
        .filter(({ line }) => query.orderStatus === undefined || line.orderStatus === query.orderStatus)
        .filter(({ subOrders }) => issue === '' || subOrders.some((sub) => sub.numero.includes(issue)))
        .map(({ line }) => line)
        .toReversed()
      const settled = rows.filter((line) => line.orderStatus !== lotteryStatuses.waiting)
      const footer = {
        betAmount: sumOf(rows.map((line) => line.betAmount)),
        winAmount: sumOf(rows.map((line) => line.winAmount)),
        profitAndLoss: sumOf(settled.map((line) => line.winAmount - line.betAmount)),
      }
      return { ...pageOf(rows, query.page, query.size), footer }
    }),
    ...serve(endpoints.lotteryOrderDetail, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const found = lotteryOf(account.member.userName, platformNow()).find(({ line }) => line.orderId === query.orderId)
      return found ? { order: found.line, subOrders: found.subOrders } : refuse('order.not.found', 'Order not found')
    }),
    ...serve(endpoints.cancelSubOrders, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const found = lotteryOf(account.member.userName, platformNow()).find(({ line }) => line.orderId === body.orderId)
      if (!found) return refuse('order.not.found', 'Order not found')
      const chosen = found.subOrders.filter((sub) => body.subOrderIds.includes(sub.subOrderId))
      if (chosen.length === 0 || chosen.length !== body.subOrderIds.length) return refuse('suborder.not.found', 'Order not found')
      if (chosen.some((sub) => sub.orderStatus !== lotteryStatuses.waiting))
        return refuse('suborder.not.cancellable', 'This issue has been drawn or cancelled already')
      for (const sub of chosen) cancelled.add(sub.subOrderId)
      const refunded = sumOf(chosen.map((sub) => sub.betAmount))
      await db.addToMain(account.member.userName, refunded)
      return { refunded }
    }),
    // Games left out of turnover: about one game in nine, most entirely, some by half.
    ...serve(endpoints.excludedGames, ({ request, query }) => {
      if (!memberOf(request)) return expired()
      const name = query.gameName.trim().toLowerCase()
      const rows = excludedGameRows
        .filter((game) => query.vassalage === '' || game.vassalage === query.vassalage)
        .filter((game) => name === '' || game.gameName.toLowerCase().includes(name))
      const { list, totalPages } = pageOf(rows, query.pageNo, query.pageSize)
      return { dataList: list, totalPages }
    }),
    // Profit and loss: the betting record's settled bets of the range, by category and by day.
    ...serve(endpoints.profitAndLoss, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refusal = rangeRefusal(query.startDate, query.endDate)
      if (refusal) return refusal
      const range = { startDate: query.startDate, endDate: query.endDate }
      const bets = betCategories.map((category) => ({
        category,
        bets: betRowsOf(account.member.userName, category).filter((bet) => bet.status !== 0 && within(bet.betTime, range)),
      }))
      const figuresOf = (rows: ReadonlyArray<BetRecord>) => ({
        betAmount: sumOf(rows.map((bet) => bet.betAmount)),
        validBetAmount: sumOf(rows.map((bet) => bet.validBetAmount)),
        winAmount: sumOf(rows.map((bet) => bet.winAmount)),
        profitAndLoss: sumOf(rows.map((bet) => bet.profitAndLoss)),
      })
      const every = bets.flatMap((entry) => entry.bets)
      const first = dayOf(new Date(query.startDate))
      const days = Array.from({ length: daysIn({ from: first, to: dayOf(new Date(query.endDate)) }) }, (_, index) => addDays(first, index))
      return {
        total: figuresOf(every),
        categories: bets.map(({ category, bets: rows }) => ({ category, ...figuresOf(rows) })),
        daily: days.map((date) => ({
          date,
          profitAndLoss: sumOf(every.filter((bet) => dayOf(new Date(bet.betTime)) === date).map((bet) => bet.profitAndLoss)),
        })),
      }
    }),
  ]
}
