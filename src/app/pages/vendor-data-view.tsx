import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { vendorDataQuery } from '@/features/games/games-atoms'
import type { VendorData } from '@/features/games/games-schema'
import { QueryView, Skeleton } from '@/ui/query-view'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'

/** The lobby's vendor data for a record screen's tabs and provider filters: its skeleton, or its failure with Retry. */
export function VendorDataView({ children }: { readonly children: (data: VendorData) => ReactNode }) {
  const messageOf = useApiErrorMessage()
  const [vendorData, dispatch] = useAtom(vendorDataQuery)
  return (
    <QueryView result={vendorData} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
      {children}
    </QueryView>
  )
}
