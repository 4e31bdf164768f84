import { call } from '@/lib/http/call'
import {
  accountRecords,
  betRecords,
  cancelSubOrders,
  excludedGames,
  lotteryOrderDetail,
  lotteryOrders,
  profitAndLoss,
} from './records-endpoints'
import type {
  AccountRecordQuery,
  BetRecordQuery,
  CancelSubOrdersRequest,
  ExcludedGamesQuery,
  LotteryOrdersQuery,
  PnlQuery,
} from './records-schema'

export const loadAccountRecords = (query: AccountRecordQuery) => call(accountRecords, { query })

/** One category's bets, from the relay the category and its settled switch name. */
export const loadBetRecords = (relayName: string, query: BetRecordQuery) => call(betRecords[relayName]!, { query })
export const loadProfitAndLoss = (query: PnlQuery) => call(profitAndLoss, { query })

export const loadLotteryOrders = (query: LotteryOrdersQuery) => call(lotteryOrders, { query })
export const loadLotteryOrderDetail = (orderId: string) => call(lotteryOrderDetail, { query: { orderId } })
export const cancelLotterySubOrders = (request: CancelSubOrdersRequest) => call(cancelSubOrders, { body: request })
export const loadExcludedGames = (query: ExcludedGamesQuery) => call(excludedGames, { query })
