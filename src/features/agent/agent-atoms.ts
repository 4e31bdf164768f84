import { Exit } from 'effect'
import { atom } from 'jotai'
import { getsContractPrompts } from '@/domain/member'
import { run } from '@/lib/effect/runtime'
import { memberAtom } from '@/lib/session/session-atoms'
import { loadContractRequests } from './agent-api'
import { contractPromptsFor, type ContractPrompt } from './contract-rules'

/** Prompts still to show, first one on screen. A failed check shows none: it is not worth an error. */
export const contractPromptsAtom = atom<ReadonlyArray<ContractPrompt>>([])

export const checkContractsAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  const member = get(memberAtom)
  // Trial and non-contract types are never asked, so they do not call either.
  if (!member || !getsContractPrompts(member.type)) return
  const exit = await run(loadContractRequests, signal)
  if (Exit.isSuccess(exit)) set(contractPromptsAtom, contractPromptsFor(member.type, exit.value))
})

/** Cancel drops the prompt on screen and shows the next; Go clears them all (the user has left home). */
export const dismissContractPromptAtom = atom(null, (get, set, all: boolean) =>
  set(contractPromptsAtom, all ? [] : get(contractPromptsAtom).slice(1)),
)
