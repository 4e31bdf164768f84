import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { vendorDataQuery } from '@/features/games/games-atoms'
import { ExcludedGames } from '@/features/records/components/excluded-games'
import { errorMessageKey } from '@/lib/http/errors'
import { QueryView, Skeleton } from '@/ui/query-view'

/** Games left out of turnover (/m/gameRecordExclude): its provider filter from the lobby's vendor data. */
export default function GameRecordExcludePage() {
  const { t, ready } = useTranslation(['records', 'common'])
  const [vendorData, dispatch] = useAtom(vendorDataQuery)
  if (!ready) return <div aria-busy="true" />
  return (
    <QueryView
      result={vendorData}
      onRetry={() => dispatch('refresh')}
      messageOf={(error) => t(`common:${errorMessageKey(error)}`)}
      skeleton={<Skeleton lines={6} />}
    >
      {(data) => {
        const vendors = new Map<string, string>()
        for (const { vendorNames } of data.sorting) for (const vendor of vendorNames) vendors.set(vendor.vassalage, vendor.displayName)
        return <ExcludedGames vendors={[...vendors].map(([code, name]) => ({ code, name }))} />
      }}
    </QueryView>
  )
}
