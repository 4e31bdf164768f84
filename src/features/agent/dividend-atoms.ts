import { Effect } from 'effect'
import { recordPageSize } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { loadCurrentDividends, loadDividendDetail, loadPastDividends, payDividend } from './agent-api'
import type { PayoutDividendRequest } from './dividend-schema'
import { isAgent } from './is-agent'

/** The running period and the last one: asked on every visit (the running one moves through the day). */
export const currentDividendsQuery = queryAtom((get) => (isAgent(get) ? loadCurrentDividends : null), { askOnEveryVisit: true })

/** The ended periods, newest first, page by page. */
export const pastDividendsQuery = pagedQueryAtom((get, page) =>
  isAgent(get)
    ? Effect.map(loadPastDividends({ page, size: recordPageSize }), (answer) => ({
        items: answer.list,
        pageNum: page,
        totalPages: answer.totalPages,
      }))
    : null,
)

/** One period's detail (useMemo per period), asked on every visit: a payout changes it. */
export const dividendDetailQuery = (periodId: string) =>
  queryAtom((get) => (isAgent(get) ? loadDividendDetail(periodId) : null), { askOnEveryVisit: true })

/** A member's dividend paid: money, so sealed, sent once, never retried; the wallet is asked again after. */
export const payDividendAtom = moneyAtom((request: PayoutDividendRequest) => payDividend(request))
