import { atom } from 'jotai'
import { Effect } from 'effect'
import { answeredWithin } from '@/lib/effect/answered-within'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { rangeTimes, recordPageSize, type DayRange } from '@/domain/date-range'
import { submitAtom } from '@/lib/effect/submit-atom'
import { depositLimitsQuery } from '@/lib/session/deposit-limits'
import { moneyAtom } from '@/lib/session/money-atom'
import { sessionAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import type { OpenDeposit } from '@/domain/deposit'
import {
  loadDepositRecords,
  loadWithdrawRecords,
  remindDeposit,
  loadDepositChannels,
  loadDepositPromotions,
  loadExchangeRate,
  loadTurnover,
  loadWithdrawAccounts,
  loadWithdrawCharges,
  loadWithdrawMethods,
  loadWithdrawSettings,
  reportDepositPaid,
  cancelDepositOrder,
  sendDepositReceipt,
  sendWithdrawal,
  submitDeposit,
} from './cashier-api'
import { isStillOpen } from './deposit-rules'
import { onDeviceClock } from '@/lib/effect/platform-clock'
import { debounced } from '@/lib/effect/timing'
import { policies } from '@/lib/effect/policies'
import type { WithdrawMethod, WithdrawRequest } from './withdraw-schema'
import type { DepositChannel, DepositReceiptRequest, DepositRequest } from './deposit-schema'
import type { DepositRecordQuery, WithdrawRecordQuery } from './records-schema'

/** The channels and the promotions a deposit can join: asked on every visit (limits and maintenance change). */
export const depositChannelsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadDepositChannels : null), { askOnEveryVisit: true })
export const depositPromotionsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadDepositPromotions : null), {
  askOnEveryVisit: true,
})

/**
 * Whether the deposit form may draw: its promotions stand above Deposit, and the member's deposit
 * limits add a line under the amount (drawn after it, they pushed the form down).
 */
export const depositFormReadyAtom = answeredWithin([depositPromotionsQuery, depositLimitsQuery], policies.formDataWait)

const openDepositsAtom = persistedAtom(keys.openDeposits)
/**
 * Whose order and preference: the stored session's name, known from the first render after a
 * reload (member info comes only after it), so a resumed order never flashes the form first. A
 * session adopted from a URL token has no name until member info fills it in.
 */
const memberKey = atom((get) => get(sessionAtom)?.userName || null)

/** Whether a remembered order is worth resuming now, its expiry read on this device's clock. */
const stillOpen = (open: OpenDeposit) => isStillOpen(open, Date.now(), onDeviceClock)

/** The member's open order, while it is worth resuming (deposit-rules `isStillOpen`); writing null closes it. */
export const openDepositAtom = atom(
  (get) => {
    const userName = get(memberKey)
    const open = userName ? get(openDepositsAtom)[userName] : undefined
    return open && stillOpen(open) ? open : null
  },
  (get, set, next: OpenDeposit | null) => {
    const userName = get(memberKey)
    if (!userName) return
    const { [userName]: _closed, ...others } = get(openDepositsAtom)
    // Forgetting the member's old order also drops others' expired ones, so the key does not grow.
    const kept = Object.fromEntries(Object.entries(others).filter(([, each]) => stillOpen(each)))
    set(openDepositsAtom, next ? { ...kept, [userName]: next } : kept)
  },
)

export interface DepositAsk {
  readonly channel: DepositChannel
  readonly request: DepositRequest
}

/**
 * A deposit: sent once (see moneyAtom), its order remembered, and the balance asked again
 * whatever the answer.
 */
export const depositAtom = moneyAtom(({ channel, request }: DepositAsk) => submitDeposit(channel.mcsDepositEndpoint, request), {
  settle: (order, { set, input }) =>
    set(openDepositAtom, {
      order,
      amount: input.request.amount,
      channelName: input.channel.name,
      ...(input.channel.currency ? { currency: input.channel.currency } : {}),
      openedAt: Date.now(),
    }),
  // The order counts against the member's limits at once (pending orders count).
  alsoRefresh: (set) => set(depositLimitsQuery, 'refresh'),
})

/** Marks the open order (receipt sent, paid reported) so coming back shows it done. */
const noteOnOpenOrder = atom(null, (get, set, note: Partial<OpenDeposit>) => {
  const open = get(openDepositAtom)
  if (open) set(openDepositAtom, { ...open, ...note })
})

/** The receipt of a bank-transfer order, and "I have paid": once per tap each. */
export const depositReceiptAtom = submitAtom(
  (request: DepositReceiptRequest) => sendDepositReceipt(request),
  (_answer, { set }) => set(noteOnOpenOrder, { receiptSent: true }),
)
export const depositPaidAtom = submitAtom(
  (depositId: string) => reportDepositPaid(depositId),
  (_answer, { set }) => set(noteOnOpenOrder, { paidReported: true }),
)

/** Cancelling the open order: sent once per tap; once the platform has it, the form comes back. */
export const depositCancelAtom = submitAtom(
  (depositId: string) => cancelDepositOrder(depositId),
  (_answer, { set }) => {
    set(openDepositAtom, null)
    // A cancelled order no longer counts against the limits.
    set(depositLimitsQuery, 'refresh')
  },
)

/** The withdraw's methods and the member's turnover: asked on every visit. */
export const withdrawMethodsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadWithdrawMethods : null), { askOnEveryVisit: true })
export const turnoverQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadTurnover : null), { askOnEveryVisit: true })

const preferenceAtom = persistedAtom(keys.withdrawPreference)

/** The member's last method and account (PLATFORM.md §4), restored on the next visit. */
export const withdrawPreferenceAtom = atom(
  (get) => {
    const userName = get(memberKey)
    return userName ? (get(preferenceAtom)[userName] ?? null) : null
  },
  (get, set, next: { readonly method: string; readonly bankCardId?: string }) => {
    const userName = get(memberKey)
    if (userName) set(preferenceAtom, { ...get(preferenceAtom), [userName]: next })
  },
)

/** The method on screen; its settings and bound accounts follow it. */
export const withdrawMethodAtom = atom<WithdrawMethod | null>(null)

/**
 * One query per method: a tab shows its own settings and accounts (its skeleton first), never the
 * previous tab's answer while its own is on the way, so no amount or account of one method can be
 * sent with another.
 */
const perMethod = <Q>(make: (method: WithdrawMethod) => Q) => {
  const made = new Map<string, Q>()
  const of = (method: WithdrawMethod) => {
    const known = made.get(method.withdrawMethodGroup)
    if (known) return known
    const query = make(method)
    made.set(method.withdrawMethodGroup, query)
    return query
  }
  return Object.assign(of, { all: () => [...made.values()] })
}

export const withdrawSettingsQuery = perMethod((method) =>
  queryAtom((get) => (get(sessionTokenAtom) ? loadWithdrawSettings(method.groupId) : null), { askOnEveryVisit: true }),
)
export const withdrawAccountsQuery = perMethod((method) =>
  queryAtom((get) => (get(sessionTokenAtom) ? loadWithdrawAccounts(method.methodGroupType, method.groupId) : null), {
    askOnEveryVisit: true,
  }),
)

/** The crypto currency of the chosen address (null for other methods): its exchange rate is asked. */
export const withdrawCurrencyAtom = atom<string | null>(null)
export const exchangeRateQuery = queryAtom(
  (get) => {
    const currency = get(withdrawCurrencyAtom)
    return get(sessionTokenAtom) && currency ? loadExchangeRate(currency) : null
  },
  { askOnEveryVisit: true },
)

/** The amount typed, once it is a valid one: the fee preview follows it. */
export const withdrawAmountAtom = atom<number | null>(null)

const chargeType = { B: 'BC', E: 'EW', V: 'VW' } as const

/**
 * The fee of the amount (PLATFORM.md §4): the first ask goes at once, later ones after 500 ms of
 * quiet (a new amount interrupts the wait), so typing 1-0-0-0 asks once.
 */
export const withdrawChargesQuery = queryAtom((get, { rerun }) => {
  const method = get(withdrawMethodAtom)
  const amount = get(withdrawAmountAtom)
  if (!get(sessionTokenAtom) || !method || amount === null) return null
  const ask = loadWithdrawCharges(amount, chargeType[method.methodGroupType])
  return rerun ? debounced(policies.withdrawFeeDebounce)(ask) : ask
})

/** A withdrawal: sealed, sent once; the balance and the day's counts asked again whatever the answer. */
export const withdrawAtom = moneyAtom((request: WithdrawRequest) => sendWithdrawal(request), {
  alsoRefresh: (set) => withdrawSettingsQuery.all().forEach((query) => set(query, 'refresh')),
})

/** The deposit record for a range and state, page by page, with the platform's total (useMemo per filter). */
export const depositRecordsQuery = ({ range, state }: { readonly range: DayRange; readonly state: DepositRecordQuery['depositState'] }) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const { startTime, endTime } = rangeTimes(range)
    const query = { startDate: startTime, endDate: endTime, page, size: recordPageSize, depositType: '', depositState: state }
    return Effect.map(loadDepositRecords(query), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      footer: answer.footer,
    }))
  })

export const withdrawRecordsQuery = ({ range, state }: { readonly range: DayRange; readonly state: WithdrawRecordQuery['state'] }) =>
  pagedQueryAtom((get, page) => {
    if (!get(sessionTokenAtom)) return null
    const { startTime, endTime } = rangeTimes(range)
    const query = { startDate: startTime, endDate: endTime, page, size: recordPageSize, state }
    return Effect.map(loadWithdrawRecords(query), (answer) => ({
      items: answer.list,
      pageNum: page,
      totalPages: answer.totalPages,
      footer: answer.footer,
    }))
  })

/** The deposit record's "accelerate", then its receipt with a note: once per tap each. */
export const depositReminderAtom = submitAtom((depositId: string) => remindDeposit(depositId))
export const recordReceiptAtom = submitAtom((request: DepositReceiptRequest) => sendDepositReceipt(request))
