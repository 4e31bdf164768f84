import { BetRecordView, type BetCategoryTab } from '@/features/records/components/bet-record-page'
import type { RecordTab } from '@/features/records/bet-record-rules'
import { betCategories } from '@/features/records/records-schema'
import { VendorDataView } from './vendor-data-view'

/**
 * E-sports and cockfight bets are sports bets on the platform (SPEC §4): their vendors join that
 * tab. The lottery (LOTT) has its own orders (/lgw/orders).
 */
const tabOf = (category: string): RecordTab | null =>
  category === 'ESPORTS' || category === 'COCKFIGHT'
    ? 'SPORTS'
    : category === 'LOTT' || (betCategories as ReadonlyArray<string>).includes(category)
      ? (category as RecordTab)
      : null

/**
 * The betting record (SPEC §2 /m/gameRecord, issue 12): its tabs and vendor filters come from the
 * lobby's vendor data (PLATFORM.md §5 "tabs from vendor sorting"), in the site's order.
 */
export default function GameRecordPage() {
  return (
    <VendorDataView>
      {(data) => {
        const tabs = new Map<RecordTab, BetCategoryTab['vendors']>()
        for (const { gameCategory, vendorNames } of data.sorting) {
          const tab = tabOf(gameCategory)
          if (!tab || vendorNames.length === 0) continue
          const vendors = [...(tabs.get(tab) ?? []), ...vendorNames.map((vendor) => ({ code: vendor.vassalage, name: vendor.displayName }))]
          tabs.set(tab, vendors)
        }
        return <BetRecordView categories={[...tabs].map(([category, vendors]) => ({ category, vendors }))} />
      }}
    </VendorDataView>
  )
}
