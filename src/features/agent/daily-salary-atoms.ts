import { Effect } from 'effect'
import { recordPageSize } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { loadCurrentSalaryDays, loadPastSalaryDays } from './agent-api'
import { isAgent } from './is-agent'

/** Today and yesterday: asked on every visit (today's figures move as the team plays). */
export const currentSalaryDaysQuery = queryAtom((get) => (isAgent(get) ? loadCurrentSalaryDays : null), { askOnEveryVisit: true })

/** The settled days before yesterday, newest first, page by page. */
export const pastSalaryDaysQuery = pagedQueryAtom((get, page) =>
  isAgent(get)
    ? Effect.map(loadPastSalaryDays({ page, size: recordPageSize }), (answer) => ({
        items: answer.list,
        pageNum: page,
        totalPages: answer.totalPages,
      }))
    : null,
)
