import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf, rangeFromAddress, type DayRange } from '@/domain/date-range'
import { formatDateTime } from '@/lib/format/date-time'
import { formatAmount, formatBalance, formatSigned } from '@/lib/format/money'
import { useQueryParams } from '@/lib/query'
import { routeQueries } from '@/lib/routes/paths'
import { memberAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Select } from '@/ui'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, RecordRow } from '@/ui/record-list'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { remarkOf, rowTypeOf, searchesMembers, transactionTypesFor } from '../account-record-rules'
import { accountRecordsQuery } from '../records-atoms'
import type { AccountRecord, TransactionType } from '../records-schema'
import { RecordSearch } from '@/ui/record-search'
import './records.css'

const keyOf = (row: AccountRecord) => row.txId

/** The words of an account row in the player's language (useAccountRowWords). */
export interface AccountRowWords {
  readonly type: (type: string) => string
  readonly remarkCode: (code: string) => string
  readonly balance: (amount: string) => string
  /** A point move's amount ('+600 points') and the points left after it. */
  readonly points: (amount: string) => string
  readonly pointsLeft: (amount: string) => string
  readonly orderNo: string
  readonly remark: string
  readonly member: string
}

/** Stands for the amount while the balance line's words are looked up, then splits them around it. */
const amountSlot = '\u0000'

/**
 * The rows' words, looked up once per list and language rather than in every row: a row mounts
 * every few frames of a scroll, and each i18next lookup allocates (a quarter of all a long scroll
 * allocated, and the garbage brought major GCs into it; bench:runtime, the record list at 4x CPU).
 */
export function useAccountRowWords(): AccountRowWords {
  const { t } = useTranslation('records')
  return useMemo(() => {
    const types = new Map<string, string>()
    /** Words around an amount, split once: `around(amount)` puts it between them. */
    const around = (key: string) => {
      const [before = '', after = ''] = t(key, { amount: amountSlot }).split(amountSlot)
      return (amount: string) => before + amount + after
    }
    return {
      type: (type) => types.get(type) ?? types.set(type, t(`types.${type}`)).get(type)!,
      remarkCode: (code) => t(`remarks.${code}`),
      balance: around('balance_after'),
      points: around('points_amount'),
      pointsLeft: around('points_after'),
      orderNo: t('order_no'),
      remark: t('remark'),
      member: t('member'),
    }
  }, [t])
}

/** One movement of money: its type in the player's language, signed amount, time, balance after, order and remark. */
export function AccountRow({
  row,
  words,
  showMember = false,
}: {
  readonly row: AccountRecord
  readonly words: AccountRowWords
  readonly showMember?: boolean
}) {
  const rowType = rowTypeOf(row)
  const remark = remarkOf(row.remark)
  // A point move counts points, whole, not pesos (ASSUMED: its balance is the points left).
  const points = rowType === 'point'
  return (
    <RecordRow
      title={rowType ? words.type(rowType) : row.txTypeName}
      amount={points ? words.points(formatSigned(row.amount, formatAmount)) : formatSigned(row.amount)}
      tone={row.amount > 0 ? 'in' : row.amount < 0 ? 'out' : 'plain'}
      when={formatDateTime(row.txTimeInTimestamp)}
      aside={points ? words.pointsLeft(formatAmount(row.currentAvailBalance)) : words.balance(formatBalance(row.currentAvailBalance))}
      details={[
        [words.orderNo, row.orderNo],
        ...(remark ? [[words.remark, 'code' in remark ? words.remarkCode(remark.code) : remark.text] as const] : []),
        ...(showMember ? [[words.member, row.customerName] as const] : []),
      ]}
    />
  )
}

/**
 * The account record (/m/transaction/record, PLATFORM.md §5): every movement of the member's money
 * for a range, filtered by type; with `types=A` an agent also searches one of their members by
 * username. Newest first, ten a page, windowed.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation('records')
  // An agent's team report opens one member's record for its range (agent-team-member).
  const { types, member: memberGiven, from, to, type: typeGiven } = useQueryParams(routeQueries.transactionRecord)
  const memberType = useAtomValue(memberAtom)?.type ?? 0
  const whitelabel = useAtomValue(whitelabelAtom)
  const agent = searchesMembers(types, memberType)
  const today = dayOf(new Date())
  const [range, setRange] = useState<DayRange>(() => rangeFromAddress({ from, to }, today, 'today'))
  const offered = transactionTypesFor({ whitelabel, memberType })
  // Opened on a type by a link (the mall's point moves), where the site offers it.
  const [type, setType] = useState<TransactionType>(() => offered.find((each) => each === typeGiven) ?? '')
  const [member, setMember] = useState(memberGiven)
  const listAtom = useMemo(() => accountRecordsQuery({ range, type, member: agent ? member : '' }), [range, type, agent, member])

  const typeOptions = offered.map((value) => ({ value, label: t(`types.${value || 'all'}`) }))

  return (
    <AccountRecordList
      listAtom={listAtom}
      showMember={agent && member !== ''}
      filters={
        <>
          <RangeBar range={range} today={today} onChange={setRange} />
          <Select className="record-list__select" label={t('type')} options={typeOptions} value={type} onChange={setType} />
          {agent && <RecordSearch label={t('account.member_search')} capitalize="none" initial={memberGiven} onSearch={setMember} />}
        </>
      }
      emptyMessage={agent && member !== '' ? t('account.empty_member', { name: member }) : t('empty')}
    />
  )
}

/**
 * The rows of the chosen range, apart from the filters so that a page arriving renders only
 * this: the filters stay the element the page made (React leaves it alone) and renderRow keeps
 * its identity (InfiniteList leaves the rows shown alone). Rendering both again for each page of
 * ten made long tasks at 4x CPU (bench:runtime).
 */
function AccountRecordList({
  listAtom,
  showMember,
  filters,
  emptyMessage,
}: {
  readonly listAtom: ReturnType<typeof accountRecordsQuery>
  readonly showMember: boolean
  readonly filters: ReactNode
  readonly emptyMessage: string
}) {
  const { t } = useTranslation('records')
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const words = useAccountRowWords()
  const renderRow = useCallback((row: AccountRecord) => <AccountRow row={row} words={words} showMember={showMember} />, [words, showMember])

  return (
    <RecordList
      label={t('account.title')}
      filters={filters}
      paging={paged}
      getKey={keyOf}
      renderItem={renderRow}
      emptyMessage={emptyMessage}
    />
  )
}
