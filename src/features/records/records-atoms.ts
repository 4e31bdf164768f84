import { Effect } from 'effect'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { rangeTimes, recordPageSize, type DayRange } from '@/domain/date-range'
import { sessionTokenAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { loadAccountRecords } from './records-api'
import type { TransactionType } from './records-schema'

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
  })
