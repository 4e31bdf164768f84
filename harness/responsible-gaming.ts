import {
  exclusionEnd,
  limitAfterChange,
  limitInForce,
  limitPeriods,
  limitsPassed,
  periodStart,
  type LimitPeriod,
  type LimitSetting,
} from '../src/domain/responsible-gaming'
import * as endpoints from '../src/features/responsible/responsible-endpoints'
import { responsibleGaming, type DepositLimit } from '../src/domain/deposit-limits'
import type { HarnessDb } from './db'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

const noLimit: LimitSetting = { amount: null, pending: null }
/** The orders that count against a limit: placed and not failed, expired or cancelled. */
const countingStatuses: ReadonlySet<string> = new Set(['PENDING', 'SUCCESS'])

/**
 * Each member's deposit limits and self-exclusion as the platform keeps them (docs/api-contract.md
 * "Responsible gaming", all ASSUMED), by the rules of src/domain/responsible-gaming.ts. In memory
 * until a harness reset; a period the member has not set holds the scenario's `depositLimits`. The
 * cashier asks `depositRefusal` before it takes an order, and the logins ask `loginRefusal` before
 * they open a session.
 */
export const makeResponsibleGaming = (db: HarnessDb, seeded: () => Readonly<Record<LimitPeriod, number>>) => {
  const limits = new Map<string, ReadonlyMap<LimitPeriod, LimitSetting>>()
  const exclusions = new Map<string, number>()

  /** The scenario's limit for a member who has set none of their own (QA's, 0 = none). */
  const seededSetting = (period: LimitPeriod): LimitSetting => {
    const amount = seeded()[period]
    return amount > 0 ? { amount, pending: null } : noLimit
  }
  const settingOf = (userName: string, period: LimitPeriod, now: number) =>
    limitInForce(limits.get(userName)?.get(period) ?? seededSetting(period), now)

  /** What the member's orders placed this period add up to. */
  const usedIn = (userName: string, period: LimitPeriod, now: number) => {
    const since = periodStart(period, now)
    return db.deposits
      .findMany((q) => q.where({ userName }))
      .filter((order) => order.createdAt >= since && countingStatuses.has(order.status))
      .reduce((sum, order) => sum + order.amount, 0)
  }

  const limitsOf = (userName: string, now: number): DepositLimit[] =>
    limitPeriods.map((period) => ({ period, ...settingOf(userName, period, now), used: usedIn(userName, period, now) }))

  return {
    limitsOf,
    setLimit: (userName: string, period: LimitPeriod, next: number | null, now: number) => {
      const own = new Map(limits.get(userName))
      own.set(period, limitAfterChange(settingOf(userName, period, now), next, now))
      limits.set(userName, own)
    },
    /** The refusal of an order of `amount` that would pass one of the member's limits; null when it may be placed. */
    depositRefusal: (userName: string, amount: number, now: number) => {
      const passed = limitsPassed(limitsOf(userName, now), amount)
      return passed.length === 0
        ? null
        : refuse('deposit.limit.exceeded', 'This deposit is over your deposit limit', { value: { data: { periods: passed } } })
    },
    /** The login's refusal while the member's self-exclusion holds, the right password or not; null when none does. */
    loginRefusal: (userName: string, now: number) => {
      const until = exclusions.get(userName)
      return until !== undefined && until > now
        ? refuse('member.self.excluded', 'This account is self-excluded', { value: { data: { excludedUntil: until } } })
        : null
    },
    exclude: (userName: string, until: number) => exclusions.set(userName, until),
    reset: () => {
      limits.clear()
      exclusions.clear()
    },
  }
}
export type ResponsibleGamingBook = ReturnType<typeof makeResponsibleGaming>

/**
 * The responsible-gaming calls: for the money types (the gateway refuses them all with #543 while
 * RESPGAME3 is off, serve-endpoint.ts). Self-exclusion checks the login password, then ends every
 * session of the member: the app is signed out, and the login refuses until the end.
 */
export const responsibleGamingHandlers = ({ db, serve, moneyMemberOf, responsible, platformNow }: EndpointKit) => [
  ...serve(responsibleGaming, ({ request }) => {
    const userName = moneyMemberOf(request)
    return typeof userName === 'string' ? { depositLimits: responsible.limitsOf(userName, platformNow()) } : userName
  }),

  ...serve(endpoints.setDepositLimit, ({ request, body }) => {
    const userName = moneyMemberOf(request)
    if (typeof userName !== 'string') return userName
    responsible.setLimit(userName, body.period, body.amount, platformNow())
    return null
  }),

  ...serve(endpoints.selfExclude, ({ request, body }) => {
    const userName = moneyMemberOf(request)
    if (typeof userName !== 'string') return userName
    const account = db.accounts.findFirst((q) => q.where({ member: { userName } }))
    if (!account || account.password !== body.password) return refuse('login.password.incorrect', 'Login password incorrect')
    const excludedUntil = exclusionEnd(platformNow(), body.months)
    responsible.exclude(userName, excludedUntil)
    db.endSessionsOf(userName)
    return { excludedUntil }
  }),
]
