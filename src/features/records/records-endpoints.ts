import { endpoint, relay } from '@/lib/http/endpoint'
import { AccountRecordPage, AccountRecordQuery } from './records-schema'

/** The records' calls (docs/api-contract.md "Records"); the SPEC's ODS2_MemberTransaction is an alias. */
export const accountRecords = endpoint({
  method: 'GET',
  path: relay('ODSFE2_MemTransDet'),
  aliases: [relay('ODS2_MemberTransaction')],
  query: AccountRecordQuery,
  success: AccountRecordPage,
  module: 'TRANSREC3',
})
