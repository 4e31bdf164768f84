import { getsContractPrompts } from '@/domain/member'
import { paths } from '@/lib/routes/paths'
import type { ContractRequests } from './agent-schema'

export interface ContractPrompt {
  /** Message key in the common namespace. */
  readonly messageKey: string
  /** Where Go leads. */
  readonly route: string
}

/** Each field of the answer and the contract page its Go button opens (SPEC §2 routes). */
const contracts: ReadonlyArray<{ field: keyof ContractRequests; prompt: ContractPrompt }> = [
  { field: 'dailysalreqtype', prompt: { messageKey: 'contract.salary', route: paths.salaryContract } },
  { field: 'divtypecompperiodreq', prompt: { messageKey: 'contract.dividend', route: paths.dividendContract } },
  { field: 'contracthoursalreq', prompt: { messageKey: 'contract.hourly', route: paths.hourlyContract } },
]

/** SPEC §4 contract prompts: for types other than 4, 40, 41, 42, one alert per non-empty field, in order. */
export const contractPromptsFor = (memberType: number, requests: ContractRequests): ReadonlyArray<ContractPrompt> =>
  getsContractPrompts(memberType) ? contracts.filter(({ field }) => (requests[field] ?? '').trim() !== '').map(({ prompt }) => prompt) : []
