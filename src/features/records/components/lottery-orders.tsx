import { useAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { useDoneHere } from '@/lib/session/use-done-here'
import { formatDateTime } from '@/lib/format/date-time'
import { formatBalance, formatSigned } from '@/lib/format/money'
import { ConfirmDialog, Modal, toast } from '@/ui'
import { FormError } from '@/ui/form-error'
import { QueryView, Skeleton } from '@/ui/query-view'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { cancellable, lotteryStatusFilter, lotteryStatusName, lotteryTone } from '../bet-record-rules'
import { cancelSubOrdersAtom, lotteryOrderDetailQuery, lotteryOrdersQuery } from '../records-atoms'
import { lotteryStatuses, type LotteryOrder, type LotteryStatus, type LotterySubOrder } from '../records-schema'
import type { TabListProps } from './bet-record-page'
import { PairSwitch, StatusFilter, VendorFilter } from './record-filters'
import { RecordSearch } from '@/ui/record-search'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'

const keyOf = (order: LotteryOrder) => order.orderId

/** What an order or an issue came to: the stake while it waits, else what it won less the stake. */
const resultOf = (entry: { readonly orderStatus: LotteryStatus; readonly betAmount: number; readonly winAmount: number }) =>
  entry.orderStatus === lotteryStatuses.waiting
    ? { amount: formatBalance(entry.betAmount), tone: 'plain' as const }
    : {
        amount: formatSigned(entry.winAmount - entry.betAmount),
        tone: entry.winAmount > entry.betAmount ? ('in' as const) : ('out' as const),
      }

/**
 * The lottery's own orders (SPEC §7 Games /lgw/orders, PLATFORM.md §5 "lottery bets"): all orders
 * or chases only, the range, a vendor and a state filter and an issue search; each order opens its
 * issues, where a chase's issues not drawn yet can be cancelled.
 */
export function LotteryOrders({ vendors, range, today, onRange }: TabListProps) {
  const { t } = useTranslation(['records', 'common'])
  const [chaseOnly, setChaseOnly] = useState(false)
  const [vendor, setVendor] = useState('')
  const [status, setStatus] = useState<LotteryStatus | null>(null)
  const [issue, setIssue] = useState('')
  const [open, setOpen] = useState<string | null>(null)
  const listAtom = useMemo(() => lotteryOrdersQuery({ range, chaseOnly, vendor, status, issue }), [range, chaseOnly, vendor, status, issue])
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const vendorName = (code: string) => vendors.find((each) => each.code === code)?.name ?? code

  const renderRow = (order: LotteryOrder) => {
    const result = resultOf(order)
    return (
      <RecordRow
        title={order.gameName}
        amount={result.amount}
        tone={result.tone}
        status={{ label: t(`lottery.status.${lotteryStatusName(order.orderStatus)}`), tone: lotteryTone(order.orderStatus) }}
        when={formatDateTime(order.orderTime)}
        aside={vendorName(order.productCode)}
        details={[
          [t('order_no'), order.orderId],
          [t('lottery.issue'), order.chase ? t('lottery.chase_issues', { n: order.chaseIssues, first: order.numero }) : order.numero],
          [t('lottery.bet_on'), `${order.playName} · ${order.betContent}`],
          [t('bets.bet'), formatBalance(order.betAmount)],
        ]}
      >
        <button type="button" className="record-detail-button" aria-haspopup="dialog" onClick={() => setOpen(order.orderId)}>
          {t('bets.details')}
        </button>
      </RecordRow>
    )
  }

  const footer = list.lastPage?.footer
  return (
    <>
      <RecordList
        label={t('lottery.title')}
        filters={
          <>
            <PairSwitch
              label={t('lottery.orders')}
              labels={[t('lottery.all_orders'), t('lottery.chase_orders')]}
              second={chaseOnly}
              onChange={setChaseOnly}
            />
            <RangeBar range={range} today={today} onChange={onRange} />
            <VendorFilter vendors={vendors} value={vendor} onChange={setVendor} />
            <StatusFilter
              label={t('lottery.state')}
              statuses={lotteryStatusFilter}
              nameOf={(value) => t(`lottery.status.${lotteryStatusName(value)}`)}
              value={status}
              onChange={setStatus}
            />
            <RecordSearch label={t('lottery.issue_search')} capitalize="none" onSearch={setIssue} />
          </>
        }
        paging={paged}
        getKey={keyOf}
        renderItem={renderRow}
        emptyMessage={issue === '' ? t('empty') : t('lottery.no_issue', { issue })}
        totals={
          footer
            ? [
                { label: t('bets.bet'), value: formatBalance(footer.betAmount) },
                { label: t('bets.won'), value: formatBalance(footer.winAmount) },
                { label: t('bets.profit_loss'), value: formatSigned(footer.profitAndLoss) },
              ]
            : undefined
        }
      />
      {open && <LotteryOrderSheet orderId={open} onClose={() => setOpen(null)} onChanged={() => act('refresh')} />}
    </>
  )
}

/**
 * One order's issues, each with its draw and result. A chase's issues not drawn yet can be picked
 * and cancelled: asked first, sent once; the stakes come back and the balance is asked again.
 */
function LotteryOrderSheet({
  orderId,
  onClose,
  onChanged,
}: {
  readonly orderId: string
  readonly onClose: () => void
  readonly onChanged: () => void
}) {
  const { t } = useTranslation(['records', 'common', 'ui'])
  const messageOf = useApiErrorMessage()
  const detailAtom = useMemo(() => lotteryOrderDetailQuery(orderId), [orderId])
  const [detail, refresh] = useAtom(detailAtom)
  const [cancelled, cancel] = useAtom(cancelSubOrdersAtom)
  const [picked, setPicked] = useState<ReadonlyArray<string>>([])
  const [asking, setAsking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = AsyncResult.isWaiting(cancelled)
  const cancelledHere = useDoneHere()
  const asShown = (sub: LotterySubOrder): LotterySubOrder =>
    cancelledHere.isDone(sub.subOrderId) ? { ...sub, orderStatus: lotteryStatuses.cancelled } : sub
  const order = AsyncResult.getOrElse(detail, () => null)
  const chosen = (order?.subOrders ?? []).map(asShown).filter((sub) => picked.includes(sub.subOrderId) && cancellable(sub))
  const refund = chosen.reduce((sum, sub) => sum + sub.betAmount, 0)

  // A refusal stays in the sheet with the issues still picked, to try again or change; success clears them.
  const send = async () => {
    setAsking(false)
    setFailure(null)
    const outcome = await cancel({ orderId, subOrderIds: chosen.map((sub) => sub.subOrderId) })
    if (outcome === 'locked') return
    const refused = exitFailureMessage(outcome, (key) => t(`common:${key}`))
    if (refused !== null) setFailure(refused)
    else {
      toast.success(t('lottery.cancelled', { n: chosen.length, amount: formatBalance(refund) }))
      cancelledHere.markDone(chosen.map((sub) => sub.subOrderId))
      setPicked([])
    }
    refresh('refresh')
    onChanged()
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={order?.order.gameName ?? t('lottery.title')}
      buttons={[
        ...(chosen.length > 0
          ? [{ label: t('lottery.cancel'), onClick: () => setAsking(true), variant: 'primary' as const, disabled: busy }]
          : []),
        { label: t('ui:close'), onClick: onClose, variant: 'secondary' as const },
      ]}
    >
      <QueryView result={detail} onRetry={() => refresh('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {({ order: line, subOrders }) => (
          <>
            <dl className="bet-detail">
              <div>
                <dt>{t('order_no')}</dt>
                <dd>{line.orderId}</dd>
              </div>
              <div>
                <dt>{t('lottery.bet_on')}</dt>
                <dd>{`${line.playName} · ${line.betContent}`}</dd>
              </div>
            </dl>
            <ul className="lottery-issues" role="list" aria-label={t('lottery.issues')}>
              {subOrders.map(asShown).map((sub) => {
                const result = resultOf(sub)
                return (
                  <li key={sub.subOrderId} className="lottery-issue">
                    {cancellable(sub) && line.chase ? (
                      <label className="lottery-issue__pick">
                        <input
                          type="checkbox"
                          checked={picked.includes(sub.subOrderId)}
                          onChange={(event) =>
                            setPicked(event.target.checked ? [...picked, sub.subOrderId] : picked.filter((id) => id !== sub.subOrderId))
                          }
                        />
                        <span className="visually-hidden">{t('lottery.pick', { issue: sub.numero })}</span>
                      </label>
                    ) : (
                      <span className="lottery-issue__pick" aria-hidden="true" />
                    )}
                    <span className="lottery-issue__numero">{sub.numero}</span>
                    <span className="lottery-issue__draw">
                      {sub.drawNumbers ? t('lottery.drawn', { numbers: sub.drawNumbers }) : t('lottery.not_drawn')}
                    </span>
                    <span className={`record-row__status record-row__status--${lotteryTone(sub.orderStatus)}`}>
                      {t(`lottery.status.${lotteryStatusName(sub.orderStatus)}`)}
                    </span>
                    <span className={`record-row__amount record-row__amount--${result.tone}`}>{result.amount}</span>
                  </li>
                )
              })}
            </ul>
            <FormError message={failure} />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={asking}
        title={t('lottery.cancel_title')}
        message={t('lottery.cancel_confirm', { n: chosen.length, amount: formatBalance(refund) })}
        confirmLabel={t('lottery.cancel')}
        cancelLabel={t('lottery.keep')}
        destructive
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Modal>
  )
}
