import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { vendorDataQuery } from '@/features/games/games-atoms'
import type { VendorData } from '@/features/games/games-schema'
import { errorMessageKey } from '@/lib/http/errors'
import { QueryView, Skeleton } from '@/ui/query-view'

/** The lobby's vendor data for a record screen's tabs and provider filters: its skeleton, or its failure with Retry. */
export function VendorDataView({ children }: { readonly children: (data: VendorData) => ReactNode }) {
  const { t } = useTranslation(['records', 'common'])
  const [vendorData, dispatch] = useAtom(vendorDataQuery)
  return (
    <QueryView
      result={vendorData}
      onRetry={() => dispatch('refresh')}
      messageOf={(error) => t(`common:${errorMessageKey(error)}`)}
      skeleton={<Skeleton lines={6} />}
    >
      {children}
    </QueryView>
  )
}
