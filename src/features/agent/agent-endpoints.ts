import { endpoint, relay } from '@/lib/http/endpoint'
import { ContractRequests } from './agent-schema'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const contractRequests = endpoint({ method: 'GET', path: relay('MCS2_getContracDailySalReq'), success: ContractRequests })
