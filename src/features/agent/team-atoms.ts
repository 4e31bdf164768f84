import { Effect } from 'effect'
import { rangeTimes, recordPageSize, type DayRange } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import {
  loadAgentRebates,
  loadTeamBets,
  loadTeamRebates,
  loadDownlineRebates,
  loadDownlines,
  loadSimpleDownlines,
  loadMemberPnl,
  loadTeamOverviewDays,
  loadTeamOverviewSum,
  loadTeamPnl,
  makeDownlineAgent,
  nameDownline,
  saveDownlineRebates,
  sendToDownline,
  setDownlinePassword,
} from './agent-api'
import type {
  DownlineNicknameRequest,
  DownlinePasswordRequest,
  PromoteDownlineRequest,
  TransferDownlineRequest,
  UpdateRebatesRequest,
} from './downline-schema'
import { isAgent } from './is-agent'

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

/**
 * My team (/m/member/team): the members under `parent` ('' the agent's own), or those of the whole
 * team found by `search`, page by page (useMemo per filter).
 */
export const downlinesQuery = ({ parent, search }: { readonly parent: string; readonly search: string }) =>
  pagedQueryAtom((get, page) => {
    if (!isAgent(get)) return null
    const scope = search !== '' ? { userName: search } : parent !== '' ? { parent } : {}
    return Effect.map(loadDownlines({ ...scope, page, size: recordPageSize }), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      totalCount: answer.totalCount,
    }))
  })

/** A member's rebates and their bounds, asked each time the editor opens. */
export const downlineRebatesQuery = (userName: string) =>
  queryAtom((get) => (isAgent(get) ? loadDownlineRebates(userName) : null), { askOnEveryVisit: true })

/** The agent's direct members by name, for choosing (red rain, a contract offer); asked each time a page opens (the team changes). */
export const directMembersQuery = queryAtom((get) => (isAgent(get) ? loadSimpleDownlines : null), { askOnEveryVisit: true })

/** Saving a member's rebates: sent once per tap. */
export const saveRebatesAtom = submitAtom((request: UpdateRebatesRequest) => saveDownlineRebates(request))

/** A direct member's admin, each sent once per tap (submitAtom); the dialog asks the list again after it. */
export const promoteDownlineAtom = submitAtom((request: PromoteDownlineRequest) => makeDownlineAgent(request))
export const nicknameDownlineAtom = submitAtom((request: DownlineNicknameRequest) => nameDownline(request))
export const passwordDownlineAtom = submitAtom((request: DownlinePasswordRequest) => setDownlinePassword(request))

/** Money to a member: sealed, sent once, never retried; the balance is asked again. */
export const transferToMemberAtom = moneyAtom((request: TransferDownlineRequest) => sendToDownline(request))

/** What a team report is filtered by: the range, a product ('' every one) and a member's name. */
export interface TeamReportFilter {
  readonly range: DayRange
  readonly product: string
  readonly member: string
}

const reportQuery = ({ range, product, member }: TeamReportFilter, page: number) => ({
  ...rangeQuery(range),
  product,
  ...(member === '' ? {} : { userName: member }),
  page,
  size: recordPageSize,
})

/** Team betting (/m/teamBetting), page by page with the totals (useMemo per filter). */
export const teamBetsQuery = (filter: TeamReportFilter) =>
  pagedQueryAtom((get, page) => {
    if (!isAgent(get)) return null
    return Effect.map(loadTeamBets(reportQuery(filter, page)), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      total: answer.total,
    }))
  })

/** The agent rebate (/m/member/agent/agentRebeat) or the team rebate (/m/member/teamRebate). */
export const rebatesQuery = (whose: 'agent' | 'team', filter: TeamReportFilter) =>
  pagedQueryAtom((get, page) => {
    if (!isAgent(get)) return null
    const load = whose === 'agent' ? loadAgentRebates : loadTeamRebates
    return Effect.map(load(reportQuery(filter, page)), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      total: answer.total,
    }))
  })
