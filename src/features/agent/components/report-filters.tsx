import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryParams } from '@/lib/query'
import { routeQueries } from '@/lib/routes/paths'
import { RangeBar } from '@/ui/range-bar'
import { RecordSearch } from '@/ui/record-search'
import { Select } from '@/ui/select'
import type { TeamReportFilter } from '../team-atoms'
import { useAddressRange } from './use-address-range'

/** The products a rebate is set for and bets are reported by (the platform's codes). */
export const reportProducts = ['VIETNAM_LOTTO', 'ELOTTO', 'SBO', 'FISH'] as const

type ReportRoute = 'teamBetting' | 'agentRebate' | 'teamRebate'

/**
 * A team report's filters: the range (in the address, shared with the member a report opens), a
 * product, and a member's name (a member's page opens the report on that member).
 */
export const useReportFilters = (route: ReportRoute) => {
  const { t } = useTranslation('agent')
  const { member: given } = useQueryParams(routeQueries[route])
  const { range, today, setRange } = useAddressRange(route)
  const [product, setProduct] = useState('')
  const [member, setMember] = useState(given)
  const filter: TeamReportFilter = { range, product, member }
  const options = [
    { value: '', label: t('reports.all_products') },
    ...reportProducts.map((value) => ({ value, label: t(`members.products.${value}`) })),
  ]
  const filters = (
    <>
      <RangeBar range={range} today={today} onChange={setRange} />
      <Select className="record-list__select" label={t('reports.product')} options={options} value={product} onChange={setProduct} />
      <RecordSearch label={t('team.member_search')} capitalize="none" initial={given} onSearch={setMember} />
    </>
  )
  return { filter, filters }
}
