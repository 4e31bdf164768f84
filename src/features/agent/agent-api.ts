import { Effect } from 'effect'
import { Api } from '@/lib/http/api'
import { ContractRequests } from './agent-schema'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const loadContractRequests = Effect.flatMap(Api, (api) =>
  api.call({ method: 'GET', path: '/wps/relay/MCS2_getContracDailySalReq', schema: ContractRequests }),
)
