import { call } from '@/lib/http/call'
import { accountRecords } from './records-endpoints'
import type { AccountRecordQuery } from './records-schema'

export const loadAccountRecords = (query: AccountRecordQuery) => call(accountRecords, { query })
