import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { RecordList, RecordRow } from '@/ui/record-list'
import { categoryTitleKey, type RecordTab } from '../bet-record-rules'
import { excludedGamesQuery } from '../records-atoms'
import type { ExcludedGame } from '../records-schema'
import type { BetCategoryTab } from './bet-record-page'
import { VendorFilter } from './record-filters'
import { RecordSearch } from '@/ui/record-search'
import './records.css'

const keyOf = (game: ExcludedGame) => `${game.vassalage}|${game.gameName}`

/**
 * The games whose bets count less toward turnover (/m/gameRecordExclude, PLATFORM.md §5), linked
 * from the betting record: by provider and by name, each with the share of a bet left out.
 */
export function ExcludedGames({ vendors }: { readonly vendors: BetCategoryTab['vendors'] }) {
  const { t } = useTranslation(['records', 'common'])
  const [vendor, setVendor] = useState('')
  const [name, setName] = useState('')
  const listAtom = useMemo(() => excludedGamesQuery({ vendor, name }), [vendor, name])
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const vendorName = (code: string) => vendors.find((each) => each.code === code)?.name ?? code
  const typeName = (gameType: string) => (gameType in categoryTitleKey ? t(`common:${categoryTitleKey[gameType as RecordTab]}`) : gameType)

  return (
    <>
      <p className="records-note">{t('excluded.about')}</p>
      <RecordList
        label={t('common:titles.excluded_games')}
        filters={
          <>
            <VendorFilter vendors={vendors} value={vendor} onChange={setVendor} />
            <RecordSearch label={t('excluded.search')} capitalize="none" onSearch={setName} />
          </>
        }
        paging={paged}
        getKey={keyOf}
        renderItem={(game) => (
          <RecordRow
            title={game.gameName}
            amount={t('excluded.share', { percent: game.excludeTurnover })}
            tone="plain"
            when={typeName(game.gameType)}
            aside={vendorName(game.vassalage)}
            details={[]}
          />
        )}
        emptyMessage={name === '' ? t('excluded.none') : t('excluded.no_match', { name })}
      />
    </>
  )
}
