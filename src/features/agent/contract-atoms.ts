import { Effect } from 'effect'
import type { Getter } from 'jotai'
import { getsContractPrompts } from '@/domain/member'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { viewerAtom } from '@/lib/session/session-atoms'
import { answerContract, loadContract, loadContractLog, offerContract } from './agent-api'
import { contractKinds, type AnswerContractRequest, type ContractKind, type OfferContractRequest } from './contract-schema'

/** SPEC §4: trial and the non-contract types (4, 40, 41, 42) have no contracts (the route's guard sends them home first). */
const hasContracts = (get: Getter) => {
  const viewer = get(viewerAtom)
  return viewer.kind !== 'guest' && getsContractPrompts(viewer.type)
}

/** How many requests the history shows at a time. */
export const contractLogPageSize = 10

const atomsOf = (kind: ContractKind) => {
  /** The member's terms and the request waiting for them: asked on every visit (an upline may have offered meanwhile). */
  const info = queryAtom((get) => (hasContracts(get) ? loadContract(kind) : null), { askOnEveryVisit: true })
  /** The requests made and received, newest first, page by page: asked on every visit too, so the history agrees with the terms. */
  const log = pagedQueryAtom(
    (get, page) =>
      hasContracts(get)
        ? Effect.map(loadContractLog(kind, { page, size: contractLogPageSize }), (answer) => ({
            items: answer.list,
            pageNum: page,
            totalPages: answer.totalPages,
          }))
        : null,
    { askOnEveryVisit: true },
  )
  return {
    info,
    log,
    /** An offer to a member: sent once per tap; the history shows it after. */
    offer: submitAtom(
      (request: OfferContractRequest) => offerContract(kind, request),
      (_offered, { set }) => set(log, 'refresh'),
    ),
    /** Accept or decline: sent once per tap; the terms and the history are asked again. */
    answer: submitAtom(
      (request: AnswerContractRequest) => answerContract(kind, request),
      async (_answered, { set }) => {
        await Promise.all([set(info, 'refresh'), set(log, 'refresh')])
      },
    ),
  }
}

/** Each kind's atoms (one page component serves the three contract routes). */
export const contractAtoms = Object.fromEntries(contractKinds.map((kind) => [kind, atomsOf(kind)])) as Record<
  ContractKind,
  ReturnType<typeof atomsOf>
>
