import { Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom } from 'jotai'
import { getsContractPrompts } from '@/domain/member'
import { queryAtom } from '@/lib/effect/query-atom'
import { memberAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { loadContractRequests } from './agent-api'
import { contractPromptsFor, type ContractPrompt } from './contract-rules'

const memberTypeAtom = atom((get) => get(memberAtom)?.type)

/**
 * SPEC §2/§4: the pending agent contracts, asked once member info is renewed, again whenever the
 * session or member type changes, and on every visit to home. Trial and non-contract types are
 * never asked.
 */
const contractsQuery = queryAtom(
  (get) => {
    const type = get(memberTypeAtom)
    if (!get(sessionTokenAtom) || type === undefined || !getsContractPrompts(type)) return null
    return Effect.map(loadContractRequests, (requests) => contractPromptsFor(type, requests))
  },
  { askOnEveryVisit: true },
)

const noPrompts: ReadonlyArray<ContractPrompt> = []
/** How many prompts of which answer the user has answered (a new answer starts again). */
const answeredAtom = atom<{ readonly of: ReadonlyArray<ContractPrompt>; readonly count: number }>({ of: noPrompts, count: 0 })

/** Prompts still to show, first one on screen. A failed check shows none: it is not worth an error. */
export const contractPromptsAtom = atom((get) => {
  const prompts = AsyncResult.getOrElse(get(contractsQuery), () => noPrompts)
  const answered = get(answeredAtom)
  return answered.of === prompts ? prompts.slice(answered.count) : prompts
})

/** Cancel drops the prompt on screen and shows the next; Go clears them all (the user has left home). */
export const dismissContractPromptAtom = atom(null, (get, set, all: boolean) => {
  const prompts = AsyncResult.getOrElse(get(contractsQuery), () => noPrompts)
  const answered = get(answeredAtom)
  const count = answered.of === prompts ? answered.count : 0
  set(answeredAtom, { of: prompts, count: all ? prompts.length : count + 1 })
})
