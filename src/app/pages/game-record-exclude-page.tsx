import { ExcludedGames } from '@/features/records/components/excluded-games'
import { VendorDataView } from './vendor-data-view'

/** Games left out of turnover (/m/gameRecordExclude): its provider filter from the lobby's vendor data. */
export default function GameRecordExcludePage() {
  return (
    <VendorDataView>
      {(data) => {
        const vendors = new Map<string, string>()
        for (const { vendorNames } of data.sorting) for (const vendor of vendorNames) vendors.set(vendor.vassalage, vendor.displayName)
        return <ExcludedGames vendors={[...vendors].map(([code, name]) => ({ code, name }))} />
      }}
    </VendorDataView>
  )
}
