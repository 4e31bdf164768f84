import { scenarioOfferTerms, topUpline } from '../fixtures/agent-contracts'
import { termsIssueOf } from '../src/domain/contract-terms'
import { getsContractPrompts, isAgentType } from '../src/domain/member'
import { contractEndpoints, contractRequests } from '../src/features/agent/agent-endpoints'
import {
  contractKinds,
  type ContractKind,
  type ContractLogEntry,
  type ContractTerms,
  type CurrentContract,
} from '../src/features/agent/contract-schema'
import { notInTeam, signedInAgent, teamMemberOf } from './agent-handlers'
import type { StoredContract, StoredContractRequest as StoredRequest } from './db'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** How long before the call the scenario's request reads as sent. */
const scenarioRequestAge = 2 * 3_600_000

/** The scenario's request to a member: one id per member and kind, so its answer is found again. */
const scenarioRequestId = (kind: ContractKind, userName: string) => `SCN-${kind}-${userName}`

/** The most the terms pay: what an agent holding them may give a member at most. */
const topRateOf = (terms: ContractTerms) => Math.max(...terms.map((tier) => tier.rate))

const noPermissions = () => refuse('no_permissions', 'no permission or feature temporarily unavailable')

const currentOut = (contract: StoredContract | undefined): CurrentContract | null =>
  contract ? { contractId: contract.contractId, upline: contract.upline, terms: contract.terms, since: contract.since } : null

/** A stored request as the log answers it: without the harness's own kind and tick. */
const logEntryOf = ({ kind, at, ...entry }: StoredRequest): ContractLogEntry => entry

/** The values of the home prompt's call (SPEC §3) when a request of that kind waits. */
const promptValues = { salary: 'DAILY', dividend: 'MONTHLY', hourly: 'HOURLY', realtime: 'REALTIME' } as const satisfies Record<
  ContractKind,
  string
>

/**
 * Agent contracts (docs/harness.md "Agent contracts", docs/api-contract.md "Contracts"): each
 * member's contracts in force and the requests that change them, kept in the harness db from the
 * fixtures (fixtures/agent-contracts.ts) until a reset; the scenario's `pendingContracts` puts a
 * request of each kind it names before whoever signs in, until they answer it.
 */
export const agentContractHandlers = (kit: EndpointKit) => {
  const { serve, store, db, memberOf, expired, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const teamSize = () => store.get().agentTeamSize

  const currentOf = (userName: string, kind: ContractKind) => db.contractsInForce.findFirst((q) => q.where({ userName, kind }))

  /**
   * The scenario's request of this kind to the member while they have not answered it (their answer
   * is stored under its id): from their contract's upline, with the fixtures' terms. Only accounts
   * get it; the generated team never signs in.
   */
  const scenarioRequestOf = (userName: string, kind: ContractKind, now = platformNow()): StoredRequest | undefined => {
    if (!store.get().pendingContracts.includes(kind)) return undefined
    if (!db.accounts.findFirst((q) => q.where({ member: { userName } }))) return undefined
    const requestId = scenarioRequestId(kind, userName)
    if (db.contractRequests.findFirst((q) => q.where({ requestId }))) return undefined
    return {
      requestId,
      kind,
      from: currentOf(userName, kind)?.upline ?? topUpline,
      to: userName,
      terms: scenarioOfferTerms[kind],
      sentAt: now - scenarioRequestAge,
      outcome: 'pending',
      // Older than anything made in this run: last among requests sent at the same time.
      at: 0,
    }
  }

  /** The request waiting for the member's answer: an upline's offer, else the scenario's. */
  const pendingFor = (userName: string, kind: ContractKind) =>
    db.contractRequests.findFirst((q) => q.where({ to: userName, kind, outcome: 'pending' })) ?? scenarioRequestOf(userName, kind)

  /** The signed-in member who has contracts, or the refusal: no session, or a type without contracts (trial, 40-42). */
  const contractMemberOf = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!getsContractPrompts(account.member.type)) return noPermissions()
    return account.member
  }

  const kindHandlers = (kind: ContractKind) => {
    const calls = contractEndpoints[kind]
    return [
      ...serve(calls.info, ({ request }) => {
        const member = contractMemberOf(request)
        if (member instanceof Response) return member
        const current = currentOf(member.userName, kind)
        const pending = pendingFor(member.userName, kind)
        return {
          current: currentOut(current),
          request: pending ? { requestId: pending.requestId, from: pending.from, terms: pending.terms, sentAt: pending.sentAt } : null,
          // Only an agent offers, and never more than its own top rate.
          offerRateMax: isAgentType(member.type) && current ? topRateOf(current.terms) : null,
        }
      }),

      ...serve(calls.offer, async ({ request, body }) => {
        const agent = agentOf(request)
        if (agent instanceof Response) return agent
        // A virtual agent (41, 42) has no contracts to give from.
        if (!getsContractPrompts(memberOf(request)!.member.type)) return noPermissions()
        const member = teamMemberOf(db, agent, body.userName, teamSize())
        if (!member || member.parent !== agent) return notInTeam()
        const own = currentOf(agent, kind)
        if (!own) return refuse('agent.contract.none', 'You have no contract of this kind')
        const rateMax = topRateOf(own.terms)
        const issue = termsIssueOf(body.terms, rateMax)
        if (issue === 'rate_max') return refuse('agent.contract.rate_max', 'Rate above your own', { value: { max: rateMax } })
        if (issue !== null) return refuse('agent.contract.terms', 'Contract terms incorrect')
        if (pendingFor(member.userName, kind)) return refuse('agent.contract.pending', 'The member has not answered the last request')
        const at = db.tick()
        const sent = {
          requestId: `CR${String(at).padStart(6, '0')}`,
          kind,
          from: agent,
          to: member.userName,
          terms: body.terms,
          sentAt: platformNow(),
          outcome: 'pending' as const,
          at,
        }
        await db.contractRequests.create(sent)
        return { requestId: sent.requestId, userName: sent.to, sentAt: sent.sentAt }
      }),

      ...serve(calls.answer, async ({ request, body }) => {
        const member = contractMemberOf(request)
        if (member instanceof Response) return member
        const { userName } = member
        const now = platformNow()
        const stored = db.contractRequests.findFirst((q) => q.where({ requestId: body.requestId, kind, to: userName, outcome: 'pending' }))
        const scenario = scenarioRequestOf(userName, kind, now)
        const asked = stored ?? (scenario?.requestId === body.requestId ? scenario : undefined)
        if (!asked) return refuse('agent.contract.request_gone', 'The request was already answered or withdrawn')
        const outcome = body.accept ? 'accepted' : 'declined'
        if (stored)
          await db.contractRequests.update((q) => q.where({ requestId: stored.requestId }), {
            data: (row) => {
              row.outcome = outcome
              row.answeredAt = now
            },
          })
        // The scenario's request is stored once answered, so it waits no more and the log keeps it.
        else await db.contractRequests.create({ ...asked, outcome, answeredAt: now, at: db.tick() })
        if (body.accept) {
          db.contractsInForce.deleteMany((q) => q.where({ userName, kind }))
          await db.contractsInForce.create({
            userName,
            kind,
            contractId: `C-${kind}-${userName}-${db.tick()}`,
            upline: asked.from,
            terms: asked.terms,
            since: now,
          })
        }
        return { accepted: body.accept, current: currentOut(currentOf(userName, kind)) }
      }),

      ...serve(calls.log, ({ request, query }) => {
        const member = contractMemberOf(request)
        if (member instanceof Response) return member
        const { userName } = member
        const scenario = scenarioRequestOf(userName, kind)
        const rows: StoredRequest[] = [
          ...db.contractRequests.findMany((q) => q.where({ kind })).filter((row) => row.from === userName || row.to === userName),
          ...(scenario ? [scenario] : []),
        ].sort((a, b) => b.sentAt - a.sentAt || b.at - a.at)
        // As the agent reports page (agent-reports.ts): 1-based, and no rows is no pages.
        const size = Math.max(1, Math.floor(query.size))
        const page = Math.max(1, Math.floor(query.page))
        return { list: rows.slice((page - 1) * size, page * size).map(logEntryOf), totalPages: Math.ceil(rows.length / size) }
      }),
    ]
  }

  return [
    // The home prompt (SPEC §4): a field per kind, filled while a request of that kind waits. The
    // app skips the types without contracts itself, so the harness answers them too.
    ...serve(contractRequests, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const waiting = (kind: ContractKind) => (pendingFor(account.member.userName, kind) ? promptValues[kind] : '')
      // The platform's names (PLATFORM.md §1.10).
      return {
        dailysalreqtype: waiting('salary'),
        divtypereq: waiting('dividend'),
        contracthoursalreq: waiting('hourly'),
        realtimesalreqtype: waiting('realtime'),
      }
    }),
    ...contractKinds.flatMap(kindHandlers),
  ]
}
