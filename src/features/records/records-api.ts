import { call } from '@/lib/http/call'
import { accountRecords, betRecords, profitAndLoss } from './records-endpoints'
import type { AccountRecordQuery, BetRecordQuery, PnlQuery } from './records-schema'

export const loadAccountRecords = (query: AccountRecordQuery) => call(accountRecords, { query })

/** One category's bets, from the relay the category and its settled switch name. */
export const loadBetRecords = (relayName: string, query: BetRecordQuery) => call(betRecords[relayName]!, { query })
export const loadProfitAndLoss = (query: PnlQuery) => call(profitAndLoss, { query })
