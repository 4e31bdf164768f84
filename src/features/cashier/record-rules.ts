import type { StatusTone } from '@/ui/record-list'
import { depositStates, type DepositRecord, type DepositStateName, type WithdrawState } from './records-schema'

/**
 * The deposit and withdraw records' rules (PLATFORM.md §5): a state's name and colour, and where a
 * pending deposit is in "accelerate" (ask the cashier to look now, then send the receipt).
 */

const stateNameOf = new Map(Object.entries(depositStates).map(([name, code]) => [code, name as DepositStateName]))
export const depositStateName = (record: Pick<DepositRecord, 'state'>): DepositStateName => stateNameOf.get(record.state) ?? 'pending'

const depositTones: Readonly<Record<DepositStateName, StatusTone>> = {
  pending: 'pending',
  processing: 'pending',
  success: 'success',
  failed: 'failed',
  cancelled: 'plain',
  expired: 'plain',
}
export const depositTone = (record: Pick<DepositRecord, 'state'>) => depositTones[depositStateName(record)]

const withdrawTones: Readonly<Record<WithdrawState, StatusTone>> = {
  PENDING: 'pending',
  PROCESSING: 'pending',
  SUCCESS: 'success',
  REJECTED: 'failed',
  CANCELLED: 'plain',
}
export const withdrawTone = (state: WithdrawState) => withdrawTones[state]

export type AccelerateStep =
  | { readonly kind: 'none' }
  /** The window opens later: a countdown to it. */
  | { readonly kind: 'wait'; readonly opensAt: number }
  /** Accelerate may be asked until the window closes. */
  | { readonly kind: 'open'; readonly closesAt: number | null }
  /** Asked: the receipt and a note go next. */
  | { readonly kind: 'receipt' }
  | { readonly kind: 'receipt_sent' }
  | { readonly kind: 'accelerated' }
  | { readonly kind: 'refused' }

/** Where a deposit is in "accelerate" at `now`; only a pending order has one. */
export const accelerateStepOf = (record: DepositRecord, now: number): AccelerateStep => {
  const name = depositStateName(record)
  if (name !== 'pending' && name !== 'processing') return { kind: 'none' }
  switch (record.accelerationStatus) {
    case 'NA':
      return { kind: 'none' }
    case 'MA': {
      const { accelerateAvailabilityStart: opens, accelerateAvailabilityEnd: closes } = record
      if (opens !== null && now < opens) return { kind: 'wait', opensAt: opens }
      if (closes !== null && now > closes) return { kind: 'none' }
      return { kind: 'open', closesAt: closes }
    }
    case 'AC':
      return record.depositSlip === 'Y' ? { kind: 'receipt_sent' } : { kind: 'receipt' }
    case 'A':
      return { kind: 'accelerated' }
    case 'R':
      return { kind: 'refused' }
  }
}
