import { getsContractPrompts } from '@/domain/member'
import { paths } from '@/lib/routes/paths'
import type { ContractRequests } from './agent-schema'

export interface ContractPrompt {
  /** Message key in the common namespace. */
  readonly messageKey: string
  /** Where Go leads. */
  readonly route: string
}

/** The fields of the answer that name each kind, and the contract page its Go button opens (SPEC §2 routes). */
const contracts: ReadonlyArray<{ fields: ReadonlyArray<keyof ContractRequests>; prompt: ContractPrompt }> = [
  { fields: ['dailysalreqtype'], prompt: { messageKey: 'contract.salary', route: paths.salaryContract } },
  // The platform's name and the SPEC's (PLATFORM.md §1.10, §12: "accept either").
  { fields: ['divtypereq', 'divtypecompperiodreq'], prompt: { messageKey: 'contract.dividend', route: paths.dividendContract } },
  { fields: ['contracthoursalreq'], prompt: { messageKey: 'contract.hourly', route: paths.hourlyContract } },
  // PLATFORM.md §1.10's fourth prompt, which the SPEC lacks.
  { fields: ['realtimesalreqtype'], prompt: { messageKey: 'contract.realtime', route: paths.realtimeContract } },
]

const waiting = (requests: ContractRequests, fields: ReadonlyArray<keyof ContractRequests>) =>
  fields.some((field) => (requests[field] ?? '').trim() !== '')

/** SPEC §4 contract prompts: for types other than 4, 40, 41, 42, one alert per kind waiting, in order. */
export const contractPromptsFor = (memberType: number, requests: ContractRequests): ReadonlyArray<ContractPrompt> =>
  getsContractPrompts(memberType) ? contracts.filter(({ fields }) => waiting(requests, fields)).map(({ prompt }) => prompt) : []
