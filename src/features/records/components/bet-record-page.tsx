import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, presetRange, type Day, type DayRange } from '@/domain/date-range'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDateTime } from '@/lib/format/date-time'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import { Modal } from '@/ui'
import { CornerLink } from '@/ui/corner-link'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { betStatusName, betTone, categoryTitleKey, hasDetail, hasUnsettled, statusFilter, type RecordTab } from '../bet-record-rules'
import { betRecordsQuery } from '../records-atoms'
import type { BetCategory, BetRecord, BetStatus } from '../records-schema'
import { LotteryOrders } from './lottery-orders'
import { PairSwitch, StatusFilter, VendorFilter } from './record-filters'
import { RecordSearch } from '@/ui/record-search'
import './records.css'

/** A category's tab and the vendors of its vendor filter (from the lobby's vendor data). */
export interface BetCategoryTab {
  readonly category: RecordTab
  readonly vendors: ReadonlyArray<{ readonly code: string; readonly name: string }>
}

const keyOf = (bet: BetRecord) => bet.orderNo

/** A sports or e-lottery bet in full: each line of the bet, or the draw and what was bet. */
function BetDetailSheet({ bet, onClose }: { readonly bet: BetRecord; readonly onClose: () => void }) {
  const { t } = useTranslation(['records', 'ui'])
  return (
    <Modal open onClose={onClose} title={bet.gameName} buttons={[{ label: t('ui:close'), onClick: onClose, variant: 'secondary' }]}>
      <dl className="bet-detail">
        <div>
          <dt>{t('order_no')}</dt>
          <dd>{bet.orderNo}</dd>
        </div>
        {bet.odds != null && (
          <div>
            <dt>{t('bets.odds')}</dt>
            <dd>{[bet.odds, bet.oddsType].filter(Boolean).join(' ')}</dd>
          </div>
        )}
        {bet.numero && (
          <div>
            <dt>{t('bets.draw')}</dt>
            <dd>{bet.numero}</dd>
          </div>
        )}
        {bet.betContent && (
          <div>
            <dt>{t('bets.content')}</dt>
            <dd>{bet.betContent}</dd>
          </div>
        )}
      </dl>
      {(bet.betDetails ?? []).map((line, index) => (
        <section key={index} className="bet-line" aria-label={line.enMatchName}>
          <h3>{line.enMatchName}</h3>
          <p className="bet-line__league">{line.enLeagueName}</p>
          <p>
            {line.hdp
              ? t('bets.line_hdp', { type: line.enBetTypeName, position: line.enBetPosName, hdp: line.hdp })
              : t('bets.line', { type: line.enBetTypeName, position: line.enBetPosName })}
          </p>
          {line.fullScore && <p className="bet-line__score">{t('bets.score', { half: line.halfScore ?? '–', full: line.fullScore })}</p>}
        </section>
      ))}
    </Modal>
  )
}

/**
 * The betting record (/m/gameRecord, PLATFORM.md §5): a tab per game category the site has, settled
 * and unsettled apart for sports and e-lottery, the range, a vendor and a result filter and an
 * order-number search; each bet with its stake, valid stake and result, sports and lottery bets
 * with their detail; the platform's totals pinned at the foot. The lottery's own orders have their
 * own list (lottery-orders.tsx). The range stays when the tab changes; the other filters are the tab's.
 */
export function BetRecordView({ categories }: { readonly categories: ReadonlyArray<BetCategoryTab> }) {
  const { t } = useTranslation(['records', 'common'])
  const today = dayOf(new Date())
  const [chosen, setChosen] = useState<RecordTab | null>(null)
  const tab = categories.find((each) => each.category === chosen) ?? categories[0]
  const category = tab?.category ?? 'RNG'
  const [range, setRange] = useState<DayRange>(() => presetRange('today', today))
  const vendors = tab?.vendors ?? []
  return (
    <>
      <CornerLink href={paths.gameRecordExclude} className="bet-record__corner">
        {t('common:titles.excluded_games')}
      </CornerLink>
      <div className="bet-tabs" role="tablist" aria-label={t('bets.categories')}>
        {categories.map((each) => (
          <button
            key={each.category}
            type="button"
            role="tab"
            aria-selected={each.category === category}
            className="bet-tab"
            onClick={() => setChosen(each.category)}
          >
            {t(`common:${categoryTitleKey[each.category]}`)}
          </button>
        ))}
      </div>
      {category === 'LOTT' ? (
        <LotteryOrders vendors={vendors} range={range} today={today} onRange={setRange} />
      ) : (
        <BetList key={category} category={category} vendors={vendors} range={range} today={today} onRange={setRange} />
      )}
    </>
  )
}

/** What a tab's list is given: its vendors and the range shared by every tab. */
export interface TabListProps {
  readonly vendors: BetCategoryTab['vendors']
  readonly range: DayRange
  readonly today: Day
  readonly onRange: (range: DayRange) => void
}

function BetList({ category, vendors, range, today, onRange }: TabListProps & { readonly category: BetCategory }) {
  const { t } = useTranslation(['records', 'common'])
  const [settledChoice, setSettled] = useState(true)
  const settled = settledChoice || !hasUnsettled(category)
  const [vendor, setVendor] = useState('')
  const [status, setStatus] = useState<BetStatus | null>(null)
  const [orderNo, setOrderNo] = useState('')
  const [open, setOpen] = useState<BetRecord | null>(null)
  const listAtom = useMemo(
    () => betRecordsQuery({ category, settled, range, vendor, status: settled ? status : null, orderNo }),
    [category, settled, range, vendor, status, orderNo],
  )
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)

  const renderRow = (bet: BetRecord) => (
    <RecordRow
      title={bet.gameName}
      amount={bet.status === 0 ? formatBalance(bet.betAmount) : formatSigned(bet.profitAndLoss)}
      tone={bet.status === 0 || bet.profitAndLoss === 0 ? 'plain' : bet.profitAndLoss > 0 ? 'in' : 'out'}
      status={{ label: t(`bets.status.${betStatusName(bet.status)}`), tone: betTone(bet.status) }}
      when={formatDateTime(bet.betTime)}
      aside={bet.vendorName}
      details={[
        [t('order_no'), bet.orderNo],
        [t('bets.bet'), formatBalance(bet.betAmount)],
        [t('bets.valid_bet'), formatBalance(bet.validBetAmount)],
        ...(bet.status === 0 ? [] : [[t('bets.won'), formatBalance(bet.winAmount)] as const]),
      ]}
    >
      {hasDetail(bet) && (
        <button type="button" className="record-detail-button" aria-haspopup="dialog" onClick={() => setOpen(bet)}>
          {t('bets.details')}
        </button>
      )}
    </RecordRow>
  )

  const footer = list.lastPage?.footer
  return (
    <>
      <RecordList
        label={t('bets.title')}
        filters={
          <>
            {hasUnsettled(category) && (
              <PairSwitch
                label={t('bets.settlement')}
                labels={[t('bets.settled'), t('bets.unsettled')]}
                second={!settled}
                onChange={(unsettled) => setSettled(!unsettled)}
              />
            )}
            <RangeBar range={range} today={today} onChange={onRange} />
            <VendorFilter vendors={vendors} value={vendor} onChange={setVendor} />
            {settled && (
              <StatusFilter
                label={t('bets.result')}
                statuses={statusFilter}
                nameOf={(value) => t(`bets.status.${betStatusName(value)}`)}
                value={status}
                onChange={setStatus}
              />
            )}
            <RecordSearch label={t('bets.order_search')} capitalize="characters" onSearch={setOrderNo} />
          </>
        }
        paging={paged}
        getKey={keyOf}
        renderItem={renderRow}
        emptyMessage={orderNo === '' ? t('empty') : t('bets.no_order', { order: orderNo })}
        totals={
          footer
            ? [
                { label: t('bets.bet'), value: formatBalance(footer.betAmount) },
                { label: t('bets.valid_bet'), value: formatBalance(footer.validBetAmount) },
                { label: t('bets.profit_loss'), value: formatSigned(footer.profitAndLoss) },
              ]
            : undefined
        }
      />
      {open && <BetDetailSheet bet={open} onClose={() => setOpen(null)} />}
    </>
  )
}
