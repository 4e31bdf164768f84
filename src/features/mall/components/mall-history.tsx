import { useAtom } from 'jotai'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { href } from '@/lib/routes/paths'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { formatAmount } from '@/lib/format/money'
import { CornerLink } from '@/ui/corner-link'
import { RecordList, RecordRow, type StatusTone } from '@/ui/record-list'
import { historyQuery } from '../mall-atoms'
import type { RedeemStatus, Redemption } from '../mall-schema'

const statusTone: Readonly<Record<RedeemStatus, StatusTone>> = { SUCCESS: 'success', PENDING: 'pending', REJECTED: 'failed' }
const redemptionKey = (row: Redemption) => row.redeemId

/** The redemptions so far (the mall's History tab), as a windowed list; above them, the way to every move of the points (the account record's). */
export function History() {
  const { t } = useTranslation('mall')
  const [list, act] = useAtom(historyQuery)
  const paging = usePagedList(list, act)
  const renderRow = useCallback(
    (row: Redemption) => (
      <RecordRow
        title={row.rewardName}
        amount={t('points_spent', { points: formatAmount(row.points) })}
        tone="out"
        status={{ label: t(`status.${row.status}`), tone: statusTone[row.status] }}
        when={formatDateTime(row.redeemTime)}
        details={[[t('quantity'), String(row.quantity)]]}
      />
    ),
    [t],
  )
  return (
    <RecordList
      label={t('view.history')}
      filters={<CornerLink href={href('transactionRecord', { type: 'point' })}>{t('point_moves')}</CornerLink>}
      paging={paging}
      getKey={redemptionKey}
      renderItem={renderRow}
      emptyMessage={t('history_empty')}
    />
  )
}
