import { call } from '@/lib/http/call'
import { depositChannels, depositPromotions, depositSubmits } from './cashier-endpoints'
import type { DepositRelay, DepositRequest } from './deposit-schema'

export const loadDepositChannels = call(depositChannels)
export const loadDepositPromotions = call(depositPromotions)

/** A deposit, to the relay its channel names. A money write: one idempotency key, never retried. */
export const submitDeposit = (relayName: DepositRelay, request: DepositRequest) => call(depositSubmits[relayName], { body: request })
