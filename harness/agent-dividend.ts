import { topUpline } from '../fixtures/agent-contracts'
import type { TierValues } from '../src/domain/contract-terms'
import { addDays, dayOf, keptDays, type Day } from '../src/domain/date-range'
import { getsContractPrompts } from '../src/domain/member'
import * as endpoints from '../src/features/agent/agent-endpoints'
import type { DividendFigures, DividendPeriod, DividendStatus, MemberDividend } from '../src/features/agent/dividend-schema'
import { creditMember, madeBy, mainOf, notInTeam, payingAgent, signedInAgent, teamMemberOf } from './agent-handlers'
import { byListOrder, downlineMoney, teamOf, type Downline } from './agent-team'
import type { StoredContract } from './db'
import type { EndpointKit } from './handlers'
import { cents, localMidnight } from './record-rows'
import { pageOf } from './records-handlers'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'

/** A dividend period: half a month of the player's days, both ends included. */
export interface Period {
  /** `YYYY-MM-1` (the 1st to the 15th) or `YYYY-MM-2` (the 16th to the month's end). */
  readonly periodId: string
  readonly first: Day
  readonly last: Day
}

/** The period a day falls in. */
export const periodOf = (day: Day): Period => {
  const month = day.slice(0, 7)
  if (Number(day.slice(8)) <= 15) return { periodId: `${month}-1`, first: `${month}-01`, last: `${month}-15` }
  // The 28th and 4 days is always in the next month.
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7)
  return { periodId: `${month}-2`, first: `${month}-16`, last: addDays(`${nextMonth}-01`, -1) }
}

/** A period's first and last millisecond in the player's time, as the harness's ranges are (local midnights). */
export const timesOf = (period: Period) => ({ start: localMidnight(period.first), end: localMidnight(addDays(period.last, 1)) - 1 })

/**
 * The running period, and the ended ones newest first while all their days lie in the team's kept
 * history (the records' 90 days): a period partly older is left out.
 */
export const periodsAt = (today: Day): { readonly current: Period; readonly ended: ReadonlyArray<Period> } => {
  const current = periodOf(today)
  const oldest = addDays(today, -(keptDays - 1))
  const ended: Period[] = []
  for (let period = periodOf(addDays(current.first, -1)); period.first >= oldest; period = periodOf(addDays(period.first, -1)))
    ended.push(period)
  return { current, ended }
}

export type TeamDividend = Omit<DividendFigures, 'status'>

/**
 * What a team played over some days up to today: its valid bets and its profit and loss in cents
 * (summed in cents, so the figures are exact to the cent), and the members who bet on one of them.
 */
export const teamPlayOver = (team: ReadonlyArray<Downline>, days: ReadonlyArray<Day>, today: Day) => {
  let betCents = 0
  let pnlCents = 0
  let activeMembers = 0
  for (const member of team) {
    let bet = false
    for (const day of days) {
      const money = downlineMoney(member, day, today)
      betCents += Math.round(money.validBetAmount * 100)
      pnlCents += Math.round(money.profitAndLoss * 100)
      if (money.betAmount > 0) bet = true
    }
    if (bet) activeMembers++
  }
  return { betCents, pnlCents, activeMembers }
}

/** The rate of the highest tier whose threshold `amount` reaches with enough active members (0 for none). */
export const rateReached = (terms: ReadonlyArray<TierValues>, amount: number, activeMembers: number) =>
  terms
    .filter((tier) => tier.threshold <= amount && activeMembers >= tier.activeMembers)
    .reduce((highest, tier) => Math.max(highest, tier.rate), 0)

/** `rate` per cent of an amount in cents, to the cent. */
export const shareOf = (amountCents: number, rate: number) => Math.round((amountCents * rate) / 100) / 100

/**
 * A team's dividend for a period, by the holder's terms: over the period's days up to today, the
 * valid bets, the loss (what the members lost, their wins taken off; 0 when they won), the members
 * who bet on some day, the rate of the highest tier both the loss and the active members reach (0
 * for none), and the loss times the rate.
 */
export const teamDividendOf = (
  team: ReadonlyArray<Downline>,
  period: Period,
  today: Day,
  terms: ReadonlyArray<TierValues>,
): TeamDividend => {
  const days: Day[] = []
  for (let day = period.first; day <= period.last && day <= today; day = addDays(day, 1)) days.push(day)
  const { betCents, pnlCents, activeMembers } = teamPlayOver(team, days, today)
  const lossCents = Math.max(0, -pnlCents)
  const teamLoss = lossCents / 100
  const rate = rateReached(terms, teamLoss, activeMembers)
  return { teamBet: betCents / 100, teamLoss, activeMembers, rate, dividend: shareOf(lossCents, rate) }
}

/** A member and everyone below them (uplines come before their members in the team). */
const teamFrom = (team: ReadonlyArray<Downline>, root: string): Downline[] => {
  const inside = new Set([root])
  return team.filter((member) => {
    if (member.userName !== root && !inside.has(member.parent)) return false
    inside.add(member.userName)
    return true
  })
}

/** Whether the contract was in force during the period: one that began after the period ended was not. */
const heldDuring = (contract: StoredContract | undefined, period: Period): contract is StoredContract =>
  contract !== undefined && contract.since <= timesOf(period).end

/**
 * Dividend (docs/harness.md "Agent dividend", docs/api-contract.md "Dividend"): the agent's own
 * dividend from the generated team's play (agent-team.ts) by its dividend contract, each direct
 * member's by the terms the agent gave them (agent-contracts.ts), and the agent paying a member's
 * from its main wallet, credited as a transfer is, kept in `dividendPayouts` until a reset.
 */
export const agentDividendHandlers = (kit: EndpointKit) => {
  const { serve, store, db, memberOf, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const payerOf = payingAgent(kit)
  const teamSize = () => store.get().agentTeamSize
  const today = () => dayOf(new Date(platformNow()))

  const dividendContractOf = (userName: string, upline?: string) =>
    db.contractsInForce.findFirst((q) => q.where({ userName, kind: 'dividend', ...(upline === undefined ? {} : { upline }) }))
  /** The signed-in agent's own dividend contract; a virtual agent (41, 42) holds none. */
  const ownContractOf = (request: Request, agent: string) =>
    getsContractPrompts(memberOf(request)!.member.type) ? dividendContractOf(agent) : undefined

  /**
   * A period's state for whoever holds terms from `payer` (null: the platform, which pays its own
   * agents itself): the most recent ended period waits for its payment; older ones were paid before
   * this run; a stored payout is paid.
   */
  const statusOf = (period: Period, dividend: number, holder: string, payer: string | null): DividendStatus => {
    const { current, ended } = periodsAt(today())
    if (period.periodId === current.periodId) return 'accruing'
    if (dividend === 0 || payer === null) return 'paid'
    if (db.dividendPayouts.findFirst((q) => q.where({ agent: payer, userName: holder, periodId: period.periodId }))) return 'paid'
    return period.periodId === ended[0]?.periodId ? 'unpaid' : 'paid'
  }

  /** The agent's own figures for a period (rate 0 when it held no terms then). */
  const ownPeriodOf = (agent: string, contract: StoredContract | undefined, period: Period): DividendPeriod => {
    const held = heldDuring(contract, period)
    const figures = teamDividendOf(teamOf(agent, teamSize()), period, today(), held ? contract.terms : [])
    const payer = held && contract.upline !== topUpline ? contract.upline : null
    return { periodId: period.periodId, ...timesOf(period), ...figures, status: statusOf(period, figures.dividend, agent, payer) }
  }

  /** A direct member's figures for a period by the terms the agent gave them, or undefined when they held none then. */
  const memberDividendOf = (agent: string, userName: string, period: Period): MemberDividend | undefined => {
    const contract = dividendContractOf(userName, agent)
    if (!heldDuring(contract, period)) return undefined
    // A member made in this run has no play of its own, and no members below.
    const figures = teamDividendOf(teamFrom(teamOf(agent, teamSize()), userName), period, today(), contract.terms)
    return { userName, ...figures, status: statusOf(period, figures.dividend, userName, agent) }
  }

  /** The agent's ended periods while its terms were in force, newest first. */
  const ownEndedOf = (contract: StoredContract | undefined) =>
    contract ? periodsAt(today()).ended.filter((period) => heldDuring(contract, period)) : []

  return [
    ...serve(endpoints.currentDividends, ({ request }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = ownContractOf(request, agent)
      if (!contract) return { current: null, previous: null }
      const previous = ownEndedOf(contract)[0]
      return {
        current: ownPeriodOf(agent, contract, periodsAt(today()).current),
        previous: previous ? ownPeriodOf(agent, contract, previous) : null,
      }
    }),

    // Paged as the agent reports are (agent-reports.ts): 1-based, and no periods is no pages.
    ...serve(endpoints.pastDividends, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const contract = ownContractOf(request, agent)
      const { list, totalPages } = pageOf(ownEndedOf(contract), Math.max(1, Math.floor(query.page)), Math.max(1, Math.floor(query.size)))
      return { list: list.map((period) => ownPeriodOf(agent, contract, period)), totalPages }
    }),

    ...serve(endpoints.dividendDetail, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const { current, ended } = periodsAt(today())
      const period = [current, ...ended].find((candidate) => candidate.periodId === query.periodId)
      if (!period) return refuse('agent.dividend.period', 'No such dividend period')
      const contract = ownContractOf(request, agent)
      // As the members list orders them: the members made in this run first, then the generated ones.
      const direct = [
        ...madeBy(db, agent).map((member) => member.userName),
        ...teamOf(agent, teamSize())
          .filter((member) => member.parent === agent)
          .sort(byListOrder)
          .map((member) => member.userName),
      ]
      return {
        period: ownPeriodOf(agent, contract, period),
        // An agent without terms of its own (a virtual one among them) has none to give.
        members: contract ? direct.flatMap((userName) => memberDividendOf(agent, userName, period) ?? []) : [],
      }
    }),

    // Sealed and money: `serve` replays a seen idempotency key, so nothing is paid twice.
    ...serve(endpoints.payoutDividend, async ({ request, body }) => {
      const payer = payerOf(request)
      if (payer instanceof Response) return payer
      const { agent } = payer
      const member = teamMemberOf(db, agent, body.userName, teamSize())
      if (!member || member.parent !== agent) return notInTeam()
      const period = periodsAt(today()).ended.find((candidate) => candidate.periodId === body.periodId)
      const owed = period && memberDividendOf(agent, member.userName, period)
      if (!period || !owed || owed.dividend === 0) return refuse('agent.dividend.not_due', 'No dividend is due for this period')
      if (owed.status === 'paid') return refuse('agent.dividend.paid', 'This dividend was already paid')
      const passwordRefusal = paymentPasswordRefusal(payer.paymentPassword, body.paymentPassword)
      if (passwordRefusal) return passwordRefusal
      const amount = owed.dividend
      if (Math.round(amount * 100) > Math.round(mainOf(kit, agent) * 100))
        return refuse('agent.dividend.balance', 'Insufficient balance', { value: { amount } })
      const payoutId = `DV${String(db.tick()).padStart(6, '0')}`
      await db.addToMain(agent, -amount)
      await creditMember(db, { agent, member, amount, transferId: payoutId, at: platformNow() })
      await db.dividendPayouts.create({
        payoutId,
        agent,
        userName: member.userName,
        periodId: period.periodId,
        amount,
        paidAt: platformNow(),
      })
      return { periodId: period.periodId, userName: member.userName, amount, balance: cents(mainOf(kit, agent)) }
    }),
  ]
}
