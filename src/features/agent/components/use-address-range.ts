import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { dayOf, rangeFromAddress, type DayRange } from '@/domain/date-range'
import { useQueryParams } from '@/lib/query'
import { href, routeQueries } from '@/lib/routes/paths'

type ReportRoute = 'agentTeamOverview' | 'agentTeamPnl' | 'agentTeamMember' | 'teamBetting' | 'agentRebate' | 'teamRebate'

/**
 * A team report's range lives in its address: a member opened from a row and Back come back to the
 * same range, and a shared link shows what its sender saw. The last 7 days when none is given.
 */
export const useAddressRange = (route: ReportRoute) => {
  const query = useQueryParams(routeQueries[route])
  const [, navigate] = useLocation()
  const today = dayOf(new Date())
  // One object per range, so the queries made per range (useMemo) are made once.
  const range = useMemo(() => rangeFromAddress(query, today, 'week'), [query, today])
  // The rest of the address (the member shown) stays as it is.
  const setRange = (next: DayRange) => navigate(href(route, { ...query, from: next.from, to: next.to }), { replace: true })
  return { range, today, setRange }
}
