import { call } from '@/lib/http/call'
import * as endpoints from './responsible-endpoints'
import type { SelfExcludeRequest, SetDepositLimitRequest } from './responsible-schema'

export const loadResponsibleGaming = call(endpoints.responsibleGaming)
/** Writes: sent once, never retried (the Api retries GETs only). */
export const setDepositLimit = (request: SetDepositLimitRequest) => call(endpoints.setDepositLimit, { body: request })
export const selfExclude = (request: SelfExcludeRequest) => call(endpoints.selfExclude, { body: request })
