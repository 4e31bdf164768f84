import { endpoint, relay } from '@/lib/http/endpoint'
import { Schema } from 'effect'
import {
  AccountRecordPage,
  AccountRecordQuery,
  BetRecordPage,
  BetRecordQuery,
  CancelSubOrdersRequest,
  CancelSubOrdersResult,
  ExcludedGamesPage,
  ExcludedGamesQuery,
  LotteryOrderDetail,
  LotteryOrderPage,
  LotteryOrdersQuery,
  Pnl,
  PnlQuery,
  type BetCategory,
} from './records-schema'

/** The records' calls (docs/api-contract.md "Records"); the SPEC's ODS2_MemberTransaction is an alias. */
export const accountRecords = endpoint({
  method: 'GET',
  path: relay('ODSFE2_MemTransDet'),
  aliases: [relay('ODS2_MemberTransaction')],
  query: AccountRecordQuery,
  success: AccountRecordPage,
  module: 'TRANSREC3',
})

/** The betting record's relay per category; sports and e-lottery answer settled and unsettled apart. */
export const betRelays: Readonly<Record<BetCategory, { readonly settled: string; readonly unsettled: string | null }>> = {
  RNG: { settled: 'ODSFE2_RNGOrders', unsettled: null },
  LIVE: { settled: 'ODSFE2_LiveOrders', unsettled: null },
  FISH: { settled: 'ODSFE2_FishOrders', unsettled: null },
  PVP: { settled: 'ODSFE2_PvPOrders', unsettled: null },
  SPORTS: { settled: 'ODSFE2_SportsSettOrders', unsettled: 'ODSFE2_SportsUnsettOrders' },
  ELOTT: { settled: 'ODSFE2_ElottSettledOrders', unsettled: 'ODSFE2_ElottUnsettledOrders' },
}

const betRecordsOf = (name: string) =>
  endpoint({ method: 'GET', path: relay(name), query: BetRecordQuery, success: BetRecordPage, module: 'TRANSBETREPMEM3' })

/** One declaration per relay name. */
export const betRecords = Object.fromEntries(
  Object.values(betRelays)
    .flatMap(({ settled, unsettled }) => (unsettled ? [settled, unsettled] : [settled]))
    .map((name) => [name, betRecordsOf(name)]),
) as Readonly<Record<string, ReturnType<typeof betRecordsOf>>>

/** Profit and loss for a range (ASSUMED shape; the menu's PERSREP module). */
export const profitAndLoss = endpoint({ method: 'GET', path: relay('ODSFE2_MemPNL'), query: PnlQuery, success: Pnl, module: 'PERSREP' })

/** The lottery's own orders (SPEC §7 Games; ODSFE2_lottMemBet is the platform's relay name for the same list). */
export const lotteryOrders = endpoint({
  method: 'GET',
  path: '/lgw/orders',
  aliases: [relay('ODSFE2_lottMemBet')],
  query: LotteryOrdersQuery,
  success: LotteryOrderPage,
  module: 'TRANSBETREPMEM3',
})
export const lotteryOrderDetail = endpoint({
  method: 'GET',
  path: '/lgw/orders/detail',
  query: Schema.Struct({ orderId: Schema.String }),
  success: LotteryOrderDetail,
})
/** Money comes back: sent once, never retried (PLATFORM.md names /wps/game/lotto/cancelSubOrders, the SPEC the /lgw path). */
export const cancelSubOrders = endpoint({
  method: 'POST',
  path: '/wps/game/lotto/cancelSubOrders',
  aliases: ['/lgw/orders/suborders/cancel'],
  body: CancelSubOrdersRequest,
  success: CancelSubOrdersResult,
  money: true,
})

/** The games left out of turnover, by vendor and name (linked from the betting record). */
export const excludedGames = endpoint({
  method: 'GET',
  path: relay('GCSGAME_getExcludeTurnoverV2'),
  query: ExcludedGamesQuery,
  success: ExcludedGamesPage,
})
