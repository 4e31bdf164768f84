import { Effect } from 'effect'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { rangeTimes, recordPageSize, type DayRange } from '@/domain/date-range'
import { sessionTokenAtom } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { moneyAtom } from '@/lib/session/money-atom'
import {
  cancelLotterySubOrders,
  loadAccountRecords,
  loadBetRecords,
  loadExcludedGames,
  loadLotteryOrderDetail,
  loadLotteryOrders,
  loadProfitAndLoss,
} from './records-api'
import { betRelayOf } from './bet-record-rules'
import {
  excludedGamesPageSize,
  type BetCategory,
  type BetStatus,
  type CancelSubOrdersRequest,
  type LotteryStatus,
  type TransactionType,
} from './records-schema'

export interface AccountRecordFilter {
  readonly range: DayRange
  readonly type: TransactionType
  /** An agent's search for one of their members; empty for the member's own record. */
  readonly member: string
}

/** The account record for one filter, page by page (a new filter is a new list: useMemo it). */
export const accountRecordsQuery = ({ range, type, member }: AccountRecordFilter) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const query = {
      codeTypes: type,
      ...(member === '' ? {} : { subordinateName: member }),
      ...rangeTimes(range),
      page,
      size: recordPageSize,
      language: get(languageAtom),
    }
    return Effect.map(loadAccountRecords(query), (answer) => ({ items: answer.list, pageNum: page, totalPages: answer.totalPages }))
  }, inLanguage())

export interface BetRecordFilter {
  readonly category: BetCategory
  readonly settled: boolean
  readonly range: DayRange
  /** A vendor's code; '' for all. */
  readonly vendor: string
  readonly status: BetStatus | null
  readonly orderNo: string
}

/** The betting record for one filter, page by page, with the platform's totals (useMemo per filter). */
export const betRecordsQuery = ({ category, settled, range, vendor, status, orderNo }: BetRecordFilter) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const { startTime, endTime } = rangeTimes(range)
    const query = {
      startDate: startTime,
      endDate: endTime,
      accountType: vendor,
      page,
      size: recordPageSize,
      language: get(languageAtom),
      ...(orderNo === '' ? {} : { orderNoSearch: orderNo }),
      ...(status === null ? {} : { status }),
    }
    return Effect.map(loadBetRecords(betRelayOf(category, settled), query), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      footer: answer.footer,
    }))
  }, inLanguage())

/** Profit and loss for a range (useMemo per range). */
export const profitAndLossQuery = (range: DayRange) =>
  queryAtom((get) => {
    if (!get(sessionTokenAtom)) return null
    const { startTime, endTime } = rangeTimes(range)
    return loadProfitAndLoss({ startDate: startTime, endDate: endTime, language: get(languageAtom) })
  }, inLanguage())

export interface LotteryOrderFilter {
  readonly range: DayRange
  readonly chaseOnly: boolean
  /** A lottery vendor's code; '' for all. */
  readonly vendor: string
  readonly status: LotteryStatus | null
  /** An issue number, or part of one; '' for all. */
  readonly issue: string
}

/** The lottery's own orders for one filter, page by page, with the totals (useMemo per filter). */
export const lotteryOrdersQuery = ({ range, chaseOnly, vendor, status, issue }: LotteryOrderFilter) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const { startTime, endTime } = rangeTimes(range)
    const query = {
      chase: chaseOnly ? (1 as const) : (0 as const),
      startDate: startTime,
      endDate: endTime,
      page,
      size: recordPageSize,
      prizeModeId: 1 as const,
      ...(vendor === '' ? {} : { productCode: vendor }),
      ...(status === null ? {} : { orderStatus: status }),
      ...(issue === '' ? {} : { numero: issue }),
    }
    return Effect.map(loadLotteryOrders(query), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      footer: answer.footer,
    }))
  })

/** One order and its issues (useMemo per order). */
export const lotteryOrderDetailQuery = (orderId: string) =>
  queryAtom((get) => (get(sessionTokenAtom) ? loadLotteryOrderDetail(orderId) : null))

/** Cancels issues of a chase not drawn yet: sent once, never retried; the balance is asked again. */
export const cancelSubOrdersAtom = moneyAtom((request: CancelSubOrdersRequest) => cancelLotterySubOrders(request))

/** The games left out of turnover for a vendor ('' all) and a name search, page by page (useMemo per filter). */
export const excludedGamesQuery = ({ vendor, name }: { readonly vendor: string; readonly name: string }) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const query = { vassalage: vendor, gameName: name, pageNo: page, pageSize: excludedGamesPageSize }
    return Effect.map(loadExcludedGames(query), (answer) => ({ items: answer.dataList, pageNum: page, totalPages: answer.totalPages }))
  })
