import { Effect } from 'effect'
import { call } from '@/lib/http/call'
import {
  depositChannels,
  depositRecords,
  depositReminder,
  withdrawRecords,
  depositCancel,
  depositPaid,
  depositPromotions,
  depositReceipt,
  depositSubmits,
  exchangeRate,
  turnoverInfo,
  withdraw,
  withdrawAccounts,
  withdrawCharges,
  withdrawMethods,
  withdrawSettings,
} from './cashier-endpoints'
import { offeredMethods } from './deposit-rules'
import type { DepositReceiptRequest, DepositRelay, DepositRequest } from './deposit-schema'
import type { DepositRecordQuery, WithdrawRecordQuery } from './records-schema'
import type { WithdrawRequest } from './withdraw-schema'

export const loadDepositChannels = call(depositChannels).pipe(
  Effect.map((answer) => ({ ...answer, methods: offeredMethods(answer.methods) })),
)
export const loadDepositPromotions = call(depositPromotions)

/** A deposit, to the relay its channel names. A money write: one idempotency key, never retried. */
export const submitDeposit = (relayName: DepositRelay, request: DepositRequest) => call(depositSubmits[relayName], { body: request })

/** A bank-transfer order's receipt, and telling the cashier it is paid: writes, sent once per tap. */
export const sendDepositReceipt = (request: DepositReceiptRequest) => call(depositReceipt, { body: request })
export const reportDepositPaid = (depositId: string) => call(depositPaid, { body: { depositId } })
export const cancelDepositOrder = (depositId: string) => call(depositCancel, { body: { depositId } })

export const loadWithdrawMethods = call(withdrawMethods)
export const loadTurnover = call(turnoverInfo)
export const loadExchangeRate = (sourceCurrency: string) => call(exchangeRate, { query: { sourceCurrency } })
export const loadWithdrawSettings = (groupId: string | undefined) => call(withdrawSettings, { query: groupId ? { groupId } : {} })
export const loadWithdrawAccounts = (type: 'B' | 'E' | 'V', groupId: string | undefined) =>
  call(withdrawAccounts, { query: groupId ? { type, groupId } : { type } })
export const loadWithdrawCharges = (withdrawAmount: number, withdrawType: 'BC' | 'EW' | 'VW') =>
  call(withdrawCharges, { query: { withdrawAmount, withdrawType } })
/** Sealed like login, one idempotency key, never retried. */
export const sendWithdrawal = (request: WithdrawRequest) => call(withdraw, { body: request })

export const loadDepositRecords = (query: DepositRecordQuery) => call(depositRecords, { query })
export const loadWithdrawRecords = (query: WithdrawRecordQuery) => call(withdrawRecords, { query })
/** "Accelerate": asks the cashier to look at a pending order now. A write, sent once per tap. */
export const remindDeposit = (depositId: string) => call(depositReminder, { body: { depositId } })
