import { call } from '@/lib/http/call'
import * as endpoints from './responsible-endpoints'
import type { SelfExcludeRequest, SetDepositLimitRequest } from './responsible-schema'

/** Writes: sent once, never retried (the Api retries GETs only). The limits are read through lib/session/deposit-limits. */
export const setDepositLimit = (request: SetDepositLimitRequest) => call(endpoints.setDepositLimit, { body: request })
export const selfExclude = (request: SelfExcludeRequest) => call(endpoints.selfExclude, { body: request })
