import { atom } from 'jotai'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { memberAtom, sessionTokenAtom, walletQuery } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import type { OpenDeposit } from '@/domain/deposit'
import { loadDepositChannels, loadDepositPromotions, reportDepositPaid, sendDepositReceipt, submitDeposit } from './cashier-api'
import { isStillOpen } from './deposit-rules'
import type { DepositChannel, DepositReceiptRequest, DepositRequest } from './deposit-schema'

/** The channels and the promotions a deposit can join: asked on every visit (limits and maintenance change). */
export const depositChannelsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadDepositChannels : null), { askOnEveryVisit: true })
export const depositPromotionsQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadDepositPromotions : null), {
  askOnEveryVisit: true,
})

const openDepositsAtom = persistedAtom(keys.openDeposits)
const memberKey = atom((get) => get(memberAtom)?.userName ?? null)

/** The member's open order, while it is worth resuming (deposit-rules `isStillOpen`); writing null closes it. */
export const openDepositAtom = atom(
  (get) => {
    const userName = get(memberKey)
    const open = userName ? get(openDepositsAtom)[userName] : undefined
    return open && isStillOpen(open, Date.now()) ? open : null
  },
  (get, set, next: OpenDeposit | null) => {
    const userName = get(memberKey)
    if (!userName) return
    const { [userName]: _closed, ...others } = get(openDepositsAtom)
    // Forgetting the member's old order also drops others' expired ones, so the key does not grow.
    const kept = Object.fromEntries(Object.entries(others).filter(([, each]) => isStillOpen(each, Date.now())))
    set(openDepositsAtom, next ? { ...kept, [userName]: next } : kept)
  },
)

export interface DepositAsk {
  readonly channel: DepositChannel
  readonly request: DepositRequest
}

const depositSubmit = submitAtom(
  ({ channel, request }: DepositAsk) => submitDeposit(channel.mcsDepositEndpoint, request),
  (order, { set, input }) =>
    set(openDepositAtom, {
      order,
      amount: input.request.amount,
      channelName: input.channel.name,
      ...(input.channel.currency ? { currency: input.channel.currency } : {}),
      openedAt: Date.now(),
    }),
)

/**
 * A deposit: sent once (a second tap while it is on its way does nothing, see submitAtom), its
 * order remembered, and the balance asked again whatever the answer.
 */
export const depositAtom = atom(
  (get) => get(depositSubmit),
  async (_get, set, ask: DepositAsk) => {
    const outcome = await set(depositSubmit, ask)
    if (outcome !== 'locked') set(walletQuery, 'refresh')
    return outcome
  },
)

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
