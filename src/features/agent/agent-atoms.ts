import { Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom } from 'jotai'
import { dayOf, rangeTimes } from '@/domain/date-range'
import { getsContractPrompts } from '@/domain/member'
import { queryAtom } from '@/lib/effect/query-atom'
import { memberAtom, sessionTokenAtom, viewerAtom } from '@/lib/session/session-atoms'
import { loadContractRequests, loadTeamKpi } from './agent-api'
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
/** The last check's prompts. A failed check shows none: it is not worth an error. */
const checkedAtom = atom((get) => AsyncResult.getOrElse(get(contractsQuery), () => noPrompts))
/** How many prompts of which check the user has answered. */
const answeredAtom = atom<{ readonly of: ReadonlyArray<ContractPrompt>; readonly count: number }>({ of: noPrompts, count: 0 })
/** A new check starts again from its first prompt. */
const answeredCountAtom = atom((get) => (get(answeredAtom).of === get(checkedAtom) ? get(answeredAtom).count : 0))

/** Prompts still to show, first one on screen. */
export const contractPromptsAtom = atom((get) => get(checkedAtom).slice(get(answeredCountAtom)))

/** Cancel drops the prompt on screen and shows the next; Go clears them all (the user has left home). */
export const dismissContractPromptAtom = atom(null, (get, set, all: boolean) => {
  const prompts = get(checkedAtom)
  set(answeredAtom, { of: prompts, count: all ? prompts.length : get(answeredCountAtom) + 1 })
})

/**
 * SPEC §2 agent home's footer: the team's counts for today (asked on every visit: they move through
 * the day). Only agents have a team.
 */
export const teamKpiQuery = queryAtom(
  (get) => {
    if (get(viewerAtom).kind !== 'agent') return null
    const today = dayOf(new Date())
    const { startTime, endTime } = rangeTimes({ from: today, to: today })
    return loadTeamKpi({ startDate: startTime, endDate: endTime, size: 0 })
  },
  { askOnEveryVisit: true },
)
