import { Effect } from 'effect'
import type { Getter } from 'jotai'
import { rangeTimes, recordPageSize, type DayRange } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { viewerAtom } from '@/lib/session/session-atoms'
import { loadMemberPnl, loadTeamOverviewDays, loadTeamOverviewSum, loadTeamPnl } from './agent-api'

/** Only an agent has a team (the routes' guard sends others home; this keeps the calls from going first). */
const isAgent = (get: Getter) => get(viewerAtom).kind === 'agent'

const rangeQuery = (range: DayRange) => {
  const { startTime, endTime } = rangeTimes(range)
  return { startDate: startTime, endDate: endTime }
}

/** How many of the range's busiest members the overview lists. */
export const busiestCount = 10

/**
 * Team overview (/m/agent/team/overview) for a range: the totals, the days and the busiest members,
 * asked side by side. One atom per range (useMemo): a new range interrupts the old one's calls.
 */
export const teamOverviewQuery = (range: DayRange) =>
  queryAtom((get) => {
    if (!isAgent(get)) return null
    const query = rangeQuery(range)
    return Effect.all(
      {
        sum: loadTeamOverviewSum(query),
        days: Effect.map(loadTeamOverviewDays(query), (answer) => answer.list),
        busiest: Effect.map(loadTeamPnl({ ...query, page: 1, size: busiestCount }), (answer) => answer.list),
      },
      { concurrency: 'unbounded' },
    )
  })

/** Team P&L (/m/agent/team/pnl) for a range and a member search, page by page (useMemo per filter). */
export const teamPnlQuery = ({ range, member }: { readonly range: DayRange; readonly member: string }) =>
  pagedQueryAtom((get, page) => {
    if (!isAgent(get)) return null
    const query = { ...rangeQuery(range), ...(member === '' ? {} : { userName: member }), page, size: recordPageSize }
    return Effect.map(loadTeamPnl(query), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      total: answer.total,
      daily: answer.daily,
    }))
  })

/** One member of the team over a range (/m/agent/team/member). */
export const memberPnlQuery = ({ range, member }: { readonly range: DayRange; readonly member: string }) =>
  queryAtom((get) => (isAgent(get) && member !== '' ? loadMemberPnl({ userName: member, ...rangeQuery(range) }) : null))
