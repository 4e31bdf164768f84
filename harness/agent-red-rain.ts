import * as endpoints from '../src/features/agent/agent-endpoints'
import { rainMembersMax, type RainOutcome } from '../src/features/agent/red-rain-schema'
import { badAmount, creditMember, isAmount, madeBy, mainOf, payingAgent, signedInAgent, teamMemberOf } from './agent-handlers'
import { downlinesOf, teamOf } from './agent-team'
import type { EndpointKit } from './handlers'
import { cents } from './record-rows'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'

/**
 * The member of the agent's generated team that a red rain refuses as frozen (`member.frozen`), so
 * QA always has a failure on the "result per member" screen: the agent's oldest direct member, the
 * last row of its own members list (registered longest ago; among those, last by name). The
 * generated team has no frozen flag of its own; a made member is never frozen. Undefined for an
 * agent without generated direct members.
 */
export const frozenMemberOf = (agent: string, size = 0): string | undefined => {
  let oldest: { readonly userName: string; readonly registeredDaysAgo: number } | undefined
  for (const member of teamOf(agent, size)) {
    if (member.parent !== agent) continue
    if (
      !oldest ||
      member.registeredDaysAgo > oldest.registeredDaysAgo ||
      (member.registeredDaysAgo === oldest.registeredDaysAgo && member.userName > oldest.userName)
    )
      oldest = member
  }
  return oldest?.userName
}

/**
 * Red rain (docs/harness.md "Agent red rain", docs/api-contract.md "Red rain"): the agent's direct
 * members to choose from, and the same amount to each chosen one from the agent's main wallet,
 * credited as the single transfer credits a member (agent-handlers.ts `creditMember`), so the
 * members list's balances and a made member's wallet show it.
 */
export const agentRedRainHandlers = (kit: EndpointKit) => {
  const { serve, store, db, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const payerOf = payingAgent(kit)
  const teamSize = () => store.get().agentTeamSize

  return [
    // The members list's own rows (made members first, then newest registration, then by name), direct members only.
    ...serve(endpoints.simpleDownlines, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const needle = query.userName?.trim().toLowerCase() ?? ''
      const rows = downlinesOf(agent, { page: 1, size: Number.MAX_SAFE_INTEGER }, undefined, platformNow(), teamSize(), madeBy(db, agent))
      return {
        list: (rows?.list ?? [])
          .filter((row) => row.userName.toLowerCase().includes(needle))
          .map(({ userName, type, online }) => ({ userName, type, online })),
      }
    }),

    // Sealed and money: `serve` replays a seen idempotency key, so nothing is sent twice.
    ...serve(endpoints.rainOnDownlines, async ({ request, body }) => {
      const payer = payerOf(request)
      if (payer instanceof Response) return payer
      const { agent } = payer
      const { userNames, amountEach } = body
      const keys = userNames.map((name) => name.trim().toLowerCase())
      if (keys.length === 0 || keys.includes('') || new Set(keys).size !== keys.length)
        return refuse('agent.rain.members', 'Choose each member once')
      if (keys.length > rainMembersMax) return refuse('agent.rain.too_many', 'Too many members', { value: { max: rainMembersMax } })
      if (!isAmount(amountEach)) return badAmount()
      const passwordRefusal = paymentPasswordRefusal(payer.paymentPassword, body.paymentPassword)
      if (passwordRefusal) return passwordRefusal
      // In cents, so ₱0.10 × 3 is exactly ₱0.30.
      const eachCents = Math.round(amountEach * 100)
      if (eachCents * keys.length > Math.round(mainOf(kit, agent) * 100))
        return refuse('agent.rain.balance', 'Insufficient balance', { value: { total: cents((eachCents * keys.length) / 100) } })

      // Every member decided before any money moves.
      const frozen = frozenMemberOf(agent, teamSize())
      const decided = userNames.map((asked): { userName: string; reason?: string; member?: { userName: string; made?: true } } => {
        const member = teamMemberOf(db, agent, asked, teamSize())
        if (!member || member.parent !== agent) return { userName: asked, reason: 'agent.member_not_in_team' }
        if (!member.made && member.userName === frozen) return { userName: member.userName, reason: 'member.frozen' }
        return { userName: member.userName, member }
      })
      const credited = decided.flatMap(({ member }) => (member ? [member] : []))
      const rainId = `RR${String(db.tick()).padStart(6, '0')}`
      const totalCents = eachCents * credited.length
      if (totalCents > 0) await db.addToMain(agent, -totalCents / 100)
      for (const [index, member] of credited.entries())
        await creditMember(db, { agent, member, amount: eachCents / 100, transferId: `${rainId}-${index + 1}`, at: platformNow() })
      return {
        rainId,
        results: decided.map(({ userName, reason }): RainOutcome =>
          reason ? { userName, sent: false, reason } : { userName, sent: true },
        ),
        totalSent: totalCents / 100,
        balance: cents(mainOf(kit, agent)),
        sentCount: credited.length,
      }
    }),
  ]
}
