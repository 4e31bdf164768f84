import { call } from '@/lib/http/call'
import { contractRequests } from './agent-endpoints'

/** The agent's pending contract requests (SPEC §4 contract prompts after session renew). */
export const loadContractRequests = call(contractRequests)
