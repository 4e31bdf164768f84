import { endpoint, relay } from '@/lib/http/endpoint'
import { AccountRecordPage, AccountRecordQuery, BetRecordPage, BetRecordQuery, Pnl, PnlQuery, type BetCategory } from './records-schema'

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
