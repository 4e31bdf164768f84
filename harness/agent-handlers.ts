import { dayOf, type Day } from '../src/domain/date-range'
import { canDeposit, isAgentType, mainBalanceOf } from '../src/domain/member'
import { rebateValueIssue } from '../src/domain/rebate-limits'
import * as endpoints from '../src/features/agent/agent-endpoints'
import type { DownlineMember } from '../src/features/agent/downline-schema'
import type { TeamReportQuery } from '../src/features/agent/rebate-report-schema'
import { givenPasswordRefusal, matchesRule } from './account-handlers'
import { agentRebatesOf, teamBetsOf, teamRebatesOf, type TeamReportAsk } from './agent-reports'
import {
  downlineOf,
  downlineRebatesOf,
  downlinesOf,
  memberPnlOf,
  rebateProducts,
  teamKpiOf,
  teamOverviewDailyOf,
  teamOverviewSumOf,
  teamPnlOf,
  type MadeMember,
} from './agent-team'
import type { HarnessDb } from './db'
import type { EndpointKit } from './handlers'
import { walletAnswer } from './member-handlers'
import { cents } from './record-rows'
import { rangeRefusal } from './records-handlers'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'

/** A whole number of cents, above zero. */
export const isAmount = (amount: number) =>
  Number.isFinite(amount) && amount > 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6

/** A bad amount of money to send (not a whole number of cents above zero). */
export const badAmount = () => refuse('amount.invalid', 'Amount format incorrect')

export const notInTeam = () => refuse('agent.member_not_in_team', 'user does not exist or is disabled')

/** The signed-in agent's user name, or the refusal: no session, or not an agent (every agent call). */
export const signedInAgent =
  ({ memberOf, expired }: Pick<EndpointKit, 'memberOf' | 'expired'>) =>
  (request: Request): string | Response => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!isAgentType(account.member.type)) return refuse('agent.only', 'no permission or feature temporarily unavailable')
    return account.member.userName
  }

/** The members the agent opened accounts for in this run (agent-open-account.ts), newest first. */
export const madeBy = (db: HarnessDb, agent: string): MadeMember[] =>
  db.madeDownlines.findMany((q) => q.where({ agent })).sort((a, b) => b.at - a.at)

/** A member's main wallet as the header shows it: on a single-wallet site it holds everything. */
export const mainOf = ({ db, store }: Pick<EndpointKit, 'db' | 'store'>, userName: string): number =>
  mainBalanceOf(walletAnswer(db.accounts.findFirst((q) => q.where({ member: { userName } }))!.wallet, store.get().transferWallet))

/**
 * The signed-in agent who may send money, or the refusal: no session, not an agent, or a virtual
 * agent (41, 42), which holds no money of its own.
 */
export const payingAgent =
  (kit: Pick<EndpointKit, 'memberOf' | 'expired'>) =>
  (request: Request): { readonly agent: string; readonly paymentPassword: string | null | undefined } | Response => {
    const agent = signedInAgent(kit)(request)
    if (agent instanceof Response) return agent
    const account = kit.memberOf(request)!
    if (!canDeposit(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
    return { agent, paymentPassword: account.paymentPassword }
  }

/** A member of the agent's team, generated or made in this run (a direct member), by name in any case. */
export const teamMemberOf = (
  db: HarnessDb,
  agent: string,
  userName: string,
  size: number,
): { userName: string; parent: string; type: number; made?: true } | undefined => {
  const wanted = userName.trim().toLowerCase()
  const made = madeBy(db, agent).find((member) => member.userName.toLowerCase() === wanted)
  return made ? { userName: made.userName, parent: agent, type: made.type, made: true } : downlineOf(agent, userName, size)
}

/**
 * Money the agent sends a member (the agent's own wallet is debited by the caller): kept in
 * `downlineTransfers`, which the members list adds to the member's balance; a made member is a
 * real account, so the money also reaches the wallet it logs in to.
 */
export const creditMember = async (
  db: HarnessDb,
  {
    agent,
    member,
    amount,
    transferId,
    at,
  }: { agent: string; member: { userName: string; made?: true }; amount: number; transferId: string; at: number },
) => {
  if (member.made) await db.addToMain(member.userName, amount)
  await db.downlineTransfers.create({ transferId, agent, userName: member.userName, amount, createdAt: at })
}

/**
 * The agent area (docs/api-contract.md "Agent"): the team's figures and reports, from the
 * generated downline (agent-team.ts), as big as the scenario's agentTeamSize says; the members
 * list, their rebates and money sent to them (docs/harness.md "Agent members"), with what the
 * agent changed in this run kept in db until a harness reset.
 */
export const agentHandlers = (kit: EndpointKit) => {
  const { serve, store, db, platformNow } = kit
  const agentOf = signedInAgent(kit)
  /** The query's ms as the player's days. */
  const daysOf = ({ startDate, endDate }: { readonly startDate: number; readonly endDate: number }): [Day, Day] => [
    dayOf(new Date(startDate)),
    dayOf(new Date(endDate)),
  ]
  const teamSize = () => store.get().agentTeamSize
  /** What the agent sent a member in this run. */
  const creditOf = (agent: string) => (userName: string) =>
    cents(db.downlineTransfers.findMany((q) => q.where({ agent, userName })).reduce((sum, transfer) => sum + transfer.amount, 0))
  /** The rebate the agent set for a member in this run, if any. */
  const rebateSetBy = (agent: string) => (userName: string, type: string) =>
    db.downlineRebates.findFirst((q) => q.where({ agent, userName, type }))?.rebateValue
  const rebatesOf = (agent: string, userName: string) =>
    downlineRebatesOf(agent, userName, rebateSetBy(agent), teamSize(), madeBy(db, agent))
  const memberIn = (agent: string, userName: string) => teamMemberOf(db, agent, userName, teamSize())
  /** A direct member of the agent's, or the refusal: not in the team, or a deeper member (their upline's to manage). */
  const directMemberOf = (agent: string, userName: string) => {
    const member = memberIn(agent, userName)
    if (!member) return notInTeam()
    return member.parent === agent ? member : refuse('agent.not_direct_member', 'no permission or feature temporarily unavailable')
  }

  /** What agents changed of their direct members in this run (docs/harness.md "Agent members"), by agentKey. */
  const promoted = new Set<string>()
  const nicknames = new Map<string, string>()
  kit.onReset(() => {
    promoted.clear()
    nicknames.clear()
  })
  const agentKey = (agent: string, userName: string) => `${agent}/${userName}`
  /** A row as its agent left it: made an agent, named. */
  const editedBy =
    (agent: string) =>
    (member: DownlineMember): DownlineMember => {
      const key = agentKey(agent, member.userName)
      const nickname = nicknames.get(key)
      return { ...member, ...(promoted.has(key) ? { type: 1 } : {}), ...(nickname ? { nickname } : {}) }
    }
  /**
   * The days the agent's members of this run registered (opened by the agent, or signed up with its
   * link): they count in the team's head counts, though they have not played.
   */
  const madeDaysOf = (agent: string) => madeBy(db, agent).map((member) => dayOf(new Date(member.createdAt)))
  const madeWithin = (agent: string, from: Day, to: Day) => madeDaysOf(agent).filter((day) => day >= from && day <= to).length
  /** A team report's ask, or the records' refusal of its range (back to front, or over 30 days). */
  const reportAskOf = (query: TeamReportQuery): TeamReportAsk | Response => {
    const refusal = rangeRefusal(query.startDate, query.endDate)
    if (refusal) return refusal
    const [from, to] = daysOf(query)
    return { from, to, userName: query.userName, product: query.product, page: query.page, size: query.size }
  }

  return [
    ...serve(endpoints.teamKpi, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const [from, to] = daysOf(query)
      const kpi = teamKpiOf(agent, from, to, platformNow(), teamSize())
      return { ...kpi, teamRegisterMemberCount: kpi.teamRegisterMemberCount + madeWithin(agent, from, to) }
    }),
    ...serve(endpoints.teamOverviewSum, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const [from, to] = daysOf(query)
      const sum = teamOverviewSumOf(agent, from, to, platformNow(), teamSize())
      return {
        ...sum,
        teamSize: sum.teamSize + madeDaysOf(agent).filter((day) => day <= to).length,
        registerCount: sum.registerCount + madeWithin(agent, from, to),
      }
    }),
    ...serve(endpoints.teamOverviewDailyList, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const daily = teamOverviewDailyOf(agent, ...daysOf(query), platformNow(), teamSize())
      return { list: daily.list.map((day) => ({ ...day, registerCount: day.registerCount + madeWithin(agent, day.date, day.date) })) }
    }),
    ...serve(endpoints.teamPnl, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const [from, to] = daysOf(query)
      return teamPnlOf(agent, { from, to, userName: query.userName, page: query.page, size: query.size }, platformNow(), teamSize())
    }),
    ...serve(endpoints.memberPnl, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = memberPnlOf(agent, query.userName, ...daysOf(query), platformNow(), teamSize())
      return member ?? notInTeam()
    }),

    // Members (issue 15).
    ...serve(endpoints.downlines, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const page = downlinesOf(agent, query, creditOf(agent), platformNow(), teamSize(), madeBy(db, agent))
      return page ? { ...page, list: page.list.map(editedBy(agent)) } : notInTeam()
    }),
    ...serve(endpoints.downlineRebates, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return rebatesOf(agent, query.userName) ?? notInTeam()
    }),
    ...serve(endpoints.updateDownlineRebates, async ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = directMemberOf(agent, body.userName)
      if (member instanceof Response) return member
      const current = rebatesOf(agent, member.userName)!
      // Every value is checked before any is saved.
      for (const { type, rebateValue } of body.configs) {
        const config = current.configs.find((candidate) => candidate.type === type)
        if (!config) return refuse('rebate.unknown_type', 'Unknown error', { value: { type, types: rebateProducts } })
        const bounds = { min: config.minRebateValue, max: config.rebateSubordinateLimit }
        if (rebateValueIssue(rebateValue, bounds) !== null)
          return refuse('rebate.out_of_range', 'Rebate out of range', { value: { type, ...bounds } })
      }
      for (const { type, rebateValue } of body.configs) {
        const where = { agent, userName: member.userName, type }
        db.downlineRebates.deleteMany((q) => q.where(where))
        await db.downlineRebates.create({ ...where, rebateValue: Math.round(rebateValue * 10) / 10 })
      }
      return rebatesOf(agent, member.userName)!
    }),
    // A direct member's admin (PLATFORM.md §8 "downline admin"). A made member is a real account:
    // its login password and type change too, so it logs in with the new ones; a generated member
    // has no account to log in to, so its new password is only accepted.
    ...serve(endpoints.promoteDownline, async ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = directMemberOf(agent, body.userName)
      if (member instanceof Response) return member
      if (member.type !== 0 || promoted.has(agentKey(agent, member.userName)))
        return refuse('agent.already_agent', 'The member is already an agent')
      promoted.add(agentKey(agent, member.userName))
      if (member.made) await db.updateAccount(member.userName, (account) => void (account.member.type = 1))
      return { userName: member.userName }
    }),
    ...serve(endpoints.downlineNickname, ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = directMemberOf(agent, body.userName)
      if (member instanceof Response) return member
      const nickname = body.nickname.trim()
      // The member's own nickname rule; empty clears it.
      if (nickname !== '' && !matchesRule(kit, 'nickname', nickname)) return refuse('invalid.nickname', 'name format incorrect')
      if (nickname === '') nicknames.delete(agentKey(agent, member.userName))
      else nicknames.set(agentKey(agent, member.userName), nickname)
      return { userName: member.userName }
    }),
    // Sealed: it carries the member's new password.
    ...serve(endpoints.downlinePassword, async ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const member = directMemberOf(agent, body.userName)
      if (member instanceof Response) return member
      const passwordRefusal = givenPasswordRefusal(kit, body.password)
      if (passwordRefusal) return passwordRefusal
      if (member.made) await db.updateAccount(member.userName, (account) => void (account.password = body.password))
      return { userName: member.userName }
    }),

    // Team betting and rebates (issue 15, agent-reports.ts).
    ...serve(endpoints.teamBets, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const ask = reportAskOf(query)
      if (ask instanceof Response) return ask
      return teamBetsOf(agent, ask, platformNow(), teamSize())
    }),
    ...serve(endpoints.agentRebates, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const ask = reportAskOf(query)
      if (ask instanceof Response) return ask
      return agentRebatesOf(agent, ask, rebateSetBy(agent), platformNow(), teamSize())
    }),
    ...serve(endpoints.teamRebates, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const ask = reportAskOf(query)
      if (ask instanceof Response) return ask
      return teamRebatesOf(agent, ask, rebateSetBy(agent), platformNow(), teamSize())
    }),
    // Sealed and money: `serve` replays a seen idempotency key, so nothing is sent twice.
    ...serve(endpoints.transferToDownline, async ({ request, body }) => {
      const payer = payingAgent(kit)(request)
      if (payer instanceof Response) return payer
      const { agent } = payer
      const member = memberIn(agent, body.userName)
      if (!member) return notInTeam()
      if (!isAmount(body.amount)) return badAmount()
      const passwordRefusal = paymentPasswordRefusal(payer.paymentPassword, body.paymentPassword)
      if (passwordRefusal) return passwordRefusal
      if (body.amount > mainOf(kit, agent)) return refuse('insufficient.balance', 'Insufficient balance')
      await db.addToMain(agent, -body.amount)
      const transferId = `TD${String(platformNow()).slice(-6)}${db.tick()}`
      await creditMember(db, { agent, member, amount: body.amount, transferId, at: platformNow() })
      return { transferId, balance: cents(mainOf(kit, agent)) }
    }),
  ]
}
