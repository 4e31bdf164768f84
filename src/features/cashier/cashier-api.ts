import { call } from '@/lib/http/call'
import { depositChannels, depositPaid, depositPromotions, depositReceipt, depositSubmits } from './cashier-endpoints'
import type { DepositReceiptRequest, DepositRelay, DepositRequest } from './deposit-schema'

export const loadDepositChannels = call(depositChannels)
export const loadDepositPromotions = call(depositPromotions)

/** A deposit, to the relay its channel names. A money write: one idempotency key, never retried. */
export const submitDeposit = (relayName: DepositRelay, request: DepositRequest) => call(depositSubmits[relayName], { body: request })

/** A bank-transfer order's receipt, and telling the cashier it is paid: writes, sent once per tap. */
export const sendDepositReceipt = (request: DepositReceiptRequest) => call(depositReceipt, { body: request })
export const reportDepositPaid = (depositId: string) => call(depositPaid, { body: { depositId } })
